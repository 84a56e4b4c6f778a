import { association, EVENTS_FEED_PATH, eventLocation, MEMBERS_ONLY_LABEL } from "@ssem/core";
import { Hono } from "hono";
import { type CalendarEntry, serializeCalendar } from "../icalendar";
import { notModified, weakEtag } from "../../http/conditional";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { perApp, type RenderedBody } from "../../live/rendered-cache";
import { eventCache } from "./event-cache";
import { findEvent, isEventId, type StoredEvent } from "../event-store";

const CALENDAR_NAME = `${association.shortName} events`;
const ICS_SUFFIX = ".ics";
const utf8 = new TextEncoder();

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
    sequence: event.sequence,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    summary: event.membersOnly ? `[${MEMBERS_ONLY_LABEL}] ${event.title}` : event.title,
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

const calendarHeaders = (disposition: string) => ({
  "content-type": "text/calendar; charset=utf-8",
  "content-disposition": disposition,
  // The same for everyone (no member details): calendar apps and proxies may keep it a few minutes.
  "cache-control": "public, max-age=300",
});

/**
 * When the feed was made, and its tag, per app: a feed is rendered again every minute or so (event-cache.ts), and
 * one whose events are all as before keeps its DTSTAMP, so its bytes, ETag and Last-Modified stay the same and a
 * subscribed calendar asking again is answered 304. A restarted or another process makes its own.
 */
const feedStamp = perApp((_deps: AppDeps) => ({ entries: "", madeAt: new Date(0), etag: "" }));

function serializeFeed(deps: AppDeps, entries: CalendarEntry[]): string {
  const stamp = feedStamp(deps);
  const content = JSON.stringify(entries);
  if (content !== stamp.entries) Object.assign(stamp, { entries: content, madeAt: new Date() });
  const feed = serializeCalendar({ name: CALENDAR_NAME, entries, madeAt: stamp.madeAt });
  stamp.etag = weakEtag(utf8.encode(feed));
  return feed;
}

/** The feed's validators: its tag, and when it was made while it is the feed the last rendering made. */
const feedValidators = new WeakMap<RenderedBody, string>();
function validatorsOf(deps: AppDeps, feed: RenderedBody): { etag: string; lastModified?: Date } {
  let etag = feedValidators.get(feed);
  if (!etag) feedValidators.set(feed, (etag = weakEtag(feed)));
  const stamp = feedStamp(deps);
  return stamp.etag === etag ? { etag, lastModified: stamp.madeAt } : { etag };
}

/**
 * The calendar files, outside /api: the feed to subscribe to at /events.ics (upcoming events and
 * the recent past ones /events lists) and one file per event at /events/:id.ics ("Add to calendar").
 */
export const calendarRoutes = new Hono<AppEnv>()
  .get(EVENTS_FEED_PATH, async (c) => {
    const { deps } = c.var;
    const feed = await eventCache(deps).render("feed", ({ upcoming, past }) => serializeFeed(deps, calendarEntries([...upcoming, ...past], deps.env.publicUrl)));
    const { etag, lastModified } = validatorsOf(deps, feed);
    const headers = { ...calendarHeaders('inline; filename="events.ics"'), etag, ...(lastModified ? { "last-modified": lastModified.toUTCString() } : {}) };
    if (notModified({ ifNoneMatch: c.req.header("if-none-match"), ifModifiedSince: c.req.header("if-modified-since") }, { etag, lastModified })) {
      return c.body(null, 304, headers);
    }
    return c.body(feed, 200, headers);
  })
  .get(`/events/:file{[^/]+\\${ICS_SUFFIX}}`, async (c) => {
    const id = c.req.param("file").slice(0, -ICS_SUFFIX.length);
    const event = isEventId(id) ? await findEvent(c.var.deps.db, id) : undefined;
    if (!event) throw new ApiError(404, "not_found", "There is no such event.");
    const calendar = serializeCalendar({ name: CALENDAR_NAME, entries: calendarEntries([event], c.var.deps.env.publicUrl), madeAt: new Date() });
    return c.body(calendar, 200, calendarHeaders(`attachment; filename="${calendarFileName(event.title)}"`));
  });
