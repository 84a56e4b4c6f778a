/**
 * npm run bench:serve — how fast the server sends the built web app, next to nginx serving the
 * same files with equivalent headers, in one run (issue 10: at least half of nginx's requests per
 * second for pages and for hashed assets alike). Uses an existing build (runs `npm run build` only
 * when there is none), Debian's nginx and wrk (`apt-get install nginx wrk
 * libnginx-mod-http-brotli-static`). Prints a table and exits non-zero when a ratio is below 0.5.
 *
 * Environment: BENCH_SERVE_PORT (default 3991; nginx takes the next port), BENCH_SECONDS per run
 * (default 5), BENCH_ROUNDS (default 3; the median is reported, runs alternate between the two).
 */
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { testBillingEnv } from "../src/testing/billing-env";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { contentSecurityPolicy } from "../src/http/content-security-policy";
import { securityHeaders } from "../src/http/security-headers";
import type { SiteManifest } from "../src/web/site";

const GOAL = 0.5;
const repository = path.resolve(import.meta.dirname, "../../..");
const buildDir = path.join(repository, "apps/web/build");
const clientDir = path.join(buildDir, "client");
const serverPort = Number(process.env.BENCH_SERVE_PORT ?? 3991);
const nginxPort = serverPort + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const hasBrotli = fs.existsSync(brotliModule);
// Without nginx's brotli module both sides are asked for gzip, so each sends the same precompressed bytes.
const acceptEncoding = hasBrotli ? "br, gzip" : "gzip";

for (const tool of ["nginx", "wrk"]) {
  try {
    execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" });
  } catch {
    console.error(`bench:serve needs ${tool}: apt-get install -y nginx wrk libnginx-mod-http-brotli-static`);
    process.exit(1);
  }
}
if (!fs.existsSync(path.join(buildDir, "site-manifest.json"))) {
  console.log("No build found: running npm run build");
  execFileSync("npm", ["run", "build"], { cwd: repository, stdio: "inherit" });
}
const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, "site-manifest.json"), "utf8")) as SiteManifest;
// The largest hashed script: the framework chunk every page loads on the first interaction.
const largestAsset = fs
  .readdirSync(path.join(clientDir, "assets"))
  .filter((name) => name.endsWith(".js"))
  .sort((a, b) => fs.statSync(path.join(clientDir, "assets", b)).size - fs.statSync(path.join(clientDir, "assets", a)).size)[0]!;
const targets = [
  { name: "page /", path: "/" },
  { name: `asset ${largestAsset}`, path: `/assets/${largestAsset}` },
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-bench-serve-"));
// Run as root, the embedded PostgreSQL runs as the postgres user, which must pass through to DATA_DIR (ADR 002).
fs.chmodSync(work, 0o711);
const children: ChildProcess[] = [];
/** Children run in their own process group, so npm's whole tree goes with it. */
function stopChildren() {
  for (const child of children) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
process.on("exit", stopChildren);
process.on("SIGINT", () => process.exit(130));

async function waitUntilServing(port: number, what: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await get(port, "/").catch(() => undefined)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within 30 s; see ${work}`);
}

async function startServer() {
  const child = spawn("npm", ["run", "serve"], {
    cwd: repository,
    detached: true,
    env: {
      ...process.env,
      PORT: String(serverPort),
      DATA_DIR: path.join(work, "data"),
      NODE_ENV: "production",
      // The name wrk and the checks below send: a production server answers no other (ADR 011).
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      SESSION_SECRET: "bench-only-secret-that-is-long-enough-to-pass",
      // Nothing listens there: mail would only queue. The bench sends none.
      SMTP_URL: "smtp://127.0.0.1:9",
      ...testBillingEnv,
    },
    // The request log goes to a file, as nginx's access log does.
    stdio: ["ignore", fs.openSync(path.join(work, "server.log"), "w"), "inherit"],
  });
  children.push(child);
  await waitUntilServing(serverPort, "the server");
  return { port: serverPort, group: child.pid! };
}

/** nginx with the server's headers, one worker process (the server is one process too). */
function nginxConfig() {
  const headers = (extra: Record<string, string>) =>
    Object.entries({ ...securityHeaders({ isProduction: true }), ...extra })
      .map(([name, value]) => `      add_header ${name} "${value}";`)
      .join("\n");
  const pageLocations = manifest.prerendered.map((route) => {
    const document = route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
    const csp = contentSecurityPolicy(manifest.scriptHashes[document]);
    return `    location = ${route} {\n      try_files /${document} =404;\n${headers({ "cache-control": "no-cache", "content-security-policy": csp })}\n    }`;
  });
  return `${hasBrotli ? `load_module ${brotliModule};\n` : ""}worker_processes 1;
${process.getuid?.() === 0 ? "user root;\n" : ""}pid ${work}/nginx.pid;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  charset utf-8;
  charset_types text/css application/javascript text/xml text/plain image/svg+xml;
  access_log ${work}/access.log;
  client_body_temp_path ${work}/tmp;
  proxy_temp_path ${work}/tmp;
  fastcgi_temp_path ${work}/tmp;
  uwsgi_temp_path ${work}/tmp;
  scgi_temp_path ${work}/tmp;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  gzip_static on;
  gzip_vary on;
${hasBrotli ? "  brotli_static on;\n" : ""}  server {
    listen 127.0.0.1:${nginxPort};
    root ${clientDir};
    location /assets/ {
${headers({ "cache-control": "public, max-age=31536000, immutable", "content-security-policy": contentSecurityPolicy() })}
    }
${pageLocations.join("\n")}
  }
}
`;
}

async function startNginx() {
  fs.mkdirSync(path.join(work, "tmp"));
  const config = path.join(work, "nginx.conf");
  fs.writeFileSync(config, nginxConfig());
  const child = spawn("nginx", ["-p", work, "-e", path.join(work, "error.log"), "-c", config, "-g", "daemon off;"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  await waitUntilServing(nginxPort, "nginx");
  return { port: nginxPort, group: child.pid! };
}

function get(port: number, urlPath: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: urlPath, headers: { "accept-encoding": acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, bytes }));
    });
    request.on("error", reject);
  });
}

const clockTicks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/**
 * CPU time used so far by a process group (Linux /proc): the whole npm/node tree of the server,
 * nginx's master and worker. Per request it shows the cost on a machine whose other load blurs
 * requests per second.
 */
function groupCpuMs(groupId: number) {
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // the process ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / clockTicks;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit]!;

type Side = { port: number; group: number };

/** Runs wrk against one side (without blocking this process) and counts the CPU time that side used. */
async function wrk({ port, group }: Side, urlPath: string, duration: number) {
  const cpuBefore = groupCpuMs(group);
  const { stdout: output } = await promisify(execFile)(
    "wrk",
    ["-t1", "-c32", `-d${duration}s`, "--latency", "-H", `Accept-Encoding: ${acceptEncoding}`, `http://127.0.0.1:${port}${urlPath}`],
  );
  if (/Non-2xx|Socket errors/.test(output)) throw new Error(`wrk saw errors on port ${port}${urlPath}:\n${output}`);
  const cpuMs = groupCpuMs(group) - cpuBefore;
  const requests = Number(/(\d+) requests in/.exec(output)![1]);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)![1]);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(output)!;
  return { rps, p99Ms: toMs(p99[1]!, p99[2]!), cpuUsPerRequest: (cpuMs * 1000) / requests };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const [server, nginx] = await Promise.all([startServer(), startNginx()]);
  const rows = [];
  const failures: string[] = [];
  for (const target of targets) {
    // Warm-up: the JIT on one side, the page cache on the other.
    await wrk(server, target.path, 1);
    await wrk(nginx, target.path, 1);
    const theirs = await get(nginxPort, target.path);
    let ours = await get(serverPort, target.path);
    // The server compresses pages that name its origin quickly at start, then as small as the build's in
    // the background: measure the final state, so both sides send the same number of bytes.
    for (let attempt = 0; ours.bytes > theirs.bytes * 1.02 && attempt < 60; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      ours = await get(serverPort, target.path);
    }
    for (const [side, response] of [["server", ours], ["nginx", theirs]] as const) {
      if (response.status !== 200) throw new Error(`${side} answered ${target.path} with ${response.status}`);
    }
    // Like with like: nginx sends every header the server sends, with the same value (its own validators and
    // connection headers aside; its content-type spells JavaScript's type differently).
    const ownHeaders = new Set(["date", "connection", "keep-alive", "etag", "content-length", "content-type"]);
    for (const [name, value] of Object.entries(ours.headers)) {
      if (!ownHeaders.has(name) && theirs.headers[name] !== value) {
        throw new Error(`${target.path}: the server sends ${name}: ${String(value)}, nginx ${String(theirs.headers[name])}`);
      }
    }
    const samples = { server: [] as Awaited<ReturnType<typeof wrk>>[], nginx: [] as Awaited<ReturnType<typeof wrk>>[] };
    for (let round = 0; round < rounds; round += 1) {
      samples.server.push(await wrk(server, target.path, seconds));
      samples.nginx.push(await wrk(nginx, target.path, seconds));
    }
    const typical = (side: keyof typeof samples, key: "rps" | "p99Ms" | "cpuUsPerRequest") => median(samples[side].map((sample) => sample[key]));
    const serverRps = typical("server", "rps");
    const nginxRps = typical("nginx", "rps");
    const ratio = serverRps / nginxRps;
    rows.push({
      target: target.name,
      encoding: ours.headers["content-encoding"] ?? "identity",
      "bytes (server/nginx)": `${ours.bytes}/${theirs.bytes}`,
      "server rps": Math.round(serverRps),
      "nginx rps": Math.round(nginxRps),
      ratio: Number(ratio.toFixed(2)),
      "server p99 ms": Number(typical("server", "p99Ms").toFixed(2)),
      "nginx p99 ms": Number(typical("nginx", "p99Ms").toFixed(2)),
      "server CPU µs/req": Number(typical("server", "cpuUsPerRequest").toFixed(1)),
      "nginx CPU µs/req": Number(typical("nginx", "cpuUsPerRequest").toFixed(1)),
    });
    if (ratio < GOAL) failures.push(`${target.name}: ${ratio.toFixed(2)}× nginx's requests/s (goal ≥ ${GOAL})`);
  }
  console.log(`\nbench:serve — wrk -t1 -c32, ${rounds}×${seconds} s per side, alternating, medians; Accept-Encoding: ${acceptEncoding}`);
  console.table(rows);
  if (failures.length > 0) {
    console.error(`Missed:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  }
} finally {
  stopChildren();
  fs.rmSync(work, { recursive: true, force: true });
}
