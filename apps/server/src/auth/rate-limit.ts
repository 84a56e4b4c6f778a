import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema";
import type { Env } from "../env";

/** At most `limit` events per fixed window. */
export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Growing delays instead of a hard lock: the first `freeAttempts` go through at once, each later
 * one waits twice as long as the one before (from `firstDelayMs`, at most `maxDelayMs`). The
 * counter starts over after `windowMs` without an attempt.
 */
export type BackoffRule = { freeAttempts: number; firstDelayMs: number; maxDelayMs: number; windowMs: number };

export const rateLimits = {
  signInPerIp: { limit: 30, windowMs: 15 * 60_000 },
  signInPerAccount: { freeAttempts: 5, firstDelayMs: 5000, maxDelayMs: 15 * 60_000, windowMs: 15 * 60_000 },
  signInPerDevice: { freeAttempts: 5, firstDelayMs: 5000, maxDelayMs: 15 * 60_000, windowMs: 15 * 60_000 },
  /**
   * Every wrong password, code or passkey of one account, known devices included (ADR 031): at most 80 an hour,
   * however many device cookies or addresses. Above the 13 a stranger gets through the account's backoff in any
   * 15 minutes, so a stranger alone cannot use it up and shut out the owner's known browser.
   */
  signInCeilingPerAccount: { limit: 20, windowMs: 15 * 60_000 },
  /**
   * The password re-entered in the member area (a password change, the data download): guessing it
   * with a session left open stays as slow as signing in. Only the session's holder reaches it, so
   * a stranger cannot slow the owner down.
   */
  currentPasswordPerAccount: { freeAttempts: 5, firstDelayMs: 5000, maxDelayMs: 15 * 60_000, windowMs: 15 * 60_000 },
  emailRequestsPerIp: { limit: 30, windowMs: 15 * 60_000 },
  /**
   * The sign-in page's passkey button: anyone may ask, and each challenge is a row until it expires (five minutes).
   * Twice the failed sign-ins an IP may have, for a household or a class behind one address.
   */
  passkeyChallengesPerIp: { limit: 60, windowMs: 15 * 60_000 },
  emailRequestsPerAddress: { limit: 3, windowMs: 15 * 60_000 },
  // Anyone may subscribe any address, so each request can mail a stranger: fewer per IP than the forms
  // that need an account or an application (a person subscribes once; a few typos are fine).
  mailingListRequestsPerIp: { limit: 5, windowMs: 15 * 60_000 },
  /** Each request mails the board and the member: a member's burst must not flood either inbox. */
  rideAlongRequestsPerMember: { limit: 5, windowMs: 15 * 60_000 },
  // Rotation reviews from one address: a class behind one network can still post theirs, a script cannot flood the board.
  // The same 15-minute window as the others, so housekeeping and the privacy policy's "15 minutes" hold for every counter.
  reviewsPerIp: { limit: 10, windowMs: 15 * 60_000 },
  /** "Send a test to me" mails only the admin, but each click is a mail: a few tries of a draft, not a stream. */
  newsletterTestsPerAdmin: { limit: 5, windowMs: 15 * 60_000 },
  /**
   * A member's own invoices (issue 39): the list, a dashboard's every visit and refresh (one in 7 s at most); the bills
   * and QR codes, which a member opens a few times a year; the data download, a large file of many queries. Far
   * above what a person does, and low enough that one member's script cannot keep the server busy for everyone.
   */
  invoiceListsPerMember: { limit: 120, windowMs: 15 * 60_000 },
  invoiceDownloadsPerMember: { limit: 60, windowMs: 15 * 60_000 },
  dataExportsPerMember: { limit: 5, windowMs: 15 * 60_000 },
  /** Registering, cancelling and answering offers (issue 41): a person takes a few steps per event, a script many. */
  registrationStepsPerMember: { limit: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule | BackoffRule>;

/** What the counters need: where they live, and the secret their keys are hashed with. */
export type CounterStore = { db: Database; env: Pick<Env, "sessionSecret"> };

/**
 * Counter keys are keyed hashes: an e-mail address or IP must not sit in a table for no reason,
 * and without the secret nobody can test a guessed address against the table.
 */
const counterKey = ({ env }: CounterStore, scope: string, value: string) =>
  createHmac("sha256", env.sessionSecret).update(`${scope}:${value}`).digest("hex");

const secondsUntil = (moment: Date) => Math.max(1, Math.ceil((moment.getTime() - Date.now()) / 1000));

/**
 * Counts one event in a fixed window and tells whether it is still within the limit.
 * One atomic upsert, so concurrent requests from several processes count correctly.
 */
export async function countEvent(store: CounterStore, scope: string, value: string, rule: RateLimitRule) {
  const windowStart = new Date(Date.now() - rule.windowMs);
  const expired = sql`${rateLimitCounters.windowStartedAt} < ${windowStart}`;
  const [row] = await store.db
    .insert(rateLimitCounters)
    .values({ key: counterKey(store, scope, value), count: 1, windowStartedAt: new Date() })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning();
  return { allowed: row!.count <= rule.limit, retryAfterSeconds: secondsUntil(new Date(row!.windowStartedAt.getTime() + rule.windowMs)) };
}

/**
 * Takes a turn under a backoff rule before the attempt is made, so that concurrent attempts cannot
 * all slip through a check-then-count gap: the upsert only updates a counter whose delay is over,
 * and sets the next delay in the same statement. The turn is counted until resetCounter.
 */
export async function takeTurn(store: CounterStore, scope: string, value: string, rule: BackoffRule) {
  const key = counterKey(store, scope, value);
  const stale = sql`${rateLimitCounters.windowStartedAt} < now() - ${rule.windowMs} * interval '1 millisecond'`;
  const nextCount = sql`(case when ${stale} then 1 else ${rateLimitCounters.count} + 1 end)`;
  // clock_timestamp(), not now(): now() is when the statement's transaction began, which for a statement
  // that waited on a concurrent attempt's row can be earlier than that attempt's turn, so a free turn
  // would look blocked (two sign-ins at once, a double click, got a 429).
  const delayAfter = (count: unknown) =>
    sql`clock_timestamp() + (case when ${count} <= ${rule.freeAttempts} then 0
      else least(${rule.firstDelayMs}::float8 * power(2, ${count} - ${rule.freeAttempts} - 1), ${rule.maxDelayMs}) end) * interval '1 millisecond'`;
  const taken = await store.db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowStartedAt: sql`now()`, blockedUntil: delayAfter(sql`1`) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: { count: nextCount, windowStartedAt: sql`now()`, blockedUntil: delayAfter(nextCount) },
      setWhere: sql`${rateLimitCounters.blockedUntil} <= clock_timestamp()`,
    })
    .returning({ count: rateLimitCounters.count });
  if (taken.length > 0) return { allowed: true as const };
  const [row] = await store.db.select({ blockedUntil: rateLimitCounters.blockedUntil }).from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  return { allowed: false as const, retryAfterSeconds: row ? secondsUntil(row.blockedUntil) : 1 };
}

/** Takes back one counted event, for an attempt that turned out not to be a failure. */
export async function uncountEvent(store: CounterStore, scope: string, value: string) {
  await store.db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, counterKey(store, scope, value)));
}

export async function resetCounter(store: CounterStore, scope: string, value: string) {
  await store.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, counterKey(store, scope, value)));
}
