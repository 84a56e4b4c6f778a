import { invoiceNumber, localizedPath } from "@ssem/core";
import { localesOf } from "../accounts/person-locale";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { enqueueMails } from "../mail/outbox";
import { type InvoiceStanding, paymentReceiptMail } from "../mail/templates";
import type { Invoice, NewPayment } from "./invoices";

/**
 * Queues a receipt for each payment of `payments` that brought money (issue 39, point 21): a member's
 * transfer booked from a bank file, one an admin assigned, or one an admin marked as paid. Not for a
 * reversal or a refund (negative amounts). `booked` are the invoices as bookPayments left them; each
 * receipt says where its invoice stood right after that payment, so two payments to one invoice in one
 * file read "still open" and then "paid in full". Call it in the booking's transaction, with the
 * payments just booked and no others: a bank file booked once (re-imports book nothing) is receipted once.
 * Only to an address the member confirmed (the invoice's billed address; none before that).
 */
export async function queuePaymentReceipts(tx: Database, env: Pick<Env, "publicUrl">, payments: readonly NewPayment[], booked: readonly Invoice[]): Promise<void> {
  const byId = new Map(booked.map((invoice) => [invoice.id, invoice]));
  // Each invoice's sum before these payments: what bookPayments left, less what it added.
  const paidSoFar = new Map(booked.map((invoice) => [invoice.id, invoice.paidRappen]));
  for (const payment of payments) paidSoFar.set(payment.invoiceId, paidSoFar.get(payment.invoiceId)! - payment.amountRappen);
  const receipts: { invoice: Invoice; payment: NewPayment; standing: InvoiceStanding }[] = [];
  for (const payment of payments) {
    const invoice = byId.get(payment.invoiceId)!;
    const paid = paidSoFar.get(invoice.id)! + payment.amountRappen;
    paidSoFar.set(invoice.id, paid);
    if (payment.amountRappen <= 0 || payment.correction || !invoice.billedEmail) continue;
    const standing: InvoiceStanding =
      paid >= invoice.amountRappen ? { paid: true, extraRappen: paid - invoice.amountRappen } : { paid: false, openRappen: invoice.amountRappen - paid };
    receipts.push({ invoice, payment, standing });
  }
  if (receipts.length === 0) return;
  const localeOf = await localesOf(tx, receipts.map(({ invoice }) => invoice.userId));
  await enqueueMails(
    tx,
    receipts.map(({ invoice, payment, standing }) => {
      const locale = localeOf(invoice.userId);
      return paymentReceiptMail(invoice.billedEmail!, {
        locale,
        name: invoice.billedName,
        number: invoiceNumber(invoice.year, invoice.sequence),
        year: invoice.year,
        amountRappen: payment.amountRappen,
        paidOn: payment.paidOn,
        standing,
        dashboardLink: `${env.publicUrl}${localizedPath("/member-dashboard", locale)}`,
      });
    }),
  );
}
