import type { Page } from "@playwright/test";
import { expect, isHydrated, phone, test } from "./fixtures";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

// Prerendered pages hydrate once the browser is idle after loading, or at the visitor's first
// interaction (ADR 006). These tests load pages with page.mainFrame().goto(), which, unlike the
// fixture's page.goto(), neither interacts nor waits for hydration.

/** Holds every script response until the returned function is called: React is "still loading". */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Counts the documents the page loads (the first load and every reload or navigation). */
function countDocuments(page: Page) {
  const loads = { count: 0 };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

/** Whether the page is hydrated; false while it is being reloaded. */
const hydratedNow = (page: Page) => isHydrated(page).catch(() => false);

const careerPaths = "/emergency-medicine/career-paths";

test("a prerendered page loads no script before its first paint, then hydrates when the browser is idle", async ({ page, request }) => {
  const html = await (await request.get("/about")).text();
  expect(html).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);

  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.mainFrame().goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // No interaction at all: the browser hydrates the page while the visitor reads.
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(scripts.length).toBeGreaterThan(0);
});

test("the membership page loads zod when the visitor starts on the form, not with the page", async ({ page }) => {
  const zodScripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && (await response.text()).includes("$ZodType")) zodScripts.push(response.url());
  });
  await page.mainFrame().goto("/membership");
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(zodScripts).toEqual([]);

  await page.getByLabel("First Name").focus();
  await expect.poll(() => zodScripts.length).toBe(1);
});

test("a tab tapped while React loads switches at once, and stays selected once React is ready", async ({ page }) => {
  const release = await holdScripts(page);
  await page.mainFrame().goto(careerPaths);
  const tab = page.getByRole("tab", { name: "Certification Courses" });
  await tab.click();
  expect(await isHydrated(page)).toBe(false);
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("ATLS / ETC");
  await expect(page).toHaveURL(/\?tab=certification-courses$/);

  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("ATLS / ETC");
  // React handles the tabs now.
  await page.getByRole("tab", { name: "Specializations" }).click();
  await expect(page).toHaveURL(careerPaths);
  await expect(page.getByRole("tab", { name: "Specializations" })).toHaveAttribute("aria-selected", "true");
});

test.describe("on a phone", () => {
  test.use({ viewport: phone, hasTouch: true });

  test("the menu opens and closes before hydration, and keeps working after it", async ({ page, consoleErrors }) => {
    const release = await holdScripts(page);
    await page.mainFrame().goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await menuButton.tap();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();
    await menuButton.tap();
    expect(await isHydrated(page)).toBe(false);

    // Opened before hydration, it stays open and React takes it over.
    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeVisible();
    await menuButton.tap();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test("a tab tapped after reading switches", async ({ page }) => {
    await page.mainFrame().goto(careerPaths);
    await expect.poll(() => isHydrated(page)).toBe(true);
    await page.getByRole("tab", { name: "Certification Courses" }).tap();
    await expect(page.getByRole("tab", { name: "Certification Courses" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("ATLS / ETC");
    await expect(page).toHaveURL(/\?tab=certification-courses$/);
  });
});

test("a link to a tab shows that tab at the first paint", async ({ page }) => {
  // The tab selected in the first frame that shows a tab's name: what the visitor first sees. (The headless shell
  // also runs frames while the parser is inside the tab list, before any tab has its name.)
  await page.addInitScript(() => {
    const firstFrame = () => {
      const selected = document.querySelector('[role="tab"][aria-selected="true"]');
      if (selected?.textContent) Object.assign(window, { firstPaintedTab: selected.textContent });
      else requestAnimationFrame(firstFrame);
    };
    requestAnimationFrame(firstFrame);
  });
  const release = await holdScripts(page);
  await page.mainFrame().goto("/emergency-medicine/useful-tools?tab=websites");
  await expect(page.getByRole("tab", { name: "Websites & Resources" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Life in the Fast Lane");
  expect(await page.evaluate(() => (window as unknown as { firstPaintedTab?: string }).firstPaintedTab)).toBe("Websites & Resources");

  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.getByRole("tab", { name: "Websites & Resources" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Life in the Fast Lane");
});

test("a script chunk whose first request fails ends in a working page after at most one reload", async ({ page }) => {
  let attempts = 0;
  await page.route("**/assets/framework-*.js", (route) => (++attempts === 1 ? route.fulfill({ status: 404, body: "Not found" }) : route.continue()));
  const documents = countDocuments(page);
  await page.mainFrame().goto(careerPaths);
  await expect.poll(() => hydratedNow(page)).toBe(true);
  expect(documents.count).toBeLessThanOrEqual(2);
  await page.getByRole("tab", { name: "Certification Courses" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("ATLS / ETC");
  await expect(page).toHaveURL(/\?tab=certification-courses$/);
});

test("a page whose script chunk is gone (a deploy replaced the build) reloads once and then works", async ({ page }) => {
  const documents = countDocuments(page);
  // Only the first document's requests fail, as for an old page whose files a deploy removed.
  await page.route("**/assets/framework-*.js", (route) => (documents.count === 1 ? route.fulfill({ status: 404, body: "Not found" }) : route.continue()));
  await page.mainFrame().goto(careerPaths);
  await expect.poll(() => hydratedNow(page)).toBe(true);
  expect(documents.count).toBe(2);
  await page.getByRole("tab", { name: "Certification Courses" }).click();
  await expect(page).toHaveURL(/\?tab=certification-courses$/);
});

test("a script chunk that always fails leaves a readable page whose links and tabs work, without a reload loop", async ({ page }) => {
  await page.route("**/assets/framework-*.js", (route) => route.fulfill({ status: 404, body: "Not found" }));
  const documents = countDocuments(page);
  await page.mainFrame().goto(careerPaths);
  // Reloaded once to fetch the current build, then left as it is.
  await expect.poll(() => documents.count).toBe(2);
  await page.waitForLoadState("load");
  await page.waitForTimeout(2000);
  expect(documents.count).toBe(2);
  expect(await isHydrated(page)).toBe(false);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Nothing is held or pending: tabs still switch and links lead on.
  const tab = page.getByRole("tab", { name: "Certification Courses" });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("[data-pending-activation]")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The same build does not reload again on the next page.
  await page.waitForTimeout(2000);
  expect(documents.count).toBe(3);
});

test("a control held while React loads is released when its script chunk fails, and later taps reach the page", async ({ page }) => {
  const documents = countDocuments(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The first document fails at once and reloads; the reloaded one fails too, but only once a tap is held.
  await page.route("**/assets/framework-*.js", async (route) => {
    if (documents.count > 1) await released;
    await route.fulfill({ status: 404, body: "Not found" });
  });
  await page.mainFrame().goto("/emergency-medicine/clinical-rotations");
  await expect.poll(() => documents.count).toBe(2);
  await page.waitForLoadState("load");

  const addReview = page.getByRole("button", { name: "Add Review" });
  await addReview.click();
  await expect(addReview).toHaveAttribute("data-pending-activation", "");

  // Clicks that reach the page from now on, and whether anything cancelled them.
  await page.evaluate(() => {
    const seen: boolean[] = [];
    Object.assign(window, { clicksSeen: seen });
    document.addEventListener("click", (event) => seen.push(event.defaultPrevented));
  });
  release();
  await expect(addReview).not.toHaveAttribute("data-pending-activation");
  await addReview.click();
  expect(await page.evaluate(() => (window as unknown as { clicksSeen: boolean[] }).clicksSeen)).toEqual([false]);
  // The same build is not reloaded a second time.
  await page.waitForTimeout(1000);
  expect(documents.count).toBe(2);
  expect(await isHydrated(page)).toBe(false);
});

test("what a visitor types while React loads is kept, and the form sees it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.mainFrame().goto("/membership");
  await page.getByLabel("First Name").fill("Mara");
  await page.getByLabel("Email").fill("mara@example.org");
  await page.getByLabel("Status").selectOption({ label: "Student" });
  expect(await isHydrated(page)).toBe(false);

  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.getByLabel("First Name")).toHaveValue("Mara");
  await expect(page.getByLabel("Email")).toHaveValue("mara@example.org");
  // The live fee comes from the form library's state, so it proves the form saw the choice.
  await expect(page.getByText("Annual fee: 10 CHF per year").first()).toBeVisible();
});

test("the review board's filters keep what a visitor typed while React loaded", async ({ page }) => {
  const release = await holdScripts(page);
  await page.mainFrame().goto("/emergency-medicine/clinical-rotations");
  await page.getByLabel("Country").fill("Switzerland");
  expect(await isHydrated(page)).toBe(false);

  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
  // A plain address renders the board during hydration as the prerender did, so its form is not rebuilt.
  await expect(page.getByLabel("Country")).toHaveValue("Switzerland");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\?country=Switzerland#?$/);
});

test("before React has loaded, Enter in a review filter applies it (the GET form, or the held submit replayed)", async ({ page }) => {
  const release = await holdScripts(page);
  await page.mainFrame().goto("/emergency-medicine/clinical-rotations");
  await page.getByLabel("Country").fill("Switzerland");
  await page.getByLabel("Country").press("Enter");
  setTimeout(release, 500);
  await expect(page).toHaveURL(/\?country=Switzerland/);
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.getByLabel("Country")).toHaveValue("Switzerland");
});

test("the toast library loads with the first toast, not with the page", async ({ page }) => {
  const sonnerStyle = () => page.evaluate(() => Array.from(document.querySelectorAll("style")).some((style) => style.textContent?.includes("data-sonner-toaster")));
  await page.goto("/emergency-medicine/clinical-rotations");
  await expect(page.getByRole("heading", { name: /^Reviews \(\d+\)$/ })).toBeVisible();
  expect(await sonnerStyle()).toBe(false);

  // A board that cannot load says so in a toast, which brings the library.
  await page.route("**/api/reviews?*", (route) => route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Unavailable" } } }));
  await page.getByLabel("Rotation type").selectOption({ label: "Nurses" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Failed to load reviews" })).toBeVisible();
  expect(await sonnerStyle()).toBe(true);
});

test("a signed-in member's pages hydrate at once, so the header shows Dashboard", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("hydration");
  await createConfirmedApplicant(request, baseURL!, email, "Start-pass1");
  await signInAs(page, email, "Start-pass1");
  await page.goto("/member-dashboard");

  await page.mainFrame().goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();

  // Signed out, the header offers Member Login again.
  await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: new URL(baseURL!).origin } });
  await page.goto("/auth");
  await page.mainFrame().goto("/about");
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(nav.getByRole("link", { name: "Member Login" })).toBeVisible();
});
