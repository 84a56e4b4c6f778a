import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { session, user, verification } from "../db/schema";

/**
 * Whose password step waits for its second factor: `identifier` names better-auth's verification row of the
 * step (valid ten minutes), whose value is the user id. Null once it has expired, or for a row nobody has.
 */
export async function passwordStepOwner(db: Database, identifier: string): Promise<{ userId: string; email: string } | null> {
  const [found] = await db
    .select({ userId: user.id, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())));
  return found ?? null;
}

export async function endSessionsOpenedBefore(db: Database, userId: string, before: Date) {
  await db.delete(session).where(and(eq(session.userId, userId), lt(session.createdAt, before)));
}
