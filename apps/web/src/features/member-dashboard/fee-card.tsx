import { dateFormatter, formatChf, type InvoiceState, invoiceStateLabels, type MemberInvoice, TEST_ACCOUNT_NOTICE } from "@ssem/core";
import { Download, Receipt, TriangleAlert } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CardDescription } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { errorMessage, useMyInvoices } from "./api";
import { DashboardCard } from "./dashboard-card";

const day = dateFormatter("date");

const stateTones: Record<InvoiceState, "success" | "pending" | "accent" | "neutral"> = {
  paid: "success",
  open: "pending",
  partially_paid: "pending",
  overdue: "accent",
  cancelled: "neutral",
};

function PdfLink({ invoice, compact = false }: { invoice: MemberInvoice; compact?: boolean }) {
  return (
    <Button asChild variant="outline" size={compact ? "sm" : "md"}>
      <a href={invoice.pdfUrl} download>
        <Download aria-hidden="true" className="size-4" />
        {compact ? <>PDF<span className="sr-only">: invoice {invoice.number}</span></> : "Download invoice (PDF)"}
      </a>
    </Button>
  );
}

/** What is open, the QR code to pay it from a second device, and the same data in words for whoever cannot scan. */
function OpenInvoice({ invoice }: { invoice: MemberInvoice }) {
  const payment = invoice.payment!;
  const amount = formatChf(invoice.outstandingRappen);
  return (
    <div className="mt-2 flex flex-col gap-6 md:flex-row md:items-start">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.qrSvg)}`}
        alt={`Swiss QR code to pay ${amount} for invoice ${invoice.number}; the account and reference are written out beside it.`}
        width={240}
        height={240}
        className="size-60 shrink-0 self-center rounded-md border border-border bg-white p-2 md:self-start"
      />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold text-ink">
          Open: {amount}, due {day(invoice.dueOn)}
        </p>
        <p className="mt-1 text-ink-muted">Scan the QR code with your banking app, or pay by hand with these details:</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Pay to</dt>
          <dd className="break-words">{payment.creditorName}</dd>
          <dt className="font-semibold">Account</dt>
          <dd className="break-words font-mono">{payment.iban}</dd>
          <dt className="font-semibold">Reference</dt>
          <dd className="break-all font-mono">{payment.reference}</dd>
          <dt className="font-semibold">Amount</dt>
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
  return (
    <>
      <p className="mt-4 text-sm text-ink-muted">
        Membership year {invoice.year} · Invoice {invoice.number}
      </p>
      {invoice.payment ? (
        <OpenInvoice invoice={invoice} />
      ) : (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-semibold text-ink">
            {invoice.state === "paid" && invoice.paidOn ? `Paid on ${day(invoice.paidOn)}` : invoiceStateLabels[invoice.state]}
          </p>
          <PdfLink invoice={invoice} />
        </div>
      )}
    </>
  );
}

function PastInvoices({ invoices }: { invoices: MemberInvoice[] }) {
  return (
    <section aria-labelledby="past-invoices" className="mt-6 border-t border-border pt-4">
      <h3 id="past-invoices" className="font-semibold text-ink">
        Past invoices
      </h3>
      <ul className="mt-2 divide-y divide-border">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
            <span className="min-w-0">
              {invoice.year} · Invoice {invoice.number} · {formatChf(invoice.amountRappen)}
            </span>
            <span className="flex items-center gap-3">
              <Badge tone={stateTones[invoice.state]}>
                {invoice.state === "paid" && invoice.paidOn ? `Paid on ${day(invoice.paidOn)}` : invoiceStateLabels[invoice.state]}
              </Badge>
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
  return (
    <DashboardCard title="Membership fee" icon={<Receipt aria-hidden="true" className="size-5 text-accent" />} className={className}>
      {invoices.isPending && (
        <p role="status" className="text-ink-muted">
          Loading your invoices…
        </p>
      )}
      {invoices.isError && <LoadFailed title="Your invoices could not be loaded." detail={errorMessage(invoices.error)} onRetry={() => void invoices.refetch()} />}
      {invoices.data && (
        <>
          <CardDescription>
            {memberSince ? `Member since ${day(memberSince)}.` : "Your membership starts on the day your fee is received."}
          </CardDescription>
          {invoices.data.invoices.some((invoice) => invoice.testAccount) && (
            <p className="mt-3 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                These bills name a <strong>{TEST_ACCOUNT_NOTICE}</strong>. Do not pay them.
              </span>
            </p>
          )}
          {current ? <CurrentInvoice invoice={current} /> : <p className="mt-4 text-ink-muted">No invoice yet. It is e-mailed to you as soon as it is made.</p>}
          {past.length > 0 && <PastInvoices invoices={past} />}
        </>
      )}
    </DashboardCard>
  );
}
