/**
 * Issue 10: the embedded default against a PostgreSQL server: memory, API throughput, and SQL
 * round trips per signed-in request.
 */
import fs from "node:fs";
import pg from "pg";
import { type BenchSection, connections, type Load, median, type Report, rounds, type Server, seconds, sleep, wrk } from "./harness";

/** After a start, a first one included: 140 MB since issue 40 (129-134 MB in fc4573e, 176-184 MB in 170b91a). */
export const goals = { memoryAfterStartMiB: 140, memoryAfterBenchMiB: 384, throughputRatio: 0.9, roundTrips: 2 };
const endpoints = ["/api/health", "/api/me/profile"] as const;

/** Proportional set size of a process and all its descendants (shared pages split among sharers), in MiB. */
export function treePssMiB(rootPid: number) {
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

/** The memory of both servers, each with every process it started. */
export function measureMemory(embedded: Pick<Server, "child">, serverMode: Pick<Server, "child">) {
  return { embedded: treePssMiB(embedded.child.pid!), serverMode: treePssMiB(serverMode.child.pid!) };
}

/** A row for a memory measurement; the embedded default is held to `goal`. */
export function reportMemory(report: Report, label: string, measured: ReturnType<typeof measureMemory>, goal: number) {
  report(
    `memory ${label}, PSS MiB (processes)`,
    `${measured.embedded.mib.toFixed(0)} (${measured.embedded.processes})`,
    `${measured.serverMode.mib.toFixed(0)} (${measured.serverMode.processes}) + server`,
    `<= ${goal}`,
    measured.embedded.mib <= goal,
  );
}

/** Statements sent to the scratch database per signed-in request, from PostgreSQL's own counters. */
async function roundTripsPerRequest(origin: string, cookie: string, serverUrl: string, database: string) {
  // Connected to another database than the app's, so that our counting is not counted.
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
  // Every statement of the app commits on its own. The mail worker's polls (one in tens of seconds)
  // add a few hundredths.
  return (after - before) / requests;
}

export const footprint: BenchSection = {
  name: "footprint",
  describe: `Footprint: wrk -t2 -c${connections}, ${rounds} rounds of ${seconds} s, medians; memory of the server and every process it started.`,
  async run({ embedded, serverMode, serverUrl, scratchName, report, note }) {
    const memory = (label: string, goal: number) => reportMemory(report, label, measureMemory(embedded, serverMode), goal);
    await sleep(500);
    memory("after start", goals.memoryAfterStartMiB);

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
      const rps = (name: string) => median(results.get(`${name} ${endpoint}`)!.map((load) => load.rps));
      const p99 = (name: string) => median(results.get(`${name} ${endpoint}`)!.map((load) => load.p99Ms)).toFixed(1);
      const ratio = rps("embedded") / rps("server");
      report(`GET ${endpoint} (req/s, ratio)`, `${rps("embedded").toFixed(0)} (${ratio.toFixed(2)}x)`, rps("server").toFixed(0), `>= ${goals.throughputRatio}x`, ratio >= goals.throughputRatio);
      note(`GET ${endpoint} p99 (ms)`, p99("embedded"), p99("server"));
    }
    memory("after benchmarks", goals.memoryAfterBenchMiB);

    const trips = await roundTripsPerRequest(serverMode.origin, serverMode.cookie, serverUrl, scratchName);
    // Rounded to tenths: the mail worker's polls are counted too.
    report("SQL round trips, GET /api/me/profile", "(same code)", trips.toFixed(2), `<= ${goals.roundTrips}`, Math.round(trips * 10) / 10 <= goals.roundTrips);
  },
};
