import { annualFeeRappen, INVOICE_DUE_DAYS, invoiceReference, referenceTypeFor } from "@ssem/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { invoices, membershipApplications, payments, profiles, user } from "../db/schema";
import type { BillingConfig } from "./billing-config";

export type Invoice = typeof invoices.$inferSelect;

/**
 * The membership year an approval on `today` (YYYY-MM-DD, Swiss date) is billed for: the calendar
 * year, except that from 1 October on the invoice is for the next year, which then also covers the
 * rest of this one (ADR 019). A member who joins in November pays once, not twice within weeks.
 */
export function billingYear(today: string): number {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return month >= 10 ? year + 1 : year;
}

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

export type NewPayment = {
  invoiceId: string;
  /** Negative for a reversal. */
  amountRappen: number;
  paidOn: string;
  bankTransactionId?: string;
  note?: string;
  recordedBy?: string;
};

/**
 * Books money to an invoice in the caller's transaction: the payment row, and the invoice's paid
 * sum. paid_on is the day the sum first reached the amount (the membership's start); a reversal that
 * takes it below the amount clears it again.
 */
export async function bookPayment(tx: Database, payment: NewPayment): Promise<Invoice> {
  await tx.insert(payments).values(payment);
  const newPaid = sql`${invoices.paidRappen} + ${payment.amountRappen}`;
  const [invoice] = await tx
    .update(invoices)
    .set({
      paidRappen: newPaid,
      paidOn: sql`case when ${newPaid} < ${invoices.amountRappen} then null else coalesce(${invoices.paidOn}, ${payment.paidOn}::date) end`,
    })
    .where(eq(invoices.id, payment.invoiceId))
    .returning();
  if (!invoice) throw new Error(`No invoice ${payment.invoiceId} to book a payment to`);
  return invoice;
}
