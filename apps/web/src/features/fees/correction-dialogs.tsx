import { dateFormatter, FEE_NOTE_MAX, feeCorrectionSchema, formatChf, type InvoiceBooking, type InvoiceListEntry, type Locale, m } from "@ssem/core";
import { type ReactNode, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { richMessage } from "~/lib/rich-message";
import { useSchemaForm } from "~/lib/use-schema-form";
import { useInvoiceBookings, useMarkRefund, useReverseBooking } from "./api";

type DialogProps = { invoice: InvoiceListEntry; onDone: () => void; onCloseAutoFocus: (event: Event) => void };

/** What was paid too much: everything on a cancelled invoice, else what exceeds its amount (as the server reckons it). */
export const excessRappen = (invoice: Pick<InvoiceListEntry, "state" | "paidRappen" | "amountRappen">) =>
  invoice.state === "cancelled" ? invoice.paidRappen : invoice.paidRappen - invoice.amountRappen;

const strongName = { name: (name: string) => <strong className="break-words">{name}</strong> };

/**
 * A correction confirmed with the admin's reason: the dialog names the invoice and member, opens
 * with focus on Cancel (a correction is not undone by a second click), and its form is the reason.
 */
export function CorrectionDialog({
  title,
  description,
  reasonHint,
  children,
  actionLabel,
  pending,
  canAct = true,
  onSubmit,
  onCloseAutoFocus,
}: {
  title: string;
  description: ReactNode;
  /** What the reason field says under it; by default that the audit log and the CSV keep it. */
  reasonHint?: string;
  children?: ReactNode;
  actionLabel: string;
  pending: boolean;
  canAct?: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const locale = useLocale();
  const options = { locale };
  const cancel = useRef<HTMLButtonElement>(null);
  const form = useSchemaForm(feeCorrectionSchema, { defaultValues: { reason: "" } });
  const submit = form.submit(({ reason }) => onSubmit(reason));
  return (
    <DialogContent
      title={title}
      description={description}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancel.current?.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {children}
        {canAct && (
          <FormField label={m.fees_reason({}, options)} required error={form.formState.errors.reason?.message} hint={reasonHint ?? m.fees_correction_hint({}, options)}>
            <Textarea rows={3} maxLength={FEE_NOTE_MAX} disabled={pending} {...form.register("reason")} />
          </FormField>
        )}
        {/* One Cancel button whether or not there is something to correct yet (the bookings load), so that it keeps the focus. */}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button ref={cancel} variant="outline" disabled={pending}>
              {m.dash_cancel({}, options)}
            </Button>
          </DialogClose>
          {canAct && (
            <Button type="submit" variant="destructive" disabled={pending}>
              {actionLabel}
            </Button>
          )}
        </div>
      </form>
    </DialogContent>
  );
}

/** How the reverse dialog names a booking: its amount, day and where it came from. */
function bookingLabel(booking: InvoiceBooking, locale: Locale): string {
  const values = { amount: formatChf(booking.amountRappen, locale), day: dateFormatter("date", locale)(booking.paidOn) };
  if (booking.source === "manual") return m.fees_reverse_manual(values, { locale });
  return booking.payerName ? m.fees_reverse_bank({ ...values, payer: booking.payerName }, { locale }) : m.fees_reverse_bank_unnamed(values, { locale });
}

/**
 * Reverse a booking: the admin picks one of the invoice's payments that can still be reversed (the
 * latest is chosen), gives the reason, and confirms. A bank payment goes back to the unmatched
 * payments (ADR 019).
 */
export function ReverseBookingDialog({ invoice, onDone, onCloseAutoFocus }: DialogProps) {
  const locale = useLocale();
  const options = { locale };
  const bookings = useInvoiceBookings(invoice.id);
  const reverse = useReverseBooking();
  const reversible = (bookings.data ?? []).filter((booking) => booking.reversible);
  const [chosen, setChosen] = useState<string | null>(null);
  const paymentId = chosen ?? reversible.at(-1)?.id;
  const named = { number: invoice.number, name: invoice.billedName };
  const onSubmit = async (reason: string) => {
    const booking = reversible.find((candidate) => candidate.id === paymentId);
    if (!booking) return;
    try {
      await reverse.mutateAsync({ id: invoice.id, paymentId: booking.id, body: { reason } });
      notify.success(m.fees_reverse_done({}, options), m.fees_reverse_done_text({ ...named, amount: formatChf(booking.amountRappen, locale) }, options));
      onDone();
    } catch (failure) {
      notify.error(m.fees_reverse_failed({}, options), errorMessageIn(failure, locale));
    }
  };
  return (
    <CorrectionDialog
      title={m.fees_reverse_title({}, options)}
      description={richMessage((values) => m.fees_reverse_text(values, options), named, strongName)}
      actionLabel={reverse.isPending ? m.fees_reverse_reversing({}, options) : m.fees_reverse_confirm({}, options)}
      pending={reverse.isPending}
      canAct={reversible.length > 0}
      onSubmit={onSubmit}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {bookings.isPending && <p role="status">{m.fees_reverse_loading({}, options)}</p>}
      {bookings.isError && <p role="alert">{errorMessageIn(bookings.error, locale)}</p>}
      {bookings.data && reversible.length === 0 && <p>{m.fees_reverse_none({}, options)}</p>}
      {reversible.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-ink">{m.fees_reverse_choose({}, options)}</legend>
          {reversible.map((booking) => (
            <label key={booking.id} className="flex items-start gap-2 text-sm text-ink">
              <input type="radio" name="booking" className="mt-1 size-4 accent-primary" checked={booking.id === paymentId} onChange={() => setChosen(booking.id)} disabled={reverse.isPending} />
              <span className="break-words">{bookingLabel(booking, locale)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </CorrectionDialog>
  );
}

/** Mark what was paid too much "to refund": named with the amount, the invoice and the member. */
export function RefundDialog({ invoice, onDone, onCloseAutoFocus }: DialogProps) {
  const locale = useLocale();
  const options = { locale };
  const refund = useMarkRefund();
  const values = { number: invoice.number, name: invoice.billedName, amount: formatChf(excessRappen(invoice), locale) };
  const onSubmit = async (reason: string) => {
    try {
      await refund.mutateAsync({ id: invoice.id, body: { reason } });
      notify.success(m.fees_refund_done({}, options), m.fees_refund_done_text(values, options));
      onDone();
    } catch (failure) {
      notify.error(m.fees_refund_failed({}, options), errorMessageIn(failure, locale));
    }
  };
  return (
    <CorrectionDialog
      title={m.fees_refund_title({}, options)}
      description={richMessage((parts) => m.fees_refund_text(parts, options), values, { ...strongName, amount: (amount) => <strong>{amount}</strong> })}
      actionLabel={refund.isPending ? m.fees_refund_marking({}, options) : m.fees_refund_confirm({}, options)}
      pending={refund.isPending}
      onSubmit={onSubmit}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
