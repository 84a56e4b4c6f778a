import type { Browser, Locator, Page } from "@playwright/test";
import ICAL from "ical.js";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test, waitForHydration } from "./fixtures";
import { signInAs } from "./session";

/** A title no other test or run uses: both workers write events to the same database. */
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** A Swiss date `days` from today (the tests run in Europe/Zurich's day give or take a few hours, so stay clear of today). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

type NewEvent = { title: string; date: string; membersOnly?: boolean; registration?: string };

/** Creates an event through the admin API, as a signed-in admin in a context of its own; returns its id. */
async function createEvent(browser: Browser, baseURL: string, event: NewEvent): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const response = await page.request.post("/api/admin/events", {
    headers: { origin: new URL(baseURL).origin },
    data: { startTime: "18:00", endTime: "20:00", city: "Bern", venue: "Inselspital", membersOnly: false, registration: "", description: "An evening of cases.", ...event },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await context.close();
  return id;
}

const section = (page: Page, name: string) => page.getByRole("region", { name });
const eventHeading = (within: Page | Locator, title: string) => within.getByRole("heading", { name: title, exact: true });

test("the events are on /events with no interaction, upcoming and past in their own sections", async ({ page, browser, baseURL }) => {
  const upcoming = uniqueTitle("Upcoming talk");
  const past = uniqueTitle("Past course");
  await createEvent(browser, baseURL!, { title: upcoming, date: dayFromToday(5) });
  await createEvent(browser, baseURL!, { title: past, date: dayFromToday(-5) });

  // mainFrame().goto: no key press, click or pointer event: the events are in the page's HTML.
  await page.mainFrame().goto("/events");
  await expect(eventHeading(section(page, "Upcoming Events"), upcoming)).toBeVisible();
  await expect(eventHeading(section(page, "Past events"), past)).toBeVisible();
  await expect(eventHeading(section(page, "Upcoming Events"), past)).toHaveCount(0);
  // The spec's first get-together (30.11.2025) is in the past now.
  await expect(eventHeading(section(page, "Past events"), "First get-together")).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/events.ics");
  await expectNoAxeViolations(page);

  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);
});

test("a members-only event is marked for visitors, and its registration note is for members only", async ({ page, browser, baseURL }) => {
  const title = uniqueTitle("Members' dinner");
  const registration = `Ask in the member chat ${title}`;
  await createEvent(browser, baseURL!, { title, date: dayFromToday(9), membersOnly: true, registration });

  await page.goto("/events");
  const item = page.getByRole("article").filter({ has: eventHeading(page, title) });
  await expect(item.getByText("Members only")).toBeVisible();
  await expect(item.getByText("Members see how to register here when signed in.")).toBeVisible();
  await expect(page.getByText(registration)).toHaveCount(0);
  await expect(page.getByText("Not a member yet?")).toBeVisible();

  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/events");
  await expect(item.getByText(registration)).toBeVisible();
  // A member is not asked to become one.
  await expect(page.getByText("Not a member yet?")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("/fr/events lists the events in French: terms, 24-hour Swiss times, the members' note and French links", async ({ page, browser, baseURL, consoleErrors }) => {
  const title = uniqueTitle("Soirée des membres");
  await createEvent(browser, baseURL!, { title, date: dayFromToday(11), membersOnly: true, registration: "Ask the board" });

  await page.goto("/fr/events");
  const upcoming = section(page, "Événements à venir");
  const item = upcoming.getByRole("article").filter({ has: eventHeading(page, title) });
  await expect(item.getByText("Réservé aux membres")).toBeVisible();
  await expect(item.getByRole("definition").filter({ hasText: "18:00 à 20:00" })).toBeVisible();
  await expect(item.getByText("Les membres connectés voient ici comment s’inscrire.")).toBeVisible();
  await expect(item.getByRole("link", { name: "Connexion membres" })).toHaveAttribute("href", "/fr/auth?next=%2Ffr%2Fevents");
  await expect(item.getByRole("link", { name: `Ajouter au calendrier : ${title}` })).toBeVisible();
  await expect(upcoming.getByRole("link", { name: "Devenez membre" })).toHaveAttribute("href", "/fr/membership");
  await expect(section(page, "Événements passés")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("an admin creates, edits and deletes an event in the Events tab, and /events shows it under Upcoming Events", async ({ page }) => {
  const title = uniqueTitle("Airway workshop");
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=events");
  await expect(page.getByRole("tab", { name: "Events" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Upcoming events" })).toBeVisible();
  await expectNoAxeViolations(page);

  const newEvent = page.getByRole("button", { name: "New event" });
  await newEvent.click();
  const dialog = page.getByRole("dialog", { name: "New event" });
  await expect(dialog.getByLabel("Title")).toBeFocused();
  // Refused as the server would refuse it, each message beside its field.
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Date is required")).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Date", { exact: true }).fill(dayFromToday(14));
  await dialog.getByLabel("Start time").fill("18:00");
  await dialog.getByLabel("End time").fill("17:00");
  await dialog.getByLabel("City").fill("Basel");
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog.getByText("The end time must be after the start time")).toBeVisible();
  // An end date makes it a night that ends the next day; one on the same day is refused beside its field.
  await dialog.getByLabel("End date").fill(dayFromToday(14));
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog.getByText("The end date must be after the date")).toBeVisible();
  await dialog.getByLabel("End date").fill("");
  await dialog.getByLabel("End time").fill("21:30");
  await dialog.getByLabel("Members only").check();
  await dialog.getByLabel("Registration note").fill("Registration via the member WhatsApp group");
  await dialog.getByLabel("Description").fill("Hands-on airway skills.\nBring gloves.");
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(newEvent).toBeFocused();

  const item = page.getByRole("article").filter({ has: eventHeading(page, title) });
  await expect(item.getByText("Basel, location to be announced")).toBeVisible();
  await expect(item.getByText("6pm to 9:30pm")).toBeVisible();

  await item.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit event" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await edit.getByLabel("Venue").fill("Universitätsspital, Hörsaal 1");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toHaveCount(0);
  await expect(item.getByRole("button", { name: `Edit ${title}` })).toBeFocused();
  await expect(item.getByText("Basel, Universitätsspital, Hörsaal 1")).toBeVisible();

  const visitor = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/events");
  await expect(eventHeading(section(visitorPage, "Upcoming Events"), title)).toBeVisible();
  await visitor.close();

  await item.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete event?" });
  await expect(confirm).toContainText(title);
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(item).toHaveCount(0);
  await expect(newEvent).toBeFocused();

  await page.getByRole("tab", { name: "Audit Log" }).click();
  await expect(page.getByText(`deleted the event “${title}”`)).toBeVisible();
});

test("the calendar feed and an event's file parse as iCalendar, members-only events marked and without their note", async ({ request, browser, baseURL }) => {
  const open = uniqueTitle("Open lecture, with Q&A; all welcome");
  const secret = uniqueTitle("Members' night");
  const openId = await createEvent(browser, baseURL!, { title: open, date: dayFromToday(20), registration: "At the door" });
  await createEvent(browser, baseURL!, { title: secret, date: dayFromToday(21), membersOnly: true, registration: `Secret channel ${secret}` });

  const feed = await request.get("/events.ics");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text).not.toContain("Secret channel");
  const entries = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  const openEntry = entries.find((entry) => entry.summary === open)!;
  expect(openEntry.startDate.toString()).toBe(`${dayFromToday(20)}T18:00:00`);
  expect(openEntry.location).toBe("Bern, Inselspital");
  expect(entries.some((entry) => entry.summary === `[Members only] ${secret}`)).toBe(true);

  const single = await request.get(`/events/${openId}.ics`);
  expect(single.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.ics"$/);
  const [only, ...others] = new ICAL.Component(ICAL.parse(await single.text())).getAllSubcomponents("vevent");
  expect(others).toHaveLength(0);
  expect(new ICAL.Event(only!).uid).toBe(openEntry.uid);
});

test("the events are in the page's HTML: without JavaScript a visitor sees them, a signed-in member the registration note", async ({ browser, baseURL }) => {
  const title = uniqueTitle("Members' briefing");
  const registration = `Reply in the member chat ${title}`;
  await createEvent(browser, baseURL!, { title, date: dayFromToday(6), membersOnly: true, registration });

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/events");
  const item = section(page, "Upcoming Events").getByRole("article").filter({ has: eventHeading(page, title) });
  await expect(item.getByText("Members see how to register here when signed in.")).toBeVisible();
  await expect(item.getByRole("link", { name: `Add to calendar: ${title}` })).toHaveAttribute("href", /^\/events\/[0-9a-f-]+\.ics$/);
  await expect(eventHeading(section(page, "Past events"), "First get-together")).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe", exact: true })).toHaveAttribute("href", "/events.ics");
  await expect(page.getByText(registration)).toHaveCount(0);

  // Signed in (the session cookie, no script needed to read the page): the members' variant.
  const signIn = await context.request.post("/api/auth/sign-in/email", { headers: { origin: new URL(baseURL!).origin }, data: e2eAdmin });
  expect(signIn.ok()).toBe(true);
  await page.goto("/events");
  await expect(item.getByText(registration)).toBeVisible();
  await context.close();
});

test("nothing moves when /events hydrates: the listing stays the server's, the ride-along block keeps its size", async ({ page }) => {
  for (const viewport of [phone, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    // The page's modules are held back, so the first measure is of the page before hydration.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.mainFrame().goto("/events");
    const top = async (name: string) => (await page.getByRole("heading", { name, exact: true }).boundingBox())!.y;
    const positions = async () => [await top("Ride-along request"), await top("Stay Updated"), await top("Past events")];
    await expect(page.getByText("Checking whether you are signed in…")).toBeVisible();
    const before = await positions();
    // The place-holding notice is hidden from everyone, assistive technology included.
    await expectNoAxeViolations(page);

    release();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Ride-along request" }).getByRole("heading", { name: "Members Only" })).toBeVisible();
    expect(await positions()).toEqual(before);
    // The browser's own count of the shifts since the page began (Cumulative Layout Shift).
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifted).toBeLessThan(0.001);
    await page.unroute("**/assets/*.js");
  }
});

test("after a client-side navigation to /events the listing is read from the page the server writes", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "Events", exact: true }).first().click();
  await expect(eventHeading(section(page, "Past events"), "First get-together")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  expect(requested).not.toContain("/api/events");
  await expectNoAxeViolations(page);
});

test("Stay Updated loads its form on first use, not before, keeping what was typed meanwhile and the focus", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/stay-updated-form-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/events");
  await page.waitForLoadState("networkidle");
  const formModules = () => requested.filter((path) => /\/assets\/(stay-updated-form|use-schema-form|text)-/.test(path));
  expect(formModules()).toEqual([]);

  const field = page.getByRole("region", { name: "Stay Updated" }).getByRole("textbox", { name: "Email address" });
  await field.click();
  await page.keyboard.type("reader@example");
  await expect.poll(() => formModules().length).toBeGreaterThan(0);
  release();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("maxlength"))).toBe("254");
  await expect(field).toBeFocused();
  await page.keyboard.type(".org");
  await expect(field).toHaveValue("reader@example.org");
  expect(page.url()).not.toContain("reader");
});

test("the Events tab shows its empty state", async ({ page }) => {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.route("**/api/events", (route) => route.fulfill({ json: { upcoming: [], past: [] } }));
  await page.goto("/admin-dashboard?tab=events");
  await expect(page.getByText("No upcoming events. Create one with New event.")).toBeVisible();
  await expectNoAxeViolations(page);
});
