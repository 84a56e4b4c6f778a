import { feeYearSchema, invoiceNumber } from "@ssem/core";
import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { invoices, payments } from "../../db/schema";
import { toCsv } from "../../http/csv";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { queryParams } from "../../http/validate";

/**
 * The membership year whose payments are exported, as the Fees tab shows it: the CSV's amounts add
 * up to the year's paid total there (a payment received in December for next year's fee belongs to
 * next year's list; its date is in the CSV for the books).
 */
const paymentsExportQuerySchema = z.object({ year: feeYearSchema });

/** 10, 10.5, -10: francs as a number, which a spreadsheet adds up (a reversal's is negative). */
const francs = (rappen: number) => rappen / 100;

/**
 * The treasurer's export (issue 23): every payment booked to a year's invoices, oldest first, with
 * the invoice it paid and where it came from (a bank file or marked paid by hand). Reversals are negative.
 * Admins only.
 */
export const feePaymentRoutes = new Hono<AppEnv>().use(requireAccess("admin")).get("/", queryParams(paymentsExportQuerySchema), async (c) => {
  const { year } = c.req.valid("query");
  const rows = await c.var.deps.db
    .select({
      paidOn: payments.paidOn,
      invoiceYear: invoices.year,
      sequence: invoices.sequence,
      billedName: invoices.billedName,
      amountRappen: payments.amountRappen,
      fromBank: sql<boolean>`${payments.bankTransactionId} is not null`,
      note: payments.note,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(invoices.year, year))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  const csv = toCsv([
    ["Date", "Invoice number", "Name as billed", "Amount (CHF)", "Source", "Note"],
    ...rows.map((row) => [
      row.paidOn,
      invoiceNumber(row.invoiceYear, row.sequence),
      row.billedName,
      francs(row.amountRappen),
      row.fromBank ? "bank" : "manual",
      row.note,
    ]),
  ]);
  return c.body(csv, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="payments-${year}.csv"`,
    "cache-control": "no-store",
  });
});
