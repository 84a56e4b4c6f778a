import { and, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import { rateLimits } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { mailOutbox, oneTimeTokens, rateLimitCounters, session, verification } from "../db/schema";
import type { Logger } from "../logger";

/** How long sent mail stays in the outbox; the privacy policy (/legal) promises at most this. */
export const SENT_MAIL_RETENTION_DAYS = 30;

const longestRateLimitWindowMs = Math.max(...Object.values(rateLimits).map((rule) => rule.windowMs));

/** `now()` minus a duration, on the database's clock (rows are stamped by it). */
const ago = (milliseconds: number) => sql`now() - ${milliseconds} * interval '1 millisecond'`;

/**
 * Deletes what no longer serves a purpose, as the privacy policy says we do: mail sent more than
 * 30 days ago (it holds names, addresses and links), expired sessions, one-time tokens that were
 * used or have expired, and rate-limit counters whose window is over. Returns how many rows of
 * each kind went; never their contents.
 */
export async function deleteExpiredData(db: Database) {
  const count = (rows: unknown[]) => rows.length;
  return {
    sentMail: count(
      await db
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, ago(SENT_MAIL_RETENTION_DAYS * 24 * 60 * 60_000))))
        .returning({ id: mailOutbox.id }),
    ),
    sessions: count(await db.delete(session).where(lt(session.expiresAt, sql`now()`)).returning({ id: session.id })),
    tokens: count(
      await db
        .delete(oneTimeTokens)
        .where(or(isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.expiresAt, sql`now()`)))
        .returning({ hash: oneTimeTokens.tokenHash }),
    ),
    verifications: count(await db.delete(verification).where(lt(verification.expiresAt, sql`now()`)).returning({ id: verification.id })),
    rateLimitCounters: count(
      await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowStartedAt, ago(longestRateLimitWindowMs)))
        .returning({ key: rateLimitCounters.key }),
    ),
  };
}

export type Housekeeping = { stop(): Promise<void> };

/** Runs deleteExpiredData at start and then every `intervalMs` (default hourly) until stopped. */
export function startHousekeeping({ db, logger, intervalMs = 60 * 60_000 }: { db: Database; logger: Logger; intervalMs?: number }): Housekeeping {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= deleteExpiredData(db)
      .then((deleted) => {
        if (Object.values(deleted).some((rows) => rows > 0)) logger.info("expired data deleted", deleted);
      })
      .catch((error: unknown) => logger.error("housekeeping failed", { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
