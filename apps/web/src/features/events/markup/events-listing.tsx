/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: see event-item.tsx.)
import { EVENTS_FEED_PATH, type AssociationEvent, type EventList, type Locale, localizedPath, m } from "@ssem/core";
import { CalendarPlus } from "lucide-react";
import type { ReactNode } from "react";
import { detailIconClasses, EventItem } from "./event-item";

// The public /events listing that the server renders into the prerendered page (ADR 017): no JavaScript needed,
// its only controls are links. Only the server renders it (react-dom/server), the web app never does; see event-item.tsx.

/** A card with its title as the region's name (the classes of the web's Card and CardTitle). */
function ListingCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={id} className="flex flex-col rounded-lg border border-border bg-surface shadow-sm overflow-hidden p-0">
      <h2 id={id} className="font-semibold leading-snug text-ink border-b border-border px-6 py-4 text-xl">
        {title}
      </h2>
      {children}
    </div>
  );
}

function Rows({ events, locale }: { events: AssociationEvent[]; locale: Locale }) {
  return (
    <ul className="divide-y divide-border">
      {events.map((event) => (
        <li key={event.id} className="px-6 py-6">
          <EventItem event={event} locale={locale} heading="h3" />
        </li>
      ))}
    </ul>
  );
}

/** Upcoming Events, the calendar feed, then whatever follows (Past events). */
function Listing({ upcoming, after, locale }: { upcoming: ReactNode; after?: ReactNode; locale: Locale }) {
  return (
    <div className="flex flex-col gap-8">
      <ListingCard id="upcoming-events-title" title={m.events_upcoming_heading({}, { locale })}>
        {upcoming}
      </ListingCard>
      <p className="flex items-start gap-3 text-ink-muted">
        <CalendarPlus aria-hidden="true" className={detailIconClasses} />
        <span>
          {m.events_feed_before({}, { locale })}{" "}
          <a href={EVENTS_FEED_PATH} className="link">
            {m.events_feed_link({}, { locale })}
          </a>
          {m.events_feed_after({}, { locale })}
        </span>
      </p>
      {after}
    </div>
  );
}

/**
 * The listing for one viewer, in `locale`: Upcoming Events (today and later, soonest first), the calendar feed, then
 * Past events. `lists` is what GET /api/events sends that viewer (visibleEvents), so a visitor reads where members
 * find a members-only event's registration note, and a member the note. A visitor (anyone who may not read members'
 * details) is also invited to become a member; members are not asked to become one.
 */
export function EventsListing({ lists: { upcoming, past }, viewer, locale }: { lists: EventList; viewer: "member" | "visitor"; locale: Locale }) {
  return (
    <Listing
      locale={locale}
      upcoming={
        <>
          {upcoming.length > 0 ? (
            <Rows events={upcoming} locale={locale} />
          ) : (
            <p className="px-6 py-6 text-ink-muted">{m.events_none_upcoming({}, { locale })}</p>
          )}
          {viewer === "visitor" && upcoming.some((event) => event.membersOnly) && (
            <p className="border-t border-border bg-muted px-6 py-4 text-sm text-ink-muted">
              {m.events_join_before({}, { locale })}{" "}
              <a href={localizedPath("/membership", locale)} className="link">
                {m.events_join_link({}, { locale })}
              </a>
              {m.events_join_after({}, { locale })}
            </p>
          )}
        </>
      }
      after={
        past.length > 0 && (
          <ListingCard id="past-events-title" title={m.events_past_heading({}, { locale })}>
            <Rows events={past} locale={locale} />
          </ListingCard>
        )
      }
    />
  );
}

/** What the page shows in the listing's place when the events cannot be read: the page itself still works. */
export function EventsListingUnavailable({ locale }: { locale: Locale }) {
  return (
    <Listing
      locale={locale}
      upcoming={
        <div role="alert" className="px-6 py-6">
          <p className="font-medium text-destructive">{m.events_load_failed({}, { locale })}</p>
          <p className="mt-1 text-ink-muted">
            {m.events_unavailable_before({}, { locale })}{" "}
            <a href={EVENTS_FEED_PATH} className="link">
              {m.events_unavailable_link({}, { locale })}
            </a>
            {m.events_unavailable_after({}, { locale })}
          </p>
        </div>
      }
    />
  );
}
