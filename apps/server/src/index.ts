import { randomBytes } from "node:crypto";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { bootstrapAdmin, createFirstAdmin, hasAdmin } from "./auth/bootstrap-admin";
import { openDatabase } from "./db/client";
import { databaseFault, databaseFaults } from "./db/faults";
import { connectionProblem, waitForDatabase } from "./db/wait-for-database";
import { EnvError, parseEnv } from "./env";
import { resumeRenewals } from "./fees/renewal";
import { startHousekeeping } from "./housekeeping/housekeeping";
import { postgresLiveEvents } from "./live/live-events";
import { capConnectionsPerClient } from "./http/connection-cap";
import { openFileLimit } from "./http/open-file-limit";
import { createLogger, keepServingWhenLogsFail } from "./logger";
import { smtpTransport } from "./mail/transport";
import { createMailWorker } from "./mail/worker";
import { reviewStreamLimits } from "./reviews/routes/review-stream";
import { requestTimeouts } from "./http/request-timeouts";
import { dataDirProblem, listenProblem, portProblem } from "./start-up-checks";
import { openFileStorage } from "./files/storage/open-storage";
import { loadSite } from "./web/site";

keepServingWhenLogsFail();
const logger = createLogger();

/** The reserved example.org domain: this account can never receive or leak real mail. */
const FIRST_ADMIN_EMAIL = "admin@example.org";

async function main() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // What start-up needs of the machine, checked before the database starts: one clear line each.
  const machineProblem =
    (await portProblem(env.port)) ?? (!env.databaseUrl || env.storage.kind === "disk" ? dataDirProblem(env.dataDir) : undefined);
  if (machineProblem) {
    console.error(machineProblem);
    process.exit(1);
  }

  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  // A server of its own may be starting together with us, or restarting: wait for it a while.
  const waitMs = env.databaseUrl ? env.databaseWaitMs : 0;
  const carriedOver = await waitForDatabase(() => database.migrate(), {
    waitMs,
    onWaiting: (problem) => console.error(`The database is not reachable (${problem}); trying again for up to ${waitMs / 1000} s (DATABASE_WAIT_SECONDS).`),
  }).catch(async (error: unknown) => {
    if (!databaseFault(error)) throw error;
    console.error(`The database is still not reachable (${connectionProblem(error)}); giving up.`);
    await database.close();
    process.exit(1);
  });
  if (carriedOver) logger.info("carried the earlier embedded database (PGlite) over", carriedOver);
  const { db } = database;
  const auth = createAuth({ env, db });

  let firstAdmin: { email: string; password: string } | undefined;
  if (env.admin) {
    const result = await bootstrapAdmin(db, env.admin, env.passwordCost);
    logger.info("admin account checked", { result });
  } else if (!env.isProduction && !(await hasAdmin(db))) {
    // First start on a fresh machine: make an admin right away so the newcomer can sign in. Of
    // processes starting together, only the one that made it prints its password.
    const candidate = { email: FIRST_ADMIN_EMAIL, password: randomBytes(12).toString("base64url") };
    if (await createFirstAdmin(db, candidate, env.passwordCost)) firstAdmin = candidate;
  }

  const worker = env.smtpUrl
    ? createMailWorker({ db, transport: smtpTransport(env.smtpUrl), from: env.mailFrom, replyTo: env.mailReplyTo, logger, maxPerMinute: env.mailMaxPerMinute })
    : undefined;
  worker?.start();

  const site = loadSite({ env });
  if (!site) logger.warn("web app not built: run `npm run build` to serve the site");
  const events = await postgresLiveEvents(database.url);
  const storage = await openFileStorage(env.storage, env.dataDir);
  const backups = env.backupDir
    ? { databaseUrl: database.url, storage, backupDir: env.backupDir, keep: env.backupKeep, passphrase: env.backupPassphrase }
    : undefined;
  const housekeeping = startHousekeeping({ db, storage, logger, env, backups, notifyMailQueued: () => worker?.nudge() });
  const reviewStreams = reviewStreamLimits(openFileLimit());
  const deps = { env, db, databaseFaults: databaseFaults(), auth, logger, events, storage, reviewStreamLimits: reviewStreams, notifyMailQueued: () => worker?.nudge() };
  const app = createApp(deps, { site });
  // A fee renewal that a crash or a restart interrupted goes on where it stopped (ADR 019).
  await resumeRenewals(deps);

  /** Everything started above, stopped in order; the embedded PostgreSQL last. */
  const stopServices = async () => {
    await worker?.stop();
    await housekeeping.stop();
    await events.close();
    await database.close();
  };

  const server = serve({ fetch: app.fetch, port: env.port, serverOptions: requestTimeouts(env) }, (info) => {
    console.log(`\n  Ready on ${env.publicUrl} (listening on port ${info.port}, database: ${database.kind})`);
    if (firstAdmin) {
      console.log(`  First start: sign in as admin at ${env.publicUrl}/auth`);
      console.log(`    e-mail:   ${firstAdmin.email}`);
      console.log(`    password: ${firstAdmin.password}   (shown only this once)`);
      console.log("  Or choose your own with ADMIN_EMAIL and ADMIN_PASSWORD.");
    } else if (env.admin) {
      console.log(`  Sign in as admin at ${env.publicUrl}/auth with ADMIN_EMAIL and ADMIN_PASSWORD.`);
    } else if (env.isProduction) {
      console.log("  To create or promote an admin, start with ADMIN_EMAIL and ADMIN_PASSWORD set.");
    }
    if (env.devMailbox) {
      console.log(`  Dev mailbox is on: mail is not sent but kept at ${env.publicUrl}/dev/mailbox,`);
      console.log("    readable from this machine (loopback) and by signed-in admins. Set SMTP_URL to send mail and turn it off.");
    }
    console.log("");
  });
  capConnectionsPerClient(server, env);
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(listenProblem(env.port, error.code));
    // A timer that keeps the process alive until the embedded PostgreSQL has stopped (its child
    // process does not), and ends it should that hang.
    setTimeout(() => process.exit(1), 10_000);
    void stopServices().finally(() => process.exit(1));
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info("shutting down", { signal });
    // Stop accepting, let running requests finish, then stop the worker and close the database.
    // The live events close first: that ends the open review streams, which would otherwise keep
    // their connections (and so the server) open until the forced exit below.
    const eventsClosed = events.close();
    server.close(async () => {
      await eventsClosed;
      await stopServices();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  logger.error("start-up failed", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
