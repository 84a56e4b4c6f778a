import { dateFormatter, FEE_SEARCH_MAX, formatChf, type InvoiceListEntry, type PaymentSuggestion, type UnmatchedPayment } from "@ssem/core";
import { useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { Pager } from "~/components/ui/pager";
import { SearchForm } from "~/components/ui/search-form";
import { notify } from "~/components/ui/toaster";
import { errorMessage } from "~/lib/api-client";
import { useInvoices } from "./api";
import { useAssignPayment, useUnmatchedPayments } from "./bank-api";

const formatDate = dateFormatter("date");

/** Credits money in its own currency: a payment in euros is shown as such, never as francs. */
const amountOf = (payment: Pick<UnmatchedPayment, "amountRappen" | "currency">) =>
  payment.currency === "CHF" ? formatChf(payment.amountRappen) : `${payment.currency} ${(payment.amountRappen / 100).toFixed(2)}`;

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
  const opener = useRef<HTMLElement | null>(null);
  const title = useRef<HTMLHeadingElement | null>(null);
  const choose = (next: Choice) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChoice(next);
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
        onSuccess: (assigned) => notify.success("Payment assigned", `${amountOf(choice.payment)} booked to invoice ${assigned.number}.`),
        onError: (error) => notify.error("Payment not assigned", errorMessage(error)),
        onSettled: () => setChoice(null),
      },
    );
  };

  const total = list.data?.total ?? 0;
  return (
    <Card>
      <CardTitle as="h3" ref={title} tabIndex={-1} className="rounded-sm focus-visible:outline-2">
        Unmatched payments{list.data ? ` (${total})` : ""}
      </CardTitle>
      <CardDescription>Payments whose reference names no invoice. Assign each to the invoice it pays; the suggestions have the same open amount or a similar name.</CardDescription>
      {list.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          Loading unmatched payments…
        </p>
      )}
      {list.isError && <LoadFailed className="mt-4" title="Unmatched payments could not be loaded" detail={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
      {list.data && list.data.payments.length === 0 && <p className="mt-4 text-ink-muted">No unmatched payments: every imported payment found its invoice.</p>}
      {list.data && list.data.payments.length > 0 && (
        <ul className="mt-4 divide-y divide-border" aria-label="Unmatched payments">
          {list.data.payments.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} onAssign={(suggestion) => choose({ payment, suggestion })} />
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} pageSize={list.data.pageSize} total={total} onPage={setPage} label="Unmatched payments pages" />}
      <ConfirmDialog
        open={choice !== null}
        onClose={() => setChoice(null)}
        title="Assign this payment?"
        description={
          choice && (
            <>
              Book <strong>{amountOf(choice.payment)}</strong> received on {formatDate(choice.payment.bookedOn)}
              {choice.payment.debtorName ? ` from ${choice.payment.debtorName}` : ""} to invoice <strong>{choice.suggestion.number}</strong> of{" "}
              <strong>{choice.suggestion.billedName}</strong> ({formatChf(choice.suggestion.amountRappen)}, {choice.suggestion.year}). The payment
              then counts as paid on that invoice and leaves this list.
            </>
          )
        }
        confirmLabel="Assign payment"
        onConfirm={confirm}
        pending={assign.isPending}
        onCloseAutoFocus={returnFocus}
      />
    </Card>
  );
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
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-primary">Find another invoice</summary>
      <SearchForm
        id={`other-invoice-${payment.id}`}
        label="Search open invoices by name, e-mail, number or reference"
        value={typed}
        onChange={setTyped}
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
        }}
        maxLength={FEE_SEARCH_MAX}
        className="mt-2"
        landmarkLabel={`Another invoice for ${amountOf(payment)} on ${formatDate(payment.bookedOn)}${payment.debtorName ? ` from ${payment.debtorName}` : ""}`}
      />
      {q !== "" && found.isPending && (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          Searching…
        </p>
      )}
      {found.isError && <LoadFailed className="mt-2" title="The invoices could not be searched" detail={errorMessage(found.error)} onRetry={() => void found.refetch()} />}
      {found.data && open.length === 0 && (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          No open invoice matches “{q}”.
        </p>
      )}
      {open.length > 0 && (
        <ul className="mt-2 space-y-2" aria-label={`Invoices found for ${amountOf(payment)} on ${formatDate(payment.bookedOn)}`}>
          {open.map((invoice) => (
            <SuggestionItem key={invoice.id} suggestion={asSuggestion(invoice)} onAssign={onAssign} />
          ))}
        </ul>
      )}
    </details>
  );
}

function PaymentItem({ payment, onAssign }: { payment: UnmatchedPayment; onAssign: (suggestion: PaymentSuggestion) => void }) {
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-ink">
          {amountOf(payment)} <span className="font-normal text-ink-muted">on {formatDate(payment.bookedOn)}</span>
        </p>
        <p className="break-words text-ink">{payment.debtorName ?? "Payer not named"}</p>
      </div>
      <p className="mt-1 break-all text-sm text-ink-muted">
        Reference: {payment.reference ?? "none"}
        {payment.remittanceInfo && <span className="break-words"> · Message: {payment.remittanceInfo}</span>}
      </p>
      {payment.suggestions.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No open invoice has this amount or a similar name.</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={`Suggested invoices for ${amountOf(payment)} on ${formatDate(payment.bookedOn)}`}>
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
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
      <div className="min-w-0">
        <p className="break-words text-sm text-ink">
          <span className="font-semibold">{suggestion.billedName}</span> · invoice {suggestion.number} ·{" "}
          {formatChf(suggestion.amountRappen - suggestion.paidRappen)} open
        </p>
        <p className="mt-1 flex flex-wrap gap-1.5">
          {suggestion.sameAmount && <Badge tone="success">Same amount</Badge>}
          {suggestion.similarName && <Badge tone="info">Similar name</Badge>}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => onAssign(suggestion)} aria-label={`Assign to invoice ${suggestion.number} of ${suggestion.billedName}`}>
        Assign
      </Button>
    </li>
  );
}
