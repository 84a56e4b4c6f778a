import { describe, expect, it } from "vitest";
import { importCsvHeader, sampleImportCsvLine, sampleImportRow } from "@ssem/core/samples";
import { isCsvFile, parseMembersCsv, readCsvText } from "./parse-members-csv";

const header = importCsvHeader;
const anna = sampleImportCsvLine;

describe("parseMembersCsv", () => {
  it("maps the spec's column order and skips the header line", () => {
    expect(parseMembersCsv(`${header}\n${anna}\n`)).toEqual([sampleImportRow]);
  });

  it("keeps quoted commas, quotes and line breaks inside a field, and numbers lines as in the file", () => {
    const rows = parseMembersCsv(`${header}\n"Muster, Jr.",Anna,,,,"Uni ""Bern""\nCampus",a@example.org,\nKeller,Lea,,,,Basel,l@example.org,`);
    expect(rows.map(({ line, lastName, placeOfStudy }) => ({ line, lastName, placeOfStudy }))).toEqual([
      { line: 2, lastName: "Muster, Jr.", placeOfStudy: 'Uni "Bern"\nCampus' },
      { line: 4, lastName: "Keller", placeOfStudy: "Basel" },
    ]);
  });

  it("reads semicolon-separated files as Excel in Switzerland saves them, with quoted semicolons and commas", () => {
    const rows = parseMembersCsv(`${header.replaceAll(",", ";")}\r\n"Müller; Lüdi";Zoë;Nursing;Resident;;"Zürich, USZ";z@example.org;044 000 00 00\r\n`);
    expect(rows).toEqual([
      expect.objectContaining({ line: 2, lastName: "Müller; Lüdi", firstName: "Zoë", field: "Nursing", placeOfStudy: "Zürich, USZ", phone: "044 000 00 00" }),
    ]);
  });

  it("ignores a byte order mark and CRLF line ends", () => {
    const rows = parseMembersCsv(`\uFEFF${header}\r\n${anna}\r\n`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ line: 2, lastName: "Muster", phone: "+41 79 000 00 00" });
  });

  it("drops empty lines and rows without an e-mail, counting them in the line numbers", () => {
    const text = `${header}\n\n${anna}\n   \n,,,,,,,\nKeller,Lea,,,,Basel,,061 000 00 00\n\r\nBrun,Eva,,,,Bern,eva@example.org,\n`;
    expect(parseMembersCsv(text).map(({ line, email }) => ({ line, email }))).toEqual([
      { line: 3, email: "anna@example.org" },
      { line: 8, email: "eva@example.org" },
    ]);
  });

  it("gives missing trailing columns as empty text, leaving the defaults to the server", () => {
    expect(parseMembersCsv(`${header}\nMuster,Anna,,,,,anna@example.org`)[0]).toMatchObject({ field: "", studentType: "", phone: "" });
  });

  it("has no rows for an empty file or a header alone", () => {
    expect(parseMembersCsv("")).toEqual([]);
    expect(parseMembersCsv(`${header}\r\n`)).toEqual([]);
  });
});

describe("isCsvFile", () => {
  it("accepts text/csv and .csv names (Excel on Windows reports another type) and refuses the rest", () => {
    expect(isCsvFile(new File([""], "members.csv", { type: "text/csv" }))).toBe(true);
    expect(isCsvFile(new File([""], "Mitglieder.CSV", { type: "application/vnd.ms-excel" }))).toBe(true);
    expect(isCsvFile(new File([""], "members.xlsx", { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }))).toBe(false);
    expect(isCsvFile(new File([""], "photo.png", { type: "image/png" }))).toBe(false);
  });
});

describe("readCsvText", () => {
  it("reads UTF-8 and falls back to Windows-1252 for files older Excel versions saved", async () => {
    expect(await readCsvText(new Blob(["Zürich"]))).toBe("Zürich");
    expect(await readCsvText(new Blob([new Uint8Array([0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68])]))).toBe("Zürich");
  });
});
