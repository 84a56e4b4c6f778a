import { type AuditAction, type AuditLogEntry, auditLogQuerySchema, REMOVED_MEMBER } from "@ssem/core";
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import { auditLog, profiles } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { queryParams } from "../../http/validate";

/** Actions that are about a person: when the subject id is null, that person has been removed. */
const actionsWithSubject: ReadonlySet<AuditAction> = new Set([
  "member_approved",
  "member_rejected",
  "role_changed",
  "member_removed",
  "member_reapproved",
  "profile_corrected",
  "invite_resent",
  "confirmation_resent",
]);

const actor = alias(profiles, "actor");
const subject = alias(profiles, "subject");
/** A person's name as the log shows it now: from their profile, or their address if they gave no name. */
const nameOf = (person: typeof actor | typeof subject, as: string) =>
  sql<string | null>`nullif(trim(coalesce(${person.firstName}, '') || ' ' || coalesce(${person.lastName}, '')), '')`.as(as);

/** GET /api/admin/audit-log: newest first; names are looked up now, so a removed person has none. */
export const auditLogRoutes = new Hono<AppEnv>().use(requireAccess("admin")).get("/", queryParams(auditLogQuerySchema), async (c) => {
  const { page, pageSize, subject: subjectId } = c.req.valid("query");
  const { db } = c.var.deps;
  const about = subjectId === undefined ? undefined : eq(auditLog.subjectUserId, subjectId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, details: auditLog.details, actorName: nameOf(actor, "actor_name"), actorEmail: actor.email, subjectName: nameOf(subject, "subject_name"), subjectEmail: subject.email })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
      .where(about)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(about),
  ]);
  const entries: AuditLogEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actorName: row.actorName ?? row.actorEmail ?? REMOVED_MEMBER,
    subjectName: row.subjectName ?? row.subjectEmail ?? (actionsWithSubject.has(row.action) ? REMOVED_MEMBER : null),
    details: row.details,
  }));
  return c.json({ entries, total: counted?.total ?? 0, page, pageSize });
});
