import { FEE_NOTE_MAX, formatChf, invoiceStateLabels } from "@ssem/core";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessage } from "~/lib/api-client";
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

  const confirm = () => {
    if (!userId) return;
    if (!reason.trim()) return setError("Please give a reason");
    end.mutate(
      { userId, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success("Membership ended", person?.name ?? "");
          setReason("");
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Dialog open={userId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {userId !== null && (
        <DialogContent
          title={person ? `End the membership of ${person.name}?` : "End membership?"}
          description={
            person
              ? `${person.name} (${person.email}) loses the member role and the member area at once; the account is deleted 6 months later, as for a declined application. These unpaid invoices are cancelled with your reason and kept for the accounts. This cannot be undone.`
              : preview.isError
                ? `The preview could not be loaded: ${errorMessage(preview.error)}`
                : "Loading…"
          }
          onCloseAutoFocus={onCloseAutoFocus}
          // Cancel, not the reason field, has the focus first: Enter must not end anyone's membership.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
        >
          {person && (
            <ul aria-label="Invoices cancelled" className="mb-4 space-y-1 text-sm">
              {person.invoices.map((invoice) => (
                <li key={invoice.id}>
                  {invoice.number} ({invoice.year}): {formatChf(invoice.amountRappen - invoice.paidRappen)} open, {invoiceStateLabels[invoice.state].toLowerCase()}
                </li>
              ))}
            </ul>
          )}
          <FormField label="Reason" required error={error}>
            <Input value={reason} maxLength={FEE_NOTE_MAX} onChange={(event) => setReason(event.target.value)} disabled={end.isPending} />
          </FormField>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button ref={cancel} variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirm} disabled={!person || end.isPending}>
              End membership
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
