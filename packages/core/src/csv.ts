import { phoneNumberPattern } from "./membership";
import { localeSchema } from "./profile";

/**
 * The one CSV writer of every export (ADR 013): what Excel set to Swiss German, French or Italian opens in
 * columns. Its list separator there is the semicolon, so a comma file opens as one column; the import reads both.
 */
export const CSV_SEPARATOR = ";";

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
 * Whether a text cell gets the guarding apostrophe: a formula, and also a text that already starts with
 * apostrophes before a formula character ("'=x"), so that taking one apostrophe off (`withoutFormulaGuard`)
 * gives back every text as it was written.
 */
const needsGuard = (text: string) => isFormulaLike(text) || /^'+[=+\-@\t\r]/.test(text);

/** A cell's text as it was before the writer guarded it: the import reads it so (the `'+41…` of older exports too). */
export const withoutFormulaGuard = (cell: string) => cell.replace(/^'(?='*[=+\-@\t\r])/, "");

/** An amount of money in a cell: francs with two decimals ("10.00", "-5.50"), a number to the spreadsheet. */
export type CsvMoney = { rappen: number };
export const csvMoney = (rappen: number): CsvMoney => ({ rappen });
/** Whole Rappen written exactly, without floating francs. */
const francsText = ({ rappen }: CsvMoney) => `${rappen < 0 ? "-" : ""}${Math.floor(Math.abs(rappen) / 100)}.${String(Math.abs(rappen) % 100).padStart(2, "0")}`;

export type CsvValue = string | number | CsvMoney | null | undefined;

/**
 * One CSV cell (RFC 4180): a text that cannot run as a formula, in quotes, its quotes doubled, so the
 * separator and line breaks inside stay in the cell. A number (and money) is no formula: it stays a
 * number for the spreadsheet, so a reversal's negative amount adds up (text that looks like one, a
 * name typed as "-2", is still neutralised).
 */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? "" : typeof value === "object" ? francsText(value) : String(value);
  const safe = typeof value === "string" && needsGuard(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A CSV file as Excel opens it correctly: UTF-8 with a byte order mark (so umlauts show), the
 * semicolon between cells, CRLF line ends, every cell quoted and neutralised.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join("\r\n")}\r\n`;
}

/** The downloading admin's language (`lang`, English when left out), which a CSV's headers are written in (ADR 012). */
export const csvLanguageQuery = { lang: localeSchema.default("en") };
