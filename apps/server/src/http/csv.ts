import { phoneNumberPattern } from "@ssem/core";

/**
 * Text a spreadsheet would read as a formula (or that hides one): it starts with `=`, `@`, a tab or
 * a carriage return, or with `+` or `-` unless it is a phone number. Digits, spaces, brackets, dots,
 * slashes and hyphens name no cell and call no function, so a phone number cannot run anything; at
 * worst a spreadsheet shows it as a number. Keeping it as it is lets the export be imported again
 * (ADR 013).
 */
export function isFormulaLike(text: string): boolean {
  if (/^[=@\t\r]/.test(text)) return true;
  return /^[+-]/.test(text) && !phoneNumberPattern.test(text);
}

/**
 * One CSV cell: a text that cannot run as a formula, in quotes. A number is no formula: it stays a
 * number for the spreadsheet, so a reversal's negative amount adds up (text that looks like one, a
 * name typed as "-2", is still neutralised).
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = typeof value !== "number" && isFormulaLike(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A CSV file as Excel opens it correctly: UTF-8 with a byte order mark (so umlauts show), CRLF
 * line ends, every cell quoted and neutralised.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
