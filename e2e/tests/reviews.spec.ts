import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { reviewMessages } from "@ssem/core";
import { sampleReview } from "@ssem/core/samples";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { postFromOwnAddress, signInAs } from "./session";

const board = "/emergency-medicine/clinical-rotations";

/** A marker no other test or earlier run uses: each test finds its own reviews by it. */
const marker = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

const review = (overrides: Record<string, unknown> = {}) => ({ ...sampleReview, hospital: "E2E Hospital", ...overrides });

/** Stores a review through the API, from an address of its own (the per-address limit is tested in the API suite). */
async function addReview(baseURL: string, overrides: Record<string, unknown> = {}) {
  const response = await postFromOwnAddress(new URL("/api/reviews", baseURL), review(overrides));
  expect(response.status, response.body).toBe(201);
  return (JSON.parse(response.body) as { id: number }).id;
}

const reviewCards = (page: Page) => page.getByRole("list", { name: "Reviews" }).getByRole("article");
const cardsOf = (page: Page, hospital: string) => reviewCards(page).filter({ has: page.getByRole("heading", { name: hospital, exact: true }) });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title }).last();

async function openBoard(browser: Browser, query = "") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${board}${query}`);
  await expect(page.getByRole("heading", { name: /^Reviews \(\d+\)$/ })).toBeVisible();
  return page;
}

test("the board shows the reviews after loading, without any click, key or pointer", async ({ page, baseURL, request }) => {
  const hospital = marker("Readable");
  await addReview(baseURL!, { hospital });
  // The prerendered HTML says Loading and tells visitors without JavaScript that the board needs it.
  const html = await (await request.get(board)).text();
  expect(html).toContain(">Loading<");
  expect(html).toContain("The review board needs JavaScript");
  // No input of any kind: the page hydrates when the browser is idle, then fetches the first page.
  await page.mainFrame().goto(board);
  await expect(cardsOf(page, hospital)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: /^Reviews \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a board that cannot load says so instead of its count, and Try Again loads it", async ({ page }) => {
  let failing = true;
  await page.route("**/api/reviews?*", (route) =>
    failing ? route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Unavailable" } } }) : route.fallback(),
  );
  await page.goto(board);
  const section = page.getByRole("region", { name: "Clinical Rotation Reviews" });
  await expect(section.getByRole("alert")).toHaveText(new RegExp(reviewMessages.loadFailed));
  // The count line said "Loading" for ever once loading had failed.
  await expect(section.getByText("Loading", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  failing = false;
  await section.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: /^Reviews \(\d+\)$/ })).toBeVisible();
  await expect(section.getByText(/^\d+ reviews?$/)).toBeVisible();
  await expect(section.getByRole("alert")).toHaveCount(0);
});

test("Add Review says it is loading until its dialog has arrived, then opens it at the first field", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/add-review-dialog-*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(board);
  await expect(page.getByRole("heading", { name: /^Reviews \(\d+\)$/ })).toBeVisible();
  const trigger = page.getByRole("button", { name: "Add Review" });
  await trigger.click();
  await expect(page.getByRole("status").filter({ hasText: "Loading the form…" })).toBeVisible();
  await expect(trigger).toHaveAttribute("aria-busy", "true");
  await expectNoAxeViolations(page);
  release();
  const dialog = page.getByRole("dialog", { name: "Add Review" });
  await expect(dialog.getByLabel("Country")).toBeFocused();
  await expect(page.getByText("Loading the form…")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("a review submitted in one browser appears live in another, at the top, exactly once", async ({ page, browser }) => {
  const hospital = marker("Live");
  const other = await openBoard(browser);
  await page.goto(board);
  await expect(page.getByRole("heading", { name: /^Reviews \(\d+\)$/ })).toBeVisible();

  const trigger = page.getByRole("button", { name: "Add Review" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Add Review" });
  await expect(dialog.getByLabel("Country")).toBeFocused();
  await expectNoAxeViolations(page);
  // An empty submit names what is missing, in the spec's words.
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  // Beside each field; no toast repeats it over the dialog.
  await expect(dialog.getByLabel("Country")).toHaveAccessibleDescription("Please fill in all required fields");
  await expect(dialog.getByLabel("Country")).toBeFocused();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

  await dialog.getByLabel("Country").fill("Switzerland");
  await dialog.getByLabel("City").fill("Zurich");
  await dialog.getByLabel("Hospital").fill(hospital);
  await dialog.getByLabel("Rotation type").selectOption("residents");
  await dialog.getByLabel("Time of rotation").fill("Summer 2026");
  await expect(dialog.getByLabel("Rating")).toHaveValue("5");
  await dialog.getByLabel("Rating").selectOption("3");
  await dialog.getByLabel("General experience").fill("A very good rotation.");
  await dialog.getByLabel("Teaching").fill("Bedside teaching every day.");
  await dialog.getByLabel("Leisure time and accommodation").fill("Lake nearby.");
  await dialog.getByLabel("Where to apply").fill("The hospital's website.");
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Your review has been submitted successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // The other board: at the top within a second (plus the test's own overhead), once.
  await expect(reviewCards(other).first().getByRole("heading", { name: hospital })).toBeVisible({ timeout: 3000 });
  const card = cardsOf(other, hospital);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("img", { name: "Rated 3 out of 5" })).toBeVisible();
  await expect(card.getByText("Residents")).toBeVisible();
  // The submitting board reloaded and heard the live event too: still exactly once on both.
  await other.waitForTimeout(1500);
  await expect(cardsOf(other, hospital)).toHaveCount(1);
  await expect(cardsOf(page, hospital)).toHaveCount(1);

  // The form was reset: the rating is back to 5.
  await trigger.click();
  await expect(dialog.getByLabel("Rating")).toHaveValue("5");
  await expect(dialog.getByLabel("Hospital")).toHaveValue("");
  await other.context().close();
});

test("filters and sorts live in the URL, survive a reload and work with the back button", async ({ page, baseURL }) => {
  const country = marker("Filterland");
  const rows = [
    { hospital: "Beta Clinic", city: "Lakeside", rating: 2, rotationType: "nurses" },
    { hospital: "Alpha Hospital", city: "Hilltown", rating: 5, rotationType: "residents" },
    { hospital: "Gamma Hospital", city: "Lakeside", rating: 4, rotationType: "paramedics" },
    { hospital: "Alpha Hospital", city: "Hilltown", rating: 1, rotationType: "medical_students" },
  ];
  for (const row of rows) await addReview(baseURL!, { ...row, country });
  const headings = () => reviewCards(page).getByRole("heading").allTextContents();

  await page.goto(`${board}?country=${encodeURIComponent(country.toLowerCase())}`);
  await expect(page.getByRole("heading", { name: "Reviews (4)" })).toBeVisible();
  expect(await headings()).toEqual(["Alpha Hospital", "Gamma Hospital", "Alpha Hospital", "Beta Clinic"]);
  const filters = page.getByRole("search");
  await expect(filters.getByLabel("Country")).toHaveValue(country.toLowerCase());
  await expectNoAxeViolations(page);

  const sorts: Array<[string, string[]]> = [
    ["Rating", ["Alpha Hospital", "Gamma Hospital", "Beta Clinic", "Alpha Hospital"]],
    // Gamma 4; Alpha (5 + 1) / 2 = 3; Beta 2.
    ["Hospital average", ["Gamma Hospital", "Alpha Hospital", "Alpha Hospital", "Beta Clinic"]],
    ["Hospital", ["Alpha Hospital", "Alpha Hospital", "Beta Clinic", "Gamma Hospital"]],
    // Medical Students, Nurses, Paramedics, Residents.
    ["Rotation type", ["Alpha Hospital", "Beta Clinic", "Gamma Hospital", "Alpha Hospital"]],
    ["Country", ["Alpha Hospital", "Gamma Hospital", "Alpha Hospital", "Beta Clinic"]],
    ["Newest", ["Alpha Hospital", "Gamma Hospital", "Alpha Hospital", "Beta Clinic"]],
  ];
  for (const [label, expected] of sorts) {
    await filters.getByLabel("Sort by").selectOption({ label });
    await expect.poll(headings, { message: label }).toEqual(expected);
  }
  await expect(page).not.toHaveURL(/sort=/);

  // A text filter applies as one types, once typing pauses: no button to press.
  await filters.getByLabel("City").pressSequentially("LAKE", { delay: 50 });
  await expect(page.getByRole("heading", { name: "Reviews (2)" })).toBeVisible();
  await expect(page).toHaveURL(/city=LAKE/);
  await expect(filters.getByLabel("City")).toBeFocused();
  await expect(page.getByText(/^\d+ reviews, 2 match your filters$/)).toBeVisible();
  await filters.getByLabel("Rotation type").selectOption("nurses");
  await expect(page.getByRole("heading", { name: "Reviews (1)" })).toBeVisible();
  expect(await headings()).toEqual(["Beta Clinic"]);

  await filters.getByLabel("Sort by").selectOption({ label: "Rating" });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Reviews (1)" })).toBeVisible();
  await expect(filters.getByLabel("City")).toHaveValue("LAKE");
  await expect(filters.getByLabel("Rotation type")).toHaveValue("nurses");
  await expect(filters.getByLabel("Sort by")).toHaveValue("rating");

  await page.goBack();
  await expect(filters.getByLabel("Sort by")).toHaveValue("created_at");
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Reviews (2)" })).toBeVisible();
  await expect(filters.getByLabel("Rotation type")).toHaveValue("");

  await filters.getByLabel("Hospital").fill("gamma");
  await expect(page.getByRole("heading", { name: "Reviews (1)" })).toBeVisible();
  expect(await headings()).toEqual(["Gamma Hospital"]);

  // Nothing matches: the board says so, not "No reviews yet", and offers to clear the filters.
  await filters.getByLabel("Hospital").fill("no such hospital anywhere");
  await expect(page.getByRole("heading", { name: "Reviews (0)" })).toBeVisible();
  await expect(page.getByText("No reviews match your filters")).toBeVisible();
  await expect(page.getByText("No reviews yet")).toHaveCount(0);
  await expect(page.getByText(/^\d+ reviews?, none match your filters$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Clear filters" }).last().click();
  await expect(page).not.toHaveURL(/hospital=|city=|country=/);
  await expect(filters.getByLabel("Hospital")).toHaveValue("");
  await expect(page.getByText("No reviews match your filters")).toHaveCount(0);
});

test("the counters turn destructive above the limits, and the server refuses text over them", async ({ page, baseURL }) => {
  await page.goto(board);
  await page.getByRole("button", { name: "Add Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Review" });
  for (const [field, label, limit] of [
    ["experienceDescription", "General experience", 3000],
    ["teaching", "Teaching", 2000],
    ["leisureTime", "Leisure time and accommodation", 2000],
    ["applicationInfo", "Where to apply", 1000],
  ] as const) {
    const counter = dialog.locator(`[data-counter-for="${field}"]`);
    await dialog.getByLabel(label).fill("x".repeat(limit));
    await expect(counter).toHaveText(`${limit} / ${limit} characters`);
    await expect(counter).not.toHaveAttribute("data-over-limit");
    await dialog.getByLabel(label).fill("x".repeat(limit + 1));
    await expect(counter).toHaveAttribute("data-over-limit", "true");
    // The destructive colour (rose-800), not the muted text colour.
    await expect(counter).toHaveCSS("color", "rgb(159, 18, 57)");
  }
  await expectNoAxeViolations(page);

  const response = await postFromOwnAddress(new URL("/api/reviews", baseURL), review({ experienceDescription: "x".repeat(3001) }));
  expect(response.status).toBe(400);
  expect(JSON.parse(response.body)).toMatchObject({ code: "validation_failed", error: "General experience must be at most 3000 characters" });
});

test("a review with markup shows it as text, and long texts fold behind Show more", async ({ page, baseURL }) => {
  const hospital = marker("<b>Markup</b>");
  const script = `<img src=x onerror="document.title='pwned'"><script>alert(1)</script>`;
  await addReview(baseURL!, { hospital, teaching: script, experienceDescription: `Start. ${"Long text. ".repeat(60)}The end.` });
  await page.goto(`${board}?hospital=${encodeURIComponent(hospital)}`);
  const card = cardsOf(page, hospital);
  await expect(card).toHaveCount(1);
  await expect(card.getByText(script, { exact: true })).toBeVisible();
  await expect(card.locator("img, script, b")).toHaveCount(0);
  expect(await page.title()).not.toBe("pwned");

  await expect(card.getByText("The end.")).toHaveCount(0);
  await card.getByRole("button", { name: "Show more of General experience" }).click();
  await expect(card.getByText(/The end\.$/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Show less of General experience" })).toHaveAttribute("aria-expanded", "true");
});

test("an opportunity card shows its hospital's average and links to its reviews", async ({ page, baseURL }) => {
  const hospital = "Cantonal Hospital Aarau (KSA)";
  await addReview(baseURL!, { hospital, city: "Aarau", country: "Switzerland", rating: 4 });
  await page.goto(board);
  const link = page.getByRole("link", { name: `Read the reviews of ${hospital}` });
  await expect(link.locator("..")).toContainText(/Average rating \d\.\d\/5 · \d+ reviews?/);
  await link.click();
  await expect(page).toHaveURL(/hospital=Cantonal\+Hospital\+Aarau/);
  await expect(page.getByRole("search").getByLabel("Hospital")).toHaveValue(hospital);
  await expect(cardsOf(page, hospital).first()).toBeVisible();
});

test("an admin deletes a review, and it disappears from a board that is open", async ({ page, browser, baseURL }) => {
  const hospital = marker("Deleted");
  await addReview(baseURL!, { hospital });
  const other = await openBoard(browser, `?hospital=${encodeURIComponent(hospital)}`);
  await expect(cardsOf(other, hospital)).toHaveCount(1);

  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=reviews");
  const tab = page.getByRole("tab", { name: "Manage Reviews" });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const row = page.getByRole("list", { name: "Latest reviews" }).getByRole("listitem").filter({ hasText: hospital });
  await expect(row).toContainText("Bern, Switzerland · 4/5");
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete review?" });
  // Enter on the opened dialog must not delete: it opens on Cancel, and Cancel gives the focus back.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("button", { name: /^Delete/ })).toBeFocused();
  await row.getByRole("button", { name: /^Delete/ }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Review deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
  // The row is gone; focus stays in the list rather than dropping to the page.
  await expect(page.getByRole("list", { name: "Latest reviews" })).toBeFocused();

  await expect(cardsOf(other, hospital)).toHaveCount(0, { timeout: 3000 });
  await expect(other.getByRole("heading", { name: "Reviews (0)" })).toBeVisible();
  // The board is filtered to that hospital: nothing matches any more.
  await expect(other.getByText("No reviews match your filters")).toBeVisible();
  await other.context().close();
});

test("Manage Reviews shows each review in full with the rotation's date, collapsed on a phone, and searches hospital, city and text", async ({ page, baseURL }) => {
  // Five accessibility checks (two widths, a dialog) on a machine shared with other runs.
  test.slow();
  const word = marker("Quokka").replace(" ", "");
  const hospital = marker("Moderated");
  await addReview(baseURL!, { hospital, city: "Chur", timeOfRotation: "Autumn 2025", teaching: `Teaching with a ${word} on Fridays.\nSecond line.` });
  await addReview(baseURL!, { hospital: marker("Other"), city: "Sion" });

  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=reviews");
  const list = page.getByRole("list", { name: "Latest reviews" });
  const row = list.getByRole("listitem").filter({ hasText: hospital });
  await expect(row).toContainText("Rotation: Autumn 2025");
  await expect(row.getByRole("definition").filter({ hasText: word })).toBeVisible();
  await expect(row).toContainText(sampleReview.experienceDescription);
  await expect(row).toContainText(sampleReview.applicationInfo);
  await expectNoAxeViolations(page);

  // The server searches the texts: one word of the teaching finds the one review.
  const search = page.getByRole("search", { name: "Search reviews" });
  await search.getByLabel("Search hospital, city or text").fill(word.toUpperCase());
  await search.getByRole("button", { name: "Search" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText(hospital);
  await expect(page.getByText(`1 review matching “${word.toUpperCase()}”`)).toBeVisible();
  await search.getByLabel("Search hospital, city or text").fill("chur");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(list.getByRole("listitem").filter({ hasText: hospital })).toHaveCount(1);

  // On a phone the texts wait behind a disclosure that works by keyboard.
  await page.setViewportSize(phone);
  const disclosure = row.getByRole("button", { name: /^Show the text/ });
  await expect(row.getByRole("definition").filter({ hasText: word })).toBeHidden();
  await expect(disclosure).toHaveAttribute("aria-expanded", "false");
  await expectNoAxeViolations(page);
  await disclosure.focus();
  await page.keyboard.press("Enter");
  await expect(row.getByRole("button", { name: /^Hide the text/ })).toHaveAttribute("aria-expanded", "true");
  await expect(row.getByRole("definition").filter({ hasText: word })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // A search that finds nothing says so.
  await search.getByLabel("Search hospital, city or text").fill(`${word}-nothing`);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`No reviews match “${word}-nothing”.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
});
