import { describe, expect, it } from "vitest";
import { locales } from "./i18n/paraglide/runtime.js";
import { columnsOfHeader, parseMembersCsv } from "./member-csv";
import { importColumns, importRowOutcome, memberCsvHeader } from "./member-import";
import { importCsvHeader, sampleImportCsvLine, sampleImportRow } from "./samples";

const header = importCsvHeader;
const anna = sampleImportCsvLine;
const rowsOf = (text: string) => parseMembersCsv(text).rows;

describe("parseMembersCsv", () => {
  it("maps the spec's column order and skips the header line", () => {
    // A file of the spec's columns names no language: the server gives the importing admin's.
    expect(parseMembersCsv(`${header}\n${anna}\n`)).toEqual({ rows: [{ ...sampleImportRow, language: "" }], dropped: [] });
  });

  it("keeps quoted commas, quotes and line breaks inside a field, and numbers lines as in the file", () => {
    const rows = rowsOf(`${header}\n"Muster, Jr.",Anna,,,,"Uni ""Bern""\nCampus",a@example.org,\nKeller,Lea,,,,Basel,l@example.org,`);
    expect(rows.map(({ line, lastName, placeOfStudy }) => ({ line, lastName, placeOfStudy }))).toEqual([
      { line: 2, lastName: "Muster, Jr.", placeOfStudy: 'Uni "Bern"\nCampus' },
      { line: 4, lastName: "Keller", placeOfStudy: "Basel" },
    ]);
  });

  it("reads semicolon-separated files as Excel in Switzerland saves them, with quoted semicolons and commas", () => {
    const rows = rowsOf(`${header.replaceAll(",", ";")}\r\n"Müller; Lüdi";Zoë;Nursing;Resident;;"Zürich, USZ";z@example.org;044 000 00 00\r\n`);
    expect(rows).toEqual([
      expect.objectContaining({ line: 2, lastName: "Müller; Lüdi", firstName: "Zoë", field: "Nursing", placeOfStudy: "Zürich, USZ", phone: "044 000 00 00" }),
    ]);
  });

  it("ignores a byte order mark and CRLF line ends", () => {
    const rows = rowsOf(`\uFEFF${header}\r\n${anna}\r\n`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ line: 2, lastName: "Muster", phone: "+41 79 000 00 00" });
  });

  it("does not send empty lines and rows without an e-mail, but lists each with its line and reason", () => {
    const text = `${header}\n\n${anna}\n   \n,,,,,,,\nKeller,Lea,,,,Basel,,061 000 00 00\n\r\nBrun,Eva,,,,Bern,eva@example.org,\n\n\n`;
    const { rows, dropped } = parseMembersCsv(text);
    expect(rows.map(({ line, email }) => ({ line, email }))).toEqual([
      { line: 3, email: "anna@example.org" },
      { line: 8, email: "eva@example.org" },
    ]);
    // The blank lines after the last row are the file's end, not rows of it.
    expect([...dropped].sort((a, b) => a.line - b.line)).toEqual([
      importRowOutcome(2, "", [{ rule: "empty_line" }]),
      importRowOutcome(4, "", [{ rule: "empty_line" }]),
      importRowOutcome(5, "", [{ rule: "empty_line" }]),
      importRowOutcome(6, "", [{ rule: "no_email" }]),
      importRowOutcome(7, "", [{ rule: "empty_line" }]),
    ]);
  });

  it("gives missing trailing columns as empty text, leaving the defaults to the server", () => {
    expect(rowsOf(`${header}\nMuster,Anna,,,,,anna@example.org`)[0]).toMatchObject({ field: "", studentType: "", phone: "" });
  });

  it("has no rows for an empty file or a header alone", () => {
    expect(parseMembersCsv("")).toEqual({ rows: [], dropped: [] });
    expect(parseMembersCsv(`${header}\r\n`)).toEqual({ rows: [], dropped: [] });
  });

  it("reads the export's columns by their headers, ignoring its extra ones, and drops the apostrophe older exports put before a phone number", () => {
    const exported = `${memberCsvHeader("en").join(",")}\r\nMuster,Anna,medicine,student,2030,Bern,anna@example.org,'+41 79 000 00 00,fr,approved,member,2026-01-02\r\n`;
    expect(rowsOf(exported)).toEqual([
      {
        line: 2,
        lastName: "Muster",
        firstName: "Anna",
        field: "medicine",
        studentType: "student",
        yearOfCompletion: "2030",
        placeOfStudy: "Bern",
        email: "anna@example.org",
        phone: "+41 79 000 00 00",
        language: "fr",
      },
    ]);
  });

  it("reads the language by its header in any of our languages, and a ninth column it does not know as nothing", () => {
    expect(rowsOf("E-Mail;Sprache\nlea@example.org;Deutsch\n")[0]).toMatchObject({ email: "lea@example.org", language: "Deutsch" });
    expect(rowsOf("Email Address,Langue\nlea@example.org,fr\n")[0]).toMatchObject({ language: "fr" });
    expect(rowsOf(`${header},Notes\n${anna},call first\n`)[0]).toMatchObject({ language: "" });
  });

  it("matches headers in any order, any case and spacing", () => {
    const rows = rowsOf("E-Mail;PHONE NUMBER;first name;lastname\nlea@example.org;061 000 00 00;Lea;Keller\n");
    expect(rows[0]).toMatchObject({ email: "lea@example.org", phone: "061 000 00 00", firstName: "Lea", lastName: "Keller", field: "" });
  });
});

describe("columnsOfHeader", () => {
  it.each(locales)("knows the export's header line in %s, whatever language the importing admin reads", (locale) => {
    expect(columnsOfHeader(memberCsvHeader(locale))).toEqual([...importColumns, null, null, null]);
    // In another order too: by name, not by place.
    expect(columnsOfHeader(memberCsvHeader(locale).toReversed())).toEqual([null, null, null, ...importColumns.toReversed()]);
  });

  it("takes the spec's order for headers it does not know, unless another header names that column", () => {
    expect(columnsOfHeader(["Nachname", "Vorname", "Fach", "Status", "Jahr", "Ort", "E-Mail", "Telefon"])).toEqual([
      "lastName",
      "firstName",
      "field",
      // "Status" is the export's membership status, not Student/Resident: never imported.
      null,
      "yearOfCompletion",
      "placeOfStudy",
      "email",
      "phone",
    ]);
    expect(columnsOfHeader(["Email Address", "Whatever", "Last Name", "Notes", "Extra", "More", "Even more", "Phone", "Ninth"])).toEqual([
      "email",
      "firstName",
      "lastName",
      "studentType",
      "yearOfCompletion",
      "placeOfStudy",
      null,
      "phone",
      null,
    ]);
  });
});
