import { type ImportColumn, importColumns } from "@ssem/core";
import Papa from "papaparse";

/** A row of the file as the server receives it: the spec's columns as text, and the row's line in the file. */
export type CsvMemberRow = Record<ImportColumn, string> & { line: number };

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

/**
 * The member rows of a CSV file in the spec's column order (Last Name, First Name, Field,
 * Student/Resident, Year of completion, Place of Study, Email Address, Phone Number): the header
 * line is skipped, empty lines and rows without an e-mail are dropped, quoted fields may hold the
 * delimiter and line breaks. Field and status stay as written; the server applies the defaults.
 */
export function parseMembersCsv(file: string): CsvMemberRow[] {
  const text = file.replace(/^\uFEFF/, "");
  const rows: CsvMemberRow[] = [];
  let records = 0;
  let line = 1;
  let counted = 0;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    step: ({ data: cells, meta }) => {
      // The record ends at meta.cursor; it starts where the previous one ended, and its line is
      // one more than the line breaks before that point (quoted fields may span several lines).
      const start = counted;
      const cellsText = text.slice(start, meta.cursor);
      line += countLineBreaks(text.slice(start, start + leadingBlank(cellsText)));
      const recordLine = line;
      line += countLineBreaks(cellsText.slice(leadingBlank(cellsText)));
      counted = meta.cursor;

      if (cells.every((cell) => cell.trim() === "")) return;
      records += 1;
      if (records === 1) return;
      const row = Object.fromEntries(importColumns.map((column, index) => [column, cells[index]?.trim() ?? ""])) as Record<ImportColumn, string>;
      if (row.email === "") return;
      rows.push({ ...row, line: recordLine });
    },
  });
  return rows;
}

/** Line breaks a record's text starts with belong to the empty lines before it. */
function leadingBlank(text: string) {
  return /^[\r\n]*/.exec(text)![0].length;
}

/** Only CSV files: browsers report text/csv, or (Excel on Windows) another type for a .csv name. */
export function isCsvFile(file: File): boolean {
  return file.type === "text/csv" || /\.csv$/i.test(file.name);
}

/** A file's text: UTF-8 (with or without BOM), or Windows-1252 as older Excel versions save it. */
export async function readCsvText(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
