import { and, eq } from "drizzle-orm";
import { verifyPassword } from "./password";
import { type CounterStore, rateLimits, resetCounter, takeTurn } from "./rate-limit";
import { account } from "../db/schema";
import { ApiError } from "../http/errors";
import { tooManyRequests } from "../http/rate-limited";

const scope = "current-password:account";

/**
 * Refuses with 400 unless `password` is the member's own: what a password change and the data
 * download ask for, so that a session left open on a shared computer is not enough. A turn is
 * taken before the check, as at sign-in (ADR 005), and given back when the password was right.
 */
export async function requireCurrentPassword(store: CounterStore, userId: string, password: string): Promise<void> {
  const turn = await takeTurn(store, scope, userId, rateLimits.currentPasswordPerAccount);
  if (!turn.allowed) throw tooManyRequests(turn.retryAfterSeconds, "Too many password attempts. Please wait {wait} and try again.");
  const [credential] = await store.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!credential?.password || !(await verifyPassword({ hash: credential.password, password }))) {
    throw new ApiError(400, "wrong_password", "The current password is not correct.");
  }
  await resetCounter(store, scope, userId);
}
