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

/** An amount of money in a cell: francs with two decimals ("10.00", "-5.50"), a number to the spreadsheet. */
export type CsvMoney = { rappen: number };
export const csvMoney = (rappen: number): CsvMoney => ({ rappen });
/** Whole Rappen written exactly, without floating francs. */
const francsText = ({ rappen }: CsvMoney) => `${rappen < 0 ? "-" : ""}${Math.floor(Math.abs(rappen) / 100)}.${String(Math.abs(rappen) % 100).padStart(2, "0")}`;

/**
 * One CSV cell: a text that cannot run as a formula, in quotes. A number (and money) is no formula:
 * it stays a number for the spreadsheet, so a reversal's negative amount adds up (text that looks
 * like one, a name typed as "-2", is still neutralised).
 */
export function csvCell(value: string | number | CsvMoney | null | undefined): string {
  const text = value === null || value === undefined ? "" : typeof value === "object" ? francsText(value) : String(value);
  const safe = typeof value === "string" && isFormulaLike(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A CSV file as Excel opens it correctly: UTF-8 with a byte order mark (so umlauts show), CRLF
 * line ends, every cell quoted and neutralised.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | CsvMoney | null | undefined>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
