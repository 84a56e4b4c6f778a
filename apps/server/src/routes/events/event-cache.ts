import { swissToday } from "@ssem/core";
import type { AppDeps } from "../../http/context";
import { listEvents } from "./event-store";

/**
 * How long a rendered list may be served without asking the database again. Writes clear it at
 * once (in every process, through a live event); this only bounds what a missed notification (a
 * lost listening connection) or a change made outside the app could leave stale.
 */
export const EVENT_CACHE_TTL_MS = 60_000;

type Lists = Awaited<ReturnType<typeof listEvents>>;
/** What is served from the same lists: the JSON for visitors, the JSON for members, the calendar feed. */
export type EventRendering = "visitors" | "members" | "feed";

/** A rendering as it is sent: encoded once, not on every response. */
export type RenderedBody = Uint8Array<ArrayBuffer>;

type Snapshot = { day: string; generation: number; takenAt: number; lists: Promise<Lists>; bodies: Map<EventRendering, Promise<RenderedBody>> };

const utf8 = new TextEncoder();

/**
 * The events list and the feed are the same for every visitor (and for every member) on a given
 * Swiss day until an event changes, and rendering a few hundred events costs more than reading
 * them. So each rendering is made once per snapshot of the lists; a write ends the snapshot.
 */
function createEventCache(deps: AppDeps) {
  let generation = 0;
  let snapshot: Snapshot | undefined;

  const invalidate = () => {
    generation += 1;
    snapshot = undefined;
  };
  // Another process (or this one) changed an event: its commit has happened when this arrives.
  deps.events.subscribe("events", invalidate);

  function current(): Snapshot {
    const day = swissToday();
    const now = Date.now();
    if (snapshot && snapshot.day === day && snapshot.generation === generation && now - snapshot.takenAt < EVENT_CACHE_TTL_MS) return snapshot;
    const fresh: Snapshot = { day, generation, takenAt: now, lists: listEvents(deps.db, day), bodies: new Map() };
    // A failed read is not kept: the next request asks again.
    fresh.lists.catch(() => {
      if (snapshot === fresh) snapshot = undefined;
    });
    snapshot = fresh;
    return fresh;
  }

  return {
    /**
     * The body `render` makes from the current lists, made once per snapshot. A snapshot taken before a
     * write committed is dropped by `invalidate` after the commit, so it is never served again.
     */
    render(rendering: EventRendering, render: (lists: Lists) => string): Promise<RenderedBody> {
      const { lists, bodies } = current();
      let body = bodies.get(rendering);
      if (!body) {
        body = lists.then((current) => utf8.encode(render(current)) as RenderedBody);
        bodies.set(rendering, body);
      }
      return body;
    },
    invalidate,
  };
}

export type EventCache = ReturnType<typeof createEventCache>;
const caches = new WeakMap<AppDeps, EventCache>();

/** The cache of one app (tests build several, each with its own database). */
export function eventCache(deps: AppDeps): EventCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = createEventCache(deps);
    caches.set(deps, cache);
  }
  return cache;
}
