import { assignPaymentSchema, feeCorrectionSchema, unmatchedPaymentsQuerySchema } from "@ssem/core";
import { Hono } from "hono";
import { dismissPayment } from "../corrections";
import { assignPayment, noSuchPayment, unmatchedPaymentsPage } from "../unmatched-payments";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { jsonBody, pathParams, queryParams, uuidIdParam } from "../../http/validate";

/**
 * /api/admin/fees/unmatched-payments (admins): credits of the bank's files that no invoice's
 * reference matched, with suggestions, and assigning one to an invoice (booked, audit-logged).
 */
export const unmatchedPaymentRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/", queryParams(unmatchedPaymentsQuerySchema), async (c) => c.json(await unmatchedPaymentsPage(c.var.deps.db, c.req.valid("query").page)))
  // Not a fee (issue 39): a donation, a payment from another account's file.
  .post("/:id/dismiss", jsonBody(feeCorrectionSchema), pathParams(uuidIdParam, noSuchPayment), async (c) => {
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    await c.var.deps.db.transaction((tx) => dismissPayment(tx, { transactionId: id, reason, actorId: c.var.viewer.userId }));
    return c.json({ id, dismissed: true });
  })
  .post("/:id/assign", jsonBody(assignPaymentSchema), pathParams(uuidIdParam, noSuchPayment), async (c) => {
    const { id } = c.req.valid("param");
    const { invoiceId } = c.req.valid("json");
    const assigned = await c.var.deps.db.transaction((tx) => assignPayment(tx, c.var.deps.env, { id, invoiceId, actorId: c.var.viewer.userId }));
    c.var.deps.notifyMailQueued();
    return c.json(assigned);
  });
