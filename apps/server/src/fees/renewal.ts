import { annualFeeRappen, type RenewalPreview, type RenewalProgress, swissToday } from "@ssem/core";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { recordAudit } from "../audit/audit-log";
import { localesOf } from "../accounts/person-locale";
import type { Database } from "../db/client";
import { feeRenewals, invoices, membershipApplications, profiles, resignations, user, userRoles } from "../db/schema";
import type { AppDeps } from "../http/context";
import { errorFields } from "../logger";
import { queueInvoiceMails } from "./invoice-mail";
import { renderInvoicePdfInWorker } from "./pdf-workers";
import { issueInvoices } from "./invoices";

/**
 * Invoices (with their PDFs and mails) made per transaction: small enough that a batch commits in
 * well under a second and a crash loses little, large enough that 5,000 members take few round trips.
 */
export const RENEWAL_BATCH = 50;

/**
 * Batches in flight at once in a process: while one lane commits and picks its next members, the
 * PDF worker renders the other lane's bills. With one lane the worker sat idle between batches, about
 * a fifth of a 5,000-member renewal under load (bench:api renewal).
 */
export const RENEWAL_LANES = 2;

/**
 * Narrows a select from profiles to the active members without an invoice for `year`: approved,
 * holding the member (or admin) role (ending a membership takes it away, ADR 019), not leaving
 * before the year begins (a resignation), and with an application, whose tier the fee comes from.
 */
function billableMembers<Query extends PgSelect>(query: Query, year: number) {
  return query
    .innerJoin(membershipApplications, eq(membershipApplications.userId, profiles.id))
    .leftJoin(invoices, and(eq(invoices.userId, profiles.id), eq(invoices.year, year)))
    .where(
      and(
        eq(profiles.status, "approved"),
        sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id} and ${inArray(userRoles.role, ["member", "admin"])})`,
        isNull(invoices.id),
        // A member who resigned is not billed for a year after their last day (ADR 028).
        sql`not exists (select 1 from ${resignations} where ${resignations.userId} = ${profiles.id} and ${resignations.leavesOn} < make_date(${year}, 1, 1))`,
      ),
    );
}

/** How far the run of `year` got, as the admin's progress bar reads it; null if none was started. */
export async function renewalProgress(db: Database, year: number): Promise<RenewalProgress | null> {
  const [run] = await db.select().from(feeRenewals).where(eq(feeRenewals.year, year));
  return run ? { year, planned: run.planned, created: run.created, finished: run.finishedAt !== null } : null;
}

/** What a renewal for `year` would do now: how many members it bills and the total, per tier. */
export async function previewRenewal(db: Database, year: number): Promise<RenewalPreview> {
  const tiers = await billableMembers(db.select({ studentType: membershipApplications.studentType, members: count() }).from(profiles).$dynamic(), year).groupBy(
    membershipApplications.studentType,
  );
  return {
    year,
    members: tiers.reduce((sum, tier) => sum + tier.members, 0),
    totalRappen: tiers.reduce((sum, tier) => sum + tier.members * annualFeeRappen(tier.studentType), 0),
    lastRun: await renewalProgress(db, year),
  };
}

/**
 * The ids of the next batch of members to bill, in a stable order, claimed for this transaction:
 * members another lane is billing right now are skipped, not waited for.
 */
async function nextBatch(tx: Database, year: number): Promise<string[]> {
  const rows = await billableMembers(tx.select({ id: profiles.id }).from(profiles).$dynamic(), year)
    .orderBy(asc(profiles.id))
    .limit(RENEWAL_BATCH)
    .for("no key update", { of: profiles, skipLocked: true });
  return rows.map((row) => row.id);
}

/**
 * Records a renewal run for `year`, or finds the one that is still running (a crash in the middle,
 * or a second click): that one is resumed, not started over. A finished run is started anew; its
 * `created` restarts at 0, so a second renewal of a year shows that it made nothing new.
 */
export async function startRenewal(db: Database, actorId: string, year: number): Promise<RenewalProgress> {
  const { members } = await previewRenewal(db, year);
  await db
    .insert(feeRenewals)
    .values({ year, actorId, planned: members })
    .onConflictDoUpdate({
      target: feeRenewals.year,
      set: { actorId, planned: members, created: 0, finishedAt: null, createdAt: sql`now()` },
      setWhere: sql`${feeRenewals.finishedAt} is not null`,
    });
  return (await renewalProgress(db, year))!;
}

type RenewalDeps = Pick<AppDeps, "db" | "env" | "logger" | "notifyMailQueued">;

/** The advisory lock of a year's run: batches share it, finishing the run takes it alone. */
const renewalLock = (year: number) => sql`hashtext('fee-renewal'), ${year}`;

/**
 * One batch in one transaction: the invoices, their mails, and the run's count, so a crash leaves
 * either all of a batch or none of it. Batches of several lanes and processes run side by side on
 * members claimed by `nextBatch`, and each issues invoices only to members still without one, so
 * nobody is billed twice (the unique constraint stands behind that). Returns how many it billed.
 */
async function renewBatch({ db, env }: RenewalDeps, year: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${renewalLock(year)})`);
    const [run] = await tx.select().from(feeRenewals).where(eq(feeRenewals.year, year));
    if (!run || run.finishedAt) return 0;
    const userIds = await nextBatch(tx, year);
    const made = await issueInvoices(tx, env.billing, { userIds, year, issuedOn: swissToday() });
    // Mailed now to confirmed addresses; an unconfirmed one (an imported member who has not chosen a
    // password yet) gets it on confirmation, with every other open invoice (accounts.confirmAddress).
    const confirmed = await confirmedAmong(tx, userIds);
    const toMail = made.filter((invoice) => invoice.userId && confirmed.has(invoice.userId));
    // The PDFs render in worker threads while this thread keeps answering requests.
    const localeOfMember = await localesOf(tx, toMail.map((invoice) => invoice.userId));
    const bills = toMail.map((invoice) => ({ invoice, locale: localeOfMember(invoice.userId) }));
    const pdfs = await Promise.all(bills.map(({ invoice, locale }) => renderInvoicePdfInWorker(invoice, env.billing, locale)));
    await queueInvoiceMails(
      tx,
      env,
      bills.map((bill, index) => ({ ...bill, pdf: pdfs[index] })),
    );
    if (made.length > 0) {
      await tx
        .update(feeRenewals)
        .set({ created: sql`${feeRenewals.created} + ${made.length}` })
        .where(eq(feeRenewals.id, run.id));
    }
    return made.length;
  });
}

/** Bills batch after batch until one bills nobody; returns how many it billed. */
async function billLane(deps: RenewalDeps, year: number): Promise<number> {
  let billed = 0;
  for (;;) {
    const made = await renewBatch(deps, year);
    if (made === 0) return billed;
    billed += made;
    deps.notifyMailQueued();
  }
}

/**
 * Marks the run finished, once every batch still open in any process has ended (they hold the lock
 * shared), and records it in the audit log with its final count. Not while anyone is left to bill:
 * members another process had claimed, whose batch then failed, are billed in another round.
 * Returns whether the run is finished.
 */
async function finishRenewal(db: Database, year: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${renewalLock(year)})`);
    // Waits for a member still claimed elsewhere (no SKIP LOCKED here), so that this does not spin.
    const [left] = await billableMembers(tx.select({ id: profiles.id }).from(profiles).$dynamic(), year)
      .limit(1)
      .for("no key update", { of: profiles });
    if (left) return false;
    const [run] = await tx
      .update(feeRenewals)
      .set({ finishedAt: sql`now()` })
      .where(and(eq(feeRenewals.year, year), isNull(feeRenewals.finishedAt)))
      .returning();
    if (run?.actorId) {
      await recordAudit(tx, { actorId: run.actorId, action: "fees_renewed", details: { year, planned: run.planned, created: run.created } });
    }
    return true;
  });
}

async function confirmedAmong(tx: Database, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx.select({ id: user.id }).from(user).where(and(inArray(user.id, userIds), eq(user.emailVerified, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Runs in this process, by database and year: a second start while one runs joins it instead of racing it. By
 * database too, since one process may hold several (the API tests share modules between their files' databases).
 */
const runningIn = new WeakMap<RenewalDeps["db"], Map<number, Promise<void>>>();

/** Runs (or resumes) the renewal of `year` to its end in the background, batch by batch. */
export function runRenewal(deps: RenewalDeps, year: number): Promise<void> {
  const running = runningIn.get(deps.db) ?? new Map<number, Promise<void>>();
  runningIn.set(deps.db, running);
  const existing = running.get(year);
  if (existing) return existing;
  const run = (async () => {
    // A lane stops at a batch that bills nobody, which may be members another lane had just billed:
    // the lanes run again until a whole round bills nobody.
    const round = async () => (await Promise.all(Array.from({ length: RENEWAL_LANES }, () => billLane(deps, year)))).reduce((sum, billed) => sum + billed, 0);
    for (;;) {
      while ((await round()) > 0);
      if (await finishRenewal(deps.db, year)) break;
    }
  })()
    .catch((error: unknown) => deps.logger.error("fee renewal failed", { year, ...errorFields(error) }))
    .finally(() => running.delete(year));
  running.set(year, run);
  return run;
}

/** At start-up: resumes every run a crash or a restart left unfinished. */
export async function resumeRenewals(deps: RenewalDeps): Promise<void> {
  const unfinished = await deps.db.select({ year: feeRenewals.year }).from(feeRenewals).where(isNull(feeRenewals.finishedAt));
  for (const { year } of unfinished) {
    deps.logger.info("resuming fee renewal", { year });
    void runRenewal(deps, year);
  }
}

