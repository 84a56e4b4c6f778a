import { dateFormatter, formatChf, type InvoiceState, invoiceStateLabel, type Locale, m, type MemberInvoice } from "@ssem/core";
import { Download, Receipt, TriangleAlert } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { CardDescription } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { useLocale } from "~/lib/locale";
import { errorMessageIn, useMyInvoices } from "./api";
import { DashboardCard } from "./dashboard-card";

/** "Paid on …" for a paid invoice, else its state. */
function stateText(invoice: MemberInvoice, locale: Locale) {
  if (invoice.state === "paid" && invoice.paidOn) return m.dash_fee_paid_on({ day: dateFormatter("date", locale)(invoice.paidOn) }, { locale });
  return invoiceStateLabel(invoice.state, locale);
}

const stateTones: Record<InvoiceState, "success" | "pending" | "accent" | "neutral"> = {
  paid: "success",
  open: "pending",
  partially_paid: "pending",
  overdue: "accent",
  cancelled: "neutral",
};

function PdfLink({ invoice, compact = false }: { invoice: MemberInvoice; compact?: boolean }) {
  const locale = useLocale();
  return (
    <a href={invoice.pdfUrl} download className={buttonClasses({ variant: "outline", size: compact ? "sm" : "md" })}>
      <Download aria-hidden="true" className="size-4" />
      {compact ? (
        <>
          PDF<span className="sr-only">{m.dash_fee_pdf_of({ number: invoice.number }, { locale })}</span>
        </>
      ) : (
        m.dash_fee_download({}, { locale })
      )}
    </a>
  );
}

/** What is open, the QR code to pay it from a second device, and the same data in words for whoever cannot scan. */
function OpenInvoice({ invoice }: { invoice: MemberInvoice }) {
  const payment = invoice.payment!;
  const locale = useLocale();
  const amount = formatChf(invoice.outstandingRappen, locale);
  return (
    <div className="mt-2 flex flex-col gap-6 md:flex-row md:items-start">
      <img
        src={payment.qrUrl}
        alt={m.dash_fee_qr_alt({ amount, number: invoice.number }, { locale })}
        width={240}
        height={240}
        className="size-60 shrink-0 self-center rounded-md border border-border bg-white p-2 md:self-start"
      />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold text-ink">
          {m.dash_fee_open_due({ amount, day: dateFormatter("date", locale)(invoice.dueOn) }, { locale })}
        </p>
        <p className="mt-1 text-ink-muted">{m.dash_fee_scan({}, { locale })}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{m.dash_fee_pay_to({}, { locale })}</dt>
          <dd className="break-words">{payment.creditorName}</dd>
          <dt className="font-semibold">{m.dash_fee_account({}, { locale })}</dt>
          <dd className="break-words font-mono">{payment.iban}</dd>
          <dt className="font-semibold">{m.dash_fee_reference({}, { locale })}</dt>
          <dd className="break-all font-mono">{payment.reference}</dd>
          <dt className="font-semibold">{m.dash_fee_amount({}, { locale })}</dt>
          <dd>{amount}</dd>
        </dl>
        <div className="mt-4">
          <PdfLink invoice={invoice} />
        </div>
      </div>
    </div>
  );
}

function CurrentInvoice({ invoice }: { invoice: MemberInvoice }) {
  const locale = useLocale();
  return (
    <>
      <p className="mt-4 text-sm text-ink-muted">{m.dash_fee_year_invoice({ year: String(invoice.year), number: invoice.number }, { locale })}</p>
      {invoice.payment ? (
        <OpenInvoice invoice={invoice} />
      ) : (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-semibold text-ink">{stateText(invoice, locale)}</p>
          <PdfLink invoice={invoice} />
        </div>
      )}
    </>
  );
}

function PastInvoices({ invoices }: { invoices: MemberInvoice[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="past-invoices" className="mt-6 border-t border-border pt-4">
      <h3 id="past-invoices" className="font-semibold text-ink">
        {m.dash_fee_past({}, { locale })}
      </h3>
      <ul className="mt-2 divide-y divide-border">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
            <span className="min-w-0">
              {m.dash_fee_past_row({ year: String(invoice.year), number: invoice.number, amount: formatChf(invoice.amountRappen, locale) }, { locale })}
            </span>
            <span className="flex items-center gap-3">
              <Badge tone={stateTones[invoice.state]}>{stateText(invoice, locale)}</Badge>
              <PdfLink invoice={invoice} compact />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The member's annual fee (issue 23): paid, or open with the QR code and the bill; older invoices below. */
export function FeeCard({ className }: { className?: string }) {
  const invoices = useMyInvoices();
  const [current, ...past] = invoices.data?.invoices ?? [];
  const memberSince = invoices.data?.memberSince;
  const locale = useLocale();
  return (
    <DashboardCard title={m.dash_fee_title({}, { locale })} icon={<Receipt aria-hidden="true" className="size-5 text-accent" />} className={className}>
      {invoices.isPending && (
        <p role="status" className="text-ink-muted">
          {m.dash_fee_loading({}, { locale })}
        </p>
      )}
      {invoices.isError && <LoadFailed title={m.dash_fee_load_failed({}, { locale })} detail={errorMessageIn(invoices.error, locale)} onRetry={() => void invoices.refetch()} />}
      {invoices.data && (
        <>
          <CardDescription>
            {memberSince ? m.dash_fee_member_since({ day: dateFormatter("date", locale)(memberSince) }, { locale }) : m.dash_fee_starts_on_payment({}, { locale })}
          </CardDescription>
          {invoices.data.invoices.some((invoice) => invoice.testAccount) && (
            <p className="mt-3 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {m.dash_fee_test_bills({}, { locale })} <strong>{m.invoice_test_account({}, { locale })}</strong>. {m.dash_fee_do_not_pay({}, { locale })}
              </span>
            </p>
          )}
          {current ? <CurrentInvoice invoice={current} /> : <p className="mt-4 text-ink-muted">{m.dash_fee_no_invoice({}, { locale })}</p>
}
          {past.length > 0 && <PastInvoices invoices={past} />}
        </>
      )}
    </DashboardCard>
  );
}
