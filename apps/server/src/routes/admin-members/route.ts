import { memberListQuerySchema, roleChangeSchema } from "@ssem/core";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { deleteMember, lockAdminChanges, otherAdminCount, setRole } from "../../accounts/accounts";
import { recordAudit } from "../../audit/audit-log";
import { profiles, user, userRoles } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { jsonBody, jsonBodyLimit, queryParams } from "../../http/validate";
import { decide, memberPath, noSuchMember } from "./decisions";
import { membersCsv } from "./member-csv";
import { allMembers, listMembers } from "./members-query";

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
  .post("/:id/approve", jsonBodyLimit, memberPath, async (c) => c.json(await decide(c.var.deps, c.var.viewer.userId, c.req.valid("param").id, "approve")))
  .post("/:id/reject", jsonBodyLimit, memberPath, async (c) => c.json(await decide(c.var.deps, c.var.viewer.userId, c.req.valid("param").id, "reject")))
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
