import Papa from "papaparse";
import { withoutFormulaGuard } from "./csv";
import { locales } from "./i18n/paraglide/runtime.js";
import { type ImportColumn, importColumnHeader, importColumns, type ImportRowOutcome, importRowOutcome, memberExportExtraHeaders } from "./member-import";

/**
 * Reading the member CSV file (ADR 013). Apart from the index (`@ssem/core/member-csv`), so that
 * the CSV parser reaches only the Bulk Import tab and the tests, not every page.
 */

/** A row of the file as the server receives it: the spec's columns as text, and the row's line in the file. */
export type CsvMemberRow = Record<ImportColumn, string> & { line: number };

/** What the file holds: the rows to send, and every line left out with its reason, so each line is accounted for. */
export type ParsedMembersCsv = { rows: CsvMemberRow[]; dropped: ImportRowOutcome[] };

/** Headers compare without case, spaces, hyphens and underscores: "E-Mail", "email address", "lastName". */
const headerKey = (text: string) => text.toLowerCase().replace(/[\s_-]/g, "");

/**
 * Each column under its header in every language (an export downloaded in German imports on an English
 * screen) and its field name; "Email" and "Phone" as people shorten them.
 */
const knownHeaders = new Map<string, ImportColumn | null>([
  ...importColumns.flatMap((column) => [
    ...locales.map((locale) => [headerKey(importColumnHeader(column, locale)), column] as const),
    [headerKey(column), column] as const,
  ]),
  [headerKey("Email"), "email"],
  [headerKey("Phone"), "phone"],
  // The export's own extra columns: known, and not imported.
  ...locales.flatMap((locale) => memberExportExtraHeaders(locale).map((header) => [headerKey(header), null] as const)),
]);

/**
 * Which column each cell of the header line names. A header the import does not know stands for the
 * spec's column at its place, unless another header names that column: a file with German or no real
 * headers is read in the spec's order, one with known headers in any order by name. The language is
 * no spec column: only its header names it, so that a ninth column of notes is not read as languages.
 */
export function columnsOfHeader(cells: readonly string[]): (ImportColumn | null)[] {
  const named = cells.map((cell) => knownHeaders.get(headerKey(cell.trim())));
  const claimed = new Set(named.filter((column) => column));
  return named.map((column, index) => {
    if (column !== undefined) return column;
    const inSpecOrder = importColumns[index];
    return inSpecOrder && inSpecOrder !== "language" && !claimed.has(inSpecOrder) ? inSpecOrder : null;
  });
}

/**
 * Excel in Switzerland saves "CSV" with semicolons; the header line tells which one a file uses
 * (counted outside quotes, so a quoted comma does not count).
 */
function delimiterOf(text: string): "," | ";" {
  const firstLine = /^[^\r\n]*/.exec(text.replace(/"[^"]*"/g, ""))![0];
  const count = (character: string) => firstLine.split(character).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

const lineBreaks = /\r\n|\r|\n/g;
const countLineBreaks = (text: string) => text.match(lineBreaks)?.length ?? 0;

/** The apostrophe the export puts before text a spreadsheet would run (and older exports before phone numbers) is not part of the value. */
const cellValue = (cell: string | undefined) => withoutFormulaGuard(cell ?? "").trim();

/**
 * The member rows of a CSV file: the first line is the header (matched by `columnsOfHeader`), quoted
 * fields may hold the delimiter and line breaks, field and status stay as written (the server applies
 * the defaults). Empty lines and rows without an e-mail are not sent but listed in `dropped`, each with
 * its line; blank lines after the last row are the file's end, not rows.
 */
export function parseMembersCsv(file: string): ParsedMembersCsv {
  const text = file.replace(/^\uFEFF/, "");
  const rows: CsvMemberRow[] = [];
  const dropped: ImportRowOutcome[] = [];
  let emptyLines: number[] = [];
  let columns: (ImportColumn | null)[] | null = null;
  let line = 1;
  let counted = 0;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    step: ({ data: cells, meta }) => {
      // A record's text runs from the previous cursor to its own, its line break included;
      // quoted fields may span several lines.
      const recordLine = line;
      line += countLineBreaks(text.slice(counted, meta.cursor));
      counted = meta.cursor;

      if (cells.every((cell) => cell.trim() === "")) {
        if (columns) emptyLines.push(recordLine);
        return;
      }
      if (!columns) {
        columns = columnsOfHeader(cells);
        return;
      }
      dropped.push(...emptyLines.map((empty) => importRowOutcome(empty, "", [{ rule: "empty_line" }])));
      emptyLines = [];
      const row = Object.fromEntries(importColumns.map((column) => [column, ""])) as Record<ImportColumn, string>;
      columns.forEach((column, index) => {
        if (column && row[column] === "") row[column] = cellValue(cells[index]);
      });
      if (row.email === "") dropped.push(importRowOutcome(recordLine, "", [{ rule: "no_email" }]));
      else rows.push({ ...row, line: recordLine });
    },
  });
  return { rows, dropped };
}
