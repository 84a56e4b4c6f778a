import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import { m } from "./paraglide/messages.js";
import { locales } from "./paraglide/runtime.js";

type Variants = { selectors: string[]; match: Record<string, string> }[];
/** The messages that count one thing (a plural selector and maybe others that are no count). */
const pluralMessages = (Object.entries(en) as [string, unknown][]).filter(
  (entry): entry is [string, Variants] =>
    Array.isArray(entry[1]) && (entry[1] as Variants).every((variant) => variant.selectors.filter((selector) => selector.endsWith("Plural")).length === 1),
);

/** The plural words an English message counts in its other variants: "{shownCount} members" counts "members". */
const countedWords = (variants: Variants) =>
  new Set(
    variants.flatMap((variant) =>
      Object.entries(variant.match)
        .filter(([selection]) => !/=one\b/.test(selection))
        .flatMap(([, text]) => [...text.matchAll(/\{shown\w*\} ([\w-]+s)\b/g)].map((found) => found[1]!)),
    ),
  );

describe("counting one (issue 39)", () => {
  it.each(pluralMessages)("says one of a thing in the singular in English: %s", (_, variants) => {
    const words = countedWords(variants);
    for (const variant of variants) {
      for (const [selection, text] of Object.entries(variant.match)) {
        if (!/=one\b/.test(selection)) continue;
        for (const word of words) expect(text).not.toMatch(new RegExp(`(\\b1|\\{shown\\w*\\}) ${word}\\b`));
      }
    }
  });

  it("writes a file of one row, and one member imported or one e-mail sent, in the singular in every language", () => {
    const one = { count: 1, shownCount: "1" };
    const texts = locales.flatMap((locale) => [
      m.import_preview_summary({ rows: 1, shownRows: "1", fresh: "1", skipped: 1, shownSkipped: "1", failed: "0" }, { locale }),
      m.import_progress_importing({ done: 1, shownDone: "1", total: 1, shownTotal: "1" }, { locale }),
      m.import_stopped_detail({ done: 1, shownDone: "1", total: 1, shownTotal: "1" }, { locale }),
      m.import_summary({ ...one, skipped: "0", failed: "0" }, { locale }),
      m.mlist_queued_text(one, { locale }),
      m.mlist_send_text({ ...one, subject: "News" }, { locale }),
    ]);
    for (const text of texts) expect(text).not.toMatch(/\b1 (rows|members|e-mails|Zeilen|haben|lignes|ont|righe|hanno)\b/);
    expect(texts[0]).toBe("1 row in the file: 1 new, 1 already has an account, 0 cannot be imported. Nothing has been imported yet and no invite has been sent.");
  });

  it("counts the renewal's invoices in the singular where one is meant: of 1 invoice, 1 facture émise (issue 39)", () => {
    const progress = (created: number, planned: number, locale: (typeof locales)[number]) =>
      m.fees_renew_progress({ year: "2027", created, shownCreated: String(created), planned, shownPlanned: String(planned) }, { locale });
    expect(progress(1, 1, "en")).toBe("Renewal for 2027: 1 of 1 invoice issued");
    expect(progress(0, 1, "de")).toBe("Erneuerung für 2027: 0 von 1 Rechnung ausgestellt");
    expect(progress(1, 1, "fr")).toBe("Renouvellement pour 2027 : 1 facture émise sur 1");
    expect(progress(0, 5, "fr")).toBe("Renouvellement pour 2027 : 0 facture émise sur 5");
    expect(progress(1, 1, "it")).toBe("Rinnovo per il 2027: 1 fattura emessa su 1");
    expect(progress(0, 5, "it")).toBe("Rinnovo per il 2027: 0 fatture emesse su 5");
    expect(progress(2, 5, "en")).toBe("Renewal for 2027: 2 of 5 invoices issued");
  });

  it("counts the rows done in French, the rows in all in English: 1 ligne sur 5, 1 of 1 row", () => {
    expect(m.import_progress_checking({ done: 1, shownDone: "1", total: 5, shownTotal: "5" }, { locale: "fr" })).toBe("Vérification du fichier : 1 ligne sur 5");
    expect(m.import_progress_checking({ done: 2, shownDone: "2", total: 5, shownTotal: "5" }, { locale: "fr" })).toBe("Vérification du fichier : 2 lignes sur 5");
    expect(m.import_progress_checking({ done: 1, shownDone: "1", total: 1, shownTotal: "1" }, { locale: "en" })).toBe("Checking the file: 1 of 1 row");
    expect(m.import_progress_checking({ done: 1, shownDone: "1", total: 5, shownTotal: "5" }, { locale: "de" })).toBe("Datei wird geprüft: 1 von 5 Zeilen");
  });
});
