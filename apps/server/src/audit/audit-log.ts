import type { AuditAction, AuditDetails, NoDetails } from "@ssem/core";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

/**
 * One admin action as it is recorded. `details` has the shape its action declares in core
 * (`AuditDetails`): what the log needs to read the entry later, never personal data (ADR 012).
 */
export type AuditEntry<Action extends AuditAction> = {
  /** The signed-in person who acted (an admin, or a member on their own account); null for the server's housekeeping. */
  actorId: string | null;
  action: Action;
  /** The person the action was about, if any (a member approved, given a role, billed). */
  subjectUserId?: string | null;
} & (AuditDetails[Action] extends NoDetails ? { details?: undefined } : { details: AuditDetails[Action] });

/** Records an action; call it with the transaction of the action, so both commit or neither. */
export async function recordAudit<Action extends AuditAction>(tx: Database, entry: AuditEntry<Action>): Promise<void> {
  await tx.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, subjectUserId: entry.subjectUserId ?? null, details: entry.details ?? {} });
}
