import { formatClockTime, formatEventDate, formatNumber, m } from "@ssem/core";
import { useState } from "react";
import { BackLink } from "~/components/ui/back-link";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LoadFailed } from "~/components/ui/load-failed";
import { Container } from "~/components/ui/page";
import { ApiRequestError } from "~/lib/api-errors";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useAdminEvents, useEventRegistrations } from "./admin-api";
import { Attendance, matchesSearch } from "./attendance";

export const doorListPath = (eventId: string) => `/admin-dashboard/events/${eventId}/check-in`;

/**
 * The check-in list for a phone at the door (issue 41, ADR 042): the confirmed seats only, by name, a search that
 * finds a person by a few letters, and one tap to mark them attended; a scanned QR code does the same one by one.
 */
export function DoorList({ eventId }: { eventId: string }) {
  const locale = useLocale();
  const options = { locale };
  const events = useAdminEvents();
  const registrations = useEventRegistrations(eventId);
  const [query, setQuery] = useState("");
  const event = [...(events.data?.upcoming ?? []), ...(events.data?.past ?? [])].find((candidate) => candidate.id === eventId);
  const seats = (registrations.data ?? [])
    .filter((registration) => registration.state === "confirmed")
    .sort((a, b) => (a.name ?? a.email).localeCompare(b.name ?? b.email, locale));
  const shown = seats.filter((registration) => matchesSearch(query, registration.name, registration.email));
  const checked = seats.filter((registration) => registration.attended).length;

  return (
    <Container className="max-w-xl py-8">
      <BackLink to="/admin-dashboard?tab=events">{m.door_back({}, options)}</BackLink>
      <h1 className="text-3xl font-bold tracking-tight break-words text-ink">{m.door_heading({}, options)}</h1>
      {event && (
        <p className="mt-2 text-lg text-ink">
          {event.title}, {formatEventDate(event.date)}, {formatClockTime(event.startTime, locale)}
        </p>
      )}
      {registrations.isPending && (
        <p role="status" className="mt-6 text-ink-muted">
          {m.events_admin_reg_loading({}, options)}
        </p>
      )}
      {registrations.isError &&
        (registrations.error instanceof ApiRequestError && registrations.error.code === "not_found" ? (
          <p role="alert" className="mt-6 text-ink">
            {m.door_not_found({}, options)}
          </p>
        ) : (
          <LoadFailed
            className="mt-6"
            title={m.events_admin_reg_load_failed({}, options)}
            detail={errorMessageIn(registrations.error, locale)}
            onRetry={() => void registrations.refetch()}
          />
        ))}
      {registrations.data && (
        <div className="mt-6 flex flex-col gap-4">
          {/* Announced as it changes, so the one holding the phone hears the count too. */}
          <p role="status" className="font-medium text-ink">
            {m.door_count({ checked: formatNumber(checked, locale), total: formatNumber(seats.length, locale) }, options)}
          </p>
          {seats.length === 0 ? (
            <p className="text-ink-muted">{m.door_empty({}, options)}</p>
          ) : (
            <FormField label={m.events_admin_reg_search({}, options)}>
              <Input type="search" value={query} onChange={(change) => setQuery(change.target.value)} autoComplete="off" />
            </FormField>
          )}
          {seats.length > 0 && shown.length === 0 && <p className="text-ink-muted">{m.events_admin_reg_no_match({}, options)}</p>}
          {shown.length > 0 && (
            <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
              {shown.map((registration) => {
                const name = registration.name ?? registration.email;
                return (
                  <li key={registration.id} className="flex flex-col gap-2 px-4 py-3">
                    <div className="min-w-0">
                      <p className="text-lg font-semibold break-words text-ink">{name}</p>
                      <p className="text-sm break-words text-ink-muted">{registration.email}</p>
                    </div>
                    <Attendance eventId={eventId} registration={registration} name={name} size="md" />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </Container>
  );
}
