import { type AssignableRole, type BulkAction, bulkActionSchema, type BulkOutcome, type BulkResult } from "@ssem/core";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { jsonBody } from "../../http/validate";
import { applyDecision } from "../decisions";
import { changeRole, removeMember } from "../member-actions";

type Request = { deps: AppDeps; actorId: string; role: AssignableRole };

/** The single-person action behind each bulk action, and what it reports when it went through. */
const actions: Record<BulkAction, (request: Request, userId: string) => Promise<BulkOutcome>> = {
  approve: async ({ deps, actorId }, userId) => ((await applyDecision(deps, actorId, userId, "approve")) ? "approved" : "already_decided"),
  reject: async ({ deps, actorId }, userId) => ((await applyDecision(deps, actorId, userId, "reject")) ? "rejected" : "already_decided"),
  role: async ({ deps, actorId, role }, userId) => {
    await changeRole(deps.db, actorId, userId, role);
    return "role_changed";
  },
  remove: async ({ deps, actorId }, userId) => {
    await removeMember(deps.db, actorId, userId);
    return "removed";
  },
};

/** A refusal of the single-person action, as the person's line in the report; anything else is a fault. */
function refusal(action: BulkAction, error: unknown): BulkOutcome {
  if (!(error instanceof ApiError)) throw error;
  if (error.code === "not_found" || error.code === "last_admin" || error.code === "own_account") return error.code;
  // The one conflict of a decision is an application decided before; the one of a role, a person not approved.
  if (error.code === "conflict") return action === "role" ? "not_approved" : "already_decided";
  throw error;
}

/**
 * Bulk actions of the member table (ADR 021): each person in their own transaction, through the same
 * function as the single-person endpoint, so one refusal (the last admin, a decided application)
 * stops nobody else. The answer says per person what happened, in the order asked.
 */
export const memberBulkRoutes = new Hono<AppEnv>().use(requireAccess("admin")).post("/", jsonBody(bulkActionSchema), async (c) => {
  const body = c.req.valid("json");
  // The schema holds a role exactly when the action is a role change; the other actions never read it.
  const request: Request = { deps: c.var.deps, actorId: c.var.viewer.userId, role: body.role ?? "member" };
  const results: BulkResult["results"] = [];
  for (const id of body.ids) {
    const outcome = await actions[body.action](request, id).catch((error: unknown) => refusal(body.action, error));
    results.push({ id, outcome });
  }
  return c.json({ results } satisfies BulkResult);
});
