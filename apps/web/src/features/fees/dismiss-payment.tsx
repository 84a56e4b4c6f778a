import { dateFormatter, formatChf, type Locale, m, type UnmatchedPayment } from "@ssem/core";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { richMessage } from "~/lib/rich-message";
import { useDismissPayment } from "./bank-api";
import { CorrectionDialog } from "./correction-dialogs";

/** Credits money in its own currency: a payment in euros is shown as such, never as francs. */
export const amountOf = (payment: Pick<UnmatchedPayment, "amountRappen" | "currency">, locale: Locale) =>
  payment.currency === "CHF" ? formatChf(payment.amountRappen, locale) : `${payment.currency} ${(payment.amountRappen / 100).toFixed(2)}`;

/**
 * "Not a fee": an unmatched payment that pays no invoice (a donation, a payment from another
 * account's file) leaves the list with the admin's reason, after a dialog naming the amount, the
 * day and the payer, with focus on Cancel.
 */
export function DismissPaymentDialog({ payment, onDone, onCloseAutoFocus }: { payment: UnmatchedPayment; onDone: () => void; onCloseAutoFocus: (event: Event) => void }) {
  const locale = useLocale();
  const options = { locale };
  const dismiss = useDismissPayment();
  const values = {
    amount: amountOf(payment, locale),
    day: dateFormatter("date", locale)(payment.bookedOn),
    payer: payment.debtorName ?? m.fees_unmatched_no_payer({}, options),
  };
  const onSubmit = async (reason: string) => {
    try {
      await dismiss.mutateAsync({ paymentId: payment.id, reason });
      notify.success(m.fees_dismiss_done({}, options), m.fees_dismiss_done_text(values, options));
      onDone();
    } catch (failure) {
      notify.error(m.fees_dismiss_failed({}, options), errorMessageIn(failure, locale));
    }
  };
  return (
    <CorrectionDialog
      title={m.fees_dismiss_title({}, options)}
      description={richMessage((parts) => m.fees_dismiss_text(parts, options), values, { amount: (amount) => <strong>{amount}</strong>, payer: (payer) => <strong className="break-words">{payer}</strong> })}
      reasonHint={m.fees_dismiss_hint({}, options)}
      actionLabel={dismiss.isPending ? m.fees_dismiss_dismissing({}, options) : m.fees_dismiss_confirm({}, options)}
      pending={dismiss.isPending}
      onSubmit={onSubmit}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
