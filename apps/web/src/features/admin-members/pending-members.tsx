import { fieldLabel, formatNumber, type Locale, m, type MemberListEntry, studentTypeLabel } from "@ssem/core";
import { type ReactNode, useEffect, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonRow } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { Pager } from "~/components/ui/pager";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useDecide, useMembers } from "./api";
import { personName, shortDate } from "./person-name";
import { useFocusAfterLeave } from "./use-focus-after-leave";

export const PENDING_PAGE_SIZE = 20;

type Decision = "approve" | "reject";

/** The invoice goes out with the approval, or once the applicant confirms the address (issue 23). */
const invoiceNote = (member: MemberListEntry, locale: Locale) =>
  member.emailConfirmed ? m.admin_pending_invoice_sent({}, { locale }) : m.admin_pending_invoice_later({}, { locale });

/** What each decision's dialog says will happen: who it touches and which mail goes out (issue 24). */
function decisionText(decision: Decision, member: MemberListEntry, locale: Locale) {
  const who = { name: personName(member), email: member.email };
  if (decision === "approve") {
    return {
      title: m.admin_approve_title(who, { locale }),
      description: member.emailConfirmed ? m.admin_approve_description_with_invoice(who, { locale }) : m.admin_approve_description_invoice_later(who, { locale }),
    };
  }
  return { title: m.admin_reject_title(who, { locale }), description: m.admin_reject_description(who, { locale }) };
}

/** Applicants with status pending, newest first; Approve and Reject each ask first. */
export function PendingMembers() {
  const [page, setPage] = useState(1);
  const members = useMembers({ status: "pending", page, pageSize: PENDING_PAGE_SIZE });
  const decide = useDecide();
  const locale = useLocale();
  const focus = useFocusAfterLeave();
  const [asking, setAsking] = useState<{ member: MemberListEntry; decision: Decision }>();
  const loadError = members.error;

  useEffect(() => {
    if (loadError) notify.error(m.admin_pending_load_error({}, { locale }), loadError.message);
  }, [loadError, locale]);

  const ask = (member: MemberListEntry, decision: Decision) => {
    focus.remember(member.id);
    setAsking({ member, decision });
  };
  // Awaited: the dialog closes once the list has been fetched again, so focus can go to the row that took this one's place.
  const confirm = async ({ member, decision }: { member: MemberListEntry; decision: Decision }) => {
    try {
      await decide.mutateAsync({ id: member.id, decision });
      if (decision === "approve") notify.success(m.admin_member_approved({}, { locale }), `${personName(member)}. ${invoiceNote(member, locale)}`);
      else notify.success(m.admin_member_rejected({}, { locale }), personName(member));
    } catch (error) {
      notify.error(decision === "approve" ? m.admin_approve_error({}, { locale }) : m.admin_reject_error({}, { locale }), errorMessageIn(error, locale));
    }
    setAsking(undefined);
  };

  if (members.isPending)
    return (
      <p role="status" className="text-ink-muted">
        {m.admin_pending_loading({}, { locale })}
      </p>
    );
  if (members.isError) return <LoadFailed title={m.admin_pending_load_error({}, { locale })} detail={errorMessageIn(members.error, locale)} onRetry={() => void members.refetch()} />;
  const { total } = members.data;

  return (
    <section ref={focus.listRef} aria-labelledby="pending-heading">
      <h3 id="pending-heading" ref={focus.headingRef} tabIndex={-1} className="mb-4 text-sm font-normal text-ink-muted">
        {total === 0 ? m.admin_pending_none({}, { locale }) : m.admin_pending_count({ count: total, shownCount: formatNumber(total, locale) }, { locale })}
      </h3>
      <ul className="grid gap-4">
        {members.data.members.map((member) => (
          <li key={member.id}>
            <PendingCard member={member} busy={decide.isPending} onDecide={(decision) => ask(member, decision)} />
          </li>
        ))}
      </ul>
      <Pager label={m.admin_pending_pages({}, { locale })} page={page} pageSize={PENDING_PAGE_SIZE} total={total} onPage={setPage} />
      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(undefined)}
          {...decisionText(asking.decision, asking.member, locale)}
          confirmLabel={asking.decision === "approve" ? m.admin_approve({}, { locale }) : m.admin_reject({}, { locale })}
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
  const locale = useLocale();
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        {/* Where focus lands when the card before this one leaves the list. */}
        <CardTitle as="h4" tabIndex={-1} data-row-focus="" data-row-id={member.id} className="rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2">
          {name}
        </CardTitle>
        <p className="text-sm text-ink-muted">{m.admin_applied_on({ day: shortDate(member.createdAt, locale) }, { locale })}</p>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 break-words text-ink-muted">
        {member.email}
        {member.emailConfirmed ? (
          <Badge tone="success">{m.admin_email_confirmed({}, { locale })}</Badge>
        ) : (
          <Badge tone="pending">{m.admin_email_not_confirmed({}, { locale })}</Badge>
        )}
      </p>
      {member.application && (
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Detail term={m.admin_detail_field({}, { locale })}>{fieldLabel(member.application.field, locale)}</Detail>
          <Detail term={m.admin_detail_student_type({}, { locale })}>{studentTypeLabel(member.application.studentType, locale)}</Detail>
          {member.application.yearOfCompletion !== null && (
            <Detail term={m.admin_detail_year_of_completion({}, { locale })}>{member.application.yearOfCompletion}</Detail>
          )}
          <Detail term={m.admin_detail_place_of_study({}, { locale })}>{member.application.placeOfStudy}</Detail>
          {member.application.message && (
            <Detail term={m.admin_detail_message({}, { locale })} className="sm:col-span-2">
              <span className="whitespace-pre-line">{member.application.message}</span>
            </Detail>
          )}
        </dl>
      )}
      <ButtonRow className="mt-5">
        <Button onClick={() => onDecide("approve")} disabled={busy}>
          {m.admin_approve({}, { locale })}
          <span className="sr-only"> {name}</span>
        </Button>
        <Button variant="outline" onClick={() => onDecide("reject")} disabled={busy}>
          {m.admin_reject({}, { locale })}
          <span className="sr-only"> {name}</span>

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
