import { type AssignableRole, assignableRoles, type BulkAction, bulkOutcomeLabel, type BulkOutcome, formatNumber, type Locale, m, type MemberListEntry, roleLabel } from "@ssem/core";
import { Download } from "lucide-react";
import { useRef, useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { SelectField } from "~/components/ui/select-field";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { selectedExportUrl, useBulkAction } from "./api";
import { personName } from "./person-name";

/** Up to this many, a dialog names the people; beyond, the count says enough and the list would not fit. */
const NAMED_PEOPLE_MAX = 8;

const people = (count: number, locale: Locale) => m.admin_people({ count, shownCount: formatNumber(count, locale) }, { locale });

/** What each action's dialog says: how many, what happens, and which mail goes out. */
function dialogText(action: BulkAction, count: number, chosenRole: AssignableRole, locale: Locale) {
  const options = { locale };
  const who = { people: people(count, locale) };
  const role = roleLabel(chosenRole, locale);
  switch (action) {
    case "approve":
      return {
        title: m.admin_bulk_approve_title(who, options),
        description: m.admin_bulk_approve_description({}, options),
        confirmLabel: m.admin_bulk_approve_confirm(who, options),
      };
    case "reject":
      return {
        title: m.admin_bulk_reject_title(who, options),
        description: m.admin_bulk_reject_description({}, options),
        confirmLabel: m.admin_bulk_reject_confirm(who, options),
      };
    case "role":
      return {
        title: m.admin_bulk_role_title({ ...who, role }, options),
        description: m.admin_bulk_role_description({ role }, options),
        confirmLabel: m.admin_bulk_role_confirm({ role }, options),
      };
    case "remove":
      return {
        title: m.admin_bulk_remove_title(who, options),
        description: m.admin_bulk_remove_description({}, options),
        confirmLabel: m.admin_bulk_remove_confirm(who, options),
      };
  }
}

const actionName = (action: BulkAction, locale: Locale) =>
  ({ approve: m.admin_approve, reject: m.admin_reject, role: m.admin_change_role, remove: m.admin_remove })[action]({}, { locale });

type Report = { action: BulkAction; lines: Array<{ id: string; name: string; outcome: BulkOutcome }> };

/**
 * The actions on the rows chosen in the table (issue 24). Each asks first, naming the count (and
 * the people, when few) and the mail that goes out; afterwards a report says per person what
 * happened, and takes focus, since the rows it was about may have left the table.
 */
export function BulkActions({ selected, onDone }: { selected: MemberListEntry[]; onDone: () => void }) {
  const bulk = useBulkAction();
  const locale = useLocale();
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
      notify.error(m.admin_bulk_error({ action: actionName(action, locale) }, { locale }), errorMessageIn(error, locale));
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
        <div role="group" aria-label={m.admin_bulk_actions({}, { locale })} className="flex flex-wrap items-end gap-2 rounded-lg border border-border bg-surface p-3">
          <p className="mr-2 self-center text-sm font-semibold text-ink">
            {m.admin_selected_count({ count: selected.length, shownCount: formatNumber(selected.length, locale) }, { locale })}
          </p>
          {hasApplicants && (
            <>
              <Button size="sm" onClick={() => ask("approve")}>
                {m.admin_approve({}, { locale })}
              </Button>
              <Button size="sm" variant="outline" onClick={() => ask("reject")}>
                {m.admin_reject({}, { locale })}
              </Button>
            </>
          )}
          {allApproved ? (
            <div className="flex items-end gap-2">
              <SelectField
                label={m.admin_bulk_new_role({}, { locale })}
                className="w-32"
                options={assignableRoles}
                labels={{ member: roleLabel("member", locale), admin: roleLabel("admin", locale) }}
                value={role}
                onChange={(event) => setRole(event.target.value as AssignableRole)}
              />
              <Button size="sm" variant="outline" onClick={() => ask("role")}>
                {m.admin_change_role({}, { locale })}
              </Button>
            </div>
          ) : (
            <p className="self-center text-sm text-ink-muted">{m.admin_bulk_roles_approved_only({}, { locale })}</p>
          )}
          <a href={selectedExportUrl(selected.map((member) => member.id), locale)} download className={buttonClasses({ size: "sm", variant: "outline" })}>
            <Download aria-hidden="true" className="size-4" />
            {m.admin_export_selected({}, { locale })}
          </a>
          <Button size="sm" variant="outline" className="text-destructive!" onClick={() => ask("remove")}>
            {m.admin_remove({}, { locale })}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            {m.admin_clear_selection({}, { locale })}
          </Button>
        </div>
      )}
      {report && <BulkReport report={report} headingRef={reportHeading} onDismiss={() => setReport(undefined)} />}
      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(undefined)}
          {...dialogText(asking, selected.length, role, locale)}
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
  const locale = useLocale();
  const done = report.lines.filter((line) => ["approved", "rejected", "role_changed", "removed"].includes(line.outcome)).length;
  return (
    <section aria-labelledby="bulk-report-heading" className="rounded-lg border border-border bg-surface p-4">
      <h3 id="bulk-report-heading" ref={headingRef} tabIndex={-1} className="font-semibold text-ink">
        {m.admin_bulk_report(
          { action: actionName(report.action, locale), done: formatNumber(done, locale), people: people(report.lines.length, locale) },
          { locale },
        )}
      </h3>
      <ul className="mt-2 grid gap-1 text-sm">
        {report.lines.map((line) => (
          <li key={line.id} className="break-words">
            <span className="font-medium text-ink">{line.name}</span>: {bulkOutcomeLabel(line.outcome, locale)}
          </li>
        ))}
      </ul>
      <Button size="sm" variant="outline" className="mt-3" onClick={onDismiss}>
        {m.admin_dismiss({}, { locale })}
      </Button>
    </section>
  );
}
