import type { ReviewChange } from "@ssem/core";
import type { Context } from "hono";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import type { LiveEvents } from "../../live/live-events";
import { clientIp } from "../../http/client-ip";
import type { AppDeps, AppEnv } from "../../http/context";
import { errorResponse } from "../../http/errors";
import { changesAfter, latestChange } from "../review-store";

/** A comment line this often keeps proxies (and browsers) from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long the browser waits before reconnecting a lost stream. */
const RETRY_MS = 2_000;
/** Changes a reconnecting board may catch up on; past that it is told to reload its first page. */
export const CATCH_UP_LIMIT = 200;

type Subscriber = {
  /** The last change sent; nothing at or below it is sent again. */
  last: number;
  /** While the subscriber catches up, the hub's changes wait here, so that they follow in order. */
  waiting: ReviewChange[] | null;
  write(text: string): void;
  end(): void;
};

const frame = (change: ReviewChange) =>
  change.kind === "added"
    ? `id: ${change.change}\nevent: review\ndata: ${JSON.stringify(change.review)}\n\n`
    : `id: ${change.change}\nevent: deleted\ndata: ${JSON.stringify({ id: change.id })}\n\n`;

function deliver(subscriber: Subscriber, change: ReviewChange) {
  if (change.change <= subscriber.last) return;
  subscriber.last = change.change;
  subscriber.write(frame(change));
}

/**
 * The open review streams of one server process. A change anywhere (any process on the database)
 * arrives as a live event; the hub then reads the changes after the oldest one its streams have
 * seen, once for all of them, and writes to each what it has not seen. Reading from the table
 * rather than trusting the event's payload means a lost or merged notification loses nothing.
 *
 * The hub keeps no position of its own. It once kept "the latest change" read when it started (or,
 * after a database outage, when the next notification came): a change committed between a stream's
 * own catch-up and that read was past the hub's position but not in the stream, and never reached
 * it (route.test.ts's stream test failed now and then in CI; review-stream-outage.test.ts reproduces it).
 */
class ReviewHub {
  private readonly subscribers = new Set<Subscriber>();
  private pulling: Promise<void> | null = null;
  private pullAgain = false;
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: AppDeps["db"],
    events: LiveEvents,
  ) {
    const stop = events.subscribe("reviews", () => this.pull());
    this.heartbeat = setInterval(() => {
      for (const subscriber of this.subscribers) subscriber.write(": heartbeat\n\n");
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    events.closed.addEventListener("abort", () => {
      this.closed = true;
      stop();
      clearInterval(this.heartbeat);
      for (const subscriber of this.subscribers) subscriber.end();
      this.subscribers.clear();
    });
  }

  private pull() {
    if (this.pulling) {
      this.pullAgain = true;
      return;
    }
    this.pulling = (async () => {
      if (this.subscribers.size === 0) return;
      let from = Infinity;
      for (const subscriber of this.subscribers) from = Math.min(from, subscriber.last);
      do {
        this.pullAgain = false;
        // The database away: the streams keep their positions, and the next notification reads what they missed.
        const changes = await changesAfter(this.db, from, CATCH_UP_LIMIT).catch(() => []);
        for (const change of changes) {
          from = change.change;
          for (const subscriber of this.subscribers) {
            if (subscriber.waiting) subscriber.waiting.push(change);
            else deliver(subscriber, change);
          }
        }
        if (changes.length === CATCH_UP_LIMIT) this.pullAgain = true;
      } while (this.pullAgain);
    })().finally(() => {
      this.pulling = null;
    });
  }

  /**
   * Adds a stream that has seen every change up to `after`; sends what it missed, then the live
   * changes. It catches up before it joins, so that its position is recent and the hub's reads,
   * which start at the oldest position among its streams, stay short; what was committed between
   * that read and joining, it reads once more.
   */
  async add(subscriber: Subscriber, after: number) {
    const missed = await changesAfter(this.db, after, CATCH_UP_LIMIT + 1);
    if (missed.length > CATCH_UP_LIMIT) {
      // Too far behind: the board reloads its first page, which is quicker than replaying.
      subscriber.write(`event: reset\ndata: {}\n\n`);
      subscriber.last = await latestChange(this.db);
    } else {
      for (const change of missed) deliver(subscriber, change);
    }
    // A stream that connected while the server began to shut down ends at once.
    if (this.closed) return subscriber.end();
    subscriber.waiting = [];
    this.subscribers.add(subscriber);
    for (const change of await changesAfter(this.db, subscriber.last, CATCH_UP_LIMIT)) deliver(subscriber, change);
    const waiting = subscriber.waiting;
    subscriber.waiting = null;
    for (const change of waiting) deliver(subscriber, change);
  }

  remove(subscriber: Subscriber) {
    this.subscribers.delete(subscriber);
  }

  get size() {
    return this.subscribers.size;
  }
}

/**
 * How many streams may be open at once. Each holds a socket, a file descriptor, for as long as the
 * board is open: without a cap, one client opening a thousand used up the process's descriptors and
 * every other visitor's request failed (issue 22).
 */
export type ReviewStreamLimits = { perClient: number; total: number };

/**
 * Per client (an IPv4 address or an IPv6 /64): a browser holds at most 6 HTTP/1.1 connections to a
 * site, so 50 leaves room for several people behind one address (a hospital's or university's NAT).
 */
export const REVIEW_STREAMS_PER_CLIENT = 50;

/** The caps for a process that may hold `openFiles` descriptors: half for streams, half for everything else. */
export function reviewStreamLimits(openFiles: number): ReviewStreamLimits {
  return { perClient: REVIEW_STREAMS_PER_CLIENT, total: Math.max(1, Math.floor(openFiles / 2)) };
}

/** Seconds after which a refused client may try again: a client over its own cap has streams to close first. */
const RETRY_AFTER_SECONDS = { client: 60, total: 10 } as const;

/** The open streams of one process, by client, counted from the moment a stream is admitted until it ends. */
class OpenStreams {
  private total = 0;
  private readonly byClient = new Map<string, number>();

  /** Counts a new stream in, or says which cap refuses it. */
  admit(client: string, limits: ReviewStreamLimits): "client" | "total" | null {
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= limits.perClient) return "client";
    if (this.total >= limits.total) return "total";
    this.byClient.set(client, mine + 1);
    this.total += 1;
    return null;
  }

  release(client: string) {
    const mine = (this.byClient.get(client) ?? 1) - 1;
    if (mine > 0) this.byClient.set(client, mine);
    else this.byClient.delete(client);
    this.total -= 1;
  }
}

// One hub and one count per set of live events, which is one per process (tests build several apps in one process).
const hubs = new WeakMap<LiveEvents, ReviewHub>();
const openStreams = new WeakMap<LiveEvents, OpenStreams>();
function openStreamsOf(events: LiveEvents) {
  let open = openStreams.get(events);
  if (!open) openStreams.set(events, (open = new OpenStreams()));
  return open;
}
function hubOf(db: AppDeps["db"], events: LiveEvents) {
  let hub = hubs.get(events);
  if (!hub) {
    hub = new ReviewHub(db, events);
    hubs.set(events, hub);
  }
  return hub;
}

/** How many review streams this process passes changes to. */
export const openReviewStreams = (events: LiveEvents) => hubs.get(events)?.size ?? 0;

/**
 * GET /api/reviews/stream: Server-Sent Events. `event: review` with the new review (id: its change
 * number), `event: deleted` with the id of a deleted one, `event: reset` when the board should
 * reload. A reconnecting browser sends Last-Event-ID and gets what it missed; a first connection
 * says with `after` which change its first page included.
 */
export function reviewStream(c: Context<AppEnv>, after: number | undefined) {
  const { db, events, reviewStreamLimits: limits } = c.var.deps;
  const client = clientIp(c);
  const open = openStreamsOf(events);
  const refused = open.admit(client, limits);
  if (refused) {
    c.header("Retry-After", String(RETRY_AFTER_SECONDS[refused]));
    // The refused connection's descriptor is given back at once instead of idling until keep-alive ends.
    c.header("Connection", "close");
    return refused === "client"
      ? errorResponse(c, 429, { error: "Too many live review streams are open from your address. Close some and try again.", code: "rate_limited" })
      : errorResponse(c, 503, { error: "The server holds as many live streams as it can. Please try again in a moment.", code: "service_unavailable" });
  }
  const lastEventId = Number(c.req.header("last-event-id"));
  const from = Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : after;
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    try {
      if (!events.closed.aborted) await followChanges(stream, db, events, from);
    } finally {
      open.release(client);
    }
  });
}

/** Writes the changes after `from` and then the live ones to `stream` until the client or the server goes. */
function followChanges(stream: SSEStreamingApi, db: AppDeps["db"], events: LiveEvents, from: number | undefined) {
  return new Promise<void>((resolve) => {
    const subscriber: Subscriber = {
      last: from ?? 0,
      waiting: null,
      write: (text) => void stream.write(text),
      end: resolve,
    };
    const hub = hubOf(db, events);
    stream.onAbort(() => {
      hub.remove(subscriber);
      resolve();
    });
    void stream.write(`retry: ${RETRY_MS}\n\n`);
    const start = from === undefined ? latestChange(db) : Promise.resolve(from);
    start
      .then(async (seq) => {
        subscriber.last = seq;
        await hub.add(subscriber, seq);
        // Gone while it caught up, before it joined the hub: it must not stay there.
        if (stream.aborted) hub.remove(subscriber);
      })
      .catch(() => {
        hub.remove(subscriber);
        resolve();
      });
  });
}
