import { MAIL_RETENTION_DAYS, REJECTED_APPLICATION_RETENTION_MONTHS, REVIEW_CHANGE_RETENTION_DAYS, RIDE_ALONG_RETENTION_MONTHS, UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS } from "@ssem/core";
import { deleteMember } from "../accounts/accounts";
import { deleteResignedAccounts } from "../accounts/resignation";
import { and, eq, inArray, isNull, lt, notExists, sql } from "drizzle-orm";
import { rateLimits } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { runExclusively } from "../db/run-once";
import type { MailEnv } from "../fees/invoice-mail";
import { sendDueReminders } from "../fees/reminders";
import { expireOffers } from "../events/registrations";
import { deleteCancelledRegistrationsOfPastEvents } from "../events/registration-store";
import { deleteExpiredFeeRecords } from "../fees/retention";
import type { FileStorage } from "../files/storage/file-storage";
import { mailingListSubscribers, mailOutbox, oneTimeTokens, profiles, rateLimitCounters, reviewChanges, rideAlongRequests, session, userRoles, verification } from "../db/schema";
import { errorFields, type Logger } from "../logger";
import { type BackupSchedule, runScheduledBackups } from "../backup/scheduled";

const longestRateLimitWindowMs = Math.max(...Object.values(rateLimits).map((rule) => rule.windowMs));


/** `now()` minus a duration, on the database's clock (rows are stamped by it). */
const ago = (milliseconds: number) => sql`now() - ${milliseconds} * interval '1 millisecond'`;

/**
 * Deletes what no longer serves a purpose, as the privacy policy says we do: mail sent or given up
 * as undeliverable more than MAIL_RETENTION_DAYS ago (it holds names, addresses and links), expired
 * sessions, expired one-time tokens (used or not), and rate-limit counters whose window is over
 * and whose delay has passed, rejected applicants REJECTED_APPLICATION_RETENTION_MONTHS after
 * the decision (the whole person, as Remove Member deletes them), ride-along requests
 * RIDE_ALONG_RETENTION_MONTHS after they were made, mailing-list addresses not confirmed within
 * UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS of the last request, and the review board's change log
 * after REVIEW_CHANGE_RETENTION_DAYS (ids only, but of no use after that), and cancelled event
 * registrations once their event is over (ADR 042). Returns how many rows of
 * each kind went; never their contents.
 */
export async function deleteExpiredData(db: Database) {
  const count = (rows: unknown[]) => rows.length;
  const mailCutoff = ago(MAIL_RETENTION_DAYS * 24 * 60 * 60_000);
  return {
    sentMail: count(
      await db
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, mailCutoff)))
        .returning({ id: mailOutbox.id }),
    ),
    undeliverableMail: count(
      await db
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.status, "failed"), lt(mailOutbox.failedAt, mailCutoff)))
        .returning({ id: mailOutbox.id }),
    ),
    sessions: count(await db.delete(session).where(lt(session.expiresAt, sql`now()`)).returning({ id: session.id })),
    // A used token is kept until it expires, so that opening its link again is answered truthfully.
    tokens: count(await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, sql`now()`)).returning({ hash: oneTimeTokens.tokenHash })),
    verifications: count(await db.delete(verification).where(lt(verification.expiresAt, sql`now()`)).returning({ id: verification.id })),
    rejectedApplications: await deleteRejectedApplications(db),
    rideAlongRequests: count(
      await db
        .delete(rideAlongRequests)
        .where(lt(rideAlongRequests.createdAt, sql`now() - ${RIDE_ALONG_RETENTION_MONTHS} * interval '1 month'`))
        .returning({ id: rideAlongRequests.id }),
    ),
    unconfirmedSubscriptions: count(
      await db
        .delete(mailingListSubscribers)
        .where(and(isNull(mailingListSubscribers.confirmedAt), lt(mailingListSubscribers.requestedAt, ago(UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS * 24 * 60 * 60_000))))
        .returning({ id: mailingListSubscribers.id }),
    ),
    rateLimitCounters: count(
      await db
        .delete(rateLimitCounters)
        .where(and(lt(rateLimitCounters.windowStartedAt, ago(longestRateLimitWindowMs)), lt(rateLimitCounters.blockedUntil, sql`now()`)))
        .returning({ key: rateLimitCounters.key }),
    ),
    cancelledRegistrations: await deleteCancelledRegistrationsOfPastEvents(db),
    reviewChanges: count(
      await db
        .delete(reviewChanges)
        .where(lt(reviewChanges.at, ago(REVIEW_CHANGE_RETENTION_DAYS * 24 * 60 * 60_000)))
        .returning({ seq: reviewChanges.seq }),
    ),
  };
}

async function deleteRejectedApplications(db: Database): Promise<number> {
  const expired = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.status, "rejected"),
        lt(profiles.decidedAt, sql`now() - ${REJECTED_APPLICATION_RETENTION_MONTHS} * interval '1 month'`),
        // Someone holding the member or admin role is, whatever the status says, not just an old
        // application: deleting them is an admin's decision, never housekeeping's.
        notExists(db.select().from(userRoles).where(and(eq(userRoles.userId, profiles.id), inArray(userRoles.role, ["member", "admin"])))),
      ),
    );
  let deleted = 0;
  // One transaction per person, so that one failure does not keep the others.
  for (const { id } of expired) if (await db.transaction((tx) => deleteMember(tx, id))) deleted += 1;
  return deleted;
}

/**
 * What housekeeping does by the calendar, as of `now`: the fee reminders that are due, the fee
 * records past their ten years, and the accounts of members whose resignation has taken effect
 * (ADR 028). `now` is a parameter so that tests, and the dev-only clock endpoint
 * (housekeeping/routes/dev-housekeeping.ts), can run it as of a later day.
 */
export async function datedHousekeeping(db: Database, env: MailEnv, now: Date = new Date()) {
  const reminders = await sendDueReminders(db, env, now);
  const expired = await deleteExpiredFeeRecords(db, now);
  const resignedAccounts = await deleteResignedAccounts(db, now);
  const eventsWithOffersPassedOn = await expireOffers({ db, env }, now);
  return { firstReminders: reminders.first, secondReminders: reminders.second, ...expired, resignedAccounts, eventsWithOffersPassedOn };
}

export type Housekeeping = { stop(): Promise<void> };

/** How often offered seats past their time are passed on (ADR 042). */
export const OFFER_TICK_MS = 60_000;

/**
 * Runs deleteExpiredData and datedHousekeeping, and removes the file share's abandoned uploads, at
 * start and then every `intervalMs` (default hourly) until stopped, in one process at a time (a
 * process that finds another one at it skips that run). Reminders queued nudge the mail worker.
 * With `backups` (BACKUP_DIR set), each run also takes the daily backup and the weekly test
 * restore when they are due (ADR 023): they claim their turn across processes themselves.
 */
export function startHousekeeping({
  db,
  storage,
  logger,
  env,
  notifyMailQueued,
  backups,
  intervalMs = 60 * 60_000,
}: {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  env: MailEnv;
  notifyMailQueued: () => void;
  backups?: BackupSchedule;
  intervalMs?: number;
}): Housekeeping {
  let running: Promise<unknown> | undefined;
  const housekeep = async () => {
    const [expired, abandonedUploads, { firstReminders, secondReminders, eventsWithOffersPassedOn, ...expiredFees }] = await Promise.all([
      deleteExpiredData(db),
      // A file storage that is away (an object store down) waits for the next run; the database's share goes on.
      storage.removeAbandonedWrites().catch((error: unknown) => {
        logger.warn("abandoned uploads not removed: the file storage is unavailable", errorFields(error));
        return 0;
      }),
      datedHousekeeping(db, env),
    ]);
    if (firstReminders + secondReminders > 0) {
      logger.info("fee reminders queued", { firstReminders, secondReminders });
      notifyMailQueued();
    }
    if (eventsWithOffersPassedOn > 0) notifyMailQueued();
    const deleted = { ...expired, ...expiredFees, abandonedUploads };
    if (Object.values(deleted).some((rows) => rows > 0)) logger.info("expired data deleted", deleted);
  };
  // Every server process keeps this timer; while one of them housekeeps, the others skip their turn.
  const tidy = () => runExclusively(db, "housekeeping", housekeep).catch((error: unknown) => logger.error("housekeeping failed", errorFields(error)));
  const backUp = async () => {
    if (backups) await runScheduledBackups(db, backups, logger).catch((error: unknown) => logger.error("scheduled backups failed", errorFields(error)));
  };
  const run = () => {
    running ??= Promise.all([tidy(), backUp()]).finally(() => (running = undefined));
  };
  // Offered seats pass on within a minute of their time (ADR 042), not at the next hourly run. Each event is
  // changed under its own lock, so processes ticking at once pass each offer on once.
  let ticking: Promise<unknown> | undefined;
  const tick = () => {
    ticking ??= expireOffers({ db, env })
      .then((events) => events > 0 && notifyMailQueued())
      .catch((error: unknown) => logger.error("expired offers not passed on", errorFields(error)))
      .finally(() => (ticking = undefined));
  };
  run();
  const timer = setInterval(run, intervalMs);
  const offerTimer = setInterval(tick, OFFER_TICK_MS);
  timer.unref();
  offerTimer.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearInterval(offerTimer);
      await Promise.all([running, ticking]);
    },
  };
}
