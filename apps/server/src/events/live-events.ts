import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/client";

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

/** How long to wait before listening again after the connection was lost (a database restart, say). */
const RECONNECT_DELAY_MS = 500;

/**
 * PostgreSQL LISTEN/NOTIFY: one connection of its own listens; any process on the same database
 * publishes. Both engines, the embedded PostgreSQL and a server, support it (ADR 002, ADR 009).
 * A lost connection is replaced and listens again, so a database restart neither crashes the
 * server nor silences the events for good (events sent while it was away are missed; listeners
 * reload what they show anyway).
 */
export async function postgresLiveEvents(connectionString: string): Promise<LiveEvents> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const channels = new Set<string>();
  const closing = new AbortController();
  let closed = false;
  let client: pg.Client;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => local.emit(message.channel, message.payload ?? ""));
    // Without a listener, node-postgres' error event would end the whole process.
    next.on("error", () => undefined);
    next.on("end", () => {
      if (!closed) setTimeout(reconnect, RECONNECT_DELAY_MS).unref();
    });
    await next.connect();
    for (const channel of channels) await next.query(`listen ${channel}`);
    client = next;
  };
  const reconnect = () => {
    if (!closed) connect().catch(() => setTimeout(reconnect, RECONNECT_DELAY_MS).unref());
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
        client.query(`listen ${channel}`).catch(() => undefined);
      }
      local.on(channel, listener);
      return () => local.off(channel, listener);
    },
    closed: closing.signal,
    async close() {
      closed = true;
      closing.abort();
      local.removeAllListeners();
      await client.end();
    },
  };
}
