import { type AuditDetails, baseLocale, type NoDetails, signInLink } from "@ssem/core";
import { eq } from "drizzle-orm";
import { type AuditEntry, recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import { profiles, user } from "../db/schema";
import type { Env } from "../env";
import { fullName } from "../mail/board";
import { enqueueMail } from "../mail/outbox";
import { type SecurityChange, securityNoticeMail } from "../mail/templates";

/**
 * Records a change a member made to their own sign-in (issue 39, ADR 027): an audit entry, and a notice
 * mailed to the account's address in the member's language, so that a change made by whoever holds a
 * session or the password does not go unnoticed. Call it in the transaction of the change (or, where
 * better-auth made the change, right after it); the caller nudges the mail worker after commit.
 */
export async function recordSecurityChange<Change extends SecurityChange>(
  tx: Database,
  env: Pick<Env, "publicUrl">,
  userId: string,
  change: Change,
  ...details: AuditDetails[Change] extends NoDetails ? [] : [AuditDetails[Change]]
): Promise<void> {
  const [member] = await tx
    .select({ email: user.email, firstName: profiles.firstName, lastName: profiles.lastName, locale: profiles.locale })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!member) return;
  const locale = member.locale ?? baseLocale;
  const notice = securityNoticeMail(member.email, change, {
    at: new Date(),
    name: fullName(member.firstName ?? null, member.lastName ?? null),
    signInLink: signInLink(env.publicUrl, locale),
    locale,
  });
  await enqueueMail(tx, notice);
  const entry: AuditEntry<SecurityChange> = { actorId: userId, action: change, subjectUserId: userId, details: details[0] ?? {} };
  await recordAudit(tx, entry);
}
