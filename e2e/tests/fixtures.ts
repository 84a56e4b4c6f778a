import axe from "axe-core";
import { expect, test as base, type Page } from "@playwright/test";
import { hydratedAttribute } from "../../apps/web/src/lib/hydration-marker";

export const phone = { width: 360, height: 740 };

/**
 * Lets running transitions end (a toast fading in, a focus ring changing colour): axe judges colour
 * contrast from the colours of the moment, and a half-faded toast failed it now and then (CI).
 * Endless animations (spinners) are not waited for.
 */
async function settle(page: Page) {
  // A toast appears once the toast library has loaded (it loads with a page's first toast, ADR 006):
  // one asked for just before should be on screen, and its fade-in running, before the wait below.
  await page.waitForTimeout(200);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Sonner moves a toast's opacity in steps its own script sets, which a loaded machine may start after
  // the wait above (CI). Every toast on screen must be mounted and fully opaque first.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll("[data-sonner-toast]")).every(
          (toast) => toast.getAttribute("data-mounted") === "true" && getComputedStyle(toast).opacity === "1",
        ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // Sonner's enter transition (400 ms) moves the toast over the page after it is mounted.
  if (await toastCount(page)) await page.waitForTimeout(450);
}

const toastCount = (page: Page) => page.locator("[data-sonner-toast]").count();

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core run in the page itself, injected once per document. @axe-core/playwright took 8 s for the Fees tab's
 * 1,760 elements where axe in the page takes 1.4 s: it injects the script anew on every scan and finishes each in
 * a blank page of its own. That was most of a scan's time, and on CI's two cores it pushed a test of four scans
 * past its limit. Only violations are reported in full; our pages have no frames for the builder to walk.
 */
async function axeScan(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    axeTags,
  );
}

/** Fails on any axe violation of WCAG 2.x A/AA, listing what broke where and why. */
export async function expectNoAxeViolations(page: Page) {
  await settle(page);
  const toastsBefore = await toastCount(page);
  let results = await axeScan(page);
  // A toast that arrived during the scan was judged mid-fade: on a loaded machine the toast library
  // (loaded with a page's first toast) can take longer than the settling wait (two-factor.spec, CI).
  // The page is judged again once that toast has settled.
  if ((await toastCount(page)) !== toastsBefore) {
    await settle(page);
    results = await axeScan(page);
  }
  // Each node with axe's own words (for colour contrast: both colours and the ratio), so a failure in CI says why.
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.any.map((check) => check.message).join("; ")})`).join(", ")}`);
  expect(summary).toEqual([]);
}

/** Whether React has hydrated the page (the root route marks <html>, ADR 006). */
export const isHydrated = (page: Page) => page.evaluate((name) => document.documentElement.hasAttribute(name), hydratedAttribute);

/**
 * Shows intent the way a visitor does (a key press), so the page need not wait for the browser
 * to be idle, then waits until React has hydrated it. A page the browser was sent on to
 * meanwhile (/recover opens its link) gets the key press from within the wait.
 */
export async function waitForHydration(page: Page) {
  await page.keyboard.press("Shift");
  await page
    .waitForFunction((name) => {
      if (document.documentElement.hasAttribute(name)) return true;
      dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
      return false;
    }, hydratedAttribute)
    // A page that sends the browser elsewhere while hydrating (/recover) has nothing left to wait for.
    .catch((error: Error) => {
      if (!/context was destroyed|navigation/i.test(error.message)) throw error;
    });
}

/**
 * The test's page, whose goto() also waits until React has hydrated (prerendered pages hydrate
 * when the browser is idle or at the visitor's first interaction, ADR 006), so a test never
 * clicks a control before React handles it. `page.mainFrame().goto()` loads a page without that, to test what happens before.
 * Console errors and uncaught exceptions of the page are collected while the test runs.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

/**
 * Opens an e-mailed link as a mail client does: a fresh page load (from another page, a link
 * differing only in its fragment would not reload), then waits until the page has settled (the
 * network idle for 500 ms), long enough for a second request from a re-run effect to have been sent.
 */
export async function openAsFromMail(page: Page, link: string) {
  await page.mainFrame().goto("about:blank");
  await page.goto(link);
  await page.waitForLoadState("networkidle");
}

/** The page's POSTs to one API path from now on (a live list), to count what a page sends. */
export function postsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
}

export { expect };
