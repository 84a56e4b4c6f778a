/** @jsxRuntime automatic @jsxImportSource react */
// The pragma above: the server also loads this folder through tsx (its tests, outage-server.ts), whose tsconfig
// covers only apps/server, so without it these files would compile to React.createElement with no React in scope.
// The markup of an event, once for the admin Events tab (React in the browser) and for the public /events listing
// (the server renders it with react-dom/server, apps/server/src/events/routes/listing-html.ts; ADR 017, ADR 029).
// The server bundles this folder by relative path, so nothing in it imports through the web app's `~` alias.
import { type AssociationEvent, eventCalendarPath, eventLocation, formatClockTime, formatEventDate, type Locale, localizedPath, m, signInPathFrom } from "@ssem/core";
import { CalendarDays, CalendarPlus, Clock, type LucideIcon, MapPin, MessageCircle, UserPlus } from "lucide-react";
import type { ReactNode } from "react";

/** The detail icons' classes; the feed note beside the listing draws its icon the same way. */
export const detailIconClasses = "mt-0.5 size-5 shrink-0 text-accent";
// The classes of the web's Badge (tone accent) and outline button (size sm), which import through `~`.
const badgeClasses = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";
const membersOnlyBadgeClasses = `${badgeClasses} bg-accent-soft text-red-800 ring-red-200`;
const cancelledBadgeClasses = `${badgeClasses} bg-slate-800 text-white ring-slate-800`;
export const outlineButtonClasses =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold no-underline transition-colors border border-slate-300 bg-white text-ink hover:bg-slate-100 h-9 px-3 text-sm";

function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      {/* The icon inside the term: a group of a <dl> may hold only <dt> and <dd>. */}
      <dt>
        <Icon aria-hidden="true" className={detailIconClasses} />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * When an event takes place. On one day: its date, and its times apart. Over several days (or past midnight) the
 * times belong to their days, so one range says both: "30.11.2025, 22:00 – 01.12.2025, 02:00".
 */
function When({ event, locale }: { event: AssociationEvent; locale: Locale }) {
  const time = (day: string, clock: string) => <time dateTime={`${day}T${clock}`}>{formatClockTime(clock, locale)}</time>;
  const date = (day: string) => <time dateTime={day}>{formatEventDate(day)}</time>;
  if (event.endDate) {
    return (
      <Detail icon={CalendarDays} term={m.events_date_term({}, { locale })}>
        {date(event.date)}, {time(event.date, event.startTime)} – {date(event.endDate)}, {time(event.endDate, event.endTime)}
      </Detail>
    );
  }
  return (
    <>
      <Detail icon={CalendarDays} term={m.events_date_term({}, { locale })}>
        {date(event.date)}
      </Detail>
      <Detail icon={Clock} term={m.events_time_term({}, { locale })}>
        {time(event.date, event.startTime)} {m.events_time_to({}, { locale })} {time(event.date, event.endTime)}
      </Detail>
    </>
  );
}

/**
 * One event: title, members-only and cancelled badges, date, times (local Swiss times), place, registration, description, "Add to
 * calendar" and `actions`, in `locale`. The public listing's titles are h3 under its h2 cards; the admin tab's are
 * h4 below the tab's list headings, with Edit and Delete as `actions`. A registration of null (a members-only
 * event's note that this viewer may not read; admins read every one) says where members find it.
 */
export function EventItem({
  event,
  locale,
  heading: Heading,
  actions,
}: {
  event: AssociationEvent;
  locale: Locale;
  heading: "h3" | "h4";
  actions?: ReactNode;
}) {
  return (
    <article>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Heading className="text-lg font-semibold break-words text-ink">{event.title}</Heading>
        {event.membersOnly && <span className={membersOnlyBadgeClasses}>{m.events_members_only({}, { locale })}</span>}
        {event.cancelled && <span className={cancelledBadgeClasses}>{m.events_cancelled({}, { locale })}</span>}
      </div>
      {/* A cancelled event stays listed (whoever planned to come learns it here), said in words, not only by the badge. */}
      {event.cancelled && <p className="mt-2 font-medium text-ink">{m.events_cancelled_note({}, { locale })}</p>}
      <dl className="mt-4 grid max-w-3xl gap-3 sm:grid-cols-2">
        <When event={event} locale={locale} />
        <Detail icon={MapPin} term={m.events_location_term({}, { locale })}>
          {eventLocation(event, m.events_location_to_be_announced({}, { locale }))}
        </Detail>
        {event.registration !== "" && (
          <Detail icon={MessageCircle} term={m.events_registration_term({}, { locale })}>
            {event.registration ?? (
              <>
                {m.events_members_see_registration({}, { locale })}{" "}
                <a href={signInPathFrom(localizedPath("/events", locale))} className="link">
                  {m.nav_login({}, { locale })}
                </a>
              </>
            )}
          </Detail>
        )}
      </dl>
      {event.description && <p className="prose-text mt-4 whitespace-pre-line text-ink-muted">{event.description}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {/* A file, not a page: the browser hands it to the calendar app. Named by aria-label: a visually hidden
            span made Chromium read "Add to calendar : title", with a stray space. */}
        <a
          href={eventCalendarPath(event.id)}
          aria-label={m.events_add_to_calendar_named({ title: event.title }, { locale })}
          className={outlineButtonClasses}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {m.events_add_to_calendar({}, { locale })}
        </a>
        {/* Registration lives in the member's dashboard (issue 41): a plain link, so the listing needs no script and
            nothing moves when a member's state would load; a visitor is sent on to sign in. */}
        {event.registrationOn && !event.cancelled && (
          <a
            href={localizedPath("/member-dashboard", locale)}
            aria-label={m.events_register_named({ title: event.title }, { locale })}
            className={outlineButtonClasses}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {m.events_register({}, { locale })}
          </a>
        )}
        {actions}
      </div>
    </article>
  );
}
