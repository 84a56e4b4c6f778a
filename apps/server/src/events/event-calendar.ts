import { association, eventLastDay, eventLocation, MEMBERS_ONLY_LABEL } from "@ssem/core";
import { type CalendarEntry, serializeCalendar } from "./icalendar";
import type { StoredEvent } from "./event-store";

export const CALENDAR_NAME = `${association.shortName} events`;
/** The summary's mark of a cancelled event, for the calendar apps that show no STATUS. */
const CANCELLED_LABEL = "Cancelled";
export const ICS_SUFFIX = ".ics";

/**
 * Events as calendar entries. The files are public (a feed URL gets shared, a download gets
 * forwarded), so a members-only event is marked in its summary and never carries its registration
 * note, whoever downloads it; members find that on /events.
 */
export function calendarEntries(events: StoredEvent[], publicUrl: string): CalendarEntry[] {
  const eventsPage = `${publicUrl}/events`;
  const domain = new URL(publicUrl).hostname;
  return events.map((event) => calendarEntry(event, eventsPage, domain));
}

function calendarEntry(event: StoredEvent, eventsPage: string, domain: string): CalendarEntry {
  const registration = event.membersOnly
    ? `${MEMBERS_ONLY_LABEL}: members find how to register on ${eventsPage} when signed in.`
    : event.registration && `Registration: ${event.registration}`;
  return {
    uid: `${event.id}@${domain}`,
    modifiedAt: event.updatedAt,
    sequence: event.sequence,
    date: event.date,
    startTime: event.startTime,
    endDate: eventLastDay(event),
    endTime: event.endTime,
    cancelled: event.cancelled,
    summary: [event.cancelled && `[${CANCELLED_LABEL}]`, event.membersOnly && `[${MEMBERS_ONLY_LABEL}]`, event.title].filter(Boolean).join(" "),
    description: [event.description, registration].filter(Boolean).join("\n\n"),
    location: eventLocation(event),
    url: eventsPage,
  };
}

/**
 * "First get-together" → "first-get-together.ics", "Übung für Anfänger" → "ubung-fur-anfanger.ics": a file name
 * every system accepts. The marks a decomposed letter leaves ("U" and "¨") go before anything else, so they do not
 * split its word.
 */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .toLowerCase()
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return `${slug || "event"}${ICS_SUFFIX}`;
}

/** One event's calendar file: "Add to calendar" on /events, and the attachment of a registration's confirmation. */
export function eventCalendarFile(event: StoredEvent, publicUrl: string): { filename: string; content: string } {
  const content = serializeCalendar({ name: CALENDAR_NAME, entries: calendarEntries([event], publicUrl), madeAt: new Date() });
  return { filename: calendarFileName(event.title), content };
}
