import { BACKUP_WARNING_AGE_DAYS, type BackupAttempt, type BackupStatus, type BackupWarning } from "@ssem/core";
import { and, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { backupRuns } from "../db/schema";
import type { Env } from "../env";

/** The newest finished attempt matching `condition`, or null. */
async function latest(db: Database, condition: SQL | undefined): Promise<BackupAttempt | null> {
  const [row] = await db
    .select({ at: backupRuns.startedAt, ok: backupRuns.ok, file: backupRuns.file, bytes: backupRuns.bytes, failure: backupRuns.failure })
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.finishedAt), condition))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return row ? { ...row, at: row.at.toISOString(), ok: row.ok === true } : null;
}

function warningsFor(lastSuccess: BackupAttempt | null, lastAttempt: BackupAttempt | null, now: number): BackupWarning[] {
  const warnings: BackupWarning[] = [];
  if (!lastSuccess) warnings.push("none_yet");
  else if (now - Date.parse(lastSuccess.at) > BACKUP_WARNING_AGE_DAYS * 24 * 60 * 60_000) warnings.push("overdue");
  if (lastAttempt && !lastAttempt.ok) warnings.push("last_failed");
  return warnings;
}

/** What the admin dashboard's Backups tab shows (issue 25, ADR 023): the scheduled backups' last results. */
export async function backupStatus(db: Database, env: Pick<Env, "backupDir" | "backupKeep">): Promise<BackupStatus> {
  if (!env.backupDir) return { configured: false };
  const isBackup = eq(backupRuns.kind, "backup");
  const [lastSuccess, lastAttempt, lastTestRestore] = await Promise.all([
    latest(db, and(isBackup, eq(backupRuns.ok, true))),
    latest(db, isBackup),
    latest(db, eq(backupRuns.kind, "test_restore")),
  ]);
  return { configured: true, keep: env.backupKeep, lastSuccess, lastAttempt, lastTestRestore, warnings: warningsFor(lastSuccess, lastAttempt, Date.now()) };
}
