/**
 * npm run bench:web — serves the production build and measures every public route:
 * Lighthouse (mobile, simulated throttling) in Debian's Chromium, the median of LIGHTHOUSE_RUNS
 * (3) runs per route, the script a visit transfers (brotli), and the first tap on a throttled
 * phone (first-tap.ts, FIRST_TAP_RUNS, 5), and the admin member table with 5,000 members on the
 * same phone (member-table.ts, MEMBER_TABLE_RUNS, 3). The review board holds ten reviews, as a visitor finds it.
 * Exits non-zero when a budget is missed.
 * Lighthouse runs on every English page and a few localized ones (localizedSample); BENCH_LOCALES=all runs it on
 * every /de, /fr and /it page too. The script of every public page in every language is measured in any case (read
 * from the build, no browser needed) and printed first: at most 110 KiB brotli, a localized page no more than its
 * English page (issue 40, script-weight.ts).
 * Usage: npm run bench:web [-- /path /other-path]; BENCH_ONLY=member-table runs only the table.
 */
import { spawn } from "node:child_process";
import { testBillingEnv } from "../../server/src/testing/billing-env";
import { productionServerArgs } from "../../server/src/testing/production-server";
import { startSmtpPeer } from "../../server/src/testing/smtp-peer";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { baseLocale } from "@ssem/core";
import { sampleReview } from "@ssem/core/samples";
import { localizedPublicPages, publicPages } from "../src/app/route-list";
import { measureFirstTaps } from "./first-tap";
import { measureMemberTable, memberTableAdmin } from "./member-table";
import { scriptBudget, scriptBudgetMisses, scriptSummary, scriptTable } from "./script-weight";
import { measuringBrowserPrefs } from "./measuring-browser";

const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  lcpMs: 1500,
  tbtMs: 100,
};

/** The localized pages Lighthouse runs on besides the English ones, unless BENCH_LOCALES=all asks for all 105. */
const localizedSample = ["/de", "/fr", "/it", "/de/membership", "/de/events"];

const root = path.resolve(import.meta.dirname, "../../..");
const clientDir = path.resolve(import.meta.dirname, "../build/client");
// BENCH_PORT lets two checkouts bench side by side.
const port = Number(process.env.BENCH_PORT ?? 3990);
const origin = `http://localhost:${port}`;

/** The compiled server, as `npm run serve` runs it in production (not the TypeScript through tsx). */
async function startServer(smtpUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-bench-"));
  const serverDir = path.join(root, "apps/server");
  const child = spawn(process.execPath, productionServerArgs(), {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PUBLIC_URL: origin,
      SESSION_SECRET: "bench-only-secret-that-is-long-enough-to-pass",
      // The member table's 5,000 imported members get invites: a local SMTP peer takes them, as a
      // mail server would, instead of the server retrying 5,000 mails while the table is measured.
      SMTP_URL: smtpUrl,
      // The admin who opens the member table (member-table.ts); public pages do not see it.
      ADMIN_EMAIL: memberTableAdmin.email,
      ADMIN_PASSWORD: memberTableAdmin.password,
      // Production asks admins for a second factor (ADR 027); the bench's admin measures, it has no authenticator.
      ADMIN_TWO_FACTOR: "optional",
      ...testBillingEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Ready on") && resolve());
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  // Stopped before its DATA_DIR is removed: it stops the embedded PostgreSQL that writes there.
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
    dataDir,
  };
}

type NetworkRequest = { url: string; resourceType?: string };

/** How many script files Lighthouse saw requested in its run: a check that the HTML names all the page loads. */
const scriptsRequested = (requests: NetworkRequest[]) =>
  requests.filter((request) => request.resourceType === "Script" && request.url.startsWith(`${origin}/assets/`)).length;

const onlyMemberTable = process.env.BENCH_ONLY === "member-table";
const localizedPages = localizedPublicPages.filter((page) => page.locale !== baseLocale);
const defaultRoutes = [
  ...publicPages.map((page) => page.path),
  ...(process.env.BENCH_LOCALES === "all" ? localizedPages.map((page) => page.path) : localizedSample),
];
const routes = onlyMemberTable ? [] : process.argv.slice(2).length ? process.argv.slice(2) : defaultRoutes;

const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** The audits whose figures the budgets judge: a run without any of them measured nothing. */
const metricAudits = ["total-blocking-time", "speed-index", "largest-contentful-paint", "cumulative-layout-shift"];

/** Why a run measured nothing: Lighthouse's own error, or a metric it could not compute; undefined for a good run. */
function brokenRun(lhr: RunnerResult["lhr"]) {
  if (lhr.runtimeError) return lhr.runtimeError.code;
  const missing = metricAudits.find((id) => typeof lhr.audits[id]?.numericValue !== "number");
  return missing && `${missing}: ${lhr.audits[missing]?.errorMessage ?? "no value"}`;
}

/**
 * One Lighthouse run in a browser of its own, started for it with an empty profile: a first-time
 * visitor's browser has compiled none of our scripts. Runs in one long-lived browser reused V8's
 * code caches and measured a warm visit (TBT 36 ms on a page where a cold one gave about 160 ms).
 * A run that measured nothing (Lighthouse's NO_NAVSTART, now and then) is tried again, twice at most:
 * in session 19 one such run made a page's median NaN. A page that never measures is a miss, with the reason.
 */
async function audit(url: string) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags, prefs: measuringBrowserPrefs });
    try {
      const lhr = (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }))!.lhr;
      const broken = brokenRun(lhr);
      if (!broken || attempt === 3) return { lhr, broken };
      process.stderr.write(`\n${url}: run ${attempt} measured nothing (${broken}), again\n`);
    } finally {
      chrome.kill();
    }
  }
}

type Row = Record<string, string | number>;
const firstTapRuns = Number(process.env.FIRST_TAP_RUNS ?? 5);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const memberTableRuns = Number(process.env.MEMBER_TABLE_RUNS ?? 3);
let taps: Awaited<ReturnType<typeof measureFirstTaps>> = [];
let memberTable: Awaited<ReturnType<typeof measureMemberTable>> = [];
const rows: Row[] = [];
const failures: string[] = [];

// Every public page's script in every language, from the build: cheap, so never a sample.
const scriptRows = onlyMemberTable ? [] : scriptTable(clientDir, localizedPublicPages.map((page) => page.path));
failures.push(...scriptBudgetMisses(scriptRows));
// Printed at once: it needs no server, and the browser measurements below take minutes.
if (scriptRows.length) {
  const { min, median, max } = scriptSummary(scriptRows);
  console.log(`Script of every public page (brotli, every module the prerendered HTML loads; budget ${scriptBudget.brotliKiB} KiB, a localized page no more than its English page):`);
  console.table(scriptRows);
  console.log(`min ${min} KiB, median ${median} KiB, max ${max} KiB`);
}

/**
 * The review board as visitors meet it, a page of reviews (spec, public site §2) rather than an empty board: ten, as
 * many as the public form takes from one address in a quarter of an hour.
 */
async function seedReviews() {
  for (let index = 1; index <= 10; index += 1) {
    const review = { ...sampleReview, hospital: `Bench Hospital ${index}`, rating: 1 + (index % 5) };
    const response = await fetch(`${origin}/api/reviews`, { method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify(review) });
    if (response.status !== 201) throw new Error(`a review for the board: ${response.status} ${await response.text()}`);
  }
}

const smtp = await startSmtpPeer();
const server = await startServer(smtp.url);
try {
  await seedReviews();
  // The server's first answer to each page is slower than its later ones (JIT, compression); that is not the page's fault.
  for (const route of routes) await fetch(`${origin}${route}`, { headers: { "accept-encoding": "br" } }).then((response) => response.arrayBuffer());
  for (const route of routes) {
    const runs: Awaited<ReturnType<typeof audit>>[] = [];
    for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await audit(`${origin}${route}`));
    const broken = runs.find((run) => run.broken);
    if (broken) {
      failures.push(`${route}: Lighthouse measured nothing three times (${broken.broken})`);
      continue;
    }
    const lhrs = runs.map((run) => run.lhr);
    // Each figure is the median of the runs: other jobs on the machine make single runs noisy.
    const median = (value: (lhr: (typeof lhrs)[number]) => number) => [...lhrs.map(value)].sort((a, b) => a - b)[Math.floor(lhrs.length / 2)]!;
    const score = (id: string) => median((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const metric = (id: string) => median((lhr) => lhr.audits[id]?.numericValue ?? NaN);
    // Each run's figure besides the median, for the two metrics whose single runs spread most on a small machine.
    const runsOf = (id: string) => lhrs.map((run) => Math.round(run.audits[id]?.numericValue ?? NaN)).join(" ");
    const lhr = lhrs[0]!;
    const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    const js = scriptRows.find((row) => row.route === route);
    const row = {
      route,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      "TBT ms": Math.round(metric("total-blocking-time")),
      "TBT runs": runsOf("total-blocking-time"),
      "SI ms": Math.round(metric("speed-index")),
      "LCP ms": Math.round(metric("largest-contentful-paint")),
      "LCP runs": runsOf("largest-contentful-paint"),
      CLS: Number(metric("cumulative-layout-shift").toFixed(3)),
      "JS files": js?.["JS files"] ?? "",
      "seen by LH": scriptsRequested(requests),
    };
    rows.push(row);
    const check = (ok: boolean, what: string) => ok || failures.push(`${route}: ${what}`);
    check(row.perf >= budgets.performance, `performance ${row.perf} < ${budgets.performance}`);
    check(row.a11y >= budgets.accessibility, `accessibility ${row.a11y}`);
    check(row.bp >= budgets.bestPractices, `best practices ${row.bp}`);
    check(row.seo >= budgets.seo, `SEO ${row.seo}`);
    check(row.CLS <= budgets.cls, `CLS ${row.CLS}`);
    check(row["LCP ms"] <= budgets.lcpMs, `LCP ${row["LCP ms"]} ms`);
    check(row["TBT ms"] <= budgets.tbtMs, `TBT ${row["TBT ms"]} ms`);
    for (const [id, category] of Object.entries(lhr.categories)) {
      if ((category.score ?? 1) < 1 && id !== "performance") {
        const failing = category.auditRefs.filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1 && ref.weight > 0).map((ref) => ref.id);
        if (failing.length) failures.push(`${route}: ${id} audits: ${failing.join(", ")}`);
      }
    }
    process.stderr.write(".");
  }
  if (!onlyMemberTable) taps = await measureFirstTaps(origin, firstTapRuns);
  memberTable = await measureMemberTable(origin, memberTableRuns);
} finally {
  await server.stop();
  await smtp.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

process.stderr.write("\n");
console.log(`Lighthouse, mobile, simulated throttling; every figure is the median of ${lighthouseRuns} runs:`);
console.table(rows);
console.log(
  `Budgets: performance ≥ ${budgets.performance}, accessibility/best practices/SEO = 100, LCP ≤ ${budgets.lcpMs} ms, ` +
    `TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}; script in the first table`,
);
console.log(`\nFirst tap after 3 s of reading, throttled phone (4× CPU, 150 ms RTT, 1.6 Mbit/s), median of ${firstTapRuns} runs:`);
console.table(
  taps.map(({ scenario, medianMs, times, hydratedBeforeTap }) => ({
    tap: scenario.name,
    route: scenario.route,
    "median ms": medianMs,
    "goal ms": scenario.goalMs,
    runs: times.join(" "),
    "hydrated before tap": `${hydratedBeforeTap}/${times.length}`,
  })),
);
for (const { scenario, medianMs } of taps) {
  if (medianMs > scenario.goalMs) failures.push(`first tap on ${scenario.name}: ${medianMs} ms > ${scenario.goalMs} ms`);
}
console.log(`\nAdmin member table with 5,000 members, same throttled phone, median of ${memberTableRuns} runs (open: tap on the tab to 50 rows shown):`);
console.table(memberTable.map(({ what, medianMs, goalMs, runs }) => ({ what, "median ms": medianMs, "goal ms": goalMs, runs })));
for (const { what, medianMs, goalMs } of memberTable) if (medianMs > goalMs) failures.push(`member table ${what}: ${medianMs} ms > ${goalMs} ms`);
if (failures.length) {
  console.log(`\n${failures.length} budget misses:\n${failures.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
console.log("All budgets met.");
