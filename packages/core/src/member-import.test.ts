import { describe, expect, it } from "vitest";
import { locales } from "./i18n";
import { type ImportProblem, importProblemsOf, importReason, importRowSchema } from "./member-import";
import { yearOfCompletionRange } from "./membership";

const valid = { lastName: "Muster", firstName: "Anna", email: "anna@example.org" };

/** The problems of one row, and what the schema itself says about it (its first message per field, as the server joined them). */
function checked(row: Record<string, unknown>) {
  const error = importRowSchema.safeParse(row).error;
  if (!error) throw new Error("the row is valid");
  const firstPerField = new Map<string, string>();
  for (const issue of error.issues) if (!firstPerField.has(String(issue.path[0]))) firstPerField.set(String(issue.path[0]), issue.message);
  return { problems: importProblemsOf(error), schemaSays: [...firstPerField.values()].join("; ") };
}

const badRows: Record<string, Record<string, unknown>> = {
  "no names, no e-mail": {},
  "empty names": { ...valid, lastName: " ", firstName: "" },
  "a name too long": { ...valid, lastName: "x".repeat(101) },
  "a place of study too long": { ...valid, placeOfStudy: "x".repeat(201) },
  "a line break in the place": { ...valid, placeOfStudy: "Bern\nZürich" },
  "a bidi override in the name": { ...valid, firstName: "An\u202Ena" },
  "a name that is no text": { ...valid, lastName: 7 },
  "an address that is none": { ...valid, email: "not-an-address" },
  "an address too long": { ...valid, email: `${"a".repeat(250)}@example.org` },
  "a phone number that is none": { ...valid, phone: "call me" },
  "a phone number too long": { ...valid, phone: "0".repeat(41) },
  "an unknown field and status": { ...valid, field: "surgery", studentType: "professor" },
  "a year that is none": { ...valid, yearOfCompletion: "20x6" },
  "a year too early": { ...valid, yearOfCompletion: yearOfCompletionRange.min - 1 },
  "a year too late": { ...valid, yearOfCompletion: String(yearOfCompletionRange.max + 1) },
};

describe("the import's row reasons", () => {
  it.each(Object.entries(badRows))("says in English what the membership schema says, but about the member, not to them: %s", (_, row) => {
    const { problems, schemaSays } = checked(row);
    expect(problems.length).toBeGreaterThan(0);
    const reasons = importReason(problems, "en").split("; ");
    const schemaReasons = schemaSays.split("; ");
    expect(reasons).toHaveLength(schemaReasons.length);
    // The form asks the applicant ("Please choose your field"); the import's reasons are read by an admin.
    schemaReasons.forEach((schemaReason, index) => {
      if (/\byour\b/i.test(schemaReason)) expect(reasons[index]).not.toMatch(/\byour\b/i);
      else expect(reasons[index]).toBe(schemaReason);
    });
  });

  it("tells the admin which values a refused field or status may take, in every language, and never asks them to choose their own", () => {
    const { problems } = checked({ ...valid, field: "Medizin", studentType: "Studentin" });
    expect(problems).toEqual([
      { rule: "invalid", field: "field" },
      { rule: "invalid", field: "studentType" },
    ]);
    expect(importReason(problems, "en")).toBe("Field must be one of medicine, paramedic, nursing; Status must be one of student, resident, graduate, specialist");
    for (const locale of locales) {
      const reason = importReason(problems, locale);
      expect(reason).toContain("medicine, paramedic, nursing");
      expect(reason).toContain("student, resident, graduate, specialist");
      expect(reason).not.toMatch(/your|Ihre|votre|Suo/i);
    }
    // What the file writes in any case is read: "Medicine", "RESIDENT".
    expect(importRowSchema.parse({ ...valid, field: "Medicine", studentType: "RESIDENT" })).toMatchObject({ field: "medicine", studentType: "resident" });
  });

  it("gives each problem as a code with what its sentence needs", () => {
    expect(checked({}).problems).toEqual([
      { rule: "required", field: "lastName" },
      { rule: "required", field: "firstName" },
      { rule: "required", field: "email" },
    ]);
    expect(checked(badRows["a name too long"]!).problems).toEqual([{ rule: "too_long", field: "lastName", max: 100 }]);
    expect(checked(badRows["a year too late"]!).problems).toEqual([{ rule: "out_of_range", field: "yearOfCompletion", ...yearOfCompletionRange }]);
    expect(checked(badRows["a bidi override in the name"]!).problems).toEqual([{ rule: "control_characters", field: "firstName" }]);
    expect(checked({ ...valid, line: "seven" }).problems).toEqual([{ rule: "invalid", field: "line" }]);
  });

  it("says every problem in German, French and Italian, with the field's name and limit", () => {
    const problems: ImportProblem[] = [
      { rule: "required", field: "lastName" },
      { rule: "too_long", field: "placeOfStudy", max: 200 },
      { rule: "invalid", field: "email" },
    ];
    expect(importReason(problems, "de")).toBe("Nachname fehlt; Studienort: höchstens 200 Zeichen; Ungültige E-Mail-Adresse");
    expect(importReason(problems, "fr")).toBe("Nom : obligatoire; Lieu d’études : 200 caractères au maximum; Adresse e-mail invalide");
    expect(importReason(problems, "it")).toBe("Cognome: obbligatorio; Luogo di studio: al massimo 200 caratteri; Indirizzo e-mail non valido");
    expect(locales.map((locale) => importReason([{ rule: "exists" }], locale))).toEqual([
      "An account with this e-mail address already exists",
      "Für diese E-Mail-Adresse besteht schon ein Konto",
      "Un compte existe déjà pour cette adresse e-mail",
      "Esiste già un account con questo indirizzo e-mail",
    ]);
    expect(importReason([{ rule: "empty_line" }], "de")).toBe("Leere Zeile");
    expect(importReason([{ rule: "no_email" }], "en")).toBe("No e-mail address");
  });
});

describe("the language column (issue 39, point 13)", () => {
  const languageOf = (language: unknown) => importRowSchema.parse({ ...valid, language }).language;

  it("takes a code or a language's name in any of our languages, in any case, with or without its accents", () => {
    expect(["fr", "FR", "fr-CH", "fr_ch", "French", "français", "FRANCAIS", "Französisch", "franzoesisch", "francese", " français "].map(languageOf)).toEqual(Array(11).fill("fr"));
    expect(["de", "Deutsch", "German", "allemand", "tedesco", "de-CH"].map(languageOf)).toEqual(Array(6).fill("de"));
    expect(["it", "Italiano", "italien", "Italienisch", "Italian"].map(languageOf)).toEqual(Array(5).fill("it"));
    expect(["en", "English", "Englisch", "anglais", "inglese"].map(languageOf)).toEqual(Array(5).fill("en"));
  });

  it("leaves an empty or missing cell to the importing admin's language", () => {
    expect(languageOf("")).toBeUndefined();
    expect(languageOf("  ")).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });

  it("refuses any other value, saying in the admin's language what the column takes", () => {
    for (const language of ["Rumantsch", "es", "deu", "fr-", 7]) expect(checked({ ...valid, language }).problems, String(language)).toEqual([{ rule: "invalid", field: "language" }]);
    const { problems } = checked({ ...valid, language: "Klingon" });
    expect(importReason(problems, "en")).toBe("Language must be one of en, de, fr, it or a language's name (English, German, French, Italian)");
    expect(importReason(problems, "de")).toBe("Unbekannte Sprache, erlaubt sind en, de, fr, it oder der Name einer Sprache (Englisch, Deutsch, Französisch, Italienisch)");
    for (const locale of locales) expect(importReason(problems, locale)).toContain("en, de, fr, it");
  });
});
