/** Characters with which a spreadsheet starts a formula (or that hide one): such a cell is prefixed with '. */
const formulaStart = /^[=+\-@\t\r]/;

/** A plain decimal number ("-10.00", a reversal's amount) is no formula: it stays a number for the spreadsheet. */
const plainNumber = /^-?\d+(\.\d+)?$/;

/** One CSV cell: a text that cannot run as a formula, in quotes. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A CSV file as Excel opens it correctly: UTF-8 with a byte order mark (so umlauts show), CRLF
 * line ends, every cell quoted and neutralised.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
