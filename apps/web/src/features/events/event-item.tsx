import { CalendarDays, Clock, MapPin, MessageCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import type { AssociationEvent } from "~/content/events";
import { formatClockTime, formatEventDate } from "./event-time";

function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <dt className="sr-only">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function EventItem({ event }: { event: AssociationEvent }) {
  return (
    <article>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 className="text-lg font-semibold text-ink">{event.title}</h3>
        {event.membersOnly && <Badge tone="accent">Members only</Badge>}
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
          {event.city}, {event.venue ?? "location to be announced"}
        </Detail>
        <Detail icon={MessageCircle} term="Registration">
          {event.registration}
        </Detail>
      </dl>
      <p className="prose-text mt-4 text-ink-muted">{event.description}</p>
    </article>
  );
}
