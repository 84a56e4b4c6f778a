import { csvLanguageQuery, csvMoney, feeYearSchema, invoiceNumber, m, toCsv } from "@ssem/core";
import { Hono } from "hono";
import { z } from "zod";
import { type PaymentRow, paymentsOfYear } from "../payments-of-year";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { queryParams } from "../../http/validate";

/**
 * The membership year whose payments are exported, as the Fees tab shows it: the CSV's amounts add
 * up to the year's paid total there (a payment received in December for next year's fee belongs to
 * next year's list; its date is in the CSV for the books).
 */
const paymentsExportQuerySchema = z.object({ year: feeYearSchema, ...csvLanguageQuery });


/**
 * How the Source column names each kind of row, in the downloading admin's language: the words the Fees tab's
 * dialogs use for the CSV ("listed as to refund in the payments CSV").
 */
const sourceNames = {
  bank: m.csv_payment_source_bank,
  manual: m.csv_payment_source_manual,
  reversal: m.csv_payment_source_reversal,
  refund: m.csv_payment_source_refund,
  dismissed: m.csv_payment_source_dismissed,
} satisfies Record<PaymentRow["source"], unknown>;

/** The header line, in the treasurer's language. */
const paymentsHeader = [
  m.csv_payment_date,
  m.csv_payment_invoice_number,
  m.csv_payment_billed_name,
  m.csv_payment_amount,
  m.csv_payment_source,
  m.csv_payment_bank_reference,
  m.csv_payment_payer,
  m.csv_payment_payer_iban,
  m.csv_payment_bank_file,
  m.csv_payment_note,
];

/**
 * The treasurer's export (issue 23, issue 39): every payment booked to a year's invoices, with the
 * invoice it paid and where it came from (a bank file with the bank's reference, the payer's name
 * and IBAN and the file's name, or marked paid by hand); an admin's corrections (a reversed
 * booking, an amount to refund) as negative rows with their reason, a reversal carrying its
 * booking's bank details; and the bank payments of that calendar year dismissed as not a fee,
 * without an invoice. Reversals are negative. Rows of a day come in the order they were booked,
 * then by invoice number, so two downloads are the same file. Admins only.
 */
export const feePaymentRoutes = new Hono<AppEnv>().use(requireAccess("admin")).get("/", queryParams(paymentsExportQuerySchema), async (c) => {
  const { year, lang: locale } = c.req.valid("query");
  const rows = await paymentsOfYear(c.var.deps.db, year);
  const csv = toCsv([
    paymentsHeader.map((header) => header({}, { locale })),
    ...rows.map((row) => [
      row.day,
      row.year && row.sequence ? invoiceNumber(row.year, Number(row.sequence)) : null,
      row.billed_name,
      csvMoney(row.amount_rappen),
      sourceNames[row.source]({}, { locale }),
      row.bank_reference,
      row.debtor_name,
      row.debtor_iban,
      row.file_name,
      row.note,
    ]),
  ]);
  return c.body(csv, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="payments-${year}.csv"`,
    "cache-control": "no-store",
  });
});
