/** The scheduled backups as the admin dashboard shows them (issue 25, ADR 023). */

/** The dashboard warns when the last successful backup is older than this. */
export const BACKUP_WARNING_AGE_DAYS = 2;

/** One finished attempt: a backup written into BACKUP_DIR, or a test restore of one. */
export type BackupAttempt = {
  /** When it started: for a backup, the moment its snapshot of the data was taken. */
  at: string;
  ok: boolean;
  /** The archive's file name in BACKUP_DIR. */
  file: string | null;
  bytes: number | null;
  /** Why it failed, in a few words; null when it worked. */
  failure: string | null;
};

/**
 * Why the dashboard warns: no backup has worked yet, the last good one is older than
 * BACKUP_WARNING_AGE_DAYS, or the last attempt failed.
 */
export type BackupWarning = "none_yet" | "overdue" | "last_failed";

/** GET /api/admin/backups/status. Without BACKUP_DIR the server takes no backups of its own. */
export type BackupStatus =
  | { configured: false }
  | {
      configured: true;
      /** BACKUP_KEEP: how many archives stay. */
      keep: number;
      lastSuccess: BackupAttempt | null;
      lastAttempt: BackupAttempt | null;
      lastTestRestore: BackupAttempt | null;
      warnings: BackupWarning[];
    };
