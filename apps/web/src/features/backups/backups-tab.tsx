import {
  BACKUP_WARNING_AGE_DAYS,
  type BackupAttempt,
  type BackupStatus,
  type BackupWarning,
  dateFormatter,
  formatFileSize,
  formatNumber,
  type Locale,
  m,
} from "@ssem/core";
import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardTitle } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { withElements } from "~/lib/message-elements";
import { useBackupStatus } from "./api";
import { backupAge } from "./backup-age";

function At({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateFormatter("dateTime", useLocale())(iso)}</time>;
}

/** The server's own words for a failed backup or restore (a command's error output) stay as it wrote them. */
function warningText(warning: BackupWarning, status: Extract<BackupStatus, { configured: true }>, locale: Locale): ReactNode {
  const options = { locale };
  if (warning === "none_yet") return m.backups_none_yet_warning({}, options);
  if (warning === "overdue") return m.backups_overdue_warning({ days: formatNumber(BACKUP_WARNING_AGE_DAYS, locale) }, options);
  const attempt = status.lastAttempt!;
  return withElements((slots) => m.backups_attempt_failed_warning({ ...slots, failure: attempt.failure ?? "" }, options), { at: <At iso={attempt.at} /> });
}

/** Clearly a warning by colour, icon and the word itself; not an alert, since it is there on every visit until fixed. */
function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        <strong>{m.backups_warning({}, { locale: useLocale() })}</strong> {children}
      </span>
    </p>
  );
}

function LastBackup({ backup }: { backup: BackupAttempt | null }) {
  const locale = useLocale();
  const options = { locale };
  if (!backup) return <p className="mt-2 text-ink-muted">{m.backups_none_yet({}, options)}</p>;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-ink-muted">{m.backups_taken({}, options)}</dt>
      <dd>{withElements((slots) => m.backups_age({ ...slots, age: backupAge(backup.at, Date.now(), locale) }, options), { taken: <At iso={backup.at} /> })}</dd>
      <dt className="text-ink-muted">{m.backups_size({}, options)}</dt>
      <dd>{backup.bytes === null ? m.backups_size_unknown({}, options) : formatFileSize(backup.bytes)}</dd>
      <dt className="text-ink-muted">{m.backups_file({}, options)}</dt>
      <dd className="break-all font-mono text-sm">{backup.file}</dd>
    </dl>
  );
}

function TestRestore({ result }: { result: BackupAttempt | null }) {
  const locale = useLocale();
  const options = { locale };
  if (!result) return <p className="mt-2 text-ink-muted">{m.backups_restore_not_run({}, options)}</p>;
  const Icon = result.ok ? CircleCheck : CircleX;
  const outcome = result.ok ? m.backups_restore_passed : m.backups_restore_failed;
  return (
    <p className={`mt-3 flex items-start gap-2 ${result.ok ? "text-emerald-800" : "text-destructive"}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        {withElements((slots) => outcome(slots, options), { at: <At iso={result.at} /> })}
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
  const locale = useLocale();
  const options = { locale };
  const status = useBackupStatus();
  const readme = m.backups_readme_section({}, options);
  if (status.isPending) return <p role="status" className="text-ink-muted">{m.backups_loading({}, options)}</p>;
  if (status.isError)
    return <LoadFailed title={m.backups_load_failed({ detail: errorMessageIn(status.error, locale) }, options)} onRetry={() => void status.refetch()} />;
  const data = status.data;
  if (!data.configured) {
    return (
      <Card>
        <CardTitle>{m.backups_off_title({}, options)}</CardTitle>
        <p className="mt-2 text-ink-muted">{m.backups_off_text({ readme }, options)}</p>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {data.warnings.map((warning) => (
        <Warning key={warning}>{warningText(warning, data, locale)}</Warning>
      ))}
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardTitle>{m.backups_last_success({}, options)}</CardTitle>
          <LastBackup backup={data.lastSuccess} />
        </Card>
        <Card>
          <CardTitle>{m.backups_test_restore({}, options)}</CardTitle>
          <TestRestore result={data.lastTestRestore} />
        </Card>
      </div>
      <p className="text-ink-muted">{m.backups_schedule({ keep: formatNumber(data.keep, locale), readme }, options)}</p>
    </div>
  );
}
