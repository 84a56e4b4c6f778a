import { BACKUP_WARNING_AGE_DAYS, type BackupAttempt, type BackupStatus, type BackupWarning, dateFormatter, formatFileSize } from "@ssem/core";
import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardTitle } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { useBackupStatus } from "./api";
import { backupAge } from "./backup-age";

const when = dateFormatter("dateTime");
const README_SECTION = "“Backup and restore” in the README";

function At({ iso }: { iso: string }) {
  return <time dateTime={iso}>{when(iso)}</time>;
}

function warningText(warning: BackupWarning, status: Extract<BackupStatus, { configured: true }>): ReactNode {
  if (warning === "none_yet") return "No backup has been taken yet. The server takes the first one soon after it starts; if this stays, look at the server's log.";
  if (warning === "overdue") return `The last successful backup is more than ${BACKUP_WARNING_AGE_DAYS} days old.`;
  const attempt = status.lastAttempt!;
  return (
    <>
      The last backup attempt, on <At iso={attempt.at} />, failed: {attempt.failure}
    </>
  );
}

/** Clearly a warning by colour, icon and the word itself; not an alert, since it is there on every visit until fixed. */
function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        <strong>Warning:</strong> {children}
      </span>
    </p>
  );
}

function LastBackup({ backup }: { backup: BackupAttempt | null }) {
  if (!backup) return <p className="mt-2 text-ink-muted">None yet.</p>;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-ink-muted">Taken</dt>
      <dd>
        <At iso={backup.at} /> ({backupAge(backup.at, Date.now())})
      </dd>
      <dt className="text-ink-muted">Size</dt>
      <dd>{backup.bytes === null ? "Unknown" : formatFileSize(backup.bytes)}</dd>
      <dt className="text-ink-muted">File</dt>
      <dd className="break-all font-mono text-sm">{backup.file}</dd>
    </dl>
  );
}

function TestRestore({ result }: { result: BackupAttempt | null }) {
  if (!result) return <p className="mt-2 text-ink-muted">Not run yet. Once a week, the newest backup is restored into a scratch database to prove it can be read.</p>;
  const Icon = result.ok ? CircleCheck : CircleX;
  return (
    <p className={`mt-3 flex items-start gap-2 ${result.ok ? "text-emerald-800" : "text-destructive"}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        {result.ok ? "Passed" : "Failed"} on <At iso={result.at} />
        {result.file && (
          <>
            {" "}
            (<span className="break-all font-mono text-sm">{result.file}</span>)
          </>
        )}
        {result.ok ? "." : `: ${result.failure}`}
      </span>
    </p>
  );
}

/** The admin dashboard's Backups tab (issue 25, ADR 023): the server's own daily backups and weekly test restores. */
export function BackupsTab() {
  const status = useBackupStatus();
  if (status.isPending) return <p role="status" className="text-ink-muted">Loading the backups' status…</p>;
  if (status.isError) return <LoadFailed title={`Error loading the backups' status. ${status.error.message}`} onRetry={() => void status.refetch()} />;
  const data = status.data;
  if (!data.configured) {
    return (
      <Card>
        <CardTitle>Scheduled backups are off</CardTitle>
        <p className="mt-2 text-ink-muted">
          The server takes no backups of its own: BACKUP_DIR is not set. Set it to a folder, ideally on another disk, and the server writes an archive of the
          database and the file share there every day. See {README_SECTION}, which also tells how to take one by hand and how to restore.
        </p>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {data.warnings.map((warning) => (
        <Warning key={warning}>{warningText(warning, data)}</Warning>
      ))}
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardTitle>Last successful backup</CardTitle>
          <LastBackup backup={data.lastSuccess} />
        </Card>
        <Card>
          <CardTitle>Weekly test restore</CardTitle>
          <TestRestore result={data.lastTestRestore} />
        </Card>
      </div>
      <p className="text-ink-muted">
        The server backs up once a day into BACKUP_DIR and keeps the last {data.keep} archives. Copy them to another machine too: see {README_SECTION}.
      </p>
    </div>
  );
}
