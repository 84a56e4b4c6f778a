import { dateFormatter, formatClockTime, formatEventDate, formatNumber, type Locale, m, type PastRegistration, type RegistrableEvent } from "@ssem/core";
import { CalendarCheck, QrCode } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CardDescription } from "~/components/ui/card";
import { ConfirmDialog, Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { LocalizedLink } from "~/components/ui/localized-link";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { registrationRefusalIn } from "~/lib/registration-refusal";
import { useFocusRow } from "~/lib/use-focus-row";
import { useLocale } from "~/lib/locale";
import { DashboardCard } from "./dashboard-card";
import { checkInCodePath, type RegistrationStep, useMyEvents, useRegistrationStep } from "./registration-api";

type Asking = { event: RegistrableEvent; step: RegistrationStep; kind: "cancel" | "leave" | "decline" };

const askTexts = {
  cancel: { title: m.dash_events_confirm_cancel_title, text: m.dash_events_confirm_cancel_text, confirm: m.dash_events_cancel },
  leave: { title: m.dash_events_confirm_leave_title, text: m.dash_events_confirm_leave_text, confirm: m.dash_events_leave },
  decline: { title: m.dash_events_confirm_decline_title, text: m.dash_events_confirm_decline_text, confirm: m.dash_events_decline },
};

/** Where registration stands for someone without a registration that counts: not open yet, closed, or open. */
function windowState(event: RegistrableEvent, now: number): "not_open" | "closed" | "open" {
  if (event.opensAt && now < Date.parse(event.opensAt)) return "not_open";
  if ((event.closesAt && now >= Date.parse(event.closesAt)) || now >= Date.parse(event.startsAt)) return "closed";
  return "open";
}

function stateBadge(registration: NonNullable<RegistrableEvent["registration"]>, locale: Locale) {
  const moment = dateFormatter("dateTime", locale);
  switch (registration.state) {
    case "confirmed":
      return <Badge tone="success">{m.dash_events_state_confirmed({}, { locale })}</Badge>;
    case "awaiting_approval":
      return <Badge tone="pending">{m.dash_events_state_awaiting_approval({}, { locale })}</Badge>;
    case "waiting":
      return <Badge tone="info">{m.dash_events_state_waiting({ place: formatNumber(registration.place ?? 0, locale) }, { locale })}</Badge>;
    case "offered":
      return <Badge tone="accent">{m.dash_events_state_offered({ moment: moment(registration.offeredUntil!) }, { locale })}</Badge>;
    default:
      return <Badge>{m.dash_events_state_cancelled({}, { locale })}</Badge>;
  }
}

/** Whether the board marked the member at the door: a badge once it did, quiet text until then. */
function attendanceBadge(attended: boolean | null, locale: Locale) {
  if (attended === null) return <span className="text-sm text-ink-muted">{m.dash_events_attendance_unknown({}, { locale })}</span>;
  return attended ? <Badge tone="success">{m.dash_events_attended({}, { locale })}</Badge> : <Badge>{m.dash_events_absent({}, { locale })}</Badge>;
}

/**
 * "My events" (issue 41): the upcoming events that take registrations, with where the member stands on each and
 * the one or two steps open to them, then the past events they held a seat at. Giving up a seat or a place asks first, Keep focused, as it cannot be undone.
 */
export function MyEventsCard({ className }: { className?: string }) {
  const events = useMyEvents();
  const step = useRegistrationStep();
  const locale = useLocale();
  const [asking, setAsking] = useState<Asking>();
  const { listRef, remember, onCloseAutoFocus } = useFocusRow();

  const take = (event: RegistrableEvent, next: RegistrationStep) =>
    step.mutate(next, {
      onSuccess: () => {
        notify.success(m.dash_events_updated({}, { locale }), event.title);
        setAsking(undefined);
      },
      onError: (error) => {
        notify.error(m.dash_events_update_failed({}, { locale }), registrationRefusalIn(error, locale));
        setAsking(undefined);
      },
    });

  return (
    <DashboardCard title={m.dash_events_title({}, { locale })} icon={<CalendarCheck aria-hidden="true" className="size-5 text-accent" />} className={className}>
      <CardDescription>{m.dash_events_text({}, { locale })}</CardDescription>
      {events.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          {m.dash_events_loading({}, { locale })}
        </p>
      )}
      {events.isError && (
        <LoadFailed
          className="mt-4"
          title={m.dash_events_load_failed({}, { locale })}
          detail={errorMessageIn(events.error, locale)}
          onRetry={() => void events.refetch()}
        />
      )}
      {events.data?.events.length === 0 && <p className="mt-4 text-ink-muted">{m.dash_events_none({}, { locale })}</p>}
      {events.data && events.data.events.length > 0 && (
        <ul ref={listRef} className="mt-4 divide-y divide-border">
          {events.data.events.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              pending={step.isPending}
              onStep={(next, kind) => {
                if (!kind) return take(event, next);
                remember(event.id);
                setAsking({ event, step: next, kind });
              }}
            />
          ))}
        </ul>
      )}
      {events.data && events.data.past.length > 0 && <PastEvents past={events.data.past} />}
      <p className="mt-4">
        <LocalizedLink to="/events" className="font-medium text-accent underline-offset-4 hover:underline">
          {m.dash_events_all({}, { locale })}
        </LocalizedLink>
      </p>
      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(undefined)}
          title={askTexts[asking.kind].title({}, { locale })}
          description={askTexts[asking.kind].text({ title: asking.event.title }, { locale })}
          confirmLabel={askTexts[asking.kind].confirm({}, { locale })}
          dismissLabel={m.dash_events_keep({}, { locale })}
          onCloseAutoFocus={onCloseAutoFocus}
          onConfirm={() => take(asking.event, asking.step)}
          pending={step.isPending}
        />
      )}
    </DashboardCard>
  );
}

function EventRow({ event, pending, onStep }: { event: RegistrableEvent; pending: boolean; onStep: (step: RegistrationStep, ask?: Asking["kind"]) => void }) {
  const locale = useLocale();
  const moment = dateFormatter("dateTime", locale);
  const now = Date.now();
  const registration = event.registration?.state === "cancelled" ? null : event.registration;
  const window = windowState(event, now);
  const eventId = event.id;
  const holdsSeat = registration && registration.state !== "waiting";
  const deadlinePassed = holdsSeat && event.cancelUntil !== null && now >= Date.parse(event.cancelUntil);
  const when = event.endDate
    ? `${formatEventDate(event.date)}, ${formatClockTime(event.startTime, locale)} – ${formatEventDate(event.endDate)}, ${formatClockTime(event.endTime, locale)}`
    : `${formatEventDate(event.date)}, ${formatClockTime(event.startTime, locale)}–${formatClockTime(event.endTime, locale)}`;
  if (event.cancelled) return <CancelledRow event={event} when={when} />;
  const where = [event.venue, event.city].filter(Boolean).join(", ");

  return (
    <li data-focus-row={event.id} tabIndex={-1} className="space-y-2 py-4 focus-visible:outline-2">
      <h3 className="font-semibold text-ink">{event.title}</h3>
      <p className="text-sm text-ink-muted">
        {when} · {where}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {event.registration && stateBadge(event.registration, locale)}
        {!registration && event.capacity !== null && (
          <span className="text-sm text-ink-muted">
            {event.seatsFree === 0
              ? m.dash_events_full({}, { locale })
              : m.dash_events_seats_free({ free: formatNumber(event.seatsFree ?? 0, locale), capacity: formatNumber(event.capacity, locale) }, { locale })}
          </span>
        )}
      </div>
      {!registration && window === "not_open" && (
        <p className="text-sm text-ink-muted">{m.dash_events_opens({ moment: moment(event.opensAt!) }, { locale })}</p>
      )}
      {!registration && window === "closed" && <p className="text-sm text-ink-muted">{m.dash_events_closed({}, { locale })}</p>}
      {!registration && window === "open" && event.closesAt && (
        <p className="text-sm text-ink-muted">{m.dash_events_closes({ moment: moment(event.closesAt) }, { locale })}</p>
      )}
      {!registration && window === "open" && event.approval && <p className="text-sm text-ink-muted">{m.dash_events_approval({}, { locale })}</p>}
      {holdsSeat && event.cancelUntil && !deadlinePassed && registration.state !== "offered" && (
        <p className="text-sm text-ink-muted">{m.dash_events_cancel_until({ moment: moment(event.cancelUntil) }, { locale })}</p>
      )}
      {deadlinePassed && registration.state !== "offered" && <p className="text-sm text-ink-muted">{m.dash_events_deadline_passed({}, { locale })}</p>}
      <div className="flex flex-wrap gap-2">
        {!registration && window === "open" && (
          <Button size="sm" disabled={pending} onClick={() => onStep({ eventId, kind: "register" })}>
            {event.registration ? m.dash_events_register_again({}, { locale }) : m.dash_events_register({}, { locale })}
          </Button>
        )}
        {registration?.state === "offered" && (
          <>
            <Button size="sm" disabled={pending} onClick={() => onStep({ eventId, kind: "answer", accept: true })}>
              {m.dash_events_accept({}, { locale })}
            </Button>
            <Button size="sm" variant="outline" disabled={pending} onClick={() => onStep({ eventId, kind: "answer", accept: false }, "decline")}>
              {m.dash_events_decline({}, { locale })}
            </Button>
          </>
        )}
        {registration?.state === "waiting" && (
          <Button size="sm" variant="outline" disabled={pending} onClick={() => onStep({ eventId, kind: "cancel" }, "leave")}>
            {m.dash_events_leave({}, { locale })}
          </Button>
        )}
        {registration?.state === "confirmed" && <CheckInCodeDialog event={event} when={when} />}
        {holdsSeat && registration.state !== "offered" && !deadlinePassed && (
          <Button size="sm" variant="outline" disabled={pending} onClick={() => onStep({ eventId, kind: "cancel" }, "cancel")}>
            {m.dash_events_cancel({}, { locale })}
          </Button>
        )}
      </div>
    </li>
  );
}

/** A cancelled event stays in the list while it was to come, so that whoever held a seat sees why it is gone. */
function CancelledRow({ event, when }: { event: RegistrableEvent; when: string }) {
  const locale = useLocale();
  return (
    <li className="space-y-2 py-4">
      <h3 className="font-semibold text-ink">{event.title}</h3>
      <p className="text-sm text-ink-muted">{when}</p>
      <Badge tone="neutral">{m.events_cancelled({}, { locale })}</Badge>
      <p className="text-sm text-ink-muted">{m.apierr_event_cancelled({}, { locale })}</p>
    </li>
  );
}

/**
 * The QR code of one's confirmed seat, large on white so the board's phone reads it off a dimmed screen too. A
 * dialog of its own, not in the row: the member opens it at the door, and Radix gives focus back to the button.
 */
function CheckInCodeDialog({ event, when }: { event: RegistrableEvent; when: string }) {
  const locale = useLocale();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <QrCode aria-hidden="true" className="size-4" />
          {m.dash_events_show_code({}, { locale })}
        </Button>
      </DialogTrigger>
      <DialogContent title={m.dash_events_code_title({}, { locale })} description={m.dash_events_code_text({}, { locale })}>
        <p className="font-semibold text-ink">{event.title}</p>
        <p className="text-sm text-ink-muted">{when}</p>
        <img
          src={checkInCodePath(event.id)}
          alt={m.mail_registration_check_in_alt({ title: event.title }, { locale })}
          width={288}
          height={288}
          className="mx-auto mt-4 aspect-square w-full max-w-72 min-w-60 bg-white p-3"
        />
      </DialogContent>
    </Dialog>
  );
}

/** The past events the member held a seat at, most recent first, with whether the board marked them there. */
function PastEvents({ past }: { past: PastRegistration[] }) {
  const locale = useLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-border pt-4">
      <h3 id={headingId} className="font-semibold text-ink">
        {m.events_past_heading({}, { locale })}
      </h3>
      <ul className="mt-2 divide-y divide-border">
        {past.map((event) => (
          <li key={event.eventId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <span className="min-w-0 break-words">
              <span className="text-ink">{event.title}</span>
              <span className="block text-sm text-ink-muted">
                <time dateTime={event.date}>{formatEventDate(event.date)}</time>
              </span>
            </span>
            {attendanceBadge(event.attended, locale)}
          </li>
        ))}
      </ul>
    </section>
  );
}
