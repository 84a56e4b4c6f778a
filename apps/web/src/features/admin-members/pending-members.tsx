import { fieldLabels, type MemberListEntry, studentTypeLabels } from "@ssem/core";
import { type ReactNode, useEffect, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonRow } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { Pager } from "~/components/ui/pager";
import { notify } from "~/components/ui/toaster";
import { useDecide, useMembers } from "./api";
import { personName, shortDate } from "./person-name";
import { useFocusAfterLeave } from "./use-focus-after-leave";

export const PENDING_PAGE_SIZE = 20;

type Decision = "approve" | "reject";

/** The invoice goes out with the approval, or once the applicant confirms the address (issue 23). */
const invoiceNote = (member: MemberListEntry) =>
  member.emailConfirmed ? "The invoice for the annual fee has been e-mailed." : "The invoice for the annual fee is e-mailed once the address is confirmed.";

/** What each decision's dialog says will happen: who it touches and which mail goes out (issue 24). */
function decisionText(decision: Decision, member: MemberListEntry) {
  const name = personName(member);
  if (decision === "approve") {
    const invoice = member.emailConfirmed ? "with the invoice for the annual fee" : "and the invoice for the annual fee once the address is confirmed";
    return {
      title: `Approve ${name}?`,
      description: `${name} (${member.email}) becomes a member. The approval mail goes out to them at once, ${invoice}. This cannot be undone.`,
    };
  }
  return {
    title: `Reject ${name}?`,
    description: `The application of ${name} (${member.email}) is rejected, and the rejection mail goes out to them at once. This cannot be undone.`,
  };
}

/** Applicants with status pending, newest first; Approve and Reject each ask first. */
export function PendingMembers() {
  const [page, setPage] = useState(1);
  const members = useMembers({ status: "pending", page, pageSize: PENDING_PAGE_SIZE });
  const decide = useDecide();
  const focus = useFocusAfterLeave();
  const [asking, setAsking] = useState<{ member: MemberListEntry; decision: Decision }>();
  const loadError = members.error;

  useEffect(() => {
    if (loadError) notify.error("Error loading pending members", loadError.message);
  }, [loadError]);

  const ask = (member: MemberListEntry, decision: Decision) => {
    focus.remember(member.id);
    setAsking({ member, decision });
  };
  // Awaited: the dialog closes once the list has been fetched again, so focus can go to the row that took this one's place.
  const confirm = async ({ member, decision }: { member: MemberListEntry; decision: Decision }) => {
    try {
      await decide.mutateAsync({ id: member.id, decision });
      if (decision === "approve") notify.success("Member approved", `${personName(member)}. ${invoiceNote(member)}`);
      else notify.success("Member rejected", personName(member));
    } catch (error) {
      notify.error(decision === "approve" ? "Error approving member" : "Error rejecting member", error instanceof Error ? error.message : undefined);
    }
    setAsking(undefined);
  };

  if (members.isPending) return <p role="status" className="text-ink-muted">Loading pending members…</p>;
  if (members.isError) return <LoadFailed title="Error loading pending members" detail={members.error.message} onRetry={() => void members.refetch()} />;
  const { total } = members.data;

  return (
    <section ref={focus.listRef} aria-labelledby="pending-heading">
      <h3 id="pending-heading" ref={focus.headingRef} tabIndex={-1} className="mb-4 text-sm font-normal text-ink-muted">
        {total === 0 ? "No pending applications." : total === 1 ? "1 pending application" : `${total} pending applications`}
      </h3>
      <ul className="grid gap-4">
        {members.data.members.map((member) => (
          <li key={member.id}>
            <PendingCard member={member} busy={decide.isPending} onDecide={(decision) => ask(member, decision)} />
          </li>
        ))}
      </ul>
      <Pager label="Pending members pages" page={page} pageSize={PENDING_PAGE_SIZE} total={total} onPage={setPage} />
      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(undefined)}
          {...decisionText(asking.decision, asking.member)}
          confirmLabel={asking.decision === "approve" ? "Approve" : "Reject"}
          variant={asking.decision === "approve" ? "primary" : "destructive"}
          onConfirm={() => void confirm(asking)}
          pending={decide.isPending}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        />
      )}
    </section>
  );
}

function PendingCard({ member, busy, onDecide }: { member: MemberListEntry; busy: boolean; onDecide: (decision: Decision) => void }) {
  const name = personName(member);
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        {/* Where focus lands when the card before this one leaves the list. */}
        <CardTitle as="h4" tabIndex={-1} data-row-focus="" data-row-id={member.id} className="rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2">
          {name}
        </CardTitle>
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
        <Button onClick={() => onDecide("approve")} disabled={busy}>
          Approve<span className="sr-only"> {name}</span>
        </Button>
        <Button variant="outline" onClick={() => onDecide("reject")} disabled={busy}>
          Reject<span className="sr-only"> {name}</span>
        </Button>
      </ButtonRow>
    </Card>
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
