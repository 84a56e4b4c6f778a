import { association, EVENTS_FEED_PATH, eventLocation, MEMBERS_ONLY_LABEL } from "@ssem/core";
import { Hono } from "hono";
import { type CalendarEntry, serializeCalendar } from "../../calendar/icalendar";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { eventCache } from "./event-cache";
import { findEvent, isEventId, type StoredEvent } from "./event-store";

const CALENDAR_NAME = `${association.shortName} events`;
const ICS_SUFFIX = ".ics";

/**
 * One event as a calendar entry. The files are public (a feed URL gets shared, a download gets
 * forwarded), so a members-only event is marked in its summary and never carries its registration
 * note, whoever downloads it; members find that on /events.
 */
function calendarEntries(events: StoredEvent[], publicUrl: string): CalendarEntry[] {
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
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    summary: event.membersOnly ? `[${MEMBERS_ONLY_LABEL}] ${event.title}` : event.title,
    description: [event.description, registration].filter(Boolean).join("\n\n"),
    location: eventLocation(event),
    url: eventsPage,
  };
}

/** "First get-together" → "first-get-together.ics": a file name every system accepts. */
function fileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60);
  return `${slug || "event"}${ICS_SUFFIX}`;
}

const calendarHeaders = (disposition: string) => ({
  "content-type": "text/calendar; charset=utf-8",
  "content-disposition": disposition,
  // The same for everyone (no member details): calendar apps and proxies may keep it a few minutes.
  "cache-control": "public, max-age=300",
});

/**
 * The calendar files, outside /api: the feed to subscribe to at /events.ics (upcoming events and
 * the recent past ones /events lists) and one file per event at /events/:id.ics ("Add to calendar").
 */
export const calendarRoutes = new Hono<AppEnv>()
  .get(EVENTS_FEED_PATH, async (c) => {
    const { publicUrl } = c.var.deps.env;
    const feed = await eventCache(c.var.deps).render("feed", ({ upcoming, past }) =>
      serializeCalendar({ name: CALENDAR_NAME, entries: calendarEntries([...upcoming, ...past], publicUrl) }),
    );
    return c.body(feed, 200, calendarHeaders('inline; filename="events.ics"'));
  })
  .get(`/events/:file{[^/]+\\${ICS_SUFFIX}}`, async (c) => {
    const id = c.req.param("file").slice(0, -ICS_SUFFIX.length);
    const event = isEventId(id) ? await findEvent(c.var.deps.db, id) : undefined;
    if (!event) throw new ApiError(404, "not_found", "There is no such event.");
    const calendar = serializeCalendar({ name: CALENDAR_NAME, entries: calendarEntries([event], c.var.deps.env.publicUrl) });
    return c.body(calendar, 200, calendarHeaders(`attachment; filename="${fileName(event.title)}"`));
  });
