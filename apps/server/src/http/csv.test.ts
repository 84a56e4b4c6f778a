import { importColumns, memberCsvHeader } from "@ssem/core";
import { parseMembersCsv } from "@ssem/core/member-csv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvMoney, toCsv } from "./csv";

/** A cell's text as a spreadsheet reads it: the quotes around it gone, doubled quotes single. */
const cellText = (cell: string) => cell.slice(1, -1).replace(/""/g, '"');

/**
 * What a spreadsheet runs as a formula (OWASP's list), written out here rather than taken from csv.ts
 * so the test cannot agree with a mistake there: only a phone number may start with + or -.
 */
const runsAsFormula = (text: string) => /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+()\d\s./-]{6,}$/.test(text));

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

  it("never writes a text cell a spreadsheet would run, whatever the text (property)", () => {
    const formulaish = fc.tuple(fc.constantFrom("=", "+", "-", "@", "\t", "\r", "+41 ", "-0"), fc.string()).map(([start, rest]) => start + rest);
    fc.assert(
      fc.property(fc.oneof(fc.string(), formulaish, fc.string({ unit: "binary" })), (text) => {
        expect(runsAsFormula(cellText(csvCell(text)))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("toCsv and the import's reader", () => {
  it("give back every member cell as it was written, formulas and phone numbers included (property)", () => {
    // The reader trims cells, and an apostrophe before a formula character is the writer's.
    const cell = fc
      .oneof(fc.string(), fc.tuple(fc.constantFrom("=", "+", "-", "@", "+41 79 "), fc.string()).map(([start, rest]) => start + rest))
      .filter((text) => !text.startsWith("'"));
    const row = fc.tuple(...importColumns.map(() => cell));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), (rows) => {
        // Every row has an e-mail, so none is dropped.
        const written = rows.map((cells) => cells.map((text, index) => (importColumns[index] === "email" ? `e${text}` : text)));
        const { rows: read, dropped } = parseMembersCsv(toCsv([memberCsvHeader, ...written]));
        expect(dropped).toEqual([]);
        expect(read.map((member) => importColumns.map((column) => member[column]))).toEqual(written.map((cells) => cells.map((text) => text.trim())));
      }),
      { numRuns: 500 },
    );
  });
});
