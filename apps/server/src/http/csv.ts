/** Characters with which a spreadsheet starts a formula (or that hide one): such a cell is prefixed with '. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a text that cannot run as a formula, in quotes. A number is no formula: it stays a
 * number for the spreadsheet, so a reversal's negative amount adds up (text that looks like one, a
 * name typed as "-2", is still neutralised).
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = typeof value !== "number" && formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A CSV file as Excel opens it correctly: UTF-8 with a byte order mark (so umlauts show), CRLF
 * line ends, every cell quoted and neutralised.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
