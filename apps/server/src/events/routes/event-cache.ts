import { type Locale, locales, swissToday } from "@ssem/core";
import { perApp, type RenderedBody, renderedCache } from "../../live/rendered-cache";
import type { AppDeps } from "../../http/context";
import { listEvents } from "../event-store";

/**
 * How long a rendered list may be served without asking the database again. Writes clear it at
 * once (in every process, through a live event); this only bounds what a missed notification (a
 * lost listening connection) or a change made outside the app could leave stale.
 */
export const EVENT_CACHE_TTL_MS = 60_000;

type Lists = Awaited<ReturnType<typeof listEvents>>;
/**
 * What is served from the same lists: the JSON for visitors and for members, the /events listing (HTML) for visitors
 * and for members in each language, the calendar feed.
 */
export type EventRendering = "visitors" | "members" | `${"visitors" | "members"}-page-${Locale}` | "feed";
/** One entry per rendering of one day: the day changes the key, and the old day's entries go first. */
const RENDERINGS = 3 + 2 * locales.length;

/**
 * The events list, the /events listings and the feed are the same for every visitor (and for every member) on a given
 * Swiss day until an event changes, and rendering a few hundred events costs more than reading
 * them. So each rendering is made once per Swiss day and change (live/rendered-cache.ts).
 */
export const eventCache = perApp((deps: AppDeps) => {
  const cache = renderedCache(deps.events, "events", { ttlMs: EVENT_CACHE_TTL_MS, maxEntries: RENDERINGS });
  return {
    render(rendering: EventRendering, render: (lists: Lists) => string | Promise<string>): Promise<RenderedBody> {
      const day = swissToday();
      return cache.get(`${day} ${rendering}`, async () => render(await listEvents(deps.db, day)));
    },
    invalidate: cache.invalidate,
  };
});
