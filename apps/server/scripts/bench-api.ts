/**
 * npm run bench:api — the built server (`npm run serve`) on the embedded default database and on a
 * PostgreSQL server, side by side in one run: start-up, memory (PSS of the server and every
 * process it started), API throughput with wrk, and database round trips per signed-in request.
 * Prints a table and exits non-zero when a goal of issue 10 is missed.
 *
 * Issue 13: 5,000 members are seeded into the PostgreSQL server's database, and the admin member
 * list and its search (`GET /api/admin/members`) are measured with wrk next to the same SQL sent
 * straight through the pg driver, with the server's pool size and wrk's concurrency, in the same run.
 *
 * Needs wrk (`apt-get install -y wrk`) and a PostgreSQL server at BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), where it creates a scratch database.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const goals = {
  startMs: 2000,
  memoryAfterStartMiB: 256,
  memoryAfterBenchMiB: 384,
  throughputRatio: 0.9,
  roundTrips: 2,
  memberListOfDriver: 0.7,
  memberListP99Ms: 50,
};

const serverDir = path.resolve(import.meta.dirname, "..");
const bundle = path.join(serverDir, "dist/server/index.js");
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const admin = { email: "bench@example.org", password: "bench-password-long-enough" };
const endpoints = ["/api/health", "/api/me/profile"] as const;

if (!fs.existsSync(bundle)) throw new Error("no build: run `npm run build` first");
try {
  execFileSync("wrk", ["--version"], { stdio: "ignore" });
} catch (error) {
  // wrk prints its version and exits 1; only a missing binary is a problem.
  if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new Error("wrk is missing: apt-get install -y wrk");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Server = { child: ChildProcess; origin: string; startMs: number; cookie: string };

/** Starts `npm run serve`'s command and measures the time until /api/health answers. */
async function startServer(port: number, dataDir: string, databaseUrl?: string): Promise<Omit<Server, "cookie">> {
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["--enable-source-maps", bundle], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      NODE_ENV: "production",
      PUBLIC_URL: origin,
      SESSION_SECRET: "bench-only-secret-that-is-long-enough-to-pass",
      // Nothing listens there: mail would only queue. The bench sends none.
      SMTP_URL: "smtp://127.0.0.1:9",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
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

function stopServer(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function signIn(origin: string) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(admin),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** Proportional set size of a process and all its descendants (shared pages split among sharers), in MiB. */
function treePssMiB(rootPid: number) {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Ended meanwhile.
    }
  }
  let kiB = 0;
  let processes = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    pending.push(...(children.get(pid) ?? []));
    try {
      const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
      kiB += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      processes += 1;
    } catch {
      // Ended meanwhile.
    }
  }
  return { mib: kiB / 1024, processes };
}

type Load = { rps: number; p99Ms: number };

const connections = 16;

function wrk(url: string, cookie: string, duration = seconds): Load {
  const output = execFileSync("wrk", ["-t2", `-c${connections}`, `-d${duration}s`, "--latency", "-H", `Cookie: ${cookie}`, url], { encoding: "utf8" });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(output);
  const p99Ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2] as "us" | "ms" | "s"] : NaN;
  if (/Non-2xx/.test(output)) throw new Error(`non-2xx answers from ${url}:\n${output}`);
  return { rps, p99Ms };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// --- member list (issue 13) ----------------------------------------------------------------------
const seededMembers = 5000;

/** 5,000 members as an association might have them: mostly approved, some rejected, a few pending. */
async function seedMembers(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const members = `from generate_series(1, ${seededMembers}) as i`;
  const status = `(case when i % 10 = 0 then 'rejected' when i % 25 = 1 then 'pending' else 'approved' end)`;
  await client.query("begin");
  await client.query(`insert into "user" (id, name, email, email_verified, created_at)
    select 'bench-' || i, 'Member Sample' || (i % 100), 'member' || i || '@example.org', true, now() - i * interval '1 minute' ${members}`);
  await client.query(`insert into profiles (id, first_name, last_name, email, university, phone, status, created_at)
    select 'bench-' || i, 'Member', 'Sample' || (i % 100), 'member' || i || '@example.org', 'Bern', '+41 00 000 00 00',
      ${status}::member_status, now() - i * interval '1 minute' ${members}`);
  await client.query(`insert into user_roles (user_id, role)
    select 'bench-' || i, (case when ${status} = 'pending' then 'pending' else 'member' end)::app_role ${members} where i % 10 <> 0`);
  await client.query(`insert into membership_applications (user_id, field, student_type, year_of_completion, place_of_study)
    select 'bench-' || i, 'medicine', 'student', 2030, 'Bern' ${members}`);
  await client.query("commit");
  await client.query("analyze");
  await client.end();
}

/**
 * The two statements GET /api/admin/members sends (listMembers in routes/admin-members/members-query.ts:
 * a page and the total, in parallel), written out as SQL. Keep them in step with that helper.
 */
const memberColumns = `"profiles"."id", "profiles"."email", "profiles"."first_name", "profiles"."last_name", "profiles"."status",
  "profiles"."created_at", "profiles"."phone", "profiles"."university",
  coalesce((select array_agg("user_roles"."role"::text order by "user_roles"."role") from "user_roles" where "user_roles"."user_id" = "profiles"."id"), '{}'),
  "membership_applications"."field", "membership_applications"."student_type", "membership_applications"."year_of_completion",
  "membership_applications"."place_of_study", "membership_applications"."message"`;
const search = `("profiles"."email" ilike $3
  or coalesce("profiles"."first_name", '') || ' ' || coalesce("profiles"."last_name", '') ilike $3
  or coalesce("profiles"."last_name", '') || ' ' || coalesce("profiles"."first_name", '') ilike $3)`;

type MemberQuery = { name: string; path: string; statements: { text: string; values: unknown[] }[] };

function memberQuery(name: string, { q, page }: { q?: string; page: number }): MemberQuery {
  const pageSize = 25;
  const where = `"profiles"."status" in ($1, $2)${q ? ` and ${search}` : ""}`;
  const filters = q ? ["approved", "rejected", `%${q}%`] : ["approved", "rejected"];
  const n = filters.length;
  return {
    name,
    path: `/api/admin/members?status=decided${q ? `&q=${encodeURIComponent(q)}` : ""}&page=${page}`,
    statements: [
      {
        text: `select ${memberColumns} from "profiles" left join "membership_applications" on "membership_applications"."user_id" = "profiles"."id"
          where ${where} order by "profiles"."created_at" desc, "profiles"."id" desc limit $${n + 1} offset $${n + 2}`,
        values: [...filters, pageSize, (page - 1) * pageSize],
      },
      { text: `select count(*)::int from "profiles" where ${where}`, values: filters },
    ],
  };
}

const memberQueries = [memberQuery("member list", { page: 3 }), memberQuery("member search", { q: "sample42", page: 1 })];

/** The same statements as the endpoint, straight through a pg pool of the server's size, at wrk's concurrency. */
async function driverLoad(pool: pg.Pool, query: MemberQuery, duration = seconds): Promise<Load> {
  const latencies: number[] = [];
  const until = performance.now() + duration * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await Promise.all(query.statements.map((statement) => pool.query(statement)));
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / duration, p99Ms: latencies[Math.floor(latencies.length * 0.99)]! };
}

/** Both sides alternately for `rounds` rounds; reports throughput ratio and p99 against the goals. */
async function benchMemberList(target: Server, databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  try {
    for (const query of memberQueries) {
      const response = await fetch(`${target.origin}${query.path}`, { headers: { cookie: target.cookie } });
      const body = (await response.json()) as { total?: number };
      const counted = (await pool.query<{ count: number }>(query.statements[1]!)).rows[0]!.count;
      // Same answer both ways, and not a trivial one: the seeded members are found.
      if (response.status !== 200 || body.total !== counted || counted === 0) {
        throw new Error(`${query.path} answered ${response.status} with total ${body.total}; the driver counts ${counted}`);
      }
      wrk(`${target.origin}${query.path}`, target.cookie, 2);
      await driverLoad(pool, query, 2);
    }
    for (const query of memberQueries) {
      const http: Load[] = [];
      const driver: Load[] = [];
      for (let round = 0; round < rounds; round++) {
        http.push(wrk(`${target.origin}${query.path}`, target.cookie));
        driver.push(await driverLoad(pool, query));
      }
      const httpRps = median(http.map((load) => load.rps));
      const driverRps = median(driver.map((load) => load.rps));
      const ratio = httpRps / driverRps;
      const httpP99 = median(http.map((load) => load.p99Ms));
      const driverP99 = median(driver.map((load) => load.p99Ms));
      report(
        `${query.name}, ${seededMembers} members: req/s (of driver)`,
        "",
        `${httpRps.toFixed(0)} vs driver ${driverRps.toFixed(0)} (${ratio.toFixed(2)}x)`,
        `>= ${goals.memberListOfDriver}x`,
        ratio >= goals.memberListOfDriver,
      );
      report(`${query.name}: p99 (ms)`, "", `${httpP99.toFixed(1)} (driver ${driverP99.toFixed(1)})`, `< ${goals.memberListP99Ms}`, httpP99 < goals.memberListP99Ms);
    }
  } finally {
    await pool.end();
  }
}

/** Statements sent to the scratch database per signed-in request, from PostgreSQL's own counters. */
async function roundTripsPerRequest(origin: string, cookie: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  // A backend reports its counters once idle for 10 s (PostgreSQL's PGSTAT_IDLE_INTERVAL).
  const committed = async () => {
    await sleep(11_000);
    const { rows } = await client.query<{ n: string }>("select xact_commit as n from pg_stat_database where datname = $1", [database]);
    return Number(rows[0]!.n);
  };
  const requests = 200;
  const before = await committed();
  for (let i = 0; i < requests; i++) {
    const response = await fetch(`${origin}/api/me/profile`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`GET /api/me/profile answered ${response.status}`);
    await response.arrayBuffer();
  }
  const after = await committed();
  await client.end();
  // Our own counting queries are in another database; every statement of the app commits on its
  // own. The mail worker's polls (one in tens of seconds) add a few hundredths.
  return (after - before) / requests;
}

// --- run ---------------------------------------------------------------------------------------
const scratchName = `bench_${randomBytes(5).toString("hex")}`;
const admin_ = new pg.Client({ connectionString: serverUrl });
admin_.on("error", (error) => console.error("bench: admin connection lost:", error.message));
await admin_.connect();
await admin_.query(`create database ${scratchName}`);
const scratchUrl = Object.assign(new URL(serverUrl), { pathname: `/${scratchName}` }).toString();
const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-bench-api-"));
const serverModeDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-bench-api-"));

const rows: [string, string, string, string][] = [];
let missed = false;
function report(name: string, embedded: string, server: string, goal: string, ok: boolean) {
  rows.push([name, embedded, server, `${goal} ${ok ? "ok" : "MISSED"}`]);
  if (!ok) missed = true;
}

try {
  // Start-up: the first start initialises an empty DATA_DIR; then a restart on the same data.
  const firstEmbedded = await startServer(3311, embeddedDir);
  await stopServer(firstEmbedded.child);
  const firstServerMode = await startServer(3312, serverModeDir, scratchUrl);
  await stopServer(firstServerMode.child);
  const embedded: Server = { ...(await startServer(3311, embeddedDir)), cookie: "" };
  const serverMode: Server = { ...(await startServer(3312, serverModeDir, scratchUrl)), cookie: "" };
  report("start, empty DATA_DIR (ms)", firstEmbedded.startMs.toFixed(0), firstServerMode.startMs.toFixed(0), `<= ${goals.startMs}`, firstEmbedded.startMs <= goals.startMs);
  report("start again (ms)", embedded.startMs.toFixed(0), serverMode.startMs.toFixed(0), `<= ${goals.startMs}`, embedded.startMs <= goals.startMs);

  embedded.cookie = await signIn(embedded.origin);
  serverMode.cookie = await signIn(serverMode.origin);
  await sleep(500);
  const afterStart = treePssMiB(embedded.child.pid!);
  const serverModeAfterStart = treePssMiB(serverMode.child.pid!);
  report(
    `memory after start, PSS MiB (processes)`,
    `${afterStart.mib.toFixed(0)} (${afterStart.processes})`,
    `${serverModeAfterStart.mib.toFixed(0)} (${serverModeAfterStart.processes}) + server`,
    `<= ${goals.memoryAfterStartMiB}`,
    afterStart.mib <= goals.memoryAfterStartMiB,
  );

  // Warm both (JIT, pools, caches), then alternate so both see the same neighbours on a shared machine.
  for (const target of [embedded, serverMode]) for (const endpoint of endpoints) wrk(`${target.origin}${endpoint}`, target.cookie, 2);
  const results = new Map<string, Load[]>();
  for (let round = 0; round < rounds; round++) {
    for (const endpoint of endpoints) {
      for (const [name, target] of [["embedded", embedded], ["server", serverMode]] as const) {
        const key = `${name} ${endpoint}`;
        results.set(key, [...(results.get(key) ?? []), wrk(`${target.origin}${endpoint}`, target.cookie)]);
      }
    }
  }
  for (const endpoint of endpoints) {
    const embeddedRps = median(results.get(`embedded ${endpoint}`)!.map((load) => load.rps));
    const serverRps = median(results.get(`server ${endpoint}`)!.map((load) => load.rps));
    const ratio = embeddedRps / serverRps;
    report(`GET ${endpoint} (req/s, ratio)`, `${embeddedRps.toFixed(0)} (${ratio.toFixed(2)}x)`, serverRps.toFixed(0), `>= ${goals.throughputRatio}x`, ratio >= goals.throughputRatio);
    const p99 = (name: string) => median(results.get(`${name} ${endpoint}`)!.map((load) => load.p99Ms)).toFixed(1);
    rows.push([`GET ${endpoint} p99 (ms)`, p99("embedded"), p99("server"), "(for the record)"]);
  }

  const afterBench = treePssMiB(embedded.child.pid!);
  const serverModeAfterBench = treePssMiB(serverMode.child.pid!);
  report(
    `memory after benchmarks, PSS MiB (processes)`,
    `${afterBench.mib.toFixed(0)} (${afterBench.processes})`,
    `${serverModeAfterBench.mib.toFixed(0)} (${serverModeAfterBench.processes}) + server`,
    `<= ${goals.memoryAfterBenchMiB}`,
    afterBench.mib <= goals.memoryAfterBenchMiB,
  );

  await seedMembers(scratchUrl);
  await benchMemberList(serverMode, scratchUrl);

  const trips = await roundTripsPerRequest(serverMode.origin, serverMode.cookie, scratchName);
  // Rounded to tenths: the mail worker's polls are counted too.
  const tripsShown = Math.round(trips * 10) / 10;
  report("SQL round trips, GET /api/me/profile", "(same code)", trips.toFixed(2), `<= ${goals.roundTrips}`, tripsShown <= goals.roundTrips);

  await Promise.all([stopServer(embedded.child), stopServer(serverMode.child)]);
} finally {
  await admin_.query(`drop database if exists ${scratchName} with (force)`);
  await admin_.end();
  fs.rmSync(embeddedDir, { recursive: true, force: true });
  fs.rmSync(serverModeDir, { recursive: true, force: true });
}

const header: [string, string, string, string] = ["", "embedded (default)", "PostgreSQL server", "goal"];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
console.log(`\nwrk -t2 -c${connections}, ${rounds} rounds of ${seconds} s, medians; memory of the server and every process it started.`);
console.log(`Member list: GET ${memberQueries.map((query) => query.path).join(", ")} on the PostgreSQL server, against the same SQL through pg (pool of 10, ${connections} concurrent).`);
if (missed) {
  console.error("\nA goal was missed.");
  process.exit(1);
}
