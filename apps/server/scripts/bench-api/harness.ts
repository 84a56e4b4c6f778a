/**
 * What every section of `npm run bench:api` shares: starting the built server, signing in, load
 * with wrk, the same load straight through the pg driver, and the report table.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { promisify } from "node:util";
import { testBillingEnv } from "../../src/testing/billing-env";
import { productionServerArgs } from "../../src/testing/production-server";
import { startSmtpPeer } from "../../src/testing/smtp-peer";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export const serverDir = path.resolve(import.meta.dirname, "../..");
const bundle = path.join(serverDir, "dist/server/index.js");
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** wrk's concurrency, and the driver side's. */
export const connections = 16;
/** The server's pool size (db/client.ts), which the driver side uses too. */
export const poolSize = 10;
const admin = { email: "bench@example.org", password: "bench-password-long-enough" };

export function checkPrerequisites() {
  if (!fs.existsSync(bundle)) throw new Error("no build: run `npm run build` first");
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is a problem.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new Error("wrk is missing: apt-get install -y wrk");
  }
}

const run = promisify(execFile);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export type Server = { child: ChildProcess; origin: string; startMs: number; cookie: string };

/**
 * A real SMTP server that accepts every message, as a provider does: the outbox sends at its
 * pace (MAIL_MAX_PER_MINUTE), as in production. A port where nothing listens instead made every
 * queued mail fail at once and be tried again and again, unpaced, which no real renewal meets.
 */
let mailPeer: ReturnType<typeof startSmtpPeer> | undefined;

/**
 * Starts `npm run serve`'s command and measures the time until /api/health answers. `env` adds to
 * or overrides its environment (behind a proxy: PUBLIC_URL, TRUST_PROXY); `checkout` is another
 * build's apps/server (the previous release's, first-start.ts).
 */
export async function startServer(
  port: number,
  dataDir: string,
  databaseUrl?: string,
  env: Record<string, string> = {},
  checkout = serverDir,
): Promise<Omit<Server, "cookie">> {
  const origin = `http://127.0.0.1:${port}`;
  mailPeer ??= startSmtpPeer();
  const smtpUrl = (await mailPeer).url;
  const started = performance.now();
  const child = spawn(process.execPath, productionServerArgs(checkout), {
    cwd: checkout,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      NODE_ENV: "production",
      PUBLIC_URL: origin,
      SESSION_SECRET: "bench-only-secret-that-is-long-enough-to-pass",
      SMTP_URL: smtpUrl,
      ...testBillingEnv,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Production asks admins for a second factor (ADR 027); the bench's admin measures, it has no authenticator.
      ADMIN_TWO_FACTOR: "optional",
      ...env,
    },
    // Request log lines are read and dropped, as a process manager would.
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout!.resume();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  return { child, origin, startMs: performance.now() - started };
}

/** Ends the mail peer, once every server is stopped. */
export async function stopMailPeer() {
  await (await mailPeer)?.stop();
}

export function stopServer(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Signs in as the admin the server was started with; returns the session cookie. */
export async function signIn(origin: string) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(admin),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

export type Load = { rps: number; p99Ms: number };

/** Requests per second and p99 from wrk's `--latency` output. */
export function parseWrk(output: string): Load {
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(output);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]), p99Ms: p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2] as "us" | "ms" | "s"] : NaN };
}

export function wrk(url: string, cookie: string, duration = seconds): Load {
  const output = execFileSync("wrk", ["-t2", `-c${connections}`, `-d${duration}s`, "--latency", "-H", `Cookie: ${cookie}`, url], { encoding: "utf8" });
  if (/Non-2xx/.test(output)) throw new Error(`non-2xx answers from ${url}:\n${output}`);
  return parseWrk(output);
}

/** wrk for a few seconds without blocking the bench's event loop, so progress and memory are sampled meanwhile. */
export async function wrkSlice(url: string, cookie: string): Promise<Load> {
  const { stdout } = await run("wrk", ["-t2", `-c${connections}`, "-d3s", "--latency", "-H", `Cookie: ${cookie}`, url]);
  if (/Non-2xx/.test(stdout)) throw new Error(`non-2xx answers from ${url}:\n${stdout}`);
  return parseWrk(stdout);
}

/**
 * The p99 of GET /api/me/profile alone, on a warm server: the base a "p99 meanwhile" is read against. A server
 * fresh from its start answers its first slice slowly while code compiles and the pool opens its connections (on
 * 2 cores 933 requests/s and a p99 of 62 ms, then 2,585 and 15 ms), which is the start's cost, not the load's
 * under measurement.
 */
export async function warmProfileP99(server: Pick<Server, "origin" | "cookie">): Promise<number> {
  await wrkSlice(`${server.origin}/api/me/profile`, server.cookie);
  return (await wrkSlice(`${server.origin}/api/me/profile`, server.cookie)).p99Ms;
}

export type Statement = { text: string; values: unknown[] };

/**
 * The one statement with which a signed-in request finds its viewer (auth/viewer-session.ts),
 * for the session token in `cookie`. Keep it in step with that function.
 */
export function viewerSessionStatement(cookie: string): Statement {
  const token = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0]!;
  return {
    text: `select "session"."id", "user"."id", "user"."email", "session"."expires_at",
      coalesce(array_agg("user_roles"."role"::text) filter (where "user_roles"."role" = 'pending' or "profiles"."status" = 'approved'), '{}')
      from "session" inner join "user" on "user"."id" = "session"."user_id" left join "profiles" on "profiles"."id" = "user"."id"
      left join "user_roles" on "user_roles"."user_id" = "user"."id"
      where "session"."token" = $1 group by "session"."id", "user"."id", "profiles"."status"`,
    values: [token],
  };
}

/**
 * The SQL one request sends, straight through a pg pool of the server's size, at wrk's
 * concurrency: first the `before` statement if any (the viewer's session), then the others in parallel.
 */
export async function driverLoad(pool: pg.Pool, statements: Statement[], duration = seconds, before?: Statement): Promise<Load> {
  const latencies: number[] = [];
  const until = performance.now() + duration * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      if (before) await pool.query(before);
      await Promise.all(statements.map((statement) => pool.query(statement)));
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / duration, p99Ms: latencies[Math.floor(latencies.length * 0.99)]! };
}

/**
 * One endpoint and the SQL it sends, measured side by side. With `signedIn`, the driver side
 * also looks up the session first, as the endpoint does; the ratio against the endpoint's own
 * statements alone is printed beside it for the record.
 */
export type DriverComparison = {
  name: string;
  path: string;
  statements: Statement[];
  signedIn?: boolean;
  /** A statement the endpoint sends before the others (and the session lookup's place, if it is public). */
  before?: Statement;
  /** Measured and printed, but no goal of an issue: a miss does not fail the run. */
  forTheRecord?: boolean;
};
export type DriverGoals = { ofDriver: number; p99Ms: number };

/**
 * Each endpoint against its own SQL through the driver, alternately for `rounds` rounds after a
 * warm-up, so both sides see the same neighbours on a shared machine. Reports the throughput
 * ratio and the endpoint's p99 against the goals (medians of the rounds).
 */
export async function compareWithDriver({ report, note }: Pick<BenchContext, "report" | "note">, target: Server, databaseUrl: string, comparisons: DriverComparison[], goals: DriverGoals) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const session = viewerSessionStatement(target.cookie);
  try {
    for (const comparison of comparisons) {
      wrk(`${target.origin}${comparison.path}`, target.cookie, 2);
      await driverLoad(pool, comparison.statements, 2);
    }
    for (const comparison of comparisons) {
      const http: Load[] = [];
      const driver: Load[] = [];
      const statementsOnly: Load[] = [];
      for (let round = 0; round < rounds; round++) {
        http.push(wrk(`${target.origin}${comparison.path}`, target.cookie));
        driver.push(await driverLoad(pool, comparison.statements, seconds, comparison.before ?? (comparison.signedIn ? session : undefined)));
        if (comparison.signedIn) statementsOnly.push(await driverLoad(pool, comparison.statements));
      }
      const rps = (loads: Load[]) => median(loads.map((load) => load.rps));
      const ratio = rps(http) / rps(driver);
      const httpP99 = median(http.map((load) => load.p99Ms));
      const driverP99 = median(driver.map((load) => load.p99Ms));
      const row = comparison.forTheRecord ? (name: string, value: string) => note(name, "", value) : (name: string, value: string, goal: string, ok: boolean) => report(name, "", value, goal, ok);
      row(`${comparison.name}: req/s (of driver)`, `${rps(http).toFixed(0)} vs driver ${rps(driver).toFixed(0)} (${ratio.toFixed(2)}x)`, `>= ${goals.ofDriver}x`, ratio >= goals.ofDriver);
      row(`${comparison.name}: p99 (ms)`, `${httpP99.toFixed(1)} (driver ${driverP99.toFixed(1)})`, `< ${goals.p99Ms}`, httpP99 < goals.p99Ms);
      if (comparison.signedIn) {
        const ofStatements = rps(http) / rps(statementsOnly);
        note(`${comparison.name}: of driver without the session lookup`, "", `${rps(statementsOnly).toFixed(0)} (${ofStatements.toFixed(2)}x)`);
      }
    }
  } finally {
    await pool.end();
  }
}

/** Adds a row to the table; `ok: false` makes the run fail. */
export type Report = (name: string, embedded: string, server: string, goal: string, ok: boolean) => void;

/** What a section gets: both servers (signed in as admin), the server-mode scratch database, and the table. */
export type BenchContext = {
  embedded: Server;
  /** The embedded default's own cluster (its socket), for a section that seeds it as it seeds the scratch database. */
  embeddedUrl: string;
  serverMode: Server;
  /** The PostgreSQL server's scratch database that `serverMode` runs on. */
  scratchUrl: string;
  scratchName: string;
  /** BENCH_DATABASE_URL: the PostgreSQL server's own database, which the app does not use. */
  serverUrl: string;
  report: Report;
  /** A row that is never a goal (printed for the record). */
  note: (name: string, embedded: string, server: string) => void;
};

export type BenchSection = {
  /** What `BENCH_ONLY=<name>,…` selects. */
  name: string;
  /** A line printed under the table: what was measured and how. */
  describe: string;
  run: (context: BenchContext) => Promise<void>;
};
