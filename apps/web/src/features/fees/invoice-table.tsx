import { dateFormatter, formatChf, type InvoiceListEntry, type InvoiceState, invoiceStateLabel, type Locale, m } from "@ssem/core";
import { Download, MailX } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { useLocale } from "~/lib/locale";
import { invoicePdfUrl } from "./api";
import { excessRappen } from "./correction-dialogs";

export type InvoiceAction = "pay" | "resend" | "cancel" | "end" | "reverse" | "refund";


export const stateTones: Record<InvoiceState, "info" | "pending" | "success" | "accent" | "neutral"> = {
  open: "info",
  partially_paid: "pending",
  paid: "success",
  overdue: "accent",
  cancelled: "neutral",
};

/**
 * What can still be done with an invoice: a paid or cancelled one is only corrected; a removed member
 * gets no mail; only an overdue invoice (both reminders sent) lets the board end the membership (ADR 019).
 * Money booked can be reversed, and money paid too much (on a cancelled invoice: all of it) marked to refund.
 */
function actionsFor(invoice: InvoiceListEntry): InvoiceAction[] {
  const corrections: InvoiceAction[] = [...(invoice.paidRappen > 0 ? (["reverse"] as const) : []), ...(excessRappen(invoice) > 0 ? (["refund"] as const) : [])];
  if (invoice.state === "paid" || invoice.state === "cancelled") return corrections;
  if (!invoice.userId) return ["pay", "cancel", ...corrections];
  return [...(invoice.state === "overdue" ? (["pay", "resend", "cancel", "end"] as const) : (["pay", "resend", "cancel"] as const)), ...corrections];
}

const actionLabel = (action: InvoiceAction, locale: Locale) =>
  ({
    pay: m.fees_action_pay,
    resend: m.fees_action_resend,
    cancel: m.fees_action_cancel,
    end: m.fees_action_end,
    reverse: m.fees_action_reverse,
    refund: m.fees_action_refund,
  })[action]({}, { locale });

/** The columns, with the label each row's cells carry as blocks on a phone. */
const columns = (locale: Locale) => {
  const options = { locale };
  return {
    number: m.fees_col_number({}, options),
    name: m.fees_col_name({}, options),
    amount: m.dash_fee_amount({}, options),
    paid: m.fees_paid({}, options),
    state: m.fees_state({}, options),
    due: m.fees_col_due({}, options),
    actions: m.admin_table_actions({}, options),
  };
};

/**
 * The dense list of a year's invoices. A table on wide screens; under 48 rem each row stands as a
 * block of labelled lines, so a phone never scrolls the page sideways. The explicit roles keep the
 * table's meaning for screen readers when the rows are laid out as blocks.
 */
export function InvoiceTable({ invoices, busy, onAction }: { invoices: InvoiceListEntry[]; busy: boolean; onAction: (action: InvoiceAction, invoice: InvoiceListEntry) => void }) {
  const locale = useLocale();
  const day = dateFormatter("date", locale);
  const label = columns(locale);
  const cell = "px-3 py-2 align-top max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 max-md:before:font-semibold max-md:before:text-ink max-md:before:content-[attr(data-label)]";
  return (
    <table role="table" aria-busy={busy} aria-label={m.person_invoices({}, { locale })} className="w-full text-left text-sm max-md:block">
      <thead className="border-b border-border max-md:sr-only">
        <tr role="row">
          {Object.values(label).map((heading) => (
            <th role="columnheader" key={heading} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:gap-3">
        {invoices.map((invoice) => (
          <tr role="row" key={invoice.id} className="border-b border-border last:border-0 max-md:block max-md:rounded-lg max-md:border max-md:bg-surface max-md:p-4 max-md:last:border">
            <td role="cell" data-label={label.number} className={`${cell} tabular-nums whitespace-nowrap`}>
              {invoice.number}
            </td>
            <td role="cell" data-label={label.name} className={cell}>
              <span className="min-w-0 break-words max-md:text-right">
                {invoice.billedName}
                {!invoice.userId && <span className="block text-xs text-ink-muted">{m.fees_member_removed({}, { locale })}</span>}
              </span>
            </td>
            <td role="cell" data-label={label.amount} className={`${cell} tabular-nums whitespace-nowrap`}>
              {formatChf(invoice.amountRappen, locale)}
            </td>
            <td role="cell" data-label={label.paid} className={`${cell} tabular-nums`}>
              <span className="whitespace-nowrap max-md:text-right">
                {formatChf(invoice.paidRappen, locale)}
                {invoice.paidOn && <span className="block text-xs text-ink-muted">{m.fees_paid_on({ day: day(invoice.paidOn) }, { locale })}</span>}
              </span>
            </td>
            <td role="cell" data-label={label.state} className={cell}>
              <span className="max-md:text-right">
                <Badge tone={stateTones[invoice.state]} className="whitespace-nowrap">
                  {invoiceStateLabel(invoice.state, locale)}
                </Badge>
                {invoice.held && <HeldLabel />}
                {invoice.cancelReason && <span className="mt-1 block max-w-48 text-xs break-words text-ink-muted">{invoice.cancelReason}</span>}
              </span>
            </td>
            <td role="cell" data-label={label.due} className={`${cell} tabular-nums whitespace-nowrap`}>
              {day(invoice.dueOn)}
            </td>
            <td role="cell" className="px-3 py-2 align-top max-md:px-0 max-md:pt-3">
              <div className="flex flex-wrap gap-2 lg:flex-nowrap">
                {actionsFor(invoice).map((action) => (
                  <Button key={action} variant="outline" size="sm" className="whitespace-nowrap" onClick={() => onAction(action, invoice)}>
                    {actionLabel(action, locale)}
                    <span className="sr-only"> {invoice.number}</span>
                  </Button>
                ))}
                <a href={invoicePdfUrl(invoice)} download className={cn(buttonClasses({ variant: "outline", size: "sm" }), "whitespace-nowrap")}>
                  <Download aria-hidden="true" className="size-4" />
                  PDF<span className="sr-only">{m.fees_pdf_of({ number: invoice.number }, { locale })}</span>
                </a>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Not mailed yet: the invoice goes out once its member accepts the invite (ADR 019), which the board would otherwise not know. */
function HeldLabel() {
  const locale = useLocale();
  return (
    <span className="mt-1 block max-w-56">
      <Badge tone="neutral" className="gap-1 whitespace-nowrap">
        <MailX aria-hidden="true" className="size-3.5" />
        {m.fees_held({}, { locale })}
      </Badge>
      <span className="mt-0.5 block text-xs break-words text-ink-muted">{m.fees_held_until({}, { locale })}</span>
    </span>
  );
}
