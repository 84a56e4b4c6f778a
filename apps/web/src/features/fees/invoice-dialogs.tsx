import { cancelInvoiceSchema, FEE_NOTE_MAX, formatChf, type InvoiceListEntry, manualPaymentSchema, swissToday } from "@ssem/core";
import { useRef } from "react";
import { DialogActions, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessage } from "~/lib/api-client";
import { useSchemaForm } from "~/lib/use-schema-form";
import { useCancelInvoice, useRecordPayment, useResendInvoice } from "./api";

type DialogProps = { invoice: InvoiceListEntry; onDone: () => void; onCloseAutoFocus: (event: Event) => void };

/** "invoice 2026-000042 of Anna Muster": how every dialog and toast names what it touches. */
const named = (invoice: InvoiceListEntry) => `invoice ${invoice.number} of ${invoice.billedName}`;

const francs = (rappen: number) => (rappen / 100).toFixed(2);

/** Mark as paid: money that came outside the bank files. The date defaults to today, the amount to what is still open. */
export function MarkPaidDialog({ invoice, onDone, onCloseAutoFocus }: DialogProps) {
  const record = useRecordPayment();
  const form = useSchemaForm(manualPaymentSchema, {
    defaultValues: { paidOn: swissToday(), amount: francs(invoice.openRappen), note: "" },
  });
  const { register, formState } = form;
  const sending = record.isPending;
  const onSubmit = form.submit(async (payment) => {
    try {
      const updated = await record.mutateAsync({ id: invoice.id, payment });
      notify.success("Payment recorded", `${formatChf(payment.amount)} for ${named(invoice)}${updated.state === "paid" ? ": paid in full" : ""}.`);
      onDone();
    } catch (failure) {
      notify.error("The payment could not be recorded", errorMessage(failure));
    }
  });
  return (
    <DialogContent
      title="Mark as paid"
      description={`Record a payment for ${named(invoice)}: ${formatChf(invoice.openRappen)} of ${formatChf(invoice.amountRappen)} is open.`}
      // The amount is what an admin most often changes (a part payment); the date is usually today.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        form.setFocus("amount");
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Paid on" required error={formState.errors.paidOn?.message}>
            <Input type="date" max={swissToday()} disabled={sending} {...register("paidOn")} />
          </FormField>
          <FormField label="Amount (CHF)" required error={formState.errors.amount?.message} hint="Such as 10.00">
            <Input inputMode="decimal" autoComplete="off" disabled={sending} {...register("amount")} />
          </FormField>
        </div>
        <FormField label="Note" error={formState.errors.note?.message} hint="Optional, such as “Cash at the assembly”">
          <Input maxLength={FEE_NOTE_MAX} autoComplete="off" disabled={sending} {...register("note")} />
        </FormField>
        <DialogActions label={sending ? "Recording…" : "Record payment"} pending={sending} />
      </form>
    </DialogContent>
  );
}

/**
 * Cancelling cannot be undone: the dialog names the member and the invoice, asks for the reason the
 * audit log keeps, and opens with focus on Keep invoice, so Enter does not cancel by accident.
 */
export function CancelInvoiceDialog({ invoice, onDone, onCloseAutoFocus }: DialogProps) {
  const cancel = useCancelInvoice();
  const keep = useRef<HTMLButtonElement>(null);
  const form = useSchemaForm(cancelInvoiceSchema, { defaultValues: { reason: "" } });
  const sending = cancel.isPending;
  const onSubmit = form.submit(async (body) => {
    try {
      await cancel.mutateAsync({ id: invoice.id, body });
      notify.success("Invoice cancelled", `The ${named(invoice)} is cancelled.`);
      onDone();
    } catch (failure) {
      notify.error("The invoice could not be cancelled", errorMessage(failure));
    }
  });
  return (
    <DialogContent
      title="Cancel this invoice?"
      description={
        <>
          <strong className="break-words">{invoice.billedName}</strong> will no longer owe {formatChf(invoice.openRappen)} on invoice {invoice.number}, and
          no reminder will be sent for it. This cannot be undone.
        </>
      }
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        keep.current?.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField label="Reason" required error={form.formState.errors.reason?.message} hint="Kept in the audit log">
          <Textarea rows={3} maxLength={FEE_NOTE_MAX} disabled={sending} {...form.register("reason")} />
        </FormField>
        <DialogActions label={sending ? "Cancelling…" : "Cancel invoice"} variant="destructive" pending={sending} dismissLabel="Keep invoice" dismissRef={keep} />
      </form>
    </DialogContent>
  );
}

/** Sends the invoice again, with the bill as it stands today (what is still open), to the member's address. */
export function ResendInvoiceDialog({ invoice, onDone, onCloseAutoFocus }: DialogProps) {
  const resend = useResendInvoice();
  const confirm = async () => {
    try {
      await resend.mutateAsync(invoice.id);
      notify.success("Invoice sent again", `The ${named(invoice)} is on its way to ${invoice.billedEmail}.`);
      onDone();
    } catch (failure) {
      notify.error("The invoice could not be sent", errorMessage(failure));
    }
  };
  return (
    <DialogContent
      title="Resend this invoice?"
      description={
        <>
          The {named(invoice)} goes to <span className="break-all">{invoice.billedEmail}</span> again, with the bill as it stands today (
          {formatChf(invoice.openRappen)} open).
        </>
      }
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogActions label={resend.isPending ? "Sending…" : "Resend invoice"} pending={resend.isPending} onAction={() => void confirm()} />
    </DialogContent>
  );
}
