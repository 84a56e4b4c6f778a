import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { informalItalianForms } from "./italian-register.js";
import { locales } from "./paraglide/runtime.js";

/**
 * The catalogue's CI checks (issue 26, ADR 029): every language has every key and no other, every key is used,
 * Swiss German has no "ß", Italian addresses the reader with "Lei", every message has the same parameters in every
 * language, and the compiled functions the code imports are those the message files give.
 */
const coreDir = path.resolve(import.meta.dirname, "../..");
const repoDir = path.resolve(coreDir, "../..");
const compiledDir = path.join(coreDir, "src/i18n/paraglide");

type Variant = { declarations?: string[]; match: Record<string, string> };
type Message = string | Variant[];
type Catalogue = Record<string, Message>;

function catalogue(locale: string): Catalogue {
  const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(path.join(coreDir, "messages", `${locale}.json`), "utf8")) as Catalogue;
  return messages;
}
const catalogues = Object.fromEntries(locales.map((locale) => [locale, catalogue(locale)]));
const keys = Object.keys(catalogues.en!);

/** Every text a message can produce. */
const texts = (message: Message): string[] => (typeof message === "string" ? [message] : message.flatMap((variant) => Object.values(variant.match)));

/** The parameters a message takes: its declared inputs and the {placeholders} of its texts (`\{` is a literal brace). */
function parameters(message: Message): string[] {
  const declared = typeof message === "string" ? [] : message.flatMap((variant) => (variant.declarations ?? []).filter((d) => d.startsWith("input ")).map((d) => d.slice("input ".length)));
  const placeholders = texts(message).flatMap((text) => [...text.matchAll(/(?<!\\)\{(\w+)\}/g)].map((match) => match[1]!));
  const locals = typeof message === "string" ? [] : message.flatMap((variant) => (variant.declarations ?? []).filter((d) => d.startsWith("local ")).map((d) => d.split(/\s+/)[1]!));
  return [...new Set([...declared, ...placeholders])].filter((name) => !locals.includes(name)).sort();
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return file.includes(`${path.sep}node_modules${path.sep}`) || file.startsWith(compiledDir) ? [] : [file];
  });
}

describe("the message catalogue", () => {
  it.each(locales.filter((locale) => locale !== "en"))("has every English key in %s, and no other", (locale) => {
    expect(Object.keys(catalogues[locale]!).sort()).toEqual([...keys].sort());
  });

  it("has no key that nothing uses", () => {
    const code = ["apps/web/src", "apps/web/scripts", "apps/server/src", "apps/server/scripts", "packages/core/src"]
      .flatMap((dir) => sourceFiles(path.join(repoDir, dir)))
      .map((file) => fs.readFileSync(file, "utf8"))
      .join("\n");
    const used = new Set([...code.matchAll(/\bm\.(\w+)/g)].map((match) => match[1]));
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
  });

  it('writes "ss", never "ß", in Swiss German', () => {
    const withEszett = Object.entries(catalogues.de!).filter(([, message]) => texts(message).some((text) => text.includes("ß")));
    expect(withEszett.map(([key]) => key)).toEqual([]);
  });

  it('addresses the reader with the formal "Lei" in Italian, never with "tu"', () => {
    const informal = Object.entries(catalogues.it!).flatMap(([key, message]) => texts(message).flatMap((text) => informalItalianForms(text).map((form) => `${key}: ${form}`)));
    expect(informal).toEqual([]);
  });

  it("names the Ride-alongs tab in the request mail as the tab is labelled, in every language", () => {
    for (const locale of locales) {
      const [tab] = texts(catalogues[locale]!.admin_tab_ride_alongs!);
      expect({ locale, mail: texts(catalogues[locale]!.mail_ride_along_request_reply!)[0] }).toEqual({ locale, mail: expect.stringContaining(tab!) });
    }
  });

  it.each(keys)("gives %s the same parameters in every language", (key) => {
    const english = parameters(catalogues.en![key]!);
    for (const locale of locales) expect({ locale, parameters: parameters(catalogues[locale]![key]!) }).toEqual({ locale, parameters: english });
  });

  it("lists only existing keys as awaiting a native speaker's review", () => {
    const { $comment: _comment, ...review } = JSON.parse(fs.readFileSync(path.join(coreDir, "messages/needs-review.json"), "utf8")) as Record<string, string[]>;
    for (const [locale, reviewKeys] of Object.entries(review)) {
      expect(locales).toContain(locale);
      expect(reviewKeys.filter((key) => !keys.includes(key))).toEqual([]);
    }
  });

  it("parses every message, and the compiled functions the code imports are what the message files give", { timeout: 60_000 }, () => {
    // Compiling fails on a message it cannot parse. The compiled functions are git-ignored and made by `npm install`
    // and `npm run build` (ADR 035); comparing them with a fresh compile catches a message edited since, whose old
    // text the type checker and the other tests would otherwise go on seeing.
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-i18n-"));
    try {
      const script = (JSON.parse(fs.readFileSync(path.join(coreDir, "package.json"), "utf8")) as { scripts: { i18n: string } }).scripts.i18n;
      const args = script.replace(/^paraglide-js /, "").replace("./src/i18n/paraglide", fresh).split(" ");
      execFileSync(path.join(repoDir, "node_modules/.bin/paraglide-js"), args, { cwd: coreDir, stdio: "pipe" });
      const files = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => fs.statSync(path.join(dir, file)).isFile()).sort();
      const stale = "stale: run `npm run i18n -w packages/core`";
      expect(files(compiledDir), stale).toEqual(files(fresh));
      for (const file of files(fresh)) expect({ file, text: fs.readFileSync(path.join(compiledDir, file), "utf8") }, stale).toEqual({ file, text: fs.readFileSync(path.join(fresh, file), "utf8") });
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });
});
