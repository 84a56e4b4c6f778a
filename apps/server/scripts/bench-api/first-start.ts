/**
 * Issue 40, point 2: the first start of this build beside the previous release's, each on an empty DATA_DIR with
 * the embedded PostgreSQL and production settings, alternately in one run: the time until /api/health answers and
 * the memory (PSS of the server and its PostgreSQL) half a second later.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { goals, treePssMiB } from "./footprint";
import { median, type Report, serverDir, sleep, startServer, stopServer } from "./harness";

/** On an idle machine (issue 40); the load average is printed beside it. */
export const startGoalMs = 1000;
/** The main that issue 40 measured (176-184 MB after the first start); BENCH_PREVIOUS_COMMIT chooses another. */
const defaultPreviousCommit = "170b91a";
const startRounds = Number(process.env.BENCH_START_ROUNDS ?? 3);

/**
 * The previous release's apps/server, built: BENCH_PREVIOUS (a built checkout), or BENCH_PREVIOUS_COMMIT checked out
 * in the temp directory with its own install and build, once (git worktree; never inside this checkout, whose build
 * others' tests read).
 */
function previousRelease(): string {
  if (process.env.BENCH_PREVIOUS) return path.join(process.env.BENCH_PREVIOUS, "apps/server");
  const commit = process.env.BENCH_PREVIOUS_COMMIT ?? defaultPreviousCommit;
  const checkout = path.join(os.tmpdir(), `ssem-previous-${commit}`);
  if (!fs.existsSync(path.join(checkout, "apps/server/dist/server/index.js"))) {
    console.log(`Building the previous release (${commit}) in ${checkout} for the first-start comparison`);
    if (!fs.existsSync(checkout)) execFileSync("git", ["worktree", "add", "--detach", checkout, commit], { cwd: serverDir, stdio: "inherit" });
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: checkout, stdio: "inherit" });
    execFileSync("npm", ["run", "build"], { cwd: checkout, stdio: "inherit" });
  }
  return path.join(checkout, "apps/server");
}

type FirstStart = { ms: number; mib: number };

async function firstStart(checkout: string, port: number): Promise<FirstStart> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-bench-first-start-"));
  // The embedded PostgreSQL runs as the `postgres` user when we are root: it must enter its DATA_DIR.
  fs.chmodSync(dataDir, 0o711);
  try {
    const server = await startServer(port, dataDir, undefined, {}, checkout);
    try {
      await sleep(500);
      return { ms: server.startMs, mib: treePssMiB(server.child.pid!).mib };
    } finally {
      await stopServer(server.child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Reports both figures of this build against the goals, the previous release's beside them (medians, every round in brackets). */
export async function firstStartBesidePrevious(report: Report, port: number) {
  const previous = previousRelease();
  const ours: FirstStart[] = [];
  const theirs: FirstStart[] = [];
  for (let round = 0; round < startRounds; round++) {
    ours.push(await firstStart(serverDir, port));
    theirs.push(await firstStart(previous, port));
  }
  const figure = (starts: FirstStart[], of: keyof FirstStart) =>
    `${median(starts.map((start) => start[of])).toFixed(0)} (${starts.map((start) => start[of].toFixed(0)).join(", ")})`;
  const load = os.loadavg()[0]!.toFixed(1);
  const ms = median(ours.map((start) => start.ms));
  const mib = median(ours.map((start) => start.mib));
  report(`first start healthy, ms (load ${load}): this / previous`, figure(ours, "ms"), `previous ${figure(theirs, "ms")}`, `<= ${startGoalMs}`, ms <= startGoalMs);
  report("memory after the first start, PSS MiB: this / previous", figure(ours, "mib"), `previous ${figure(theirs, "mib")}`, `<= ${goals.memoryAfterStartMiB}`, mib <= goals.memoryAfterStartMiB);
}
