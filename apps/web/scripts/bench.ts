/**
 * npm run bench:web — serves the production build and measures every public route:
 * Lighthouse (mobile, simulated throttling) in Debian's Chromium, plus the initial JavaScript a
 * page loads (inline and requested scripts, gzip and brotli). Exits non-zero when a budget
 * is missed. Usage: npm run bench:web [-- /path /other-path]
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPages } from "../src/app/route-list";
import { inlineScripts } from "./inline-scripts";

const budgets = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, initialJsGzipKiB: 100, cls: 0.02, lcpMs: 1500 };

const root = path.resolve(import.meta.dirname, "../../..");
const clientDir = path.resolve(import.meta.dirname, "../build/client");
const port = 3990;
const origin = `http://localhost:${port}`;

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-bench-"));
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["apps/server/src/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PUBLIC_URL: origin,
      SESSION_SECRET: "bench-only-secret-that-is-long-enough-to-pass",
      // Nothing listens there: mail would only queue. The bench sends none.
      SMTP_URL: "smtp://127.0.0.1:9",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Ready on") && resolve());
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { stop: () => child.kill("SIGTERM"), dataDir };
}

const gzipBytes = (source: string | Buffer) => zlib.gzipSync(source, { level: 9 }).length;
const brotliBytes = (source: string | Buffer) => zlib.brotliCompressSync(source).length;
const kiB = (bytes: number) => Number((bytes / 1024).toFixed(1));

type NetworkRequest = { url: string; resourceType?: string };

/**
 * The JavaScript a page loads before the visitor does anything: its inline scripts plus every
 * script file the browser requested during the Lighthouse run (which does not interact), sized
 * from the build as gzip and brotli. Also the modules that load once the visitor interacts
 * (hydration, ADR 006), for the record.
 */
function javaScriptWeight(route: string, requests: NetworkRequest[]) {
  const file = path.join(clientDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
  const html = fs.readFileSync(file, "utf8");
  const inline = inlineScripts(html);
  const requested = requests
    .filter((request) => request.resourceType === "Script" && request.url.startsWith(`${origin}/assets/`))
    .map((request) => fs.readFileSync(path.join(clientDir, new URL(request.url).pathname)));
  const initial = [...inline, ...requested];
  const onIntent = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  return {
    gzipKiB: kiB(initial.reduce((sum, source) => sum + gzipBytes(source), 0)),
    brotliKiB: kiB(initial.reduce((sum, source) => sum + brotliBytes(source), 0)),
    scriptFiles: requested.length,
    onIntentGzipKiB: kiB([...onIntent].reduce((sum, url) => sum + gzipBytes(fs.readFileSync(path.join(clientDir, url))), 0)),
  };
}

const routes = process.argv.slice(2).length ? process.argv.slice(2) : publicPages.map((page) => page.path);
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

/** One Lighthouse run; a run that Lighthouse itself reports as broken is tried once more. */
async function audit(url: string, chromePort: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error" });
    const lhr = result!.lhr;
    if (!lhr.runtimeError || attempt === 2) return lhr;
  }
}

type Row = Record<string, string | number>;
const rows: Row[] = [];
const failures: string[] = [];
try {
  // The very first Lighthouse run of a fresh browser and server is slower than any later one; it is not a page's fault.
  await audit(`${origin}/`, chrome.port);
  for (const route of routes) {
    const lhr = await audit(`${origin}${route}`, chrome.port);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    const js = javaScriptWeight(route, requests);
    const row = {
      route,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      "TBT ms": Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
      "SI ms": Math.round(lhr.audits["speed-index"]?.numericValue ?? NaN),
      "LCP ms": Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
      CLS: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
      "JS gz KiB": js.gzipKiB,
      "JS br KiB": js.brotliKiB,
      "JS files": js.scriptFiles,
      "on intent gz KiB": js.onIntentGzipKiB,
    };
    rows.push(row);
    const check = (ok: boolean, what: string) => ok || failures.push(`${route}: ${what}`);
    check(row.perf >= budgets.performance, `performance ${row.perf} < ${budgets.performance}`);
    check(row.a11y >= budgets.accessibility, `accessibility ${row.a11y}`);
    check(row.bp >= budgets.bestPractices, `best practices ${row.bp}`);
    check(row.seo >= budgets.seo, `SEO ${row.seo}`);
    check(row.CLS <= budgets.cls, `CLS ${row.CLS}`);
    check(row["LCP ms"] <= budgets.lcpMs, `LCP ${row["LCP ms"]} ms`);
    check(js.gzipKiB <= budgets.initialJsGzipKiB, `initial JS ${js.gzipKiB} KiB gzip`);
    for (const [id, category] of Object.entries(lhr.categories)) {
      if ((category.score ?? 1) < 1 && id !== "performance") {
        const failing = category.auditRefs.filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1 && ref.weight > 0).map((ref) => ref.id);
        if (failing.length) failures.push(`${route}: ${id} audits: ${failing.join(", ")}`);
      }
    }
    process.stderr.write(".");
  }
} finally {
  await chrome.kill();
  server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

process.stderr.write("\n");
console.table(rows);
console.log(`Budgets: performance ≥ ${budgets.performance}, accessibility/best practices/SEO = 100, LCP ≤ ${budgets.lcpMs} ms, CLS ≤ ${budgets.cls}, initial JS ≤ ${budgets.initialJsGzipKiB} KiB gzip`);
if (failures.length) {
  console.log(`\n${failures.length} budget misses:\n${failures.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
console.log("All budgets met.");
