import { describe, expect, it, vi } from "vitest";
import type { Listener, LiveEvents } from "./live-events";
import { perApp, renderedCache } from "./rendered-cache";

/** The one part of live events the cache uses, with a way to send an event. */
function liveEvents() {
  const listeners: Listener[] = [];
  const events: Pick<LiveEvents, "subscribe"> = {
    subscribe(_topic, listener) {
      listeners.push(listener);
      return () => undefined;
    },
  };
  return { events, send: () => listeners.forEach((listener) => listener("1")) };
}
const text = async (body: Promise<Uint8Array>) => new TextDecoder().decode(await body);

describe("renderedCache", () => {
  it("renders a key once, and again after a live event", async () => {
    const { events, send } = liveEvents();
    const cache = renderedCache(events, "reviews", { ttlMs: 60_000, maxEntries: 10 });
    let renders = 0;
    const render = async () => `page ${(renders += 1)}`;
    expect(await text(cache.get("a", render))).toBe("page 1");
    expect(await text(cache.get("a", render))).toBe("page 1");
    send();
    expect(await text(cache.get("a", render))).toBe("page 2");
  });

  it("never serves a rendering that was still running when the change came", async () => {
    const { events, send } = liveEvents();
    const cache = renderedCache(events, "reviews", { ttlMs: 60_000, maxEntries: 10 });
    let finish!: (text: string) => void;
    const before = cache.get("a", () => new Promise<string>((resolve) => (finish = resolve)));
    send();
    finish("before the change");
    expect(await text(before)).toBe("before the change");
    expect(await text(cache.get("a", async () => "after the change"))).toBe("after the change");
  });

  it("renders again after the time limit, and keeps no failed rendering", async () => {
    vi.useFakeTimers();
    try {
      const { events } = liveEvents();
      const cache = renderedCache(events, "reviews", { ttlMs: 1_000, maxEntries: 10 });
      expect(await text(cache.get("a", async () => "first"))).toBe("first");
      vi.advanceTimersByTime(1_001);
      expect(await text(cache.get("a", async () => "second"))).toBe("second");
      await expect(cache.get("b", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
      expect(await text(cache.get("b", async () => "recovered"))).toBe("recovered");
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps at most maxEntries keys, dropping the oldest", async () => {
    const { events } = liveEvents();
    const cache = renderedCache(events, "reviews", { ttlMs: 60_000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => `${key} 1`);
    expect(await text(cache.get("c", async () => "c 2"))).toBe("c 1");
    expect(await text(cache.get("a", async () => "a 2"))).toBe("a 2");
  });
});

describe("perApp", () => {
  it("makes one value per app", () => {
    const make = perApp((deps: { name: string }) => ({ of: deps.name }));
    const first = { name: "first" };
    expect(make(first)).toBe(make(first));
    expect(make({ name: "second" })).not.toBe(make(first));
  });
});
