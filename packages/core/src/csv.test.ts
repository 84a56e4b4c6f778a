import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvCell, csvMoney, toCsv, withoutFormulaGuard } from "./csv";
import { parseMembersCsv } from "./member-csv";
import { importColumns, memberCsvHeader } from "./member-import";

/** A cell's text as a spreadsheet reads it: the quotes around it gone, doubled quotes single. */
const cellText = (cell: string) => cell.slice(1, -1).replace(/""/g, '"');

/**
 * What a spreadsheet runs as a formula (OWASP's list), written out here rather than taken from csv.ts
 * so the test cannot agree with a mistake there: only a phone number may start with + or -.
 */
const runsAsFormula = (text: string) => /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+()\d\s./-]{6,}$/.test(text));

/** Any text, and text made to start as a formula, a phone number or the guard's apostrophe would. */
const anyText = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string(),
  fc.tuple(fc.constantFrom("=", "+", "-", "@", "\t", "\r", "'", "'=", "''+", "+41 79 ", "\uFEFF", '"', ";", "\r\n"), fc.string({ unit: "binary" })).map(([start, rest]) => start + rest),
);

describe("csvCell", () => {
  it("neutralises what a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+2")).toBe(`"'=1+2"`);
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("+41 79 000 00 00+A1")).toBe(`"'+41 79 000 00 00+A1"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
  });

  it("writes phone numbers as they are, so an export can be imported again", () => {
    expect(csvCell("+41 79 000 00 00")).toBe(`"+41 79 000 00 00"`);
    expect(csvCell("+41 (0)79 000.00/00")).toBe(`"+41 (0)79 000.00/00"`);
    expect(csvCell("079 000 00 00")).toBe(`"079 000 00 00"`);
  });

  it("keeps a negative number a number, so the treasurer's sums include reversals, but not text that looks like one", () => {
    expect(csvCell(-10.5)).toBe(`"-10.5"`);
    expect(csvCell(-5)).toBe(`"-5"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
  });

  it("writes money with two decimals, a negative amount as a number too", () => {
    expect([csvMoney(1000), csvMoney(550), csvMoney(-550), csvMoney(5), csvMoney(0)].map(csvCell)).toEqual([`"10.00"`, `"5.50"`, `"-5.50"`, `"0.05"`, `"0.00"`]);
  });

  it("guards a text that starts with the guard's own apostrophe before a formula character, so reading gives it back", () => {
    expect(csvCell("'=1")).toBe(`"''=1"`);
    expect(withoutFormulaGuard("''=1")).toBe("'=1");
    expect(csvCell("'t Hooft")).toBe(`"'t Hooft"`);
    expect(withoutFormulaGuard("'t Hooft")).toBe("'t Hooft");
  });

  it("never writes a text cell a spreadsheet would run, whatever the text (property)", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(runsAsFormula(cellText(csvCell(text)))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("toCsv", () => {
  it("writes the byte order mark, semicolons between quoted cells and CRLF line ends, as Swiss Excel opens it in columns", () => {
    expect(toCsv([["Name", "Ort; Kanton"], ['Zoë "Z"', 2]])).toBe('\uFEFF"Name";"Ort; Kanton"\r\n"Zoë ""Z""";"2"\r\n');
  });

  it("gives back any text through the import's parser, papaparse with the semicolon (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.array(anyText, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const written = toCsv(rows);
        expect(written.startsWith("\uFEFF")).toBe(true);
        const { data, errors } = Papa.parse<string[]>(written.slice(1), { delimiter: ";", newline: "\r\n", skipEmptyLines: false });
        expect(errors).toEqual([]);
        // The file's last line break ends the last row; papaparse reads an empty row after it.
        expect(data.slice(0, -1).map((row) => row.map(withoutFormulaGuard))).toEqual(rows);
      }),
      { numRuns: 1000 },
    );
  });

  it("gives back every member cell through the Bulk Import's reader as it was written, in every language's header (property)", () => {
    // The reader trims cells: spaces around a name are Excel's padding, not the name.
    const row = fc.tuple(...importColumns.map(() => anyText));
    fc.assert(
      fc.property(fc.constantFrom("en", "de", "fr", "it"), fc.array(row, { minLength: 1, maxLength: 5 }), (locale, rows) => {
        // Every row has an e-mail, so none is dropped.
        const written = rows.map((cells) => cells.map((text, index) => (importColumns[index] === "email" ? `e${text}` : text)));
        const { rows: read, dropped } = parseMembersCsv(toCsv([memberCsvHeader(locale), ...written]));
        expect(dropped).toEqual([]);
        expect(read.map((member) => importColumns.map((column) => member[column]))).toEqual(written.map((cells) => cells.map((text) => text.trim())));
      }),
      { numRuns: 500 },
    );
  });
});
