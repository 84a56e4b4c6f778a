/**
 * The server as index.ts assembles it, on the database of DATABASE_URL or the embedded one under
 * DATA_DIR, with its mail worker (SMTP_URL) and housekeeping, with a small built site of its own (the tests run before the web app is built), in a
 * process of its own so that database-outage.test.ts measures the server's memory alone. Prints
 * `{"origin": …}` once it listens, and, when started with --expose-gc, `{"liveHeap": bytes}` every
 * second: the heap right after a full collection, which grows only with what the server keeps.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { EVENTS_LISTING_MARKER, PUBLIC_URL_PLACEHOLDER } from "@ssem/core";
import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { bootstrapAdmin } from "../auth/bootstrap-admin";
import { openDatabase } from "../db/client";
import { databaseFaults } from "../db/faults";
import { parseEnv } from "../env";
import { postgresLiveEvents } from "../live/live-events";
import { startHousekeeping } from "../housekeeping/housekeeping";
import { openFileLimit } from "../http/open-file-limit";
import { createLogger } from "../logger";
import { smtpTransport } from "../mail/transport";
import { createMailWorker } from "../mail/worker";
import { reviewStreamLimits } from "../reviews/routes/review-stream";
import { localDiskStorage } from "../files/storage/local-disk";
import { loadSite } from "../web/site";

/** A built site of three files: a page, the live /events page and a script. */
function writeSite(clientDir: string) {
  const write = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(clientDir, relative)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, relative), content);
  };
  write("index.html", `<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/"/><h1>Home</h1>`);
  write("events/index.html", `<h1>Events</h1>${EVENTS_LISTING_MARKER}`);
  write("404/index.html", "<h1>Not found</h1>");
  write("__spa-fallback.html", "<div>shell</div>");
  write("assets/app-abc123.js", "console.log('app')");
  const manifest = { prerendered: ["/", "/events"], clientOnly: [], clientPatterns: [], devOnly: [], notFoundDocuments: { en: "404/index.html", de: "404/index.html", fr: "404/index.html", it: "404/index.html" }, spaFallbackDocuments: { en: "__spa-fallback.html", de: "__spa-fallback.html", fr: "__spa-fallback.html", it: "__spa-fallback.html" }, scriptHashes: {} };
  fs.writeFileSync(path.join(clientDir, "..", "site-manifest.json"), JSON.stringify(manifest));
}

const env = parseEnv({ ...process.env, NODE_ENV: "development", PORT: "0" });
const database = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
await database.migrate();
const { db } = database;
if (env.admin) await bootstrapAdmin(db, env.admin, env.passwordCost);
// Warnings and errors only (a 500 says here what it was); one info line per request would flood the test's output.
const logger = createLogger({ out: { write: () => true } });
const events = await postgresLiveEvents(database.url);
const storage = localDiskStorage(path.join(env.dataDir, "files"));
startHousekeeping({ db, storage, logger, env, notifyMailQueued: () => {} });
if (env.smtpUrl) createMailWorker({ db, transport: smtpTransport(env.smtpUrl), from: env.mailFrom, replyTo: env.mailReplyTo, logger }).start();
const clientDir = path.join(env.dataDir, "site", "client");
writeSite(clientDir);
const deps = {
  env,
  db,
  databaseFaults: databaseFaults(),
  auth: createAuth({ env, db }),
  logger,
  events,
  storage,
  reviewStreamLimits: reviewStreamLimits(openFileLimit()),
  notifyMailQueued() {},
};
const server = serve({ fetch: createApp(deps, { site: loadSite({ env, root: clientDir }) }).fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
  process.stdout.write(`${JSON.stringify({ origin: `http://127.0.0.1:${info.port}` })}\n`);
});
process.on("SIGTERM", () => {
  server.close();
  void events.close().then(() => database.close()).then(() => process.exit(0));
});
const collect = (globalThis as { gc?: () => void }).gc;
if (collect) {
  setInterval(() => {
    collect();
    process.stdout.write(`${JSON.stringify({ liveHeap: process.memoryUsage().heapUsed })}\n`);
  }, 1_000).unref();
}
