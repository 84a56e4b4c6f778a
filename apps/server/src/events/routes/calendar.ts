import { EVENTS_FEED_PATH } from "@ssem/core";
import { Hono } from "hono";
import { type CalendarEntry, serializeCalendar } from "../icalendar";
import { CALENDAR_NAME, calendarEntries, eventCalendarFile, ICS_SUFFIX } from "../event-calendar";
import { notModified, weakEtag } from "../../http/conditional";
import type { AppDeps, AppEnv } from "../../http/context";
import { perApp, type RenderedBody } from "../../live/rendered-cache";
import { eventCache } from "./event-cache";
import { findEvent, isEventId, noSuchEvent } from "../event-store";

const utf8 = new TextEncoder();

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
    if (!event) throw noSuchEvent();
    const { filename, content } = eventCalendarFile(event, c.var.deps.env.publicUrl);
    return c.body(content, 200, calendarHeaders(`attachment; filename="${filename}"`));
  });
