import { annualFeeRappen, INVOICE_DUE_DAYS, invoiceReference, referenceTypeFor } from "@ssem/core";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { invoices, membershipApplications, profiles, user } from "../db/schema";
import type { BillingConfig } from "./billing-config";

export type Invoice = typeof invoices.$inferSelect;

/** An invoice still open: not paid in full and not cancelled. */
export const isOpenInvoice = and(isNull(invoices.cancelledAt), lt(invoices.paidRappen, invoices.amountRappen));

/** The open invoices of `userId`, oldest first (one a year: the unique index on member and year). */
export const openInvoicesOf = (db: Database, userId: string) =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), isOpenInvoice))
    .orderBy(asc(invoices.year));

/** Any invoice by id, a removed member's and a cancelled one too. */
export async function invoiceById(db: Database, id: string): Promise<Invoice | undefined> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  return invoice;
}

export async function invoiceExists(db: Database, id: string): Promise<boolean> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id));
  return invoice !== undefined;
}

/** A member's own invoice; undefined for another member's, so the caller answers both alike. */
export async function invoiceOfMember(db: Database, { id, userId }: { id: string; userId: string }): Promise<Invoice | undefined> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return invoice;
}

/** A member's invoices, newest first. */
export const invoicesOfMember = (db: Database, userId: string): Promise<Invoice[]> =>
  db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.year), desc(invoices.sequence));

/** Marks an invoice cancelled; the caller has locked it and checked that it can be. */
export async function cancelInvoice(tx: Database, { id, reason }: { id: string; reason: string }): Promise<void> {
  await tx.update(invoices).set({ cancelledAt: new Date(), cancelReason: reason }).where(eq(invoices.id, id));
}

/** The membership year an approval is billed for: core's, which the renewal's year choice shares. */
export { billingYear } from "@ssem/core";

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/**
 * Makes the invoices of `year` for the given members, in the caller's transaction, and returns the
 * ones it made. A member who already has an invoice for that year gets none (the unique index on
 * member and year decides, so a repeated or concurrent run is harmless), nor does one without a
 * membership application, whose tier we do not know (the first admin, for example). Invoice numbers
 * are reserved first because each invoice's payment reference is made from its number.
 */
export async function issueInvoices(
  tx: Database,
  billing: Pick<BillingConfig, "iban">,
  { userIds, year, issuedOn }: { userIds: readonly string[]; year: number; issuedOn: string },
): Promise<Invoice[]> {
  if (userIds.length === 0) return [];
  const people = await tx
    .select({
      userId: user.id,
      email: user.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      studentType: membershipApplications.studentType,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .innerJoin(membershipApplications, eq(membershipApplications.userId, user.id))
    .leftJoin(invoices, and(eq(invoices.userId, user.id), eq(invoices.year, year)))
    .where(and(inArray(user.id, [...userIds]), sql`${invoices.id} is null`));
  if (people.length === 0) return [];
  const numbers = await tx.select({ n: sql<string>`nextval('invoice_number_seq')` }).from(sql`generate_series(1, ${people.length})`);
  const dueOn = addDays(issuedOn, INVOICE_DUE_DAYS);
  const rows = people.map((person, index) => {
    const sequence = Number(numbers[index]!.n);
    return {
      sequence,
      userId: person.userId,
      year,
      billedName: [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email,
      billedEmail: person.email,
      studentType: person.studentType,
      amountRappen: annualFeeRappen(person.studentType),
      iban: billing.iban,
      referenceType: referenceTypeFor(billing.iban),
      reference: invoiceReference(billing.iban, sequence),
      issuedOn,
      dueOn,
    };
  });
  return tx.insert(invoices).values(rows).onConflictDoNothing({ target: [invoices.userId, invoices.year] }).returning();
}

/**
 * Re-admission (a person whose membership was ended, approved again): their cancelled invoice of
 * `year` is issued again, since a member has one invoice per year. It keeps its number and
 * reference, is dated `issuedOn` with a new due date, and its reminders and cancellation are
 * cleared, so it is open as a new bill would be. Returns it, or nothing if there is none to reissue.
 */
export async function reissueCancelledInvoice(tx: Database, { userId, year, issuedOn }: { userId: string; year: number; issuedOn: string }): Promise<Invoice | undefined> {
  const [invoice] = await tx
    .update(invoices)
    .set({ cancelledAt: null, cancelReason: null, firstReminderAt: null, secondReminderAt: null, issuedOn, dueOn: addDays(issuedOn, INVOICE_DUE_DAYS) })
    .where(and(eq(invoices.userId, userId), eq(invoices.year, year), isNotNull(invoices.cancelledAt), lt(invoices.paidRappen, invoices.amountRappen)))
    .returning();
  return invoice;
}

export type NewPayment = {
  invoiceId: string;
  /** Negative for a reversal. */
  amountRappen: number;
  paidOn: string;
  bankTransactionId?: string;
  note?: string;
  recordedBy?: string;
  /** An admin's correction (a negative amount): a reversed booking, naming it, or an amount to refund. */
  correction?: "reversal" | "refund";
  reversesPaymentId?: string;
};

/**
 * Books money to an invoice in the caller's transaction: the payment row, and the invoice's paid
 * sum. paid_on is the day the sum first reached the amount (the membership's start); a reversal that
 * takes it below the amount clears it again.
 */
export async function bookPayment(tx: Database, payment: NewPayment): Promise<Invoice> {
  const [invoice] = await bookPayments(tx, [payment]);
  return invoice!;
}

/**
 * bookPayment for many payments at once (a bank file's thousands), in a few statements: the
 * invoices are locked, each one's payments applied in the given order, then the payment rows and
 * the new sums written, each in one statement. Returns the booked invoices as they are afterwards.
 */
export async function bookPayments(tx: Database, list: readonly NewPayment[]): Promise<Invoice[]> {
  if (list.length === 0) return [];
  const ids = [...new Set(list.map((payment) => payment.invoiceId))];
  // Arrays as single parameters (unnest, any): thousands of rows cost a few parameters, not one each.
  const locked = await tx
    .select()
    .from(invoices)
    .where(sql`${invoices.id} = any(${sql.param(ids)}::uuid[])`)
    .for("update");
  const booked = new Map(locked.map((invoice) => [invoice.id, invoice]));
  for (const payment of list) {
    const invoice = booked.get(payment.invoiceId);
    if (!invoice) throw new Error(`No invoice ${payment.invoiceId} to book a payment to`);
    invoice.paidRappen += payment.amountRappen;
    invoice.paidOn = invoice.paidRappen < invoice.amountRappen ? null : (invoice.paidOn ?? payment.paidOn);
  }
  const column = <T>(pick: (payment: NewPayment) => T) => sql.param(list.map(pick));
  await tx.execute(sql`insert into payments (invoice_id, amount_rappen, paid_on, bank_transaction_id, note, recorded_by, correction, reverses_payment_id)
    select * from unnest(${column((payment) => payment.invoiceId)}::uuid[], ${column((payment) => payment.amountRappen)}::int[],
      ${column((payment) => payment.paidOn)}::date[], ${column((payment) => payment.bankTransactionId ?? null)}::uuid[],
      ${column((payment) => payment.note ?? null)}::text[], ${column((payment) => payment.recordedBy ?? null)}::text[],
      ${column((payment) => payment.correction ?? null)}::payment_correction[], ${column((payment) => payment.reversesPaymentId ?? null)}::uuid[])`);
  const changed = [...booked.values()];
  await tx.execute(sql`update invoices set paid_rappen = v.paid, paid_on = v.paid_on
    from unnest(${sql.param(changed.map((invoice) => invoice.id))}::uuid[], ${sql.param(changed.map((invoice) => invoice.paidRappen))}::int[],
      ${sql.param(changed.map((invoice) => invoice.paidOn))}::date[]) as v(id, paid, paid_on)
    where invoices.id = v.id`);
  return ids.map((id) => booked.get(id)!);
}
