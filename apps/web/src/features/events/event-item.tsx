import { type AssociationEvent, eventCalendarPath, eventLocation, formatClockTime, formatEventDate, MEMBERS_ONLY_LABEL } from "@ssem/core";
import { CalendarDays, CalendarPlus, Clock, MapPin, MessageCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";


function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <dt className="sr-only">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** How to register: the note, or for a members-only event whose note this visitor may not read, where members find it. */
function Registration({ event }: { event: AssociationEvent }) {
  if (event.registration === null) {
    return (
      <>
        Members see how to register here when signed in.{" "}
        <Link to="/auth" className="link">
          Member Login
        </Link>
      </>
    );
  }
  return event.registration;
}

/**
 * One event: title, members-only badge, date, times (local Swiss times), place, registration,
 * description and "Add to calendar". `actions` are the admin tab's Edit and Delete; there the title is an h4.
 */
export function EventItem({ event, actions, titleAs: Title = "h3" }: { event: AssociationEvent; actions?: ReactNode; titleAs?: "h3" | "h4" }) {
  return (
    <article>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Title className="text-lg font-semibold break-words text-ink">{event.title}</Title>
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
        {event.registration !== "" && (
          <Detail icon={MessageCircle} term="Registration">
            <Registration event={event} />
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
