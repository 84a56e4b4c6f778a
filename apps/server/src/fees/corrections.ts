import { type InvoiceBooking, invoiceNumber, invoiceState, swissToday } from "@ssem/core";
import { and, asc, eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import { bankTransactions, invoices, payments } from "../db/schema";
import { ApiError } from "../http/errors";
import { bookPayment } from "./invoices";

/**
 * An admin's corrections of the books (issue 39, ADR 019): nothing is ever deleted or rewritten;
 * each correction is a negative payment with the admin's reason, dated the day it is made, and
 * audit-logged, so the payments CSV still adds up to what the invoice shows as paid.
 */

type Actor = { actorId: string; reason: string };

export const noSuchInvoice = () => new ApiError(404, "not_found", "There is no such invoice.");
const noSuchBooking = () => new ApiError(404, "not_found", "This invoice has no such payment.");

/** The invoice, locked until the caller's transaction ends, so that two admins' actions on it take turns. */
export async function lockedInvoice(tx: Database, id: string) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!invoice) throw noSuchInvoice();
  return { ...invoice, number: invoiceNumber(invoice.year, invoice.sequence), state: invoiceState(invoice) };
}

/** Whether a payment row has been reversed by an admin: a correction names it. */
const reversedSql = sql<boolean>`exists (select from payments r where r.reverses_payment_id = ${payments.id})`;

/** The payments booked to an invoice in the order they were booked, with whether each can still be reversed. */
export async function bookingsOf(db: Database, invoiceId: string): Promise<InvoiceBooking[]> {
  const rows = await db
    .select({
      id: payments.id,
      paidOn: payments.paidOn,
      amountRappen: payments.amountRappen,
      fromBank: sql<boolean>`${payments.bankTransactionId} is not null`,
      bankStatus: bankTransactions.status,
      correction: payments.correction,
      reversed: reversedSql,
      payerName: bankTransactions.debtorName,
      note: payments.note,
    })
    .from(payments)
    .leftJoin(bankTransactions, eq(bankTransactions.id, payments.bankTransactionId))
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(asc(payments.createdAt), asc(payments.paidOn), asc(payments.id));
  return rows.map(({ fromBank, bankStatus, ...row }) => ({
    ...row,
    source: fromBank ? "bank" : "manual",
    reversible: isReversible({ ...row, bankStatus }),
  }));
}

/**
 * A booking can be reversed once, when it brought money in: not a negative one (a correction, or a
 * reversal the bank sent), and not one whose bank transaction the bank took back already.
 */
function isReversible(booking: { amountRappen: number; correction: string | null; reversed: boolean; bankStatus: string | null }) {
  return booking.amountRappen > 0 && !booking.correction && !booking.reversed && (booking.bankStatus === null || booking.bankStatus === "booked");
}

/**
 * Takes a booking back: a negative payment of its amount, so the invoice is as it was before the
 * booking (open, partly paid, or still paid by its other payments). Money that came by the bank is
 * still on the association's account, so its transaction goes back to the unmatched payments,
 * where an admin assigns it to the right invoice or dismisses it; a payment marked by hand is
 * simply undone.
 */
export async function reverseBooking(tx: Database, { invoiceId, paymentId, actorId, reason }: Actor & { invoiceId: string; paymentId: string }) {
  const invoice = await lockedInvoice(tx, invoiceId);
  const booking = (await bookingsOf(tx, invoiceId)).find((candidate) => candidate.id === paymentId);
  if (!booking) throw noSuchBooking();
  if (!booking.reversible) throw new ApiError(409, "conflict", `This payment on invoice ${invoice.number} cannot be reversed: it was reversed already, is itself a correction or a reversal, or the bank took it back.`);
  const [original] = await tx.select({ bankTransactionId: payments.bankTransactionId }).from(payments).where(eq(payments.id, paymentId));
  await bookPayment(tx, { invoiceId, amountRappen: -booking.amountRappen, paidOn: swissToday(), note: reason, recordedBy: actorId, correction: "reversal", reversesPaymentId: paymentId });
  if (original?.bankTransactionId) {
    await tx
      .update(bankTransactions)
      .set({ status: "unmatched" })
      .where(and(eq(bankTransactions.id, original.bankTransactionId), eq(bankTransactions.status, "booked")));
  }
  await recordAudit(tx, { actorId, action: "payment_reversed", subjectUserId: invoice.userId, details: { invoice: invoice.number, amountRappen: booking.amountRappen, reason } });
}

/**
 * Marks what was paid too much as owed back to the payer: a negative payment of the excess (all of
 * it on a cancelled invoice, which owes nothing), so the invoice shows exactly its amount as paid
 * and the CSV lists the refund for the treasurer to pay out.
 */
export async function markRefund(tx: Database, { invoiceId, actorId, reason }: Actor & { invoiceId: string }) {
  const invoice = await lockedInvoice(tx, invoiceId);
  const excess = invoice.cancelledAt ? invoice.paidRappen : invoice.paidRappen - invoice.amountRappen;
  if (excess <= 0) throw new ApiError(409, "conflict", `Nothing was paid too much on invoice ${invoice.number}: there is nothing to refund.`);
  await bookPayment(tx, { invoiceId, amountRappen: -excess, paidOn: swissToday(), note: reason, recordedBy: actorId, correction: "refund" });
  await recordAudit(tx, { actorId, action: "refund_marked", subjectUserId: invoice.userId, details: { invoice: invoice.number, amountRappen: excess, reason } });
}

/** An unmatched payment that is no fee (a donation, a file of another account) leaves the list with the admin's reason. */
export async function dismissPayment(tx: Database, { transactionId, actorId, reason }: Actor & { transactionId: string }) {
  const [payment] = await tx.select().from(bankTransactions).where(eq(bankTransactions.id, transactionId)).for("update");
  if (!payment) throw new ApiError(404, "not_found", "There is no such unmatched payment.");
  if (payment.status !== "unmatched") throw new ApiError(409, "conflict", "This payment is no longer unmatched: it was assigned, reversed or dismissed meanwhile.");
  await tx.update(bankTransactions).set({ status: "dismissed", dismissReason: reason }).where(eq(bankTransactions.id, transactionId));
  await recordAudit(tx, { actorId, action: "payment_dismissed", details: { amountRappen: payment.amountRappen, reason } });
}
