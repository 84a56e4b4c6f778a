import {
  type AssociationEvent,
  EVENT_CITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_REGISTRATION_MAX,
  EVENT_TITLE_MAX,
  EVENT_VENUE_MAX,
  type EventInput,
  eventInputSchema,
  m,
} from "@ssem/core";
import { useId } from "react";
import { DialogActions } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useSchemaForm } from "~/lib/use-schema-form";
import { useSaveEvent } from "./admin-api";

/** The form's values, in the order it shows its fields (which is also the order errors are focused in). */
function formValues(event: AssociationEvent | null): EventInput {
  return {
    title: event?.title ?? "",
    date: event?.date ?? "",
    startTime: event?.startTime ?? "",
    endTime: event?.endTime ?? "",
    endDate: event?.endDate ?? "",
    city: event?.city ?? "",
    venue: event?.venue ?? "",
    membersOnly: event?.membersOnly ?? false,
    registration: event?.registration ?? "",
    description: event?.description ?? "",
  };
}

/** Creates an event, or edits `event`: every field of the shared schema, checked as the server checks them. */
export function EventForm({ event, onSaved }: { event: AssociationEvent | null; onSaved: () => void }) {
  const locale = useLocale();
  const options = { locale };
  const save = useSaveEvent();
  const membersOnlyHint = useId();
  const form = useSchemaForm(eventInputSchema, {
    defaultValues: formValues(event),
    focusOnOpen: "title",
  });
  const { register, formState } = form;
  const error = (field: keyof EventInput) => formState.errors[field]?.message;
  const sending = save.isPending;

  const onSubmit = form.submit(async (fields) => {
    try {
      await save.mutateAsync({ id: event?.id, fields });
      notify.success((event ? m.events_admin_saved : m.events_admin_created)({}, options), fields.title);
      onSaved();
    } catch (failure) {
      notify.error(m.events_admin_save_failed({}, options), errorMessageIn(failure, locale));
    }
  });

  return (
    <form noValidate onSubmit={(submitEvent) => void onSubmit(submitEvent)} className="flex flex-col gap-4">
      <FormField label={m.events_admin_title({}, options)} required error={error("title")}>
        <Input maxLength={EVENT_TITLE_MAX} disabled={sending} {...register("title")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={m.events_admin_date({}, options)} required error={error("date")}>
          <Input type="date" disabled={sending} {...register("date")} />
        </FormField>
        <FormField label={m.events_admin_start({}, options)} required error={error("startTime")} hint={m.events_admin_swiss_time({}, options)}>
          <Input type="time" disabled={sending} {...register("startTime")} />
        </FormField>
        <FormField label={m.events_admin_end({}, options)} required error={error("endTime")} hint={m.events_admin_swiss_time({}, options)}>
          <Input type="time" disabled={sending} {...register("endTime")} />
        </FormField>
        <FormField label={m.events_admin_end_date({}, options)} error={error("endDate")} hint={m.events_admin_end_date_hint({}, options)}>
          <Input type="date" disabled={sending} {...register("endDate")} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={m.events_admin_city({}, options)} required error={error("city")}>
          <Input maxLength={EVENT_CITY_MAX} disabled={sending} {...register("city")} />
        </FormField>
        <FormField label={m.events_admin_venue({}, options)} error={error("venue")} hint={m.events_admin_venue_hint({}, options)}>
          <Input maxLength={EVENT_VENUE_MAX} disabled={sending} {...register("venue")} />
        </FormField>
      </div>
      <div>
        <label className="flex items-center gap-3 font-semibold text-ink">
          <input type="checkbox" className="size-5 accent-accent" aria-describedby={membersOnlyHint} disabled={sending} {...register("membersOnly")} />
          {m.events_admin_members_only({}, options)}
        </label>
        <p id={membersOnlyHint} className="mt-1 text-sm text-ink-muted">
          {m.events_admin_members_only_hint({}, options)}
        </p>
      </div>
      <FormField label={m.events_admin_registration({}, options)} error={error("registration")} hint={m.events_admin_registration_hint({}, options)}>
        <Input maxLength={EVENT_REGISTRATION_MAX} disabled={sending} {...register("registration")} />
      </FormField>
      <FormField label={m.events_admin_description({}, options)} error={error("description")}>
        <Textarea rows={5} maxLength={EVENT_DESCRIPTION_MAX} disabled={sending} {...register("description")} />
      </FormField>
      <DialogActions
        label={(sending ? m.events_admin_saving : event ? m.events_admin_save_changes : m.events_admin_create)({}, options)}
        pending={sending}
      />
    </form>
  );
}
