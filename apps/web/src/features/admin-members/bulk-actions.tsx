import { type AssignableRole, assignableRoles, type BulkAction, bulkOutcomeLabels, type BulkOutcome, type MemberListEntry } from "@ssem/core";
import { Download } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { SelectField } from "~/components/ui/select-field";
import { notify } from "~/components/ui/toaster";
import { selectedExportUrl, useBulkAction } from "./api";
import { personName } from "./person-name";

/** Up to this many, a dialog names the people; beyond, the count says enough and the list would not fit. */
const NAMED_PEOPLE_MAX = 8;

const people = (count: number) => (count === 1 ? "1 person" : `${count} people`);

/** What each action's dialog says: how many, what happens, and which mail goes out. */
function dialogText(action: BulkAction, count: number, role: AssignableRole) {
  switch (action) {
    case "approve":
      return {
        title: `Approve ${people(count)}?`,
        description:
          "Each applicant becomes a member and gets the approval mail at once, with the invoice for the annual fee (or the invoice once they confirm their address). Anyone already decided is left as they are. This cannot be undone.",
        confirmLabel: `Approve ${people(count)}`,
      };
    case "reject":
      return {
        title: `Reject ${people(count)}?`,
        description: "Each applicant gets the rejection mail at once. Anyone already decided is left as they are. This cannot be undone.",
        confirmLabel: `Reject ${people(count)}`,
      };
    case "role":
      return { title: `Make ${people(count)} ${role}?`, description: `Their role becomes ${role}. No mail goes out.`, confirmLabel: `Make ${role}` };
    case "remove":
      return {
        title: `Remove ${people(count)}?`,
        description: "Each is deleted completely: account, profile, roles, application and unsent e-mails. No mail goes out. This cannot be undone.",
        confirmLabel: `Remove ${people(count)}`,
      };
  }
}

const roleLabels: Record<AssignableRole, string> = { member: "member", admin: "admin" };

const actionNames: Record<BulkAction, string> = { approve: "Approve", reject: "Reject", role: "Change role", remove: "Remove" };

type Report = { action: BulkAction; lines: Array<{ id: string; name: string; outcome: BulkOutcome }> };

/**
 * The actions on the rows chosen in the table (issue 24). Each asks first, naming the count (and
 * the people, when few) and the mail that goes out; afterwards a report says per person what
 * happened, and takes focus, since the rows it was about may have left the table.
 */
export function BulkActions({ selected, onDone }: { selected: MemberListEntry[]; onDone: () => void }) {
  const bulk = useBulkAction();
  const [asking, setAsking] = useState<BulkAction>();
  const [role, setRole] = useState<AssignableRole>("member");
  const [report, setReport] = useState<Report>();
  const reportHeading = useRef<HTMLHeadingElement>(null);
  // The dialog opens without a Radix trigger, so it cannot give focus back by itself.
  const opener = useRef<Element | null>(null);
  // A ref, not state: the dialog reads it as it unmounts, after its last render.
  const ran = useRef(false);
  const ask = (action: BulkAction) => {
    opener.current = document.activeElement;
    ran.current = false;
    setAsking(action);
  };
  const hasApplicants = selected.some((member) => member.status === "pending");
  // A role is for approved members only: the server refuses others, and the table does not offer it.
  const allApproved = selected.length > 0 && selected.every((member) => member.status === "approved");

  const run = async (action: BulkAction) => {
    const names = new Map(selected.map((member) => [member.id, personName(member)]));
    try {
      const { results } = await bulk.mutateAsync({ action, ids: [...names.keys()], ...(action === "role" ? { role } : {}) });
      setReport({ action, lines: results.map((result) => ({ ...result, name: names.get(result.id) ?? result.id })) });
      ran.current = true;
      onDone();
    } catch (error) {
      notify.error(`Error: ${actionNames[action]}`, error instanceof Error ? error.message : undefined);
    }
    setAsking(undefined);
  };
  // After the action, to its report (the rows it was about may have left); after Cancel, back to the button.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const target = ran.current ? reportHeading.current : opener.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  };

  return (
    <>
      {selected.length > 0 && (
        <div role="group" aria-label="Bulk actions" className="flex flex-wrap items-end gap-2 rounded-lg border border-border bg-surface p-3">
          <p className="mr-2 self-center text-sm font-semibold text-ink">{selected.length} selected</p>
          {hasApplicants && (
            <>
              <Button size="sm" onClick={() => ask("approve")}>
                Approve
              </Button>
              <Button size="sm" variant="outline" onClick={() => ask("reject")}>
                Reject
              </Button>
            </>
          )}
          {allApproved ? (
            <div className="flex items-end gap-2">
              <SelectField
                label="New role"
                className="w-32"
                options={assignableRoles}
                labels={roleLabels}
                value={role}
                onChange={(event) => setRole(event.target.value as AssignableRole)}
              />
              <Button size="sm" variant="outline" onClick={() => ask("role")}>
                Change role
              </Button>
            </div>
          ) : (
            <p className="self-center text-sm text-ink-muted">Roles are for approved members only.</p>
          )}
          <Button asChild size="sm" variant="outline">
            <a href={selectedExportUrl(selected.map((member) => member.id))} download>
              <Download aria-hidden="true" className="size-4" />
              Export selected
            </a>
          </Button>
          <Button size="sm" variant="outline" className="text-destructive" onClick={() => ask("remove")}>
            Remove
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            Clear selection
          </Button>
        </div>
      )}
      {report && <BulkReport report={report} headingRef={reportHeading} onDismiss={() => setReport(undefined)} />}
      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(undefined)}
          {...dialogText(asking, selected.length, role)}
          variant={asking === "approve" || asking === "role" ? "primary" : "destructive"}
          onConfirm={() => void run(asking)}
          pending={bulk.isPending}
          onCloseAutoFocus={returnFocus}
        >
          {selected.length <= NAMED_PEOPLE_MAX && (
            <ul className="mb-5 list-disc pl-5 text-sm text-ink">
              {selected.map((member) => (
                <li key={member.id} className="break-words">
                  {personName(member)} ({member.email})
                </li>
              ))}
            </ul>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

function BulkReport({ report, headingRef, onDismiss }: { report: Report; headingRef: React.Ref<HTMLHeadingElement>; onDismiss: () => void }) {
  const done = report.lines.filter((line) => ["approved", "rejected", "role_changed", "removed"].includes(line.outcome)).length;
  return (
    <section aria-labelledby="bulk-report-heading" className="rounded-lg border border-border bg-surface p-4">
      <h3 id="bulk-report-heading" ref={headingRef} tabIndex={-1} className="font-semibold text-ink">
        {actionNames[report.action]}: {done} of {people(report.lines.length)} done
      </h3>
      <ul className="mt-2 grid gap-1 text-sm">
        {report.lines.map((line) => (
          <li key={line.id} className="break-words">
            <span className="font-medium text-ink">{line.name}</span>: {bulkOutcomeLabels[line.outcome]}
          </li>
        ))}
      </ul>
      <Button size="sm" variant="outline" className="mt-3" onClick={onDismiss}>
        Dismiss
      </Button>
    </section>
  );
}
