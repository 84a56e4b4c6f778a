import { formatNumber, type ImportResult, type ImportRowOutcome, type Locale, m } from "@ssem/core";

/**
 * The server's answer with the lines the web app did not send (empty, no e-mail) among the failed,
 * in file order: every line of the file is accounted for (issue 24: 25 rows reported as 23).
 */
export function withDroppedLines(result: ImportResult, dropped: readonly ImportRowOutcome[]): ImportResult {
  return { ...result, failed: [...result.failed, ...dropped].sort((a, b) => a.line - b.line) };
}

/** The rows a result accounts for. */
export const rowCount = ({ imported, skipped, failed }: ImportResult) => imported.length + skipped.length + failed.length;

/** "Successfully imported 20 members, 2 skipped, 3 failed": the spec's words, then what did not go in. */
export function importSummary({ imported, skipped, failed }: ImportResult, locale: Locale): string {
  const count = (rows: readonly unknown[]) => formatNumber(rows.length, locale);
  return m.import_summary({ count: imported.length, shownCount: count(imported), skipped: count(skipped), failed: count(failed) }, { locale });
}
