import { isPrintableLine, memberListQuerySchema, roleChangeSchema, signInLink, swissToday } from "@ssem/core";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { type Decision, decideMembership, deleteMember, lockAdminChanges, otherAdminCount, setRole } from "../../accounts/accounts";
import { recordAudit } from "../../audit/audit-log";
import type { Database } from "../../db/client";
import { queueInvoiceMail } from "../../fees/invoice-mail";
import { billingYear, issueInvoices } from "../../fees/invoices";
import { profiles, user, userRoles } from "../../db/schema";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { jsonBody, jsonBodyLimit, pathParams, queryParams } from "../../http/validate";
import { enqueueMail } from "../../mail/outbox";
import { membershipApprovedMail, membershipRejectedMail } from "../../mail/templates";
import { membersCsv } from "./member-csv";
import { allMembers, listMembers } from "./members-query";

const noSuchMember = () => new ApiError(404, "not_found", "There is no such member.");

/**
 * The person a path names. No account's id holds a control character, and PostgreSQL refuses a
 * NUL in a query outright (a 500), so such an id is nobody before any query is sent.
 */
const memberIdParam = z.object({ id: z.string().refine(isPrintableLine) });
const memberPath = pathParams(memberIdParam, noSuchMember);

async function decide(deps: AppDeps, actorId: string, userId: string, decision: Decision) {
  const changed = await deps.db.transaction(async (tx) => {
    const outcome = await decideMembership(tx, userId, decision);
    if (!outcome) throw noSuchMember();
    if ("conflict" in outcome) throw new ApiError(409, "conflict", "This application has already been decided.");
    if (!outcome.changed) return false;
    const mail = decision === "approved" ? membershipApprovedMail(outcome.email, signInLink(deps.env.publicUrl)) : membershipRejectedMail(outcome.email);
    await enqueueMail(tx, mail);
    if (decision === "approved") await billNewMember(tx, deps.env, userId);
    await recordAudit(tx, { actorId, action: decision === "approved" ? "member_approved" : "member_rejected", subjectUserId: userId });
    return true;
  });
  if (changed) deps.notifyMailQueued();
  return { status: decision };
}

/**
 * Approval bills the year at once (issue 23): the invoice is made in the approval's transaction and
 * mailed with it, unless the address is not confirmed yet. The bill carries the name the applicant
 * typed, so it waits for the confirmation (routes/account), which sends it.
 */
async function billNewMember(tx: Database, env: AppDeps["env"], userId: string) {
  const today = swissToday();
  const [invoice] = await issueInvoices(tx, env.billing, { userIds: [userId], year: billingYear(today), issuedOn: today });
  if (!invoice) return;
  const [owner] = await tx.select({ confirmed: user.emailVerified }).from(user).where(eq(user.id, userId));
  if (owner?.confirmed) await queueInvoiceMail(tx, env, invoice);
}

/** The admin dashboard's member management (issue 13): lists, decisions, roles, removal, export. Admins only. */
export const adminMemberRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/", queryParams(memberListQuerySchema), async (c) => c.json(await listMembers(c.var.deps.db, c.req.valid("query"))))
  .get("/export", queryParams(memberListQuerySchema.omit({ page: true, pageSize: true })), async (c) => {
    const rows = await allMembers(c.var.deps.db, c.req.valid("query"));
    const csv = membersCsv(rows);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="members.csv"',
      "cache-control": "no-store",
    });
  })
  // These take no body, but like every endpoint refuse an oversized one rather than let it in unread.
  .post("/:id/approve", jsonBodyLimit, memberPath, async (c) => c.json(await decide(c.var.deps, c.var.viewer.userId, c.req.valid("param").id, "approved")))
  .post("/:id/reject", jsonBodyLimit, memberPath, async (c) => c.json(await decide(c.var.deps, c.var.viewer.userId, c.req.valid("param").id, "rejected")))
  .put("/:id/role", jsonBody(roleChangeSchema), memberPath, async (c) => {
    const { role } = c.req.valid("json");
    const userId = c.req.valid("param").id;
    const actorId = c.var.viewer.userId;
    if (userId === actorId) throw new ApiError(400, "own_account", "You cannot change your own role. Ask another admin.");
    await c.var.deps.db.transaction(async (tx) => {
      await lockAdminChanges(tx);
      const current = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
      const [person] = await tx.select({ status: profiles.status }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
      if (!person) throw noSuchMember();
      // Role and status must agree: a member role on a pending or rejected person would give member
      // access to someone the lists show as not admitted. Approving is the way in.
      if (person.status !== "approved") throw new ApiError(409, "conflict", "Only approved members can be given a role. Approve the application first.");
      const wasAdmin = current.some((row) => row.role === "admin");
      if (wasAdmin && role !== "admin" && (await otherAdminCount(tx, userId)) === 0) {
        throw new ApiError(409, "last_admin", "The last admin cannot be demoted. Make another member admin first.");
      }
      await setRole(tx, userId, role);
      await recordAudit(tx, { actorId, action: "role_changed", subjectUserId: userId, details: { role } });
    });
    return c.json({ role });
  })
  .delete("/:id", jsonBodyLimit, memberPath, async (c) => {
    const userId = c.req.valid("param").id;
    const actorId = c.var.viewer.userId;
    if (userId === actorId) throw new ApiError(400, "own_account", "You cannot remove your own account. Ask another admin.");
    await c.var.deps.db.transaction(async (tx) => {
      await lockAdminChanges(tx);
      const isAdmin = await tx.select({ role: userRoles.role }).from(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
      if (isAdmin.length > 0 && (await otherAdminCount(tx, userId)) === 0) {
        throw new ApiError(409, "last_admin", "The last admin cannot be removed. Make another member admin first.");
      }
      if (!(await deleteMember(tx, userId))) throw noSuchMember();
      // Without a subject: the person is gone, and the entry says a member was removed, not who (ADR 012).
      await recordAudit(tx, { actorId, action: "member_removed" });
    });
    return c.json({ status: "removed" as const });
  });
