import { formatChf, type InvoiceListPage, invoiceStateLabels, invoiceStates, type InvoiceTotals as Totals } from "@ssem/core";
import { Badge } from "~/components/ui/badge";
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
  return (
    <section aria-labelledby="fee-totals-heading">
      <h3 id="fee-totals-heading" className="sr-only">
        Totals for {year}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <TotalsCard label={<span className="font-semibold text-ink">All invoices</span>} totals={all} />
        {invoiceStates.map((state) => (
          <TotalsCard key={state} label={<Badge tone={stateTones[state]}>{invoiceStateLabels[state]}</Badge>} totals={totals[state]} />
        ))}
      </ul>
    </section>
  );
}

function TotalsCard({ label, totals }: { label: React.ReactNode; totals: Totals }) {
  return (
    <li className="rounded-lg border border-border bg-surface p-3 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        {label}
        <span className="text-lg font-bold text-ink tabular-nums">
          {totals.count}
          <span className="sr-only"> {totals.count === 1 ? "invoice" : "invoices"}</span>
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-ink-muted tabular-nums">
        <dt>Billed</dt>
        <dd className="text-right">{formatChf(totals.billedRappen)}</dd>
        <dt>Paid</dt>
        <dd className="text-right">{formatChf(totals.paidRappen)}</dd>
        <dt>Open</dt>
        <dd className="text-right">{formatChf(totals.openRappen)}</dd>
      </dl>
    </li>
  );
}
