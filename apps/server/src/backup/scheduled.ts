import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { backupRuns } from "../db/schema";
import { createScratchDatabase } from "../db/scratch-database";
import { errorFields, type Logger } from "../logger";
import type { FileStorage } from "../files/storage/file-storage";
import { localDiskStorage } from "../files/storage/local-disk";
import { createBackup } from "./backup";
import { BackupError } from "./manifest";
import { restoreBackup } from "./restore";

/** What the server needs to take its own backups (BACKUP_DIR set, ADR 023); with BACKUP_PASSPHRASE, they are encrypted. */
export type BackupSchedule = { databaseUrl: string; storage: FileStorage; backupDir: string; keep: number; passphrase?: string };

type Kind = (typeof backupRuns.$inferSelect)["kind"];

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When each kind is due, and how soon a failed or interrupted attempt is tried again. Housekeeping
 * runs hourly: an hour's slack keeps the daily backup from drifting later by a tick each day.
 */
const schedules: Record<Kind, { dueMs: number; retryMs: number }> = {
  backup: { dueMs: DAY_MS - HOUR_MS, retryMs: HOUR_MS / 2 },
  test_restore: { dueMs: 7 * DAY_MS - HOUR_MS, retryMs: DAY_MS - HOUR_MS },
};

/** An attempt still open after this long was cut short (its process stopped): it is recorded as failed. */
const INTERRUPTED_AFTER_MS = 2 * HOUR_MS;

/**
 * The name of an archive written at `at`, as the server and `npm run backup` without FILE write it.
 * An encrypted archive is no tar file to `tar tf`: its name says so.
 */
export const archiveName = (at: Date, { encrypted }: { encrypted: boolean }) =>
  `backup-${at.toISOString().replaceAll(":", "-").replace(/\.\d+Z$/, "Z")}.tar${encrypted ? ".enc" : ""}`;
/** Only archives of this name are ours to delete: anything else in BACKUP_DIR is left alone. */
const OUR_ARCHIVE = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar(\.enc)?$/;

const ago = (milliseconds: number) => sql`now() - ${milliseconds} * interval '1 millisecond'`;

/**
 * Starts an attempt of `kind` when one is due, as one process among several on the same database:
 * under a transaction-level advisory lock, the process that finds none recent inserts the row that
 * tells the others it is taken. Returns the row's id, or undefined when none is due.
 */
async function claim(db: Database, kind: Kind): Promise<string | undefined> {
  const { dueMs, retryMs } = schedules[kind];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('scheduled-backup'))`);
    await tx
      .update(backupRuns)
      .set({ finishedAt: sql`now()`, ok: false, failure: "Interrupted: the server stopped before it finished" })
      .where(and(eq(backupRuns.kind, kind), isNull(backupRuns.finishedAt), lt(backupRuns.startedAt, ago(INTERRUPTED_AFTER_MS))));
    const [recent] = await tx
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(
        and(
          eq(backupRuns.kind, kind),
          or(and(eq(backupRuns.ok, true), gt(backupRuns.startedAt, ago(dueMs))), isNull(backupRuns.finishedAt), gt(backupRuns.startedAt, ago(retryMs))),
        ),
      )
      .limit(1);
    if (recent) return undefined;
    const [run] = await tx.insert(backupRuns).values({ kind }).returning({ id: backupRuns.id });
    return run!.id;
  });
}

async function finish(db: Database, id: string, result: { ok: boolean; file: string; bytes?: number; failure?: string }) {
  await db
    .update(backupRuns)
    .set({ ...result, finishedAt: sql`now()` })
    .where(eq(backupRuns.id, id));
}

/**
 * Why an attempt failed, for the dashboard: our own messages, and the system's and PostgreSQL's
 * (they name paths, codes and database objects, never a row's values). Anything else by its kind only.
 */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return "Unknown error";
  const { code } = error as { code?: unknown };
  const known = error instanceof BackupError || (typeof code === "string" && /^(E[A-Z]+|[0-9A-Z]{5})$/.test(code));
  const reason = known ? error.message : errorFields(error).error;
  return reason.replace(/\p{Cc}+/gu, " ").slice(0, 300);
}

/**
 * Deletes our archives beyond the newest `keep`, never the one just written (a clock set back
 * could make an older name sort after it), nor any file whose name we did not give it.
 */
export async function pruneArchives(backupDir: string, keep: number, justWritten: string) {
  const ours = (await readdir(backupDir)).filter((name) => OUR_ARCHIVE.test(name)).sort().reverse();
  const surplus = ours.slice(keep).filter((name) => name !== justWritten);
  for (const name of surplus) await rm(path.join(backupDir, name), { force: true });
  return surplus.length;
}

async function backupIfDue(db: Database, schedule: BackupSchedule, logger: Logger) {
  const id = await claim(db, "backup");
  if (!id) return;
  const file = archiveName(new Date(), { encrypted: schedule.passphrase !== undefined });
  const output = path.join(schedule.backupDir, file);
  try {
    await mkdir(schedule.backupDir, { recursive: true });
    await createBackup({ databaseUrl: schedule.databaseUrl, files: schedule.storage, output, passphrase: schedule.passphrase });
  } catch (error) {
    await finish(db, id, { ok: false, file, failure: failureReason(error) });
    logger.error("scheduled backup failed", errorFields(error));
    return;
  }
  const { size } = await stat(output);
  await finish(db, id, { ok: true, file, bytes: size });
  logger.info("scheduled backup written", { file, bytes: size });
  // The archive is written and recorded: a failure to delete old ones leaves them, logged, and takes nothing away.
  await pruneArchives(schedule.backupDir, schedule.keep, file).catch((error: unknown) => logger.error("pruning old backups failed", errorFields(error)));
}

/**
 * Restores `archive` into a scratch database on the same PostgreSQL (server or embedded cluster)
 * and a scratch folder, both removed again: proof that the archive can be read and loaded.
 */
export async function testRestore(databaseUrl: string, archive: string, passphrase?: string) {
  const scratchFiles = await mkdtemp(path.join(os.tmpdir(), "ssem-restore-test-"));
  try {
    const scratch = await createScratchDatabase(databaseUrl, "ssem_restore_test");
    try {
      await restoreBackup({ databaseUrl: scratch.url, files: localDiskStorage(scratchFiles), archive, force: false, passphrase });
    } finally {
      await scratch.drop();
    }
  } finally {
    await rm(scratchFiles, { recursive: true, force: true });
  }
}

async function testRestoreIfDue(db: Database, schedule: BackupSchedule, logger: Logger) {
  const [latest] = await db
    .select({ file: backupRuns.file, bytes: backupRuns.bytes })
    .from(backupRuns)
    .where(and(eq(backupRuns.kind, "backup"), eq(backupRuns.ok, true)))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  if (!latest?.file) return;
  const id = await claim(db, "test_restore");
  if (!id) return;
  try {
    await testRestore(schedule.databaseUrl, path.join(schedule.backupDir, latest.file), schedule.passphrase);
    await finish(db, id, { ok: true, file: latest.file, bytes: latest.bytes ?? undefined });
    logger.info("test restore passed", { file: latest.file });
  } catch (error) {
    await finish(db, id, { ok: false, file: latest.file, failure: failureReason(error) });
    logger.error("test restore failed", errorFields(error));
  }
}

/**
 * Housekeeping's share of backups (ADR 023): the daily archive into BACKUP_DIR when one is due,
 * keeping the newest `keep`, then the weekly test restore of the newest good archive. Each runs
 * once across all processes on the database, and records its result in backup_runs.
 */
export async function runScheduledBackups(db: Database, schedule: BackupSchedule, logger: Logger) {
  await backupIfDue(db, schedule, logger);
  await testRestoreIfDue(db, schedule, logger);
}
