import type { AssignableRole } from "@ssem/core";
import { and, eq } from "drizzle-orm";
import { deleteMember, lockAdminChanges, otherAdminCount, setRole } from "../accounts/accounts";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import { profiles, user, userRoles } from "../db/schema";
import { ApiError } from "../http/errors";
import { noSuchMember } from "./decisions";

/**
 * Role changes and removal of one person, each in its own transaction (decisions are in
 * decisions.ts): the single-person endpoints and the bulk endpoint (bulk.ts) both call these, so a
 * rule holds the same way for one person or a hundred. A refusal is an ApiError; the bulk endpoint
 * reports it for that person and goes on.
 */

/** Gives an approved member the role (replacing theirs); never the admin's own, never the last admin's. */
export async function changeRole(db: Database, actorId: string, userId: string, role: AssignableRole) {
  if (userId === actorId) throw new ApiError(400, "own_account", "You cannot change your own role. Ask another admin.");
  await db.transaction(async (tx) => {
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
}

/** Deletes a person completely (ADR 012); never the admin's own account, never the last admin. */
export async function removeMember(db: Database, actorId: string, userId: string) {
  if (userId === actorId) throw new ApiError(400, "own_account", "You cannot remove your own account. Ask another admin.");
  await db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const isAdmin = await tx.select({ role: userRoles.role }).from(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
    if (isAdmin.length > 0 && (await otherAdminCount(tx, userId)) === 0) {
      throw new ApiError(409, "last_admin", "The last admin cannot be removed. Make another member admin first.");
    }
    if (!(await deleteMember(tx, userId))) throw noSuchMember();
    // Without a subject: the person is gone, and the entry says a member was removed, not who (ADR 012).
    await recordAudit(tx, { actorId, action: "member_removed" });
  });
}
