import { FEE_RECORD_RETENTION_YEARS, swissToday } from "@ssem/core";
import { and, eq, lt, notExists } from "drizzle-orm";
import type { Database } from "../db/client";
import { bankImports, bankTransactions, invoices, payments } from "../db/schema";

/**
 * Deletes the fee records whose keeping period is over (art. 958f CO, ADR 019): it starts at the end
 * of the year a record belongs to and lasts FEE_RECORD_RETENTION_YEARS, so on any day of year Y what
 * is dated before 1 January of Y − 10 goes. Payments first (they reference invoices and bank
 * transactions), then invoices and bank transactions that no kept payment still names, then the
 * bank files left without transactions. Returns how many rows of each kind went.
 */
export async function deleteExpiredFeeRecords(db: Database, now: Date = new Date()) {
  const year = Number(swissToday(now).slice(0, 4));
  const cutoff = `${year - FEE_RECORD_RETENTION_YEARS}-01-01`;
  return db.transaction(async (tx) => {
    const expiredPayments = await tx.delete(payments).where(lt(payments.paidOn, cutoff)).returning({ id: payments.id });
    const expiredInvoices = await tx
      .delete(invoices)
      .where(and(lt(invoices.issuedOn, cutoff), notExists(tx.select().from(payments).where(eq(payments.invoiceId, invoices.id)))))
      .returning({ id: invoices.id });
    const expiredTransactions = await tx
      .delete(bankTransactions)
      .where(and(lt(bankTransactions.bookedOn, cutoff), notExists(tx.select().from(payments).where(eq(payments.bankTransactionId, bankTransactions.id)))))
      .returning({ id: bankTransactions.id });
    const expiredImports = await tx
      .delete(bankImports)
      .where(and(lt(bankImports.createdAt, new Date(`${cutoff}T00:00:00Z`)), notExists(tx.select().from(bankTransactions).where(eq(bankTransactions.importId, bankImports.id)))))
      .returning({ id: bankImports.id });
    return { payments: expiredPayments.length, invoices: expiredInvoices.length, bankTransactions: expiredTransactions.length, bankImports: expiredImports.length };
  });
}
