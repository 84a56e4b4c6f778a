import { dateFormatter, FEE_SEARCH_MAX, formatChf, formatNumber, type InvoiceListEntry, type Locale, m, type PaymentSuggestion, type UnmatchedPayment } from "@ssem/core";
import { useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { ConfirmDialog, Dialog } from "~/components/ui/dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { Pager } from "~/components/ui/pager";
import { SearchForm } from "~/components/ui/search-form";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { richMessage } from "~/lib/rich-message";
import { useInvoices } from "./api";
import { useAssignPayment, useUnmatchedPayments } from "./bank-api";
import { amountOf, DismissPaymentDialog } from "./dismiss-payment";


/** The amount, the day and the payer (when the bank names one) that the lists and the search name a payment by. */
const described = (payment: UnmatchedPayment, locale: Locale) => ({
  amount: amountOf(payment, locale),
  day: dateFormatter("date", locale)(payment.bookedOn),
  payer: payment.debtorName,
});

const strong = (value: string) => <strong>{value}</strong>;

type Choice = { payment: UnmatchedPayment; suggestion: PaymentSuggestion };

/**
 * Payments of the bank's files that no invoice's reference matched, each with the open invoices it
 * may pay (same open amount, similar name); an admin assigns one after a confirmation naming the
 * payment, the invoice and the amount.
 */
export function UnmatchedPayments() {
  const [page, setPage] = useState(1);
  const list = useUnmatchedPayments(page);
  const assign = useAssignPayment();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [dismissing, setDismissing] = useState<UnmatchedPayment | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const title = useRef<HTMLHeadingElement | null>(null);
  const locale = useLocale();
  const options = { locale };
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const choose = (next: Choice) => {
    rememberOpener();
    setChoice(next);
  };
  const dismiss = (payment: UnmatchedPayment) => {
    rememberOpener();
    setDismissing(payment);
  };
  /** Back to the Assign button that opened the dialog, or to the list's title once its payment has left the list. */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : title.current)?.focus();
  };

  const confirm = () => {
    if (!choice) return;
    assign.mutate(
      { paymentId: choice.payment.id, invoiceId: choice.suggestion.invoiceId },
      {
        onSuccess: (assigned) =>
          notify.success(m.fees_unmatched_assigned({}, options), m.fees_unmatched_assigned_text({ amount: amountOf(choice.payment, locale), number: assigned.number }, options)),
        onError: (error) => notify.error(m.fees_unmatched_not_assigned({}, options), errorMessageIn(error, locale)),
        onSettled: () => setChoice(null),
      },
    );
  };

  const total = list.data?.total ?? 0;
  return (
    <Card>
      <CardTitle as="h3" ref={title} tabIndex={-1} className="rounded-sm focus-visible:outline-2">
        {list.data ? m.fees_unmatched_title_count({ total: formatNumber(total, locale) }, options) : m.fees_unmatched_title({}, options)}
      </CardTitle>
      <CardDescription>{m.fees_unmatched_text({}, options)}</CardDescription>
      {list.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          {m.fees_unmatched_loading({}, options)}
        </p>
      )}
      {list.isError && (
        <LoadFailed className="mt-4" title={m.fees_unmatched_load_failed({}, options)} detail={errorMessageIn(list.error, locale)} onRetry={() => void list.refetch()} />
      )}
      {list.data && list.data.payments.length === 0 && <p className="mt-4 text-ink-muted">{m.fees_unmatched_none({}, options)}</p>}
      {list.data && list.data.payments.length > 0 && (
        <ul className="mt-4 divide-y divide-border" aria-label={m.fees_unmatched_title({}, options)}>
          {list.data.payments.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} onAssign={(suggestion) => choose({ payment, suggestion })} onDismiss={() => dismiss(payment)} />
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} pageSize={list.data.pageSize} total={total} onPage={setPage} label={m.fees_unmatched_pages({}, options)} />}
      <ConfirmDialog
        open={choice !== null}
        onClose={() => setChoice(null)}
        title={m.fees_unmatched_confirm_title({}, options)}
        description={choice && <AssignText choice={choice} />}
        confirmLabel={m.fees_unmatched_assign_payment({}, options)}
        onConfirm={confirm}
        pending={assign.isPending}
        onCloseAutoFocus={returnFocus}
      />
      <Dialog open={dismissing !== null} onOpenChange={(open) => !open && setDismissing(null)}>
        {dismissing && <DismissPaymentDialog key={dismissing.id} payment={dismissing} onDone={() => setDismissing(null)} onCloseAutoFocus={returnFocus} />}
      </Dialog>
    </Card>
  );
}

/** What the Assign dialog books: the payment, and the invoice with its amount and year. */
function AssignText({ choice: { payment, suggestion } }: { choice: Choice }) {
  const locale = useLocale();
  const { payer, ...paid } = described(payment, locale);
  const invoice = {
    ...paid,
    number: suggestion.number,
    name: suggestion.billedName,
    invoiceAmount: formatChf(suggestion.amountRappen, locale),
    year: String(suggestion.year),
  };
  const bold = { amount: strong, number: strong, name: strong };
  return payer
    ? richMessage((values) => m.fees_unmatched_confirm_text_payer(values, { locale }), { ...invoice, payer }, bold)
    : richMessage((values) => m.fees_unmatched_confirm_text(values, { locale }), invoice, bold);
}

/** How many invoices a search for another invoice lists. */
const FOUND_MAX = 5;

/** An invoice the Fees tab lists, as the Assign dialog names a suggestion. */
const asSuggestion = (invoice: InvoiceListEntry): PaymentSuggestion => ({
  invoiceId: invoice.id,
  number: invoice.number,
  billedName: invoice.billedName,
  year: Number(invoice.number.slice(0, 4)),
  amountRappen: invoice.amountRappen,
  paidRappen: invoice.paidRappen,
  sameAmount: false,
  similarName: false,
});

/**
 * When the right invoice is not among the suggestions (a parent paid with their own name, a wrong
 * amount): the admin looks it up by name, e-mail, number or reference, as in the Fees tab's search,
 * among the newest year's invoices still open.
 */
function OtherInvoiceSearch({ payment, onAssign }: { payment: UnmatchedPayment; onAssign: (suggestion: PaymentSuggestion) => void }) {
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const found = useInvoices({ q, page: 1, pageSize: 50 }, { enabled: q !== "" });
  const open = (found.data?.invoices ?? []).filter((invoice) => invoice.openRappen > 0).slice(0, FOUND_MAX);
  const locale = useLocale();
  const options = { locale };
  const { payer, ...paid } = described(payment, locale);
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-primary">{m.fees_unmatched_find_other({}, options)}</summary>
      <SearchForm
        id={`other-invoice-${payment.id}`}
        label={m.fees_unmatched_search_label({}, options)}
        value={typed}
        onChange={setTyped}
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
        }}
        maxLength={FEE_SEARCH_MAX}
        className="mt-2"
        landmarkLabel={payer ? m.fees_unmatched_other_payer({ ...paid, payer }, options) : m.fees_unmatched_other(paid, options)}
      />
      {q !== "" && found.isPending && (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          {m.fees_unmatched_searching({}, options)}
        </p>
      )}
      {found.isError && (
        <LoadFailed className="mt-2" title={m.fees_unmatched_search_failed({}, options)} detail={errorMessageIn(found.error, locale)} onRetry={() => void found.refetch()} />
      )}
      {found.data && open.length === 0 && (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          {m.fees_unmatched_no_match({ q }, options)}
        </p>
      )}
      {open.length > 0 && (
        <ul className="mt-2 space-y-2" aria-label={m.fees_unmatched_found_label(paid, options)}>
          {open.map((invoice) => (
            <SuggestionItem key={invoice.id} suggestion={asSuggestion(invoice)} onAssign={onAssign} />
          ))}
        </ul>
      )}
    </details>
  );
}

function PaymentItem({ payment, onAssign, onDismiss }: { payment: UnmatchedPayment; onAssign: (suggestion: PaymentSuggestion) => void; onDismiss: () => void }) {
  const locale = useLocale();
  const options = { locale };
  const { amount, day } = described(payment, locale);
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-ink">
          {amount} <span className="font-normal text-ink-muted">{m.fees_paid_on({ day }, options)}</span>
        </p>
        <p className="break-words text-ink">{payment.debtorName ?? m.fees_unmatched_no_payer({}, options)}</p>
        <Button variant="outline" size="sm" className="whitespace-nowrap" onClick={onDismiss} aria-label={m.fees_unmatched_dismiss_label({ amount, day }, options)}>
          {m.fees_unmatched_dismiss({}, options)}
        </Button>
      </div>
      <p className="mt-1 break-all text-sm text-ink-muted">
        {m.fees_unmatched_reference({ reference: payment.reference ?? m.fees_unmatched_no_reference({}, options) }, options)}
        {payment.remittanceInfo && <span className="break-words"> · {m.fees_unmatched_message({ message: payment.remittanceInfo }, options)}</span>}
      </p>
      {payment.suggestions.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{m.fees_unmatched_no_suggestion({}, options)}</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={m.fees_unmatched_suggested_label({ amount, day }, options)}>
          {payment.suggestions.map((suggestion) => (
            <SuggestionItem key={suggestion.invoiceId} suggestion={suggestion} onAssign={onAssign} />
          ))}
        </ul>
      )}
      <OtherInvoiceSearch payment={payment} onAssign={onAssign} />
    </li>
  );
}

function SuggestionItem({ suggestion, onAssign }: { suggestion: PaymentSuggestion; onAssign: (suggestion: PaymentSuggestion) => void }) {
  const locale = useLocale();
  const options = { locale };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
      <div className="min-w-0">
        <p className="break-words text-sm text-ink">
          {richMessage(
            (values) => m.fees_unmatched_suggestion(values, options),
            { name: suggestion.billedName, number: suggestion.number, open: formatChf(suggestion.amountRappen - suggestion.paidRappen, locale) },
            { name: (name) => <span className="font-semibold">{name}</span> },
          )}
        </p>
        <p className="mt-1 flex flex-wrap gap-1.5">
          {suggestion.sameAmount && <Badge tone="success">{m.fees_unmatched_same_amount({}, options)}</Badge>}
          {suggestion.similarName && <Badge tone="info">{m.fees_unmatched_similar_name({}, options)}</Badge>}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => onAssign(suggestion)} aria-label={m.fees_unmatched_assign_to({ number: suggestion.number, name: suggestion.billedName }, options)}>
        {m.fees_unmatched_assign({}, options)}
      </Button>
    </li>
  );
}
