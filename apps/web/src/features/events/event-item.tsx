import { type AssociationEvent, eventCalendarPath, eventLocation, formatClockTime, formatEventDate, MEMBERS_ONLY_LABEL } from "@ssem/core";
import { CalendarDays, CalendarPlus, Clock, MapPin, MessageCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";

function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      {/* The icon inside the term: a group of a <dl> may hold only <dt> and <dd>. */}
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * One event in the admin Events tab: title (an h4 below the tab's list headings), members-only
 * badge, date, times (local Swiss times), place, registration note (admins read every one),
 * description, "Add to calendar" and `actions` (Edit, Delete). The public /events listing is the
 * server's HTML (apps/server/src/routes/events/listing-html.ts), with the same look.
 */
export function EventItem({ event, actions }: { event: AssociationEvent; actions: ReactNode }) {
  return (
    <article>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h4 className="text-lg font-semibold break-words text-ink">{event.title}</h4>
        {event.membersOnly && <Badge tone="accent">{MEMBERS_ONLY_LABEL}</Badge>}
      </div>
      <dl className="mt-4 grid max-w-3xl gap-3 sm:grid-cols-2">
        <Detail icon={CalendarDays} term="Date">
          <time dateTime={event.date}>{formatEventDate(event.date)}</time>
        </Detail>
        <Detail icon={Clock} term="Time">
          <time dateTime={`${event.date}T${event.startTime}`}>{formatClockTime(event.startTime)}</time> to{" "}
          <time dateTime={`${event.date}T${event.endTime}`}>{formatClockTime(event.endTime)}</time>
        </Detail>
        <Detail icon={MapPin} term="Location">
          {eventLocation(event)}
        </Detail>
        {event.registration && (
          <Detail icon={MessageCircle} term="Registration">
            {event.registration}
          </Detail>
        )}
      </dl>
      {event.description && <p className="prose-text mt-4 whitespace-pre-line text-ink-muted">{event.description}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {/* A file, not a page: the browser hands it to the calendar app. */}
        <a href={eventCalendarPath(event.id)} className={buttonClasses({ variant: "outline", size: "sm" })}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {/* One flex item, so the accessible name reads "Add to calendar: title" without a stray space. */}
          <span>
            Add to calendar<span className="sr-only">: {event.title}</span>
          </span>
        </a>
        {actions}
      </div>
    </article>
  );
}
