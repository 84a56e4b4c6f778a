import type { Page } from "@playwright/test";
import { expect, phone, test, waitForHydration } from "./fixtures";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

// Prerendered pages load React only once the visitor interacts (ADR 006). These tests load pages
// with page.mainFrame().goto(), which, unlike the fixture's page.goto(), does not interact.

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

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

test("a prerendered page loads no script until the visitor interacts", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.mainFrame().goto("/about", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts).toEqual([]);
  expect(await isHydrated(page)).toBe(false);

  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(0);
});

test("a tab clicked while React loads is selected once it is ready", async ({ page }) => {
  const release = await holdScripts(page);
  await page.mainFrame().goto("/emergency-medicine/career-paths");
  await page.getByRole("tab", { name: "Certification Courses" }).click();
  expect(await isHydrated(page)).toBe(false);
  // The tab shows at once that it took the click.
  await expect(page.getByRole("tab", { name: "Certification Courses" })).toHaveAttribute("data-pending-activation", "");

  release();
  await expect(page.getByRole("tab", { name: "Certification Courses" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Certification Courses" })).not.toHaveAttribute("data-pending-activation");
  await expect(page).toHaveURL(/\?tab=certification-courses$/);
  await expect(page.getByRole("tabpanel")).toContainText("ATLS / ETC");
});

test("the phone menu tapped while React loads opens once it is ready", async ({ page, consoleErrors }) => {
  await page.setViewportSize(phone);
  const release = await holdScripts(page);
  await page.mainFrame().goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  release();
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("what a visitor types while React loads is kept, and the form sees it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.mainFrame().goto("/membership");
  await page.getByLabel("First Name").fill("Mara");
  await page.getByLabel("Email").fill("mara@example.org");
  await page.getByLabel("Status").selectOption({ label: "Student" });
  expect(await isHydrated(page)).toBe(false);

  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByLabel("First Name")).toHaveValue("Mara");
  await expect(page.getByLabel("Email")).toHaveValue("mara@example.org");
  // The live fee comes from the form library's state, so it proves the form saw the choice.
  await expect(page.getByText("Annual fee: 10 CHF per year").first()).toBeVisible();
});

test("a link to a tab opens that tab without any interaction", async ({ page }) => {
  await page.mainFrame().goto("/emergency-medicine/useful-tools?tab=websites");
  await expect(page.getByRole("tab", { name: "Websites & Resources" })).toHaveAttribute("aria-selected", "true");
});

test("a signed-in member's pages hydrate at once, so the header shows Dashboard", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("hydration");
  await createConfirmedApplicant(request, baseURL!, email, "Start-pass1");
  await signInAs(page, email, "Start-pass1");
  await page.goto("/member-dashboard");

  await page.mainFrame().goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();

  // Signed out, pages wait for the visitor again.
  await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: new URL(baseURL!).origin } });
  await page.goto("/auth");
  await page.mainFrame().goto("/about", { waitUntil: "networkidle" });
  expect(await isHydrated(page)).toBe(false);
  await expect(nav.getByRole("link", { name: "Member Login" })).toBeVisible();
});
