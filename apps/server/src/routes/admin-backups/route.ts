import { BACKUP_WARNING_AGE_DAYS, type BackupAttempt, type BackupStatus, type BackupWarning } from "@ssem/core";
import { and, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { backupRuns } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";

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

async function backupStatus(db: Database, env: Env): Promise<BackupStatus> {
  if (!env.backupDir) return { configured: false };
  const isBackup = eq(backupRuns.kind, "backup");
  const [lastSuccess, lastAttempt, lastTestRestore] = await Promise.all([
    latest(db, and(isBackup, eq(backupRuns.ok, true))),
    latest(db, isBackup),
    latest(db, eq(backupRuns.kind, "test_restore")),
  ]);
  return { configured: true, keep: env.backupKeep, lastSuccess, lastAttempt, lastTestRestore, warnings: warningsFor(lastSuccess, lastAttempt, Date.now()) };
}

/** The admin dashboard's Backups tab (issue 25, ADR 023): the scheduled backups' last results. */
export const adminBackupRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/status", async (c) => c.json(await backupStatus(c.var.deps.db, c.var.deps.env)));
