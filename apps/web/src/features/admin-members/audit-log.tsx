import type { AuditAction, AuditLogEntry } from "@ssem/core";
import { useState } from "react";
import { dateFormatter } from "~/lib/date-format";
import { useAuditLog } from "./api";
import { Pager } from "~/components/ui/pager";

const PAGE_SIZE = 25;

const actionLabels: Record<AuditAction, string> = {
  member_approved: "approved",
  member_rejected: "rejected",
  role_changed: "changed the role of",
  member_removed: "removed",
  members_imported: "imported members",
  file_uploaded: "uploaded a file",
  file_deleted: "deleted a file",
  review_deleted: "deleted a review",
  ride_along_status_changed: "marked the ride-along request of",
  newsletter_sent: "sent a newsletter",
  event_created: "created an event",
  event_updated: "changed an event",
  event_deleted: "deleted an event",
  payment_recorded: "recorded a payment of",
  invoice_resent: "resent the invoice of",
  invoice_cancelled: "cancelled the invoice of",
  bank_file_imported: "imported a bank file",
  payment_assigned: "assigned a bank payment to",
  fees_renewed: "issued next year's invoices",
  membership_ended: "ended the unpaid membership of",
  member_reapproved: "approved the rejected application of",
  profile_corrected: "corrected the profile of",
  invite_resent: "resent the invite to",
  confirmation_resent: "resent the confirmation e-mail to",
};

/** "Anna Muster changed the role of Ben Beispiel to admin": the sentence one log entry reads as. */
export function describeEntry(entry: AuditLogEntry): string {
  const { role, ...others } = entry.details;
  const rest = Object.entries(others).map(([key, value]) => `${key}: ${value}`);
  return [entry.actorName, actionLabels[entry.action as AuditAction] ?? entry.action, entry.subjectName, role !== undefined && `to ${role}`, rest.length > 0 && `(${rest.join(", ")})`]
    .filter(Boolean)
    .join(" ");
}

const timestamp = dateFormatter("dateTime");

/** Every admin action, newest first, with paging; with `subjectId`, those about one person (the person view). */
export function AuditLog({ subjectId }: { subjectId?: string } = {}) {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page, PAGE_SIZE, subjectId);
  if (log.isPending) return <p role="status" className="text-ink-muted">Loading the audit log…</p>;
  if (log.isError)
    return (
      <p role="alert" className="font-medium text-destructive">
        The audit log could not be loaded. {log.error.message}
      </p>
    );
  if (log.data.total === 0) return <p className="text-ink-muted">No admin actions yet.</p>;
  return (
    <>
      <ol className="divide-y divide-border rounded-lg border border-border bg-surface">
        {log.data.entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
            <time dateTime={entry.at} className="shrink-0 text-sm text-ink-muted tabular-nums sm:w-44">
              {timestamp(entry.at)}
            </time>
            <span className="min-w-0 break-words">{describeEntry(entry)}</span>
          </li>
        ))}
      </ol>
      <Pager label="Audit log pages" page={page} pageSize={PAGE_SIZE} total={log.data.total} onPage={setPage} />
    </>
  );
}
