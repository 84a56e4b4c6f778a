import { auditSentence, dateFormatter, formatNumber, m } from "@ssem/core";
import { useState } from "react";
import { DownloadButton } from "~/components/ui/download-button";
import { LoadFailed } from "~/components/ui/load-failed";
import { Pager } from "~/components/ui/pager";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { auditLogExportUrl, useAuditLog } from "./api";
import { AuditLogFilterForm, type AuditLogFilterValues, noAuditLogFilters } from "./audit-log-filters";

const PAGE_SIZE = 25;

/**
 * Every admin action as a sentence in the reader's language (core's auditSentence from the entry's parts), newest first, with filters, paging and the CSV of what the filters
 * show. `subjectId` shows only the entries about one person (their person view) and hides that filter.
 */
export function AuditLog({ subjectId }: { subjectId?: string }) {
  const [filters, setFilters] = useState<AuditLogFilterValues>(noAuditLogFilters);
  const [page, setPage] = useState(1);
  const query = subjectId ? { ...filters, subject: subjectId } : filters;
  const log = useAuditLog(query, page, PAGE_SIZE);
  const filtered = Object.values(filters).some(Boolean);
  const locale = useLocale();
  const options = { locale };
  const timestamp = dateFormatter("dateTime", locale);

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
          {data && (filtered ? m.audit_count_matching : m.audit_count)({ count: data.total, shownCount: formatNumber(data.total, locale) }, options)}
        </p>
        <DownloadButton href={auditLogExportUrl(query, locale)}>{m.admin_export_csv({}, options)}</DownloadButton>
      </div>

      {log.isPending && (
        <p role="status" className="text-ink-muted">
          {m.audit_loading({}, options)}
        </p>
      )}
      {log.isError && <LoadFailed title={m.audit_load_failed({}, options)} detail={errorMessageIn(log.error, locale)} onRetry={() => void log.refetch()} />}
      {data && !log.isError && (
        <>
          {data.entries.length > 0 ? (
            <ol className="divide-y divide-border rounded-lg border border-border bg-surface" aria-label={m.audit_entries_label({}, options)} aria-busy={log.isPlaceholderData}>
              {data.entries.map((entry) => (
                <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
                  <time dateTime={entry.at} className="shrink-0 text-sm text-ink-muted tabular-nums sm:w-40">
                    {timestamp(entry.at)}
                  </time>
                  <span className="min-w-0 break-words">{auditSentence(entry.action, entry, locale)}</span>
                </li>
              ))}
            </ol>
          ) : filtered ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-ink-muted">{m.audit_no_match({}, options)}</p>
          ) : (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-ink-muted">
              {subjectId ? m.audit_none_about({}, options) : m.audit_none({}, options)}
            </p>
          )}
          <Pager label={m.audit_pages({}, options)}
 page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
