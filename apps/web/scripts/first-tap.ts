/**
 * The first tap on a throttled phone (ADR 006), for bench.ts: a fresh visitor opens a page,
 * reads for 3 s after the first paint, then taps a control; the time from the tap to the first
 * frame that shows the answer. Chromium applies Lighthouse's mobile throttling itself (4× CPU,
 * 150 ms round trip, 1.6 Mbit/s), since a tap has to really happen.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { localizedPath, m } from "@ssem/core";
import { chromium } from "playwright-core";
import { careerPathsContent } from "../src/content/career-paths";
import { hydratedAttribute } from "../src/lib/hydration-marker";
import { measuringBrowserPrefs } from "./measuring-browser";

export type FirstTapScenario = {
  name: string;
  route: string;
  /** The control, as Playwright's role and accessible name. */
  role: "button" | "tab";
  label: string;
  goalMs: number;
};

/**
 * Each tap on the English page and on the German one, with the same goals (issue 26: the localized pages must answer
 * as the English ones do). Controls are found by the name each page shows.
 */
export const firstTapScenarios = (["en", "de"] as const).flatMap((locale): FirstTapScenario[] => {
  const home = localizedPath("/", locale);
  const careerPaths = localizedPath("/emergency-medicine/career-paths", locale);
  const tab = careerPathsContent[locale].tabs.certificationCourses.label;
  return [
    { name: `Menu on ${home}`, route: home, role: "button", label: m.header_menu({}, { locale }), goalMs: 200 },
    { name: `${tab} tab on ${careerPaths}`, route: careerPaths, role: "tab", label: tab, goalMs: 300 },
  ];
});

const readingMs = 3000;
const phone = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 675, cpuSlowdown: 4 };

/**
 * Runs in the page before its own scripts: notes the tap's timestamp, and from then on checks
 * every frame whether the tapped control has answered (the menu popover is open, the tab's
 * panel is shown). A frame's rAF time is when that frame, the one that paints the answer, began.
 * Plain JavaScript in a string: tsx would wrap a function's inner functions in a helper the
 * page does not have.
 */
const probeScript = `
  const probe = { tappedAt: 0, answeredAt: 0, hydrated: false };
  window.firstTapProbe = probe;
  const answered = (control) => {
    const popover = control.getAttribute("popovertarget");
    if (popover) return document.getElementById(popover)?.matches(":popover-open") ?? false;
    const panel = document.getElementById(control.getAttribute("aria-controls") ?? "");
    return control.getAttribute("aria-selected") === "true" && (panel?.checkVisibility() ?? false);
  };
  addEventListener("pointerdown", (event) => {
    if (probe.tappedAt || !(event.target instanceof Element)) return;
    probe.tappedAt = event.timeStamp;
    probe.hydrated = document.documentElement.hasAttribute("${hydratedAttribute}");
    const control = event.target.closest("button, [role=tab]");
    const check = (frameTime) => {
      if (answered(control)) probe.answeredAt = Math.max(frameTime, probe.tappedAt);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { capture: true, passive: true });
`;

/**
 * Milliseconds from the tap to the answer, and whether React had hydrated the page by the tap. In a
 * browser started for the run: a first-time visitor's has compiled and cached none of our scripts.
 */
/**
 * A fresh browser with one page throttled as Lighthouse's mobile profile (above); also used by
 * the member table's bench (member-table.ts).
 */
export async function throttledPhonePage() {
  // A profile of its own, empty but for the measuring browsers' preferences (Playwright has no option for them).
  const profile = await mkdtemp(path.join(os.tmpdir(), "ssem-phone-"));
  await mkdir(path.join(profile, "Default"));
  await writeFile(path.join(profile, "Default", "Preferences"), JSON.stringify(measuringBrowserPrefs));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const browser = {
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: (phone.downloadKbps * 1024) / 8,
    uploadThroughput: (phone.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
  return { browser, page };
}

async function measureOnce(origin: string, scenario: FirstTapScenario) {
  const { browser, page } = await throttledPhonePage();
  try {
    await page.addInitScript({ content: probeScript });
    await page.goto(`${origin}${scenario.route}`, { waitUntil: "commit" });
    // Reading: nothing is touched until 3 s after the first contentful paint.
    await page.waitForFunction(
      (ms) => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        return paint !== undefined && performance.now() >= paint.startTime + ms;
      },
      readingMs,
      { polling: 50, timeout: 30_000 },
    );
    // Located by role and name, and tapped with touch events, as a phone does.
    const control = page.getByRole(scenario.role, { name: scenario.label, exact: true });
    await control.tap();
    const probe = await page.waitForFunction(
      () => {
        const { firstTapProbe } = window as unknown as { firstTapProbe: { tappedAt: number; answeredAt: number; hydrated: boolean } };
        return firstTapProbe.answeredAt > 0 && firstTapProbe;
      },
      undefined,
      { polling: 50, timeout: 30_000 },
    );
    const { tappedAt, answeredAt, hydrated } = (await probe.jsonValue()) as { tappedAt: number; answeredAt: number; hydrated: boolean };
    return { ms: Math.round(answeredAt - tappedAt), hydrated };
  } finally {
    await browser.close();
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Every scenario `runs` times, each in a new browser; the median decides, all runs are shown. */
export async function measureFirstTaps(origin: string, runs = 5) {
  const results = [];
  for (const scenario of firstTapScenarios) {
    const taps = [];
    for (let run = 0; run < runs; run += 1) taps.push(await measureOnce(origin, scenario));
    const times = taps.map((tap) => tap.ms);
    results.push({ scenario, medianMs: median(times), times, hydratedBeforeTap: taps.filter((tap) => tap.hydrated).length });
  }
  return results;
}
