import { dateFormatter } from "@ssem/core";
import { useState } from "react";
import { DownloadButton } from "~/components/ui/download-button";
import { LoadFailed } from "~/components/ui/load-failed";
import { Pager } from "~/components/ui/pager";
import { errorMessage } from "~/lib/api-client";
import { auditLogExportUrl, useAuditLog } from "./api";
import { AuditLogFilterForm, type AuditLogFilterValues, noAuditLogFilters } from "./audit-log-filters";

const PAGE_SIZE = 25;
const timestamp = dateFormatter("dateTime");

/**
 * Every admin action as a sentence, newest first, with filters, paging and the CSV of what the filters
 * show. `subjectId` shows only the entries about one person (their person view) and hides that filter.
 */
export function AuditLog({ subjectId }: { subjectId?: string }) {
  const [filters, setFilters] = useState<AuditLogFilterValues>(noAuditLogFilters);
  const [page, setPage] = useState(1);
  const query = subjectId ? { ...filters, subject: subjectId } : filters;
  const log = useAuditLog(query, page, PAGE_SIZE);
  const filtered = Object.values(filters).some(Boolean);

  const apply = (values: AuditLogFilterValues) => {
    setFilters(values);
    setPage(1);
  };
  const { data } = log;

  return (
    <div className="flex flex-col gap-6">
      <AuditLogFilterForm initial={filters} onApply={apply} fixedSubject={subjectId !== undefined} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-ink-muted">
          {data && `${data.total === 1 ? "1 entry" : `${data.total} entries`}${filtered ? (data.total === 1 ? " matches" : " match") : ""}`}
        </p>
        <DownloadButton href={auditLogExportUrl(query)}>Export CSV</DownloadButton>
      </div>

      {log.isPending && (
        <p role="status" className="text-ink-muted">
          Loading the audit log…
        </p>
      )}
      {log.isError && <LoadFailed title="The audit log could not be loaded." detail={errorMessage(log.error)} onRetry={() => void log.refetch()} />}
      {data && !log.isError && (
        <>
          {data.entries.length > 0 ? (
            <ol className="divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Audit log entries" aria-busy={log.isPlaceholderData}>
              {data.entries.map((entry) => (
                <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
                  <time dateTime={entry.at} className="shrink-0 text-sm text-ink-muted tabular-nums sm:w-40">
                    {timestamp(entry.at)}
                  </time>
                  <span className="min-w-0 break-words">{entry.sentence}</span>
                </li>
              ))}
            </ol>
          ) : filtered ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-ink-muted">No entries match these filters. Clear filters shows them all.</p>
          ) : (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-ink-muted">
              {subjectId ? "No admin actions about this person yet." : "No admin actions yet."}
            </p>
          )}
          <Pager label="Audit log pages" page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
