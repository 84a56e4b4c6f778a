import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema";

export type RateLimitRule = { limit: number; windowMs: number };

export const rateLimits = {
  signInPerIp: { limit: 30, windowMs: 15 * 60_000 },
  signInPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  emailRequestsPerIp: { limit: 30, windowMs: 15 * 60_000 },
  emailRequestsPerAddress: { limit: 3, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/** Counter keys are hashed: an e-mail address or IP must not sit in a table for no reason. */
const counterKey = (scope: string, value: string) => createHash("sha256").update(`${scope}:${value}`).digest("hex");

/**
 * Counts one event in a fixed window and tells whether it is still within the limit.
 * One atomic upsert, so concurrent requests from several processes count correctly.
 */
export async function countEvent(db: Database, scope: string, value: string, rule: RateLimitRule) {
  const key = counterKey(scope, value);
  const windowStart = new Date(Date.now() - rule.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowStartedAt: new Date() })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowStartedAt} < ${windowStart} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimitCounters.windowStartedAt} < ${windowStart} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning();
  const retryAfterSeconds = Math.max(1, Math.ceil((row!.windowStartedAt.getTime() + rule.windowMs - Date.now()) / 1000));
  return { allowed: row!.count <= rule.limit, retryAfterSeconds };
}

/** Whether the limit is already used up, without counting. */
export async function isLimited(db: Database, scope: string, value: string, rule: RateLimitRule) {
  const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, counterKey(scope, value)));
  if (!row || row.windowStartedAt.getTime() < Date.now() - rule.windowMs) return false;
  return row.count >= rule.limit;
}

export async function resetCounter(db: Database, scope: string, value: string) {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, counterKey(scope, value)));
}
