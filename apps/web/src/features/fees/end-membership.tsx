import { FEE_NOTE_MAX, formatChf, invoiceStateLabel, m } from "@ssem/core";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useEndMembership, useMembershipEndPreview } from "./membership-end-api";

/**
 * Ending an unpaid membership (ADR 019), for an overdue invoice's row in the Fees tab: the dialog
 * names the person and lists the invoices it cancels, asks for the reason, and focuses Cancel.
 * `userId` null: closed. The caller gives focus back to the row's button (`onCloseAutoFocus`).
 */
export function EndMembershipDialog({ userId, onClose, onCloseAutoFocus }: { userId: string | null; onClose: () => void; onCloseAutoFocus?: (event: Event) => void }) {
  const preview = useMembershipEndPreview(userId);
  const end = useEndMembership();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const person = preview.data;
  const cancel = useRef<HTMLButtonElement>(null);
  const locale = useLocale();
  const options = { locale };

  const confirm = () => {
    if (!userId) return;
    if (!reason.trim()) return setError(m.fees_end_reason_missing({}, options));
    end.mutate(
      { userId, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(m.fees_end_done({}, options), person?.name ?? "");
          setReason("");
          onClose();
        },
        onError: (failure) => setError(errorMessageIn(failure, locale)),
      },
    );
  };

  return (
    <Dialog open={userId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {userId !== null && (
        <DialogContent
          title={person ? m.fees_end_title_named({ name: person.name }, options) : m.fees_end_title({}, options)}
          description={
            person
              ? m.fees_end_text({ name: person.name, email: person.email }, options)
              : preview.isError
                ? m.fees_preview_failed({ detail: errorMessageIn(preview.error, locale) }, options)
                : m.dash_loading_short({}, options)
          }
          onCloseAutoFocus={onCloseAutoFocus}
          // Cancel, not the reason field, has the focus first: Enter must not end anyone's membership.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
        >
          {person && (
            <ul aria-label={m.fees_end_invoices_label({}, options)} className="mb-4 space-y-1 text-sm">
              {person.invoices.map((invoice) => (
                <li key={invoice.id}>
                  {m.fees_end_invoice_line(
                    {
                      number: invoice.number,
                      year: String(invoice.year),
                      amount: formatChf(invoice.amountRappen - invoice.paidRappen, locale),
                      state: invoiceStateLabel(invoice.state, locale).toLocaleLowerCase(locale),
                    },
                    options,
                  )}
                </li>
              ))}
            </ul>
          )}
          <FormField label={m.fees_reason({}, options)} required error={error}>
            <Input value={reason} maxLength={FEE_NOTE_MAX} onChange={(event) => setReason(event.target.value)} disabled={end.isPending} />
          </FormField>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button ref={cancel} variant="outline">
                {m.dash_cancel({}, options)}
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirm} disabled={!person || end.isPending}>
              {m.fees_action_end({}, options)}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
