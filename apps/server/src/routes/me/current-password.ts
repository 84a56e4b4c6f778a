import { and, eq } from "drizzle-orm";
import { verifyPassword } from "../../auth/password";
import type { Database } from "../../db/client";
import { account } from "../../db/schema";
import { ApiError } from "../../http/errors";

/**
 * Refuses with 400 unless `password` is the member's own: what a password change and the data
 * download ask for, so that a session left open on a shared computer is not enough.
 */
export async function requireCurrentPassword(db: Database, userId: string, password: string): Promise<void> {
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!credential?.password || !(await verifyPassword({ hash: credential.password, password }))) {
    throw new ApiError(400, "wrong_password", "The current password is not correct.");
  }
}
