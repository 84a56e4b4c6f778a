import type { LiveEvents, LiveTopic } from "./live-events";

/** A response body as it is sent: encoded once, not on every response. */
export type RenderedBody = Uint8Array<ArrayBuffer>;

const utf8 = new TextEncoder();

/**
 * Response bodies that are the same for every visitor until something of `topic` changes: each
 * is rendered once and served from memory. A change ends every entry in every process, through
 * the live event that its commit sends; `ttlMs` bounds what a missed notification (a lost
 * listening connection) or a change made outside the app could leave stale. At most `maxEntries`
 * are kept, so that visitors asking for ever new keys cannot grow it without end.
 */
export function renderedCache(events: Pick<LiveEvents, "subscribe">, topic: LiveTopic, { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  let generation = 0;
  const entries = new Map<string, { generation: number; takenAt: number; body: Promise<RenderedBody> }>();
  const invalidate = () => {
    generation += 1;
    entries.clear();
  };
  events.subscribe(topic, invalidate);

  return {
    /**
     * The body for `key`, rendered by `render` when there is none of the current generation. A
     * rendering that started before a change is dropped by the change, so it is never served after.
     */
    get(key: string, render: () => Promise<string>): Promise<RenderedBody> {
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.generation === generation && now - entry.takenAt < ttlMs) return entry.body;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const fresh = { generation, takenAt: now, body: render().then((text) => utf8.encode(text) as RenderedBody) };
      // A failed read is not kept: the next request asks again.
      fresh.body.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      entries.set(key, fresh);
      return fresh.body;
    },
    invalidate,
  };
}

export type RenderedCache = ReturnType<typeof renderedCache>;

/**
 * One value per app, made on first use: the server has one app, the tests build several, each
 * with its own database and live events.
 */
export function perApp<Deps extends object, T>(create: (deps: Deps) => T): (deps: Deps) => T {
  const values = new WeakMap<Deps, T>();
  return (deps) => {
    let value = values.get(deps);
    if (value === undefined) values.set(deps, (value = create(deps)));
    return value;
  };
}
