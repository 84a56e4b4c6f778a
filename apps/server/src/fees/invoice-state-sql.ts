import type { InvoiceState } from "@ssem/core";
import { sql } from "drizzle-orm";
import { invoices } from "../db/schema";

/**
 * An invoice's state in SQL, exactly as core's invoiceState decides it (invoices.test.ts compares the
 * two on every combination): cancelled wins, then paid in full, then overdue after the second
 * reminder, then partially paid.
 */
export const invoiceStateSql = sql<InvoiceState>`(case
  when ${invoices.cancelledAt} is not null then 'cancelled'
  when ${invoices.paidRappen} >= ${invoices.amountRappen} then 'paid'
  when ${invoices.secondReminderAt} is not null then 'overdue'
  when ${invoices.paidRappen} > 0 then 'partially_paid'
  else 'open' end)`;
