import { cancelInvoiceSchema, feeCorrectionSchema, formatChf, invoiceListQuerySchema, invoiceNumber, manualPaymentSchema, swissToday } from "@ssem/core";
import { Hono } from "hono";
import { emailConfirmed } from "../../accounts/accounts";
import { localeOf } from "../../accounts/person-locale";
import { recordAudit } from "../../audit/audit-log";
import { queueInvoiceMail } from "../invoice-mail";
import { keptRendering } from "../invoice-renders";
import { bookingsOf, lockedInvoice, markRefund, noSuchInvoice, reverseBooking } from "../corrections";
import { bookPayment, cancelInvoice, invoiceById, invoiceExists } from "../invoices";
import { queuePaymentReceipts } from "../payment-receipts";
import type { AppEnv } from "../../http/context";
import { ApiError, validationError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { jsonBody, jsonBodyLimit, pathParams, queryParams, uuidIdParam } from "../../http/validate";
import { invoiceEntry, listInvoices } from "../invoices-query";

const invoicePath = pathParams(uuidIdParam, noSuchInvoice);
const bookingPath = pathParams(uuidIdParam.extend({ paymentId: uuidIdParam.shape.id }), noSuchInvoice);

/** The admin dashboard's Fees tab (issue 23): a year's invoices with totals, and what an admin does with one. Admins only. */
export const adminInvoiceRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/", queryParams(invoiceListQuerySchema), async (c) => c.json(await listInvoices(c.var.deps.db, c.req.valid("query"))))
  // Any invoice, a removed member's and a cancelled one too: the bill as it stands today (paid, or the rest still open).
  .get("/:id/pdf", invoicePath, async (c) => {
    const invoice = await invoiceById(c.var.deps.db, c.req.valid("param").id);
    if (!invoice) throw noSuchInvoice();
    // The bill as the member reads it, in their language: rendered in the worker pool and kept, as the member's own (ADR 032).
    const pdf = await keptRendering("pdf", invoice, c.var.deps.env.billing, await localeOf(c.var.deps.db, invoice.userId)).output;
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="invoice-${invoiceNumber(invoice.year, invoice.sequence)}.pdf"`,
      "cache-control": "no-store",
    });
  })
  // Mark as paid: money that reached the association outside the bank files (cash, a transfer without reference).
  .post("/:id/payments", jsonBody(manualPaymentSchema), invoicePath, async (c) => {
    const { paidOn, amount, note } = c.req.valid("json");
    const { id } = c.req.valid("param");
    if (paidOn > swissToday()) throw validationError({ issues: [{ path: ["paidOn"], message: "The payment date cannot be in the future" }] });
    const actorId = c.var.viewer.userId;
    await c.var.deps.db.transaction(async (tx) => {
      const invoice = await lockedInvoice(tx, id);
      if (invoice.state === "cancelled") throw new ApiError(409, "conflict", `Invoice ${invoice.number} is cancelled: no payment can be recorded on it.`);
      if (invoice.state === "paid") throw new ApiError(409, "conflict", `Invoice ${invoice.number} is already paid in full.`);
      const payment = { invoiceId: id, amountRappen: amount, paidOn, note: note || undefined, recordedBy: actorId };
      await queuePaymentReceipts(tx, c.var.deps.env, [payment], [await bookPayment(tx, payment)]);
      await recordAudit(tx, {
        actorId,
        action: "payment_recorded",
        subjectUserId: invoice.userId,
        details: { invoice: invoice.number, amount: formatChf(amount) },
      });
    });
    c.var.deps.notifyMailQueued();
    return c.json((await invoiceEntry(c.var.deps.db, id))!, 201);
  })
  // The invoice's bookings, for reversing one (issue 39).
  .get("/:id/payments", invoicePath, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await invoiceExists(c.var.deps.db, id))) throw noSuchInvoice();
    return c.json({ bookings: await bookingsOf(c.var.deps.db, id) });
  })
  .post("/:id/payments/:paymentId/reverse", jsonBody(feeCorrectionSchema), bookingPath, async (c) => {
    const { id, paymentId } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    await c.var.deps.db.transaction((tx) => reverseBooking(tx, { invoiceId: id, paymentId, reason, actorId: c.var.viewer.userId }));
    return c.json((await invoiceEntry(c.var.deps.db, id))!);
  })
  .post("/:id/refund", jsonBody(feeCorrectionSchema), invoicePath, async (c) => {
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    await c.var.deps.db.transaction((tx) => markRefund(tx, { invoiceId: id, reason, actorId: c.var.viewer.userId }));
    return c.json((await invoiceEntry(c.var.deps.db, id))!);
  })
  .post("/:id/cancel", jsonBody(cancelInvoiceSchema), invoicePath, async (c) => {
    const { reason } = c.req.valid("json");
    const { id } = c.req.valid("param");
    const actorId = c.var.viewer.userId;
    await c.var.deps.db.transaction(async (tx) => {
      const invoice = await lockedInvoice(tx, id);
      if (invoice.state === "cancelled") throw new ApiError(409, "conflict", `Invoice ${invoice.number} is already cancelled.`);
      if (invoice.state === "paid") throw new ApiError(409, "conflict", `Invoice ${invoice.number} is paid and cannot be cancelled.`);
      await cancelInvoice(tx, { id, reason });
      await recordAudit(tx, { actorId, action: "invoice_cancelled", subjectUserId: invoice.userId, details: { invoice: invoice.number, reason } });
    });
    return c.json((await invoiceEntry(c.var.deps.db, id))!);
  })
  // Takes no body, but like every endpoint refuses an oversized one rather than let it in unread.
  .post("/:id/resend", jsonBodyLimit, invoicePath, async (c) => {
    const { id } = c.req.valid("param");
    const actorId = c.var.viewer.userId;
    await c.var.deps.db.transaction(async (tx) => {
      const invoice = await lockedInvoice(tx, id);
      if (invoice.state === "cancelled") throw new ApiError(409, "conflict", `Invoice ${invoice.number} is cancelled: there is nothing to pay.`);
      if (invoice.state === "paid") throw new ApiError(409, "conflict", `Invoice ${invoice.number} is already paid in full.`);
      if (!invoice.userId || !invoice.billedEmail) throw new ApiError(409, "conflict", `The member of invoice ${invoice.number} was removed: there is no address to send it to.`);
      // The bill carries the name the applicant typed: it goes to an address only once its owner confirmed it.
      if (!(await emailConfirmed(tx, invoice.userId))) throw new ApiError(409, "conflict", `The address of invoice ${invoice.number} is not confirmed yet: the invoice goes out once it is.`);
      await queueInvoiceMail(tx, c.var.deps.env, invoice);
      await recordAudit(tx, { actorId, action: "invoice_resent", subjectUserId: invoice.userId, details: { invoice: invoice.number } });
    });
    c.var.deps.notifyMailQueued();
    return c.json((await invoiceEntry(c.var.deps.db, id))!);
  });
