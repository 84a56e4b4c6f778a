import {
  type BoardRegistrationStep,
  dateFormatter,
  formatNumber,
  type Locale,
  m,
  OFFER_HOURS_MAX,
  REGISTRATION_CAPACITY_MAX,
  type RegistrationSettings,
  type RegistrationSettingsForm,
  registrationSettingsFormSchema,
  type RegistrationState,
  registrationStates,
} from "@ssem/core";
import { ClipboardCheck } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { DownloadButton } from "~/components/ui/download-button";
import { LocalizedLink } from "~/components/ui/localized-link";
import { labelsOf, SelectField } from "~/components/ui/select-field";
import { Button, buttonClasses } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LoadFailed } from "~/components/ui/load-failed";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { registrationRefusalIn } from "~/lib/registration-refusal";
import { registrationStateText } from "~/lib/registration-state";
import { useFocusRow } from "~/lib/use-focus-row";
import { useLocale } from "~/lib/locale";
import { useSchemaForm } from "~/lib/use-schema-form";
import { Attendance, matchesSearch } from "./attendance";
import { doorListPath } from "./door-list";
import { RegistrationMail } from "./registration-mail";
import { registrationsCsvUrl, useBoardRegistrationStep, useEventRegistrations, useRegistrationSettings, useSaveRegistrationSettings } from "./admin-api";

const asForm = (settings: RegistrationSettings): RegistrationSettingsForm => ({
  registrationOn: settings.registrationOn,
  capacity: settings.capacity === null ? "" : String(settings.capacity),
  minParticipants: settings.minParticipants === null ? "" : String(settings.minParticipants),
  opensAt: settings.opensAt ?? "",
  closesAt: settings.closesAt ?? "",
  approval: settings.approval,
  cancelUntil: settings.cancelUntil ?? "",
  offerHours: String(settings.offerHours),
});

/**
 * An event's registration in the Events tab (issue 41): whether and how members register, and the list of those
 * who did, with the board's steps. Rejecting or cancelling someone's seat asks first, Cancel focused.
 */
export function EventRegistration({ eventId }: { eventId: string }) {
  const locale = useLocale();
  const settings = useRegistrationSettings(eventId);
  return (
    <div className="flex flex-col gap-6">
      {settings.isPending && (
        <p role="status" className="text-ink-muted">
          {m.events_admin_reg_loading({}, { locale })}
        </p>
      )}
      {settings.isError && (
        <LoadFailed
          title={m.events_admin_reg_load_failed({}, { locale })}
          detail={errorMessageIn(settings.error, locale)}
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && (
        <>
          <p className="font-medium text-ink">
            {m.events_admin_reg_summary(
              { held: formatNumber(settings.data.seatsHeld, locale), waiting: formatNumber(settings.data.waiting, locale) },
              { locale },
            )}
          </p>
          <SettingsForm eventId={eventId} settings={settings.data} />
          <RegistrationList eventId={eventId} />
          <RegistrationMail eventId={eventId} registered={settings.data.seatsHeld} waiting={settings.data.waiting} />
        </>
      )}
    </div>
  );
}

function SettingsForm({ eventId, settings }: { eventId: string; settings: RegistrationSettings }) {
  const locale = useLocale();
  const options = { locale };
  const save = useSaveRegistrationSettings(eventId);
  const onHint = useId();
  const form = useSchemaForm(registrationSettingsFormSchema, { defaultValues: asForm(settings) });
  const { register, formState } = form;
  const error = (field: keyof RegistrationSettingsForm) => formState.errors[field]?.message;
  const sending = save.isPending;

  const onSubmit = form.submit(async (fields) => {
    try {
      await save.mutateAsync(fields);
      notify.success(m.events_admin_reg_saved({}, options));
    } catch (failure) {
      notify.error(m.events_admin_reg_save_failed({}, options), errorMessageIn(failure, locale));
    }
  });

  return (
    <form noValidate onSubmit={(submitEvent) => void onSubmit(submitEvent)} className="flex flex-col gap-4">
      <div>
        <label className="flex items-center gap-3 font-semibold text-ink">
          <input type="checkbox" className="size-5 accent-accent" aria-describedby={onHint} disabled={sending} {...register("registrationOn")} />
          {m.events_admin_reg_on({}, options)}
        </label>
        <p id={onHint} className="mt-1 text-sm text-ink-muted">
          {m.events_admin_reg_on_hint({}, options)}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={m.events_admin_reg_capacity({}, options)} error={error("capacity")} hint={m.events_admin_reg_capacity_hint({}, options)}>
          <Input type="number" inputMode="numeric" min={1} max={REGISTRATION_CAPACITY_MAX} disabled={sending} {...register("capacity")} />
        </FormField>
        <FormField label={m.events_admin_reg_minimum({}, options)} error={error("minParticipants")} hint={m.events_admin_reg_minimum_hint({}, options)}>
          <Input type="number" inputMode="numeric" min={1} max={REGISTRATION_CAPACITY_MAX} disabled={sending} {...register("minParticipants")} />
        </FormField>
        <FormField label={m.events_admin_reg_offer_hours({}, options)} required error={error("offerHours")}>
          <Input type="number" inputMode="numeric" min={1} max={OFFER_HOURS_MAX} disabled={sending} {...register("offerHours")} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={m.events_admin_reg_opens({}, options)} error={error("opensAt")} hint={m.events_admin_reg_opens_hint({}, options)}>
          <Input type="datetime-local" disabled={sending} {...register("opensAt")} />
        </FormField>
        <FormField label={m.events_admin_reg_closes({}, options)} error={error("closesAt")} hint={m.events_admin_reg_closes_hint({}, options)}>
          <Input type="datetime-local" disabled={sending} {...register("closesAt")} />
        </FormField>
        <FormField label={m.events_admin_reg_cancel_until({}, options)} error={error("cancelUntil")} hint={m.events_admin_reg_cancel_until_hint({}, options)}>
          <Input type="datetime-local" disabled={sending} {...register("cancelUntil")} />
        </FormField>
      </div>
      <label className="flex items-center gap-3 font-semibold text-ink">
        <input type="checkbox" className="size-5 accent-accent" disabled={sending} {...register("approval")} />
        {m.events_admin_reg_approval({}, options)}
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={sending}>
          {(sending ? m.events_admin_saving : m.events_admin_reg_save)({}, options)}
        </Button>
      </div>
    </form>
  );
}

type Asking = { registrationId: string; name: string; step: Extract<BoardRegistrationStep, "reject" | "cancel"> };

const stateLabel = (state: RegistrationState, place: number, offeredUntil: string | null, locale: Locale) => {
  switch (state) {
    case "confirmed":
      return m.dash_events_state_confirmed({}, { locale });
    case "awaiting_approval":
      return m.dash_events_state_awaiting_approval({}, { locale });
    case "waiting":
      return m.dash_events_state_waiting({ place: formatNumber(place, locale) }, { locale });
    case "offered":
      return m.dash_events_state_offered({ moment: dateFormatter("dateTime", locale)(offeredUntil!) }, { locale });
    default:
      return m.dash_events_state_cancelled({}, { locale });
  }
};
const stateTone = {
  confirmed: "success",
  awaiting_approval: "pending",
  waiting: "info",
  offered: "accent",
  cancelled: "neutral",
  awaiting_confirmation: "neutral",
} as const;

function RegistrationList({ eventId }: { eventId: string }) {
  const locale = useLocale();
  const options = { locale };
  const registrations = useEventRegistrations(eventId);
  const step = useBoardRegistrationStep(eventId);
  const [asking, setAsking] = useState<Asking>();
  const { listRef, remember, onCloseAutoFocus } = useFocusRow();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<RegistrationState | "all">("all");
  const headingId = useId();
  const shown = registrations.data?.filter(
    (registration) => (state === "all" || registration.state === state) && matchesSearch(query, registration.name, registration.email),
  );
  const filters = ["all", ...registrationStates.filter((value) => registrations.data?.some((registration) => registration.state === value))] as const;

  const take = (registrationId: string, next: BoardRegistrationStep, name: string) =>
    step.mutate(
      { registrationId, step: next },
      {
        onSuccess: () => {
          notify.success(m.events_admin_reg_step_done({}, options), name);
          setAsking(undefined);
        },
        onError: (error) => {
          notify.error(m.events_admin_reg_step_failed({}, options), registrationRefusalIn(error, locale));
          setAsking(undefined);
        },
      },
    );

  let waitingPlace = 0;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {m.events_admin_reg_list({}, options)}
      </h3>
      {registrations.data && registrations.data.length > 0 && (
        <div className="flex flex-wrap gap-3">
          <LocalizedLink to={doorListPath(eventId)} className={buttonClasses({ variant: "outline" })}>
            <ClipboardCheck aria-hidden="true" className="size-4" />
            {m.door_open({}, options)}
          </LocalizedLink>
          <DownloadButton href={registrationsCsvUrl(eventId, locale)}>{m.mlist_export({}, options)}</DownloadButton>
        </div>
      )}
      {registrations.isPending && (
        <p role="status" className="text-ink-muted">
          {m.events_admin_reg_loading({}, options)}
        </p>
      )}
      {registrations.isError && (
        <LoadFailed
          title={m.events_admin_reg_load_failed({}, options)}
          detail={errorMessageIn(registrations.error, locale)}
          onRetry={() => void registrations.refetch()}
        />
      )}
      {registrations.data?.length === 0 && <p className="text-ink-muted">{m.events_admin_reg_none({}, options)}</p>}
      {registrations.data && registrations.data.length > 0 && (
        // At the door: find a person by a few letters of their name or address.
        <div className="flex flex-wrap items-end gap-3">
          <FormField label={m.events_admin_reg_search({}, options)} className="grow">
            <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
          </FormField>
          <SelectField
            label={m.events_admin_reg_filter({}, options)}
            options={filters}
            labels={labelsOf(filters, (value) => (value === "all" ? m.events_admin_reg_filter_all({}, options) : registrationStateText(value, locale)))}
            value={state}
            onChange={(event) => setState(event.target.value as RegistrationState | "all")}
          />
        </div>
      )}
      {shown?.length === 0 && registrations.data!.length > 0 && <p className="text-ink-muted">{m.events_admin_reg_no_match({}, options)}</p>}
      {shown && shown.length > 0 && (
        <ul ref={listRef} className="divide-y divide-border rounded-lg border border-border">
          {registrations.data!.map((registration) => {
            if (registration.state === "waiting") waitingPlace += 1;
            if (!shown.includes(registration)) return null;
            const name = registration.name ?? registration.email;
            const button = (label: string, next: BoardRegistrationStep, asks: boolean) => (
              <Button
                variant="outline"
                size="sm"
                disabled={step.isPending}
                onClick={() => {
                  if (!asks) return take(registration.id, next, name);
                  remember(registration.id);
                  setAsking({ registrationId: registration.id, name, step: next as Asking["step"] });
                }}
              >
                {label}
                <span className="sr-only"> {name}</span>
              </Button>
            );
            return (
              <li key={registration.id} data-focus-row={registration.id} tabIndex={-1} className="flex flex-col gap-2 px-4 py-3 focus-visible:outline-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-ink">{name}</p>
                    <p className="text-sm break-words text-ink-muted">{registration.email}</p>
                  </div>
                  <Badge tone={stateTone[registration.state]}>{stateLabel(registration.state, waitingPlace, registration.offeredUntil, locale)}</Badge>
                </div>
                {registration.state === "confirmed" && <Attendance eventId={eventId} registration={registration} name={name} />}
                {registration.state !== "cancelled" && (
                  <div className="flex flex-wrap gap-2">
                    {registration.state === "awaiting_approval" && button(m.events_admin_reg_approve({}, options), "approve", false)}
                    {registration.state === "awaiting_approval" && button(m.events_admin_reg_reject({}, options), "reject", true)}
                    {registration.state === "waiting" && waitingPlace > 1 && button(m.events_admin_reg_promote({}, options), "promote", false)}
                    {registration.state !== "awaiting_approval" && button(m.events_admin_reg_cancel({}, options), "cancel", true)}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(undefined)}
          title={(asking.step === "reject" ? m.events_admin_reg_confirm_reject_title : m.events_admin_reg_confirm_cancel_title)({}, options)}
          description={m.events_admin_reg_confirm_text({ name: asking.name }, options)}
          confirmLabel={(asking.step === "reject" ? m.events_admin_reg_reject : m.events_admin_reg_cancel)({}, options)}
          dismissLabel={m.dash_events_keep({}, options)}
          onCloseAutoFocus={onCloseAutoFocus}
          onConfirm={() => take(asking.registrationId, asking.step, asking.name)}
          pending={step.isPending}
        />
      )}
    </section>
  );
}
