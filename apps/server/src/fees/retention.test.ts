import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bankTransactions, invoices, payments } from "../db/schema";
import { testAppForFile } from "../testing/test-app";
import { bookPayment, issueInvoices } from "./invoices";
import { deleteExpiredFeeRecords } from "./retention";

const t = testAppForFile();

async function paidInvoice(year: number) {
  const member = await t.createUser({ studentType: "student" });
  const [invoice] = await issueInvoices(t.db, t.env.billing, { userIds: [member.userId], year, issuedOn: `${year}-01-10` });
  const [transaction] = await t.db
    .insert(bankTransactions)
    .values({ identity: `retention-${year}-${invoice!.id}`, keys: [`retention-${year}-${invoice!.id}`], amountRappen: 1000, currency: "CHF", bookedOn: `${year}-02-01`, debtorName: "Erika Muster", status: "booked" })
    .returning();
  await bookPayment(t.db, { invoiceId: invoice!.id, amountRappen: 1000, paidOn: `${year}-02-01`, bankTransactionId: transaction!.id });
  return { invoice: invoice!, transaction: transaction! };
}

const exists = async (table: typeof invoices | typeof bankTransactions, id: string) => (await t.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;

describe("deleteExpiredFeeRecords", () => {
  it("keeps invoices, payments and bank transactions ten years after the end of their year, and then deletes them", async () => {
    const old = await paidInvoice(2015);
    const kept = await paidInvoice(2016);

    // The ten years of 2015 run from its end to the end of 2025.
    expect(await deleteExpiredFeeRecords(t.db, new Date("2025-12-31T12:00:00Z"))).toEqual({ payments: 0, invoices: 0, bankTransactions: 0, bankImports: 0 });
    expect(await exists(invoices, old.invoice.id)).toBe(true);

    const deleted = await deleteExpiredFeeRecords(t.db, new Date("2026-01-01T12:00:00Z"));
    expect(deleted).toMatchObject({ payments: 1, invoices: 1, bankTransactions: 1 });
    expect(await exists(invoices, old.invoice.id)).toBe(false);
    expect(await exists(bankTransactions, old.transaction.id)).toBe(false);
    expect(await exists(invoices, kept.invoice.id)).toBe(true);
    expect(await exists(bankTransactions, kept.transaction.id)).toBe(true);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, kept.invoice.id))).toHaveLength(1);
  });

  it("keeps an old invoice while a payment on it is still within its ten years", async () => {
    const member = await t.createUser({ studentType: "student" });
    const [invoice] = await issueInvoices(t.db, t.env.billing, { userIds: [member.userId], year: 2014, issuedOn: "2013-12-20" });
    await bookPayment(t.db, { invoiceId: invoice!.id, amountRappen: 1000, paidOn: "2014-01-05" });
    await deleteExpiredFeeRecords(t.db, new Date("2024-06-01T12:00:00Z"));
    expect(await exists(invoices, invoice!.id)).toBe(true);
  });
});
