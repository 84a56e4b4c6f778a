import type { AuditAction } from "@ssem/core";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

export type AuditEntry = {
  /** The signed-in admin who acted. */
  actorId: string;
  action: AuditAction;
  /** The person the action was about, if any (a member approved, removed, given a role). */
  subjectUserId?: string | null;
  /** What the action needs to be understood, never personal data: a role, a file name, counts. */
  details?: Record<string, string | number>;
};

/** Records an admin action; call it with the transaction of the action, so both commit or neither. */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, subjectUserId: entry.subjectUserId ?? null, details: entry.details ?? {} });
}
