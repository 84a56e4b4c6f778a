import { formatChf, formatNumber, type InvoiceListPage, invoiceStateLabel, invoiceStates, type InvoiceTotals as Totals, m } from "@ssem/core";
import { Badge } from "~/components/ui/badge";
import { useLocale } from "~/lib/locale";
import { stateTones } from "./invoice-table";

const sum = (totals: Totals[]): Totals =>
  totals.reduce((all, each) => ({
    count: all.count + each.count,
    billedRappen: all.billedRappen + each.billedRappen,
    paidRappen: all.paidRappen + each.paidRappen,
    openRappen: all.openRappen + each.openRappen,
  }));

/** The year at a glance: count, billed, paid and still open, for all invoices and for each state. */
export function InvoiceTotals({ year, totals }: Pick<InvoiceListPage, "year" | "totals">) {
  const all = sum(invoiceStates.map((state) => totals[state]));
  const locale = useLocale();
  return (
    <section aria-labelledby="fee-totals-heading">
      <h3 id="fee-totals-heading" className="sr-only">
        {m.fees_totals_for({ year: String(year) }, { locale })}
      </h3>
      <ul className="grid grid-cols-1 gap-3 min-[25rem]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-6">
        <TotalsCard label={<span className="font-semibold text-ink">{m.fees_all_invoices({}, { locale })}</span>} totals={all} />
        {invoiceStates.map((state) => (
          <TotalsCard key={state} label={<Badge tone={stateTones[state]}>{invoiceStateLabel(state, locale)}</Badge>} totals={totals[state]} />
        ))}
      </ul>
    </section>
  );
}

function TotalsCard({ label, totals }: { label: React.ReactNode; totals: Totals }) {
  const locale = useLocale();
  const options = { locale };
  const amounts: [string, number][] = [
    [m.fees_billed({}, options), totals.billedRappen],
    [m.fees_paid({}, options), totals.paidRappen],
    [m.fees_open({}, options), totals.openRappen],
  ];
  return (
    <li className="rounded-lg border border-border bg-surface p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {label}
        <span className="text-lg font-bold text-ink tabular-nums">
          {formatNumber(totals.count, locale)}
          <span className="sr-only"> {m.fees_count_word({ count: totals.count, shownCount: "" }, options)}</span>
        </span>
      </div>
      {/* An amount too wide to stand beside its label goes under it, to the right, instead of being cut off (360 px, German). */}
      <dl className="mt-2 grid gap-y-0.5 text-ink-muted tabular-nums">
        {amounts.map(([term, rappen]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-2">
            <dt>{term}</dt>
            <dd className="ms-auto text-right">{formatChf(rappen, locale)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
