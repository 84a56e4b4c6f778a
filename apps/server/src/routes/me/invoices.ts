import { invoiceNumber, invoiceState, isTestIban, type MemberInvoice, type MemberInvoices } from "@ssem/core";
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { formatIBAN, formatReference } from "swissqrbill/utils";
import { localeOf } from "../../accounts/person-locale";
import { invoices } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { pathParams, uuidIdParam } from "../../http/validate";
import { invoiceQrSvg, outstandingRappen, renderInvoicePdf } from "../../fees/invoice-pdf";
import type { Invoice } from "../../fees/invoices";
import type { BillingConfig } from "../../fees/billing-config";

/** Another member's invoice and an id nobody has get the same answer: nobody learns which invoices exist. */
const noSuchInvoice = () => new ApiError(404, "not_found", "There is no such invoice.");

function memberInvoice(invoice: Invoice, billing: BillingConfig): MemberInvoice {
  const outstanding = outstandingRappen(invoice);
  return {
    id: invoice.id,
    number: invoiceNumber(invoice.year, invoice.sequence),
    year: invoice.year,
    amountRappen: invoice.amountRappen,
    paidRappen: invoice.paidRappen,
    outstandingRappen: outstanding,
    state: invoiceState(invoice),
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    paidOn: invoice.paidOn,
    testAccount: isTestIban(invoice.iban),
    pdfUrl: `/api/me/invoices/${invoice.id}/pdf`,
    payment:
      outstanding > 0
        ? {
            qrSvg: invoiceQrSvg(invoice, billing),
            creditorName: billing.creditor.name,
            iban: formatIBAN(invoice.iban),
            referenceType: invoice.referenceType,
            reference: formatReference(invoice.reference),
          }
        : null,
  };
}

/**
 * The signed-in member's own invoices (issue 23): the list for the dashboard's fee card and each
 * bill as PDF. Mounted inside meRoutes, whose requireAccess("signedIn") has set the viewer; every
 * query is bound to the viewer's id, which is the owner check.
 */
export const meInvoiceRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { db, env } = c.var.deps;
    const rows = await db.select().from(invoices).where(eq(invoices.userId, c.var.viewer.userId)).orderBy(desc(invoices.year), desc(invoices.sequence));
    const paidDays = rows.flatMap((row) => (row.paidOn ? [row.paidOn] : [])).sort();
    const body: MemberInvoices = { invoices: rows.map((row) => memberInvoice(row, env.billing)), memberSince: paidDays[0] ?? null };
    c.header("cache-control", "no-store");
    return c.json(body);
  })
  .get("/:id/pdf", pathParams(uuidIdParam, noSuchInvoice), async (c) => {
    const { db, env } = c.var.deps;
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, c.req.valid("param").id), eq(invoices.userId, c.var.viewer.userId)));
    if (!invoice) throw noSuchInvoice();
    const pdf = await renderInvoicePdf(invoice, env.billing, await localeOf(db, invoice.userId));
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="invoice-${invoiceNumber(invoice.year, invoice.sequence)}.pdf"`,
      "cache-control": "no-store",
    });
  });
