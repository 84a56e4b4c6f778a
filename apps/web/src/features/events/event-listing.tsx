import { type AssociationEvent, EVENTS_FEED_PATH, type EventList } from "@ssem/core";
import { CalendarPlus } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { errorMessage } from "~/lib/api-errors";
import { EventItem } from "./event-item";
import { fetchEvents } from "./events-api";

type Listing = { status: "loading" } | { status: "error"; message: string } | { status: "loaded"; events: EventList };

/**
 * Events are the board's data, so the prerendered page cannot hold them: it shows "Loading events…",
 * hydrates when the browser is idle (ADR 006) and then fetches, with no interaction needed (ADR 015).
 */
function useEventListing() {
  const [listing, setListing] = useState<Listing>({ status: "loading" });
  const load = useCallback(() => {
    setListing({ status: "loading" });
    fetchEvents().then(
      (events) => setListing({ status: "loaded", events }),
      (error: unknown) => setListing({ status: "error", message: errorMessage(error) }),
    );
  }, []);
  useEffect(load, [load]);
  return { listing, retry: load };
}

function EventCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="overflow-hidden p-0">
      <CardTitle as="h2" id={titleId} className="border-b border-border px-6 py-4 text-xl">
        {title}
      </CardTitle>
      {children}
    </Card>
  );
}

function EventRows({ events }: { events: AssociationEvent[] }) {
  return (
    <ul className="divide-y divide-border">
      {events.map((event) => (
        <li key={event.id} className="px-6 py-6">
          <EventItem event={event} />
        </li>
      ))}
    </ul>
  );
}

function UpcomingEvents({ listing, retry }: ReturnType<typeof useEventListing>) {
  if (listing.status === "loading") {
    return (
      <>
        <p role="status" className="px-6 py-6 text-ink-muted noscript:hidden">
          Loading events…
        </p>
        <noscript>
          <p className="px-6 py-6 text-ink-muted">
            The list of events needs JavaScript. Without it, you can still see every event in your calendar app:{" "}
            <a href={EVENTS_FEED_PATH} className="link">
              subscribe to our calendar feed
            </a>
            .
          </p>
        </noscript>
      </>
    );
  }
  if (listing.status === "error") {
    return (
      <div role="alert" className="px-6 py-6">
        <p className="font-medium text-destructive">The events could not be loaded.</p>
        <p className="mt-1 text-ink-muted">{listing.message}</p>
        <Button variant="outline" className="mt-4" onClick={retry}>
          Try Again
        </Button>
      </div>
    );
  }
  const { upcoming } = listing.events;
  return (
    <>
      {upcoming.length > 0 ? (
        <EventRows events={upcoming} />
      ) : (
        <p className="px-6 py-6 text-ink-muted">No upcoming events at the moment. New dates will be announced here.</p>
      )}
      {upcoming.some((event) => event.membersOnly) && (
        <p className="border-t border-border bg-muted px-6 py-4 text-sm text-ink-muted">
          Not a member yet?{" "}
          <Link to="/membership" className="link">
            Become a member
          </Link>{" "}
          to join members-only events.
        </p>
      )}
    </>
  );
}

/** The /events page's list: Upcoming Events (today and later, soonest first), the calendar feed, then Past events. */
export function EventListing() {
  const state = useEventListing();
  const past = state.listing.status === "loaded" ? state.listing.events.past : [];
  return (
    <div className="flex flex-col gap-8">
      <EventCard title="Upcoming Events">
        <UpcomingEvents {...state} />
      </EventCard>
      <p className="flex items-start gap-3 text-ink-muted">
        <CalendarPlus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <span>
          Never miss an event:{" "}
          <a href={EVENTS_FEED_PATH} className="link">
            Subscribe
          </a>{" "}
          to our calendar in Google Calendar, Apple Calendar or Outlook (add the link's address as a calendar subscription), or use
          &ldquo;Add to calendar&rdquo; on a single event.
        </span>
      </p>
      {past.length > 0 && (
        <EventCard title="Past events">
          <EventRows events={past} />
        </EventCard>
      )}
    </div>
  );
}
