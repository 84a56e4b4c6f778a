import { invoiceNumber, invoiceState, isTestIban, type MemberInvoice, type MemberInvoices } from "@ssem/core";
import { Hono } from "hono";
import { formatIBAN, formatReference } from "swissqrbill/utils";
import type { Context } from "hono";
import { localeOf } from "../../accounts/person-locale";
import { rateLimits } from "../../auth/rate-limit";
import type { AppEnv } from "../../http/context";
import { notModified } from "../../http/conditional";
import { ApiError } from "../../http/errors";
import { pathParams, uuidIdParam } from "../../http/validate";
import { outstandingRappen } from "../invoice-pdf";
import { keptRendering, renderingVersion } from "../invoice-renders";
import { type Invoice, invoiceOfMember, invoicesOfMember } from "../invoices";
import type { BillingConfig } from "../billing-config";
import { perMemberLimit } from "../../http/per-member-limit";

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
            qrUrl: `/api/me/invoices/${invoice.id}/qr.svg`,
            creditorName: billing.creditor.name,
            iban: formatIBAN(invoice.iban),
            referenceType: invoice.referenceType,
            reference: formatReference(invoice.reference),
          }
        : null,
  };
}

/** The viewer's own invoice named by the path, or the 404 that any other id gets. */
async function ownInvoice(c: Context<AppEnv>, id: string) {
  const { db } = c.var.deps;
  const invoice = await invoiceOfMember(db, { id, userId: c.var.viewer.userId });
  if (!invoice) throw noSuchInvoice();
  return { invoice, locale: await localeOf(db, invoice.userId) };
}

const downloads = perMemberLimit("invoice-downloads:member", rateLimits.invoiceDownloadsPerMember);

/**
 * The signed-in member's own invoices (issue 23): the list for the dashboard's fee card, and each
 * bill as PDF and its QR code as SVG, rendered in the worker pool and kept per version (issue 39).
 * Mounted inside meRoutes, whose requireAccess("signedIn") has set the viewer; every query is bound
 * to the viewer's id, which is the owner check. Each is limited per member.
 */
export const meInvoiceRoutes = new Hono<AppEnv>()
  .get("/", perMemberLimit("invoice-lists:member", rateLimits.invoiceListsPerMember), async (c) => {
    const { db, env } = c.var.deps;
    const rows = await invoicesOfMember(db, c.var.viewer.userId);
    const paidDays = rows.flatMap((row) => (row.paidOn ? [row.paidOn] : [])).sort();
    const body: MemberInvoices = { invoices: rows.map((row) => memberInvoice(row, env.billing)), memberSince: paidDays[0] ?? null };
    c.header("cache-control", "no-store");
    return c.json(body);
  })
  .get("/:id/pdf", pathParams(uuidIdParam, noSuchInvoice), downloads, async (c) => {
    const { invoice, locale } = await ownInvoice(c, c.req.valid("param").id);
    const pdf = await keptRendering("pdf", invoice, c.var.deps.env.billing, locale).output;
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="invoice-${invoiceNumber(invoice.year, invoice.sequence)}.pdf"`,
      "cache-control": "no-store",
    });
  })
  /**
   * The QR code for the dashboard: a request of its own (the list stays small), answered from the kept
   * rendering, and with 304 while the browser holds this version. An invoice with nothing to pay has none.
   */
  .get("/:id/qr.svg", pathParams(uuidIdParam, noSuchInvoice), downloads, async (c) => {
    const { invoice, locale } = await ownInvoice(c, c.req.valid("param").id);
    if (outstandingRappen(invoice) === 0) throw noSuchInvoice();
    const { billing } = c.var.deps.env;
    const headers = { etag: `"${renderingVersion("qr-svg", invoice, billing, locale)}"`, "cache-control": "private, no-cache" };
    // Weakly compared: a proxy that compresses the SVG (nginx) makes the tag weak.
    if (notModified({ ifNoneMatch: c.req.header("if-none-match") }, headers)) return c.body(null, 304, headers);
    return c.body(await keptRendering("qr-svg", invoice, billing, locale).output, 200, { ...headers, "content-type": "image/svg+xml; charset=utf-8" });
  });
