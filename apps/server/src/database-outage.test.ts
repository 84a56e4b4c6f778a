/**
 * Issue 22, point 2: the database goes away under load (killed, then frozen with SIGSTOP) and
 * comes back. While it is away the API answers 503 in the JSON error format with Retry-After,
 * /api/health answers 503 with the reason, pages keep serving and memory stays flat; once it is
 * back everything recovers without a restart, with one listening connection and the pool within
 * its bounds. Once per engine: a PostgreSQL server of the test's own (in the api-postgres project)
 * and the embedded engine (in api-embedded), whose postmaster the server starts again itself.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freezePostgres, startPostgresServer, type PostgresServer } from "./testing/postgres-server";
import { startSmtpPeer } from "./testing/smtp-peer";
import { TEST_PASSWORD_COST } from "./testing/password-cost";
import { testServerUrl } from "./testing/test-database";

const OUTAGE_MS = 8_000;
const ADMIN = { email: "outage-admin@example.org", password: "outage-test-password" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function temporaryDirectory() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-outage-"));
  cleanups.push(() => fs.rmSync(directory, { recursive: true, force: true }));
  return directory;
}

const serverDir = path.resolve(import.meta.dirname, "..");

/** The server in a process of its own (testing/outage-server.ts), signed in as its admin. */
async function startServer(databaseEnv: Record<string, string>) {
  const mail = await startSmtpPeer();
  cleanups.push(() => mail.stop());
  // --expose-gc: the server reports its live heap every second (testing/outage-server.ts).
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "src/testing/outage-server.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: temporaryDirectory(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: mail.url, ...TEST_PASSWORD_COST, ...databaseEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Its warnings and errors: passed on, and kept to count the background loops' failures.
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => {
    log += chunk.toString();
    process.stderr.write(chunk);
  });
  cleanups.push(() => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    return exited;
  });
  // Its output, a JSON object per line: the origin once it listens, then its live heap every second.
  const liveHeap: number[] = [];
  const origin = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const lines = output.split("\n");
      output = lines.pop()!;
      for (const line of lines) {
        const ready = /^\{"origin":"([^"]+)"\}$/.exec(line);
        if (ready) resolve(ready[1]!);
        const heap = /^\{"liveHeap":(\d+)\}$/.exec(line);
        if (heap) liveHeap.push(Number(heap[1]));
      }
    });
    child.once("exit", () => reject(new Error(`the server ended before it listened: ${output}`)));
  });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status, "sign-in").toBe(200);
  const cookie = signIn.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
  return { origin, cookie, pid: child.pid!, log: () => log, liveHeap };
}

/** The resident memory of a process, from Linux's /proc. */
const residentBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

type Sample = { kind: "api" | "health" | "page" | "member page"; path: string; start: number; end: number; status: number; retryAfter: string | null; body: string };

/**
 * Load until stopped: API loops (signed in and not), a health monitor, pages with and without
 * the session cookie, and open review streams; memory sampled every 100 ms.
 */
function load({ origin, cookie, pid }: { origin: string; cookie: string; pid: number }) {
  const samples: Sample[] = [];
  const memory: { at: number; rss: number }[] = [];
  let running = true;
  const request = async (kind: Sample["kind"], requestPath: string, withCookie = false) => {
    const start = Date.now();
    try {
      const response = await fetch(`${origin}${requestPath}`, { headers: withCookie ? { cookie } : {}, signal: AbortSignal.timeout(20_000) });
      const body = await response.text();
      // Bodies of errors only: the test's own memory should not grow with the load.
      const kept = response.status === 200 && kind !== "health" ? "" : body;
      samples.push({ kind, path: requestPath, start, end: Date.now(), status: response.status, retryAfter: response.headers.get("retry-after"), body: kept });
    } catch (error) {
      samples.push({ kind, path: requestPath, start, end: Date.now(), status: 0, retryAfter: null, body: String(error) });
    }
  };
  const loop = async (step: () => Promise<void>) => {
    while (running) await step();
  };
  const api = ["/api/me/profile", "/api/reviews", "/api/auth/get-session", "/api/events", "/api/me/profile", "/api/auth/get-session"];
  const loops = [
    ...Array.from({ length: 6 }, (_, index) => loop(() => request("api", api[index % api.length]!, true))),
    loop(async () => {
      await request("health", "/api/health");
      await sleep(100);
    }),
    loop(async () => {
      await request("page", "/");
      await request("page", "/assets/app-abc123.js");
      await request("page", "/events");
      await request("member page", "/events", true);
    }),
  ];
  const streams = Array.from({ length: 20 }, () => new AbortController());
  for (const stream of streams) {
    fetch(`${origin}/api/reviews/stream`, { signal: stream.signal })
      .then((response) => response.body?.pipeTo(new WritableStream()))
      .catch(() => undefined);
  }
  const sampler = setInterval(() => memory.push({ at: Date.now(), rss: residentBytes(pid) }), 100);
  return {
    samples,
    memory,
    async stop() {
      running = false;
      clearInterval(sampler);
      for (const stream of streams) stream.abort();
      await Promise.all(loops);
    },
  };
}

/** When the database went away and when it was back; `fixed`: away for OUTAGE_MS (not restarted at once). */
type Phase = { name: string; down: number; back: number; fixed: boolean };

/** What the samples say about one outage; asserted and printed by the caller. */
function outageFigures(samples: Sample[], phase: Phase) {
  // Answered while the database was away (requests that were already waiting for it included).
  const during = samples.filter((sample) => sample.end > phase.down + 200 && sample.end <= phase.back);
  const after = samples.filter((sample) => sample.start >= phase.back);
  // The public lists may come from the rendered cache: the signed-in profile shows the database is back.
  const firstOk = (requestPath: string) => after.find((sample) => sample.path === requestPath && sample.status === 200)?.end;
  const api = during.filter((sample) => sample.kind === "api");
  const health = during.filter((sample) => sample.kind === "health");
  return {
    api,
    health,
    apiStatuses: count(api.map((sample) => sample.status)),
    healthReasons: count(health.map((sample) => `${sample.status} ${sample.body}`)),
    slowestHealthMs: Math.max(0, ...health.map((sample) => sample.end - sample.start)),
    slowestApiMs: Math.max(0, ...api.map((sample) => sample.end - sample.start)),
    apiRecoveredMs: (firstOk("/api/me/profile") ?? Number.NaN) - phase.back,
    healthRecoveredMs: (firstOk("/api/health") ?? Number.NaN) - phase.back,
    outageMs: (firstOk("/api/me/profile") ?? Number.NaN) - phase.down,
  };
}

const count = (values: Array<string | number>) => values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

/** Connections the server holds on the database: those that LISTEN, and all of them. */
async function connectionsHeld(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ listening: number; total: number }>(
      `select count(*) filter (where query ilike 'listen %')::int as listening, count(*)::int as total
         from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/**
 * Runs the load through a kill and a freeze of the database, asserting as it goes. `outage`
 * takes the database away and returns how to bring it back.
 */
async function outageUnderLoad(options: {
  /** How the server reaches the database: DATABASE_URL, or nothing for the embedded one under its DATA_DIR. */
  databaseEnv: Record<string, string>;
  /** The database's URL once the server runs, for counting its connections. */
  url(): string;
  /** Kills the database; resolves when it is starting again (the server engine: after OUTAGE_MS). */
  kill(): Promise<{ fixed: boolean }>;
  freeze(frozen: boolean): void;
  /** Waits while the database is frozen (OUTAGE_MS unless the engine needs longer); returns a line for the figures. */
  whileFrozen?(): Promise<string>;
}) {
  const server = await startServer(options.databaseEnv);
  const traffic = load(server);
  // Warmed up: the code compiled, the pool full, the heap at its working size.
  await sleep(4_000);
  const baseline = Math.max(...traffic.memory.map((sample) => sample.rss));
  const heapBaseline = Math.max(...server.liveHeap);
  const heapSamplesBefore = server.liveHeap.length;
  const phases: Phase[] = [];

  let down = Date.now();
  const { fixed } = await options.kill();
  phases.push({ name: "killed", down, back: Date.now(), fixed });
  await sleep(5_000);

  down = Date.now();
  options.freeze(true);
  const frozenFigures = options.whileFrozen ? await options.whileFrozen() : (await sleep(OUTAGE_MS), "");
  phases.push({ name: "frozen", down, back: Date.now(), fixed: true });
  options.freeze(false);
  await sleep(5_000);
  await traffic.stop();
  // The pool's idle connections close after 10 s; what is left is the listener and those in use.
  // Before issue 22's fix the server held every connection the database allows: report that too.
  // The listener comes back on its own schedule: after failed attempts it waits up to 10 s (live-events.ts), so it
  // is counted until it is there or that wait and a connection timeout have passed (CI once counted it too early).
  const countHeld = () => connectionsHeld(options.url()).catch((error: Error) => ({ listening: Number.NaN, total: Number.NaN, failed: error.message }));
  let held = await countHeld();
  for (const listenerDue = Date.now() + 15_000; held.listening !== 1 && Date.now() < listenerDue; held = await countHeld()) await sleep(500);

  const peak = Math.max(...traffic.memory.map((sample) => sample.rss));
  const heapPeak = Math.max(...server.liveHeap.slice(heapSamplesBefore));
  const occurrences = (message: string) => server.log().split(`"message":"${message}"`).length - 1;
  const mailWorkerFailures = occurrences("mail worker failed");
  const housekeepingFailures = occurrences("housekeeping failed");
  const figures = phases.map((phase) => ({ phase, ...outageFigures(traffic.samples, phase) }));
  const pages = traffic.samples.filter((sample) => sample.kind === "page");
  const memberPages = traffic.samples.filter((sample) => sample.kind === "member page");
  const slowest = (of: Sample[]) => Math.max(...of.map((sample) => sample.end - sample.start));
  console.warn(
    [
      `requests: ${traffic.samples.length}, statuses ${JSON.stringify(count(traffic.samples.map((sample) => sample.status)))}`,
      ...figures.map(
        (figure) =>
          `${figure.phase.name}: API during ${JSON.stringify(figure.apiStatuses)} (slowest ${figure.slowestApiMs} ms); health during ${JSON.stringify(figure.healthReasons)} (slowest ${figure.slowestHealthMs} ms); ` +
          `recovered after the database was back: API ${figure.apiRecoveredMs} ms, health ${figure.healthRecoveredMs} ms (${figure.outageMs} ms after it went away)`,
      ),
      `pages: ${JSON.stringify(count(pages.map((sample) => sample.status)))}, slowest ${slowest(pages)} ms; /events signed in: ${JSON.stringify(count(memberPages.map((sample) => sample.status)))}, slowest ${slowest(memberPages)} ms`,
      `RSS: ${(baseline / 2 ** 20).toFixed(0)} MB under load before, peak ${(peak / 2 ** 20).toFixed(0)} MB (+${((peak - baseline) / 2 ** 20).toFixed(0)} MB), at the end ${(traffic.memory.at(-1)!.rss / 2 ** 20).toFixed(0)} MB`,
      `live heap (after a full collection, every second): ${(heapBaseline / 2 ** 20).toFixed(1)} MB before, peak ${(heapPeak / 2 ** 20).toFixed(1)} MB, at the end ${(server.liveHeap.at(-1)! / 2 ** 20).toFixed(1)} MB`,
      "failed" in held ? `connections afterwards: could not count them: ${held.failed}` : `connections afterwards: ${held.listening} listening, ${held.total} in all`,
      ...(frozenFigures ? [frozenFigures] : []),
      `background loops: the mail worker failed ${mailWorkerFailures} times, housekeeping ${housekeepingFailures} times`,
    ].join("\n"),
  );

  for (const figure of figures) {
    const profiles = figure.api.filter((sample) => sample.path === "/api/me/profile");
    if (figure.phase.fixed) expect(profiles.length, `${figure.phase.name}: profile requests answered during the outage`).toBeGreaterThan(0);
    // The public lists may still come from the rendered cache (ADR 015), and a request sent before the database
    // went away may have been answered by it (a killed postmaster's backends finish what they are doing); all else is a 503.
    const answeredBefore = (answer: Sample) => answer.status === 200 && (answer.path !== "/api/me/profile" || answer.start < figure.phase.down);
    for (const sample of figure.api.filter((answer) => !answeredBefore(answer))) {
      expect(sample.status, `${figure.phase.name}: ${sample.path} sent ${sample.start - figure.phase.down} ms after the database went away`).toBe(503);
      expect(sample.retryAfter).toMatch(/^\d+$/);
      expect(JSON.parse(sample.body)).toMatchObject({ code: "service_unavailable", error: expect.any(String) });
    }
    if (figure.phase.fixed) expect(figure.health.length).toBeGreaterThan(0);
    for (const sample of figure.health) {
      expect(sample.status).toBe(503);
      expect(JSON.parse(sample.body)).toEqual({ status: "unavailable", database: expect.stringMatching(/^(unreachable|timeout)$/) });
    }
    expect(figure.slowestHealthMs).toBeLessThan(3_000);
    if (figure.phase.fixed) {
      expect(figure.apiRecoveredMs).toBeLessThan(5_000);
      expect(figure.healthRecoveredMs).toBeLessThan(5_000);
    } else {
      // Restarted by the server itself: its crash recovery (WAL replay, a checkpoint) is part of the outage.
      expect(figure.outageMs).toBeLessThan(10_000);
    }
  }
  expect([...pages, ...memberPages].every((sample) => sample.status === 200)).toBe(true);
  expect(slowest(pages)).toBeLessThan(1_000);
  // A session lookup that takes longer than a second gives the visitors' page.
  expect(slowest(memberPages)).toBeLessThan(2_000);
  expect(traffic.samples.filter((sample) => sample.status >= 500 && sample.status !== 503)).toEqual([]);
  // Flat: before issue 22 the server grew by 1.6 GB in this test. What it keeps is its live heap, measured
  // right after a full collection. Left to itself V8 grows its heap with the rate of allocation, by up to
  // 150 MB of garbage here (a failed CI run, 2026-11-26), so the server collects every second and the
  // resident size then bounds what lives outside the heap: buffers, sockets, the PDF worker. The heap grows by
  // 2–3 MB (caches filling); a leak of 1 KB per request grew it by 16.5 MB.
  expect(heapPeak - heapBaseline).toBeLessThan(10 * 2 ** 20);
  expect(peak - baseline).toBeLessThan(60 * 2 ** 20);
  // The mail worker polls every 5 s and housekeeping runs hourly: neither spins while the database is away.
  expect(mailWorkerFailures).toBeLessThanOrEqual(10);
  expect(housekeepingFailures).toBe(0);
  expect(held.listening).toBe(1);
  expect(held.total).toBeLessThanOrEqual(11);
}

describe.runIf(testServerUrl())("a PostgreSQL server (DATABASE_URL) that is killed and frozen under load", () => {
  it("answers 503 while it is away, keeps serving pages, and recovers on its own", async () => {
    const server: PostgresServer = await startPostgresServer({ directory: path.join(temporaryDirectory(), "cluster"), port: 3340 });
    cleanups.push(() => server.stop());
    await outageUnderLoad({
      databaseEnv: { DATABASE_URL: server.url },
      url: () => server.url,
      async kill() {
        await server.kill();
        await sleep(OUTAGE_MS);
        void server.start();
        return { fixed: true };
      },
      freeze: (frozen) => server.freeze(frozen),
    });
  }, 90_000);
});

/**
 * The accept queue of a postmaster's listening Unix socket, from ss: the connections waiting in it
 * (Recv-Q) and how many it holds (Send-Q, the backlog PostgreSQL asked for). A frozen postmaster accepts
 * none, so every connection attempt the pool gives up on stays queued; once the queue is full, connect()
 * fails at once with EAGAIN (issue 39, point 23), which gave 500s instead of 503s.
 */
function acceptQueue(postmaster: number) {
  const line = execFileSync("ss", ["--unix", "--listening", "--processes", "--numeric", "--no-header"], { encoding: "utf8" })
    .split("\n")
    .find((each) => each.includes(`pid=${postmaster},`) && each.includes(".s.PGSQL."));
  const [, , waiting, holds] = line?.trim().split(/\s+/) ?? [];
  return { waiting: Number(waiting), holds: Number(holds) };
}

/** Longest wait, under the test's load, for a frozen postmaster's accept queue to fill (about 25 s when measured). */
const BACKLOG_FILLS_WITHIN_MS = 60_000;

describe.skipIf(testServerUrl())("the embedded database, its postmaster killed and frozen under load", () => {
  it("is started again by the server, answers 503 meanwhile (also once the socket's backlog is full), keeps serving pages, and recovers on its own", async () => {
    const dataDir = temporaryDirectory();
    let backlogFull = false;
    let backlogFilledAfterMs = 0;
    const postmaster = () => {
      try {
        return Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
      } catch {
        return undefined; // Between the old postmaster and the new one.
      }
    };
    await outageUnderLoad({
      databaseEnv: { DATA_DIR: dataDir },
      url: () => `postgres://postgres@${encodeURIComponent(path.join(dataDir, "postgres"))}:5432/postgres`,
      async kill() {
        const killed = postmaster()!;
        process.kill(killed, "SIGKILL");
        // The server starts it again by itself; the outage ends when it has (or not: the figures say so).
        for (let waited = 0; waited < 15_000 && [undefined, killed].includes(postmaster()); waited += 20) await sleep(20);
        return { fixed: false };
      },
      freeze: (frozen) => freezePostgres(postmaster()!, frozen),
      async whileFrozen() {
        // Frozen until the load has filled the socket's backlog, then for OUTAGE_MS of connects refused with EAGAIN.
        const frozenAt = Date.now();
        let queue = acceptQueue(postmaster()!);
        while (queue.waiting < queue.holds && Date.now() - frozenAt < BACKLOG_FILLS_WITHIN_MS) {
          await sleep(250);
          queue = acceptQueue(postmaster()!);
        }
        backlogFilledAfterMs = Date.now() - frozenAt;
        backlogFull = queue.waiting >= queue.holds;
        await sleep(OUTAGE_MS);
        return `frozen: the socket's backlog (${queue.holds}) ${backlogFull ? `was full after ${backlogFilledAfterMs} ms` : `held ${queue.waiting} after ${backlogFilledAfterMs} ms`}`;
      },
    });
    expect(backlogFull, "the frozen postmaster's accept queue filled up").toBe(true);
  }, 150_000);
});
