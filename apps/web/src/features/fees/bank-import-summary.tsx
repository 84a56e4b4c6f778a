import { type BankImportSummary, formatNumber, m } from "@ssem/core";
import { useLocale } from "~/lib/locale";

/** A file whose every credit and reversal was imported before: nothing changed, which is news, not success (issue 39). */
export const importedBefore = (summary: BankImportSummary) =>
  summary.duplicates + summary.duplicateReversals > 0 && summary.booked + summary.unmatched + summary.reversals + summary.unmatchedReversals === 0;

/** The file's reversals, however each ended: the parts below it add up to it, as the credits' do. */
export const reversalsIn = (summary: BankImportSummary) => summary.reversals + summary.unmatchedReversals + summary.duplicateReversals;

type Row = { label: string; value: number; level?: 1 | 2; note?: string };

/**
 * The import's counts, in the order an admin checks them: the payments received and what became of each,
 * then the payments the bank took back and what became of each (issue 39: a repeated file's reversals are
 * counted as imported before, as its credits are), then what is not ours to book.
 */
export function ImportSummary({ fileName, summary }: { fileName: string; summary: BankImportSummary }) {
  const locale = useLocale();
  const options = { locale };
  const rows: Row[] = [
    { label: m.fees_bank_credits({}, options), value: summary.credits },
    { label: m.fees_bank_booked({}, options), value: summary.booked, level: 1 },
    { label: m.fees_bank_partial({}, options), value: summary.partial, level: 2 },
    { label: m.fees_bank_overpaid({}, options), value: summary.overpaid, level: 2, note: summary.overpaid > 0 ? m.fees_bank_overpaid_note({}, options) : undefined },
    { label: m.fees_bank_unmatched({}, options), value: summary.unmatched, level: 1 },
    { label: m.fees_bank_duplicates({}, options), value: summary.duplicates, level: 1 },
    { label: m.fees_bank_reversals_total({}, options), value: reversalsIn(summary) },
    { label: m.fees_bank_reversals({}, options), value: summary.reversals, level: 1 },
    { label: m.fees_bank_unmatched_reversals({}, options), value: summary.unmatchedReversals, level: 1 },
    { label: m.fees_bank_duplicates({}, options), value: summary.duplicateReversals, level: 1 },
    { label: m.fees_bank_debits({}, options), value: summary.debits },
    { label: m.fees_bank_not_booked({}, options), value: summary.notBooked },
  ];
  const indent = { 1: "pl-4 text-ink-muted", 2: "pl-8 text-ink-muted" };
  return (
    <section aria-labelledby="bank-import-summary" className="mt-5">
      <h4 id="bank-import-summary" className="font-semibold break-words text-ink">
        {(importedBefore(summary) ? m.fees_bank_summary_again : m.fees_bank_summary)({ fileName, version: summary.version }, options)}
      </h4>
      <dl className="mt-3 grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm">
        {rows.map(({ label, value, level, note }, index) => (
          <div key={index} className="contents">
            <dt className={level ? indent[level] : "text-ink"}>
              {label}
              {note && <span className="block text-xs text-amber-900">{note}</span>}
            </dt>
            <dd className="text-right font-semibold tabular-nums">{formatNumber(value, locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
