import { AUDIT_PERSON_FILTER_MAX, auditActionLabel, auditActions, type AuditLogFilters, auditLogFiltersSchema, isCalendarDate, type Locale, m } from "@ssem/core";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { useLocale } from "~/lib/locale";
import { validationMessageIn } from "~/lib/validation-message";

/** What the filter controls hold: every field a string, "" for no filter. */
export type AuditLogFilterValues = Record<keyof AuditLogFilters, string>;
export const noAuditLogFilters: AuditLogFilterValues = { action: "", actor: "", subject: "", from: "", to: "" };

type Errors = Partial<Record<keyof AuditLogFilterValues, string>>;

/** The filters' own check, the server's schema: a range that ends before it starts is said beside the field, not sent. */
function check(values: AuditLogFilterValues, locale: Locale): Errors {
  const parsed = auditLogFiltersSchema.safeParse(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "")));
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], validationMessageIn(issue, locale)]));
}

/**
 * The Audit Log's filters: the action and the days apply as they are chosen, the two people when the form
 * is submitted (Enter or Filter), as the member list's search does. `fixedSubject` hides the subject filter
 * (a person's own view fixes it).
 */
export function AuditLogFilterForm({
  initial,
  onApply,
  fixedSubject,
}: {
  initial: AuditLogFilterValues;
  onApply: (values: AuditLogFilterValues) => void;
  fixedSubject: boolean;
}) {
  const locale = useLocale();
  const options = { locale };
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});

  const apply = (values: AuditLogFilterValues) => {
    setDraft(values);
    const found = check(values, locale);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(values);
  };
  const edit = (field: keyof AuditLogFilterValues) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });
  // A date field reports each digit typed; only a whole day (or none) changes the list.
  const pickDay = (field: "from" | "to") => (event: { target: { value: string } }) => {
    const value = event.target.value;
    if (value === "" || isCalendarDate(value)) apply({ ...draft, [field]: value });
    else setDraft({ ...draft, [field]: value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => apply(noAuditLogFilters);

  return (
    <form role="search" aria-label={m.audit_filter_form({}, options)} onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <FormField label={m.audit_action({}, options)} error={errors.action}>
        <Select value={draft.action} onChange={(event) => apply({ ...draft, action: event.target.value })}>
          <option value="">{m.audit_all_actions({}, options)}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {auditActionLabel(action, locale)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={m.audit_done_by({}, options)} hint={m.audit_name_or_email({}, options)} error={errors.actor}>
        <Input type="search" value={draft.actor} onChange={edit("actor")} maxLength={AUDIT_PERSON_FILTER_MAX} />
      </FormField>
      {!fixedSubject && (
        <FormField label={m.audit_about({}, options)} hint={m.audit_about_hint({}, options)} error={errors.subject}>
          <Input type="search" value={draft.subject} onChange={edit("subject")} maxLength={AUDIT_PERSON_FILTER_MAX} />
        </FormField>
      )}
      <FormField label={m.audit_from({}, options)} error={errors.from}>
        <Input type="date" value={draft.from} onChange={pickDay("from")} max={draft.to || undefined} />
      </FormField>
      <FormField label={m.audit_to({}, options)} error={errors.to}>
        <Input type="date" value={draft.to} onChange={pickDay("to")} min={draft.from || undefined} />
      </FormField>
      <div className="flex flex-wrap items-end gap-3">
        <Button type="submit" variant="outline">
          {m.audit_filter({}, options)}
        </Button>
        <Button type="button" variant="outline" onClick={clear}>
          {m.audit_clear_filters({}, options)}
        </Button>
      </div>
    </form>
  );
}
