import { fieldLabels, studentTypeLabels, type MemberListEntry } from "@ssem/core";
import { type ReactNode, useEffect, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonRow } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { notify } from "~/components/ui/toaster";
import { LoadFailed } from "~/components/ui/load-failed";
import { useDecide, useMembers } from "./api";
import { Pager } from "~/components/ui/pager";
import { personName, shortDate } from "./person-name";

export const PENDING_PAGE_SIZE = 20;

/** Applicants with status pending, newest first, each with Approve and Reject. */
export function PendingMembers() {
  const [page, setPage] = useState(1);
  const members = useMembers({ status: "pending", page, pageSize: PENDING_PAGE_SIZE });
  const decide = useDecide();
  const loadError = members.error;

  useEffect(() => {
    if (loadError) notify.error("Error loading pending members", loadError.message);
  }, [loadError]);

  const act = (member: MemberListEntry, decision: "approve" | "reject") =>
    decide.mutate(
      { id: member.id, decision },
      {
        onSuccess: () => notify.success(decision === "approve" ? "Member approved" : "Member rejected", personName(member)),
        onError: (error) => notify.error(decision === "approve" ? "Error approving member" : "Error rejecting member", error.message),
      },
    );

  if (members.isPending) return <p role="status" className="text-ink-muted">Loading pending members…</p>;
  if (members.isError)
    return <LoadFailed title="Error loading pending members" onRetry={() => void members.refetch()} />;
  if (members.data.total === 0) return <p className="text-ink-muted">No pending applications.</p>;

  return (
    <>
      <ul className="grid gap-4">
        {members.data.members.map((member) => (
          <li key={member.id}>
            <Card>
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <CardTitle>{personName(member)}</CardTitle>
                <p className="text-sm text-ink-muted">Applied on {shortDate(member.createdAt)}</p>
              </div>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 break-words text-ink-muted">
                {member.email}
                {member.emailConfirmed ? <Badge tone="success">E-mail confirmed</Badge> : <Badge tone="pending">E-mail not confirmed yet</Badge>}
              </p>
              {member.application && (
                <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                  <Detail term="Field">{fieldLabels[member.application.field]}</Detail>
                  <Detail term="Student/Resident">{studentTypeLabels[member.application.studentType]}</Detail>
                  {member.application.yearOfCompletion !== null && <Detail term="Year of completion">{member.application.yearOfCompletion}</Detail>}
                  <Detail term="Place of study">{member.application.placeOfStudy}</Detail>
                  {member.application.message && (
                    <Detail term="Message" className="sm:col-span-2">
                      <span className="whitespace-pre-line">{member.application.message}</span>
                    </Detail>
                  )}
                </dl>
              )}
              <ButtonRow className="mt-5">
                <Button onClick={() => act(member, "approve")} disabled={decide.isPending}>
                  Approve<span className="sr-only"> {personName(member)}</span>
                </Button>
                <Button variant="outline" onClick={() => act(member, "reject")} disabled={decide.isPending}>
                  Reject<span className="sr-only"> {personName(member)}</span>
                </Button>
              </ButtonRow>
            </Card>
          </li>
        ))}
      </ul>
      <Pager label="Pending members pages" page={page} pageSize={PENDING_PAGE_SIZE} total={members.data.total} onPage={setPage} />
    </>
  );
}

function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="break-words text-ink-muted">{children}</dd>
    </div>
  );
}
