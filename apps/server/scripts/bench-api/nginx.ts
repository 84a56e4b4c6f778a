/**
 * Issue 25: two server processes behind Debian's nginx (the README's configuration, docs/deploy/)
 * serve a mixed load (public GETs, signed-in GETs and a write, mixed-load.lua) with 0 errors. Their
 * throughput is printed beside one process's, straight and behind the same nginx, for the record.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type Nginx, startNginx } from "../../src/testing/nginx";
import { type BenchSection, connections, type Load, median, parseWrk, rounds, seconds, signIn, startServer, stopServer } from "./harness";

const run = promisify(execFile);
const script = path.join(import.meta.dirname, "mixed-load.lua");
/** After the two servers every run starts (BENCH_PORT and the next): the two processes, then two nginx. */
const firstPort = Number(process.env.BENCH_PORT ?? 3311) + 2;

/** `publicUrl`: the Origin a write must name (PUBLIC_URL of the processes behind it). */
type Target = { name: string; origin: string; publicUrl: string; cookie: string };
type MixedLoad = Load & { errors: number };

/** wrk with the mixed script against `target`; errors are non-2xx answers and socket errors of any kind. */
async function mixedLoad(target: Target, duration: number): Promise<MixedLoad> {
  const { stdout } = await run("wrk", ["-t2", `-c${connections}`, `-d${duration}s`, "--latency", "-s", script, target.origin, "--", target.cookie, target.publicUrl]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return { ...parseWrk(stdout), errors: non2xx + socketErrors };
}

export const nginxSection: BenchSection = {
  name: "nginx",
  describe:
    "nginx: the mixed load (wrk, mixed-load.lua: public and signed-in GETs, one PATCH in eight) on the PostgreSQL server's database: " +
    "one process straight, one and two processes behind nginx with the README's configuration (docs/deploy/), alternately; medians of the rounds.",
  async run({ serverMode, scratchUrl, report, note }) {
    const [first, second, nginxOfOne, nginxOfTwo] = [0, 1, 2, 3].map((offset) => firstPort + offset) as [number, number, number, number];
    const publicUrl = (port: number) => `http://127.0.0.1:${port}`;
    // One shared DATA_DIR, as the README asks; the processes' PUBLIC_URL is the two-process nginx's.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-bench-nginx-"));
    const env = { PUBLIC_URL: publicUrl(nginxOfTwo), TRUST_PROXY: "1" };
    const processes: Awaited<ReturnType<typeof startServer>>[] = [];
    const proxies: Nginx[] = [];
    try {
      for (const port of [first, second]) processes.push(await startServer(port, dataDir, scratchUrl, env));
      proxies.push(await startNginx(nginxOfOne, [first]), await startNginx(nginxOfTwo, [first, second]));
      const cookie = await signIn(publicUrl(nginxOfTwo));
      const targets: Target[] = [
        { name: "one process", origin: serverMode.origin, publicUrl: serverMode.origin, cookie: serverMode.cookie },
        // The first of the pair alone: its PUBLIC_URL is still the pair's nginx.
        { name: "one process behind nginx", origin: proxies[0]!.origin, publicUrl: env.PUBLIC_URL, cookie },
        { name: "two processes behind nginx", origin: proxies[1]!.origin, publicUrl: env.PUBLIC_URL, cookie },
      ];
      for (const target of targets) await mixedLoad(target, 2);
      const loads = new Map<Target, MixedLoad[]>(targets.map((target) => [target, []]));
      for (let round = 0; round < rounds; round++) for (const target of targets) loads.get(target)!.push(await mixedLoad(target, seconds));
      for (const target of targets) {
        const results = loads.get(target)!;
        const errors = results.reduce((sum, load) => sum + load.errors, 0);
        const summary = `${median(results.map((load) => load.rps)).toFixed(0)} req/s, p99 ${median(results.map((load) => load.p99Ms)).toFixed(1)} ms, ${errors} errors`;
        if (target === targets[2]) report(`mixed load: ${target.name}`, "", summary, "0 errors", errors === 0);
        else note(`mixed load: ${target.name}`, "", summary);
      }
      note("mixed load: load average during the runs", "", os.loadavg().map((value) => value.toFixed(1)).join(" "));
    } finally {
      await Promise.all(proxies.map((proxy) => proxy.stop()));
      await Promise.all(processes.map((server) => stopServer(server.child)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
