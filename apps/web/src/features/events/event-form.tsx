import {
  type AssociationEvent,
  EVENT_CITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_REGISTRATION_MAX,
  EVENT_TITLE_MAX,
  EVENT_VENUE_MAX,
  type EventInput,
  eventInputSchema,
  MEMBERS_ONLY_LABEL,
  VENUE_TO_BE_ANNOUNCED,
} from "@ssem/core";
import { useId } from "react";
import { DialogActions } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessage } from "~/lib/api-client";
import { useSchemaForm } from "~/lib/use-schema-form";
import { useSaveEvent } from "./admin-api";

/** The form's values, in the order it shows its fields (which is also the order errors are focused in). */
function formValues(event: AssociationEvent | null): EventInput {
  return {
    title: event?.title ?? "",
    date: event?.date ?? "",
    startTime: event?.startTime ?? "",
    endTime: event?.endTime ?? "",
    city: event?.city ?? "",
    venue: event?.venue ?? "",
    membersOnly: event?.membersOnly ?? false,
    registration: event?.registration ?? "",
    description: event?.description ?? "",
  };
}

/** Creates an event, or edits `event`: every field of the shared schema, checked as the server checks them. */
export function EventForm({ event, onSaved }: { event: AssociationEvent | null; onSaved: () => void }) {
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
      notify.success(event ? "Event saved" : "Event created", fields.title);
      onSaved();
    } catch (failure) {
      notify.error("The event could not be saved", errorMessage(failure));
    }
  });

  return (
    <form noValidate onSubmit={(submitEvent) => void onSubmit(submitEvent)} className="flex flex-col gap-4">
      <FormField label="Title" required error={error("title")}>
        <Input maxLength={EVENT_TITLE_MAX} disabled={sending} {...register("title")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Date" required error={error("date")}>
          <Input type="date" disabled={sending} {...register("date")} />
        </FormField>
        <FormField label="Start time" required error={error("startTime")} hint="Swiss time">
          <Input type="time" disabled={sending} {...register("startTime")} />
        </FormField>
        <FormField label="End time" required error={error("endTime")} hint="Swiss time">
          <Input type="time" disabled={sending} {...register("endTime")} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="City" required error={error("city")}>
          <Input maxLength={EVENT_CITY_MAX} disabled={sending} {...register("city")} />
        </FormField>
        <FormField label="Venue" error={error("venue")} hint={`Leave empty for “${VENUE_TO_BE_ANNOUNCED}”`}>
          <Input maxLength={EVENT_VENUE_MAX} disabled={sending} {...register("venue")} />
        </FormField>
      </div>
      <div>
        <label className="flex items-center gap-3 font-semibold text-ink">
          <input type="checkbox" className="size-5 accent-accent" aria-describedby={membersOnlyHint} disabled={sending} {...register("membersOnly")} />
          {MEMBERS_ONLY_LABEL}
        </label>
        <p id={membersOnlyHint} className="mt-1 text-sm text-ink-muted">
          Listed for everyone, marked members only; its registration note is shown to signed-in members only and never in the calendar feed.
        </p>
      </div>
      <FormField label="Registration note" error={error("registration")} hint="How to register, e.g. “Registration via the member WhatsApp group”">
        <Input maxLength={EVENT_REGISTRATION_MAX} disabled={sending} {...register("registration")} />
      </FormField>
      <FormField label="Description" error={error("description")}>
        <Textarea rows={5} maxLength={EVENT_DESCRIPTION_MAX} disabled={sending} {...register("description")} />
      </FormField>
      <DialogActions label={sending ? "Saving..." : event ? "Save changes" : "Create event"} pending={sending} />
    </form>
  );
}
