import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import pg from "pg";
import { CONNECT_TIMEOUT_MS, type Database } from "../db/client";

/** What can happen live; a listener reloads what it shows. Payloads stay small (ids), never personal data. */
export type LiveTopic = "reviews" | "events";
export type Listener = (payload: string) => void;

/**
 * Live events between everything that serves the site: the review board's open streams learn of
 * a new review whichever process stored it. `publish` takes the transaction of the write, so an
 * event is only seen once the write is committed (PostgreSQL delivers NOTIFY on commit).
 */
export type LiveEvents = {
  publish(tx: Database, topic: LiveTopic, payload: string): Promise<void>;
  subscribe(topic: LiveTopic, listener: Listener): () => void;
  /** Aborted when close() begins, so that long-lived streams built on these events end with them (server shutdown). */
  closed: AbortSignal;
  close(): Promise<void>;
};

const channelOf = (topic: LiveTopic) => `live_${topic}`;

/**
 * Waits before listening again after the connection was lost: a delay that doubles from 250 ms
 * up to 10 s, half of it random, so that after an outage many server processes do not all knock
 * at once and a database that stays away costs one attempt per few seconds (ADR 002).
 */
const RECONNECT_DELAY = { firstMs: 250, maxMs: 10_000 };
const reconnectDelay = (attempt: number) => {
  const window = Math.min(RECONNECT_DELAY.maxMs, RECONNECT_DELAY.firstMs * 2 ** attempt);
  return window / 2 + (Math.random() * window) / 2;
};

/**
 * PostgreSQL LISTEN/NOTIFY: one connection of its own listens; any process on the same database
 * publishes. Both engines, the embedded PostgreSQL and a server, support it (ADR 002, ADR 009).
 * A lost connection is replaced and listens again on every channel, so a database restart neither
 * crashes the server nor silences the events for good; events sent while it was away are missed,
 * so every listener then gets one with an empty payload and reloads what it shows. There is only
 * ever one connection, or one attempt at one: a loss is handled once, however many of the
 * client's events report it.
 */
export async function postgresLiveEvents(connectionString: string): Promise<LiveEvents> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const channels = new Set<string>();
  const closing = new AbortController();
  let client: pg.Client | undefined;
  let failedAttempts = 0;
  let connectedBefore = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = (target: pg.Client, channel: string) => target.query(`listen ${channel}`);

  const connect = async () => {
    // A frozen database must not hold the attempt for ever: it is one of the outages to outlast.
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on("notification", (message) => local.emit(message.channel, message.payload ?? ""));
    // Without a listener, node-postgres' error event would end the whole process.
    next.on("error", onLost);
    next.on("end", onLost);
    try {
      await next.connect();
      for (const channel of channels) await listen(next, channel);
    } catch {
      onLost();
      return;
    }
    if (lost) return;
    if (closing.signal.aborted) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failedAttempts = 0;
    // Listening again after a loss: whatever was published meanwhile was missed, so every
    // listener reloads now (the caches drop their answers, the review streams catch up).
    if (connectedBefore) for (const channel of channels) local.emit(channel, "");
    connectedBefore = true;
  };
  const scheduleReconnect = () => {
    if (closing.signal.aborted || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, reconnectDelay(failedAttempts));
    retry.unref();
    failedAttempts += 1;
  };
  await connect();

  return {
    async publish(tx, topic, payload) {
      await tx.execute(sql`select pg_notify(${channelOf(topic)}, ${payload})`);
    },
    subscribe(topic, listener) {
      const channel = channelOf(topic);
      if (!channels.has(channel)) {
        channels.add(channel);
        // Without a connection now, the next one listens on every channel.
        if (client) listen(client, channel).catch(() => undefined);
      }
      local.on(channel, listener);
      return () => local.off(channel, listener);
    },
    closed: closing.signal,
    async close() {
      closing.abort();
      clearTimeout(retry);
      local.removeAllListeners();
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
