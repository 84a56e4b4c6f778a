import { endMembershipSchema } from "@ssem/core";
import { Hono } from "hono";
import { endMembership, previewMembershipEnd } from "../membership-end";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { jsonBody, pathParams, uuidIdParam } from "../../http/validate";

const memberPath = pathParams(uuidIdParam, () => new ApiError(404, "not_found", "There is no such member."));

/**
 * Ending an unpaid membership (ADR 019): the preview names the person and the invoices it cancels;
 * the end is the admin's decision, confirmed in a dialog. Admins only.
 */
export const adminMembershipRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/:id", memberPath, async (c) => c.json(await previewMembershipEnd(c.var.deps.db, c.req.valid("param").id)))
  .post("/:id/end", jsonBody(endMembershipSchema), memberPath, async (c) => {
    const { reason } = c.req.valid("json");
    const userId = c.req.valid("param").id;
    if (userId === c.var.viewer.userId) throw new ApiError(400, "own_account", "You cannot end your own membership. Ask another admin.");
    const outcome = await c.var.deps.db.transaction((tx) => endMembership(tx, { actorId: c.var.viewer.userId, userId, reason }));
    return c.json({ status: "ended" as const, ...outcome });
  });
