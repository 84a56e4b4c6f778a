import { cancelInvoiceSchema, FEE_NOTE_MAX, formatChf, type InvoiceListEntry, m, manualPaymentSchema, swissToday } from "@ssem/core";
import { useRef } from "react";
import { DialogActions, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { richMessage } from "~/lib/rich-message";
import { useSchemaForm } from "~/lib/use-schema-form";
import { useCancelInvoice, useRecordPayment, useResendInvoice } from "./api";

type DialogProps = { invoice: InvoiceListEntry; onDone: () => void; onCloseAutoFocus: (event: Event) => void };

/** The invoice's number and the billed name: how every dialog and toast names what it touches ("invoice 2026-000042 of Anna Muster"). */
const named = (invoice: InvoiceListEntry) => ({ number: invoice.number, name: invoice.billedName });

const francs = (rappen: number) => (rappen / 100).toFixed(2);

/** Mark as paid: money that came outside the bank files. The date defaults to today, the amount to what is still open. */
export function MarkPaidDialog({ invoice, onDone, onCloseAutoFocus }: DialogProps) {
  const record = useRecordPayment();
  const locale = useLocale();
  const options = { locale };
  const form = useSchemaForm(manualPaymentSchema, {
    defaultValues: { paidOn: swissToday(), amount: francs(invoice.openRappen), note: "" },
  });
  const { register, formState } = form;
  const sending = record.isPending;
  const onSubmit = form.submit(async (payment) => {
    try {
      const updated = await record.mutateAsync({ id: invoice.id, payment });
      const done = updated.state === "paid" ? m.fees_pay_done_full_text : m.fees_pay_done_text;
      notify.success(m.fees_pay_done({}, options), done({ amount: formatChf(payment.amount, locale), ...named(invoice) }, options));
      onDone();
    } catch (failure) {
      notify.error(m.fees_pay_failed({}, options), errorMessageIn(failure, locale));
    }
  });
  return (
    <DialogContent
      title={m.fees_action_pay({}, options)}
      description={m.fees_pay_text({ ...named(invoice), open: formatChf(invoice.openRappen, locale), amount: formatChf(invoice.amountRappen, locale) }, options)}
      // The amount is what an admin most often changes (a part payment); the date is usually today.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        form.setFocus("amount");
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={m.fees_pay_paid_on({}, options)} required error={formState.errors.paidOn?.message}>
            <Input type="date" max={swissToday()} disabled={sending} {...register("paidOn")} />
          </FormField>
          <FormField label={m.fees_pay_amount({}, options)} required error={formState.errors.amount?.message} hint={m.fees_pay_amount_hint({}, options)}>
            <Input inputMode="decimal" autoComplete="off" disabled={sending} {...register("amount")} />
          </FormField>
        </div>
        <FormField label={m.fees_pay_note({}, options)} error={formState.errors.note?.message} hint={m.fees_pay_note_hint({}, options)}>
          <Input maxLength={FEE_NOTE_MAX} autoComplete="off" disabled={sending} {...register("note")} />
        </FormField>
        <DialogActions label={sending ? m.fees_pay_recording({}, options) : m.fees_pay_record({}, options)} pending={sending} />
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
  const locale = useLocale();
  const options = { locale };
  const keep = useRef<HTMLButtonElement>(null);
  const form = useSchemaForm(cancelInvoiceSchema, { defaultValues: { reason: "" } });
  const sending = cancel.isPending;
  const onSubmit = form.submit(async (body) => {
    try {
      await cancel.mutateAsync({ id: invoice.id, body });
      notify.success(m.fees_cancel_done({}, options), m.fees_cancel_done_text(named(invoice), options));
      onDone();
    } catch (failure) {
      notify.error(m.fees_cancel_failed({}, options), errorMessageIn(failure, locale));
    }
  });
  return (
    <DialogContent
      title={m.fees_cancel_title({}, options)}
      description={richMessage(
        (values) => m.fees_cancel_text(values, options),
        { ...named(invoice), amount: formatChf(invoice.openRappen, locale) },
        { name: (name) => <strong className="break-words">{name}</strong> },
      )}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        keep.current?.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField label={m.fees_reason({}, options)} required error={form.formState.errors.reason?.message} hint={m.fees_cancel_hint({}, options)}>
          <Textarea rows={3} maxLength={FEE_NOTE_MAX} disabled={sending} {...form.register("reason")} />
        </FormField>
        <DialogActions
          label={sending ? m.fees_cancel_cancelling({}, options) : m.fees_action_cancel({}, options)}
          variant="destructive"
          pending={sending}
          dismissLabel={m.fees_cancel_keep({}, options)}
          dismissRef={keep}
        />
      </form>
    </DialogContent>
  );
}

/** Sends the invoice again, with the bill as it stands today (what is still open), to the member's address. */
export function ResendInvoiceDialog({ invoice, onDone, onCloseAutoFocus }: DialogProps) {
  const resend = useResendInvoice();
  const locale = useLocale();
  const options = { locale };
  // Resending is offered only while the member exists (actionsFor in invoice-table.tsx), and a member has an address.
  const email = invoice.billedEmail ?? "";
  const confirm = async () => {
    try {
      await resend.mutateAsync(invoice.id);
      notify.success(m.fees_resend_done({}, options), m.fees_resend_done_text({ ...named(invoice), email }, options));
      onDone();
    } catch (failure) {
      notify.error(m.fees_resend_failed({}, options), errorMessageIn(failure, locale));
    }
  };
  return (
    <DialogContent
      title={m.fees_resend_title({}, options)}
      description={richMessage(
        (values) => m.fees_resend_text(values, options),
        { ...named(invoice), email, open: formatChf(invoice.openRappen, locale) },
        { email: (address) => <span className="break-all">{address}</span> },
      )}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogActions
        label={resend.isPending ? m.fees_resend_sending({}, options) : m.fees_resend_send({}, options)}
        pending={resend.isPending}
        onAction={() => void confirm()}
      />
    </DialogContent>
  );
}
