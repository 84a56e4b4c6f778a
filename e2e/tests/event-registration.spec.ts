import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, openAsFromMail, phone, test } from "./fixtures";
import { dayFromToday, eventTakingRegistrations, memberPassword, moveEvent, newMember, uniqueTitle } from "./event-registrations";
import { latestMailTo } from "./outbox";
import { signInAs } from "./session";

const password = memberPassword;

const myEvents = (page: Page) => page.getByRole("region", { name: "My events" });
const eventRow = (page: Page, title: string) =>
  myEvents(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });

test("members register from the dashboard, the second waits, takes the seat offered by mail, and the first gives it up", async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  const title = uniqueTitle("BLS course");
  await eventTakingRegistrations(browser, baseURL!, title, 1);
  const first = await newMember(request, baseURL!, "reg-first");
  const second = await newMember(request, baseURL!, "reg-second");

  await signInAs(page, first, password);
  // From /events, whose listing carries no script for it, to the dashboard where registering is one tap.
  await page.goto("/events");
  await page.getByRole("link", { name: `Register for ${title} in your dashboard` }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await expect(eventRow(page, title)).toContainText("Seats free: 1 of 1");
  await eventRow(page, title).getByRole("button", { name: "Register" }).click();
  await expect(eventRow(page, title)).toContainText("Seat confirmed");
  const confirmation = await latestMailTo(request, first, /Your seat/);
  expect(confirmation.subject).toContain(title);
  // The calendar file, and the check-in QR code the mail's HTML shows inline.
  expect(confirmation.attachments.map((file) => file.contentType)).toEqual([expect.stringContaining("text/calendar"), "image/png"]);

  const secondContext = await browser.newContext({ baseURL });
  const secondPage = await secondContext.newPage();
  await signInAs(secondPage, second, password);
  await secondPage.goto("/member-dashboard");
  await expect(eventRow(secondPage, title)).toContainText("Full: registering puts you on the waiting list");
  await eventRow(secondPage, title).getByRole("button", { name: "Register" }).click();
  await expect(eventRow(secondPage, title)).toContainText("Waiting list, place 1");
  await expectNoAxeViolations(secondPage);

  // Giving up a seat asks first, with the safe choice focused.
  await eventRow(page, title).getByRole("button", { name: "Cancel registration" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel your registration?" });
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel registration" }).click();
  await expect(eventRow(page, title)).toContainText("Registration cancelled");
  // Focus goes to what the step left in the row, not to the page.
  await expect(eventRow(page, title).getByRole("button", { name: "Register again" })).toBeFocused();
  expect(consoleErrors).toEqual([]);

  // The seat is offered to the second by mail; its link opens the dashboard on a phone, where the seat is taken.
  const offer = await latestMailTo(request, second, /A seat is free for you/);
  const link = /https?:\/\/\S+\/member-dashboard/.exec(offer.text)?.[0];
  expect(link).toBeTruthy();
  await secondPage.setViewportSize(phone);
  await openAsFromMail(secondPage, new URL(link!).pathname);
  await expect(eventRow(secondPage, title)).toContainText("Seat offered until");
  await expectNoAxeViolations(secondPage);
  await eventRow(secondPage, title).getByRole("button", { name: "Accept the seat" }).click();
  await expect(eventRow(secondPage, title)).toContainText("Seat confirmed");
  await expect(eventRow(secondPage, title).getByRole("button", { name: "Cancel registration" })).toBeVisible();
  await secondContext.close();
});

test("the board turns registration on in the Events tab and cancels a registration, asked first", async ({ page, browser, request, baseURL }) => {
  const title = uniqueTitle("PHTLS course");
  const eventId = await eventTakingRegistrations(browser, baseURL!, title, 5);
  const member = await newMember(request, baseURL!, "reg-board");

  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=events");
  await page.getByRole("button", { name: `Registration ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Registration: ${title}` });
  await expect(dialog.getByText("Nobody has registered yet.")).toBeVisible();
  await expect(dialog.getByLabel("Members register on the website")).toBeChecked();
  await dialog.getByLabel("Seats", { exact: true }).fill("0");
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(dialog.getByText("Enter a number of seats from 1 to 2000, or none for no limit")).toBeVisible();
  await dialog.getByLabel("Seats", { exact: true }).fill("2");
  await dialog.getByLabel("The board approves each registration").check();
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Registration settings saved" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A member registers; the board sees them waiting for approval, and cancels their registration.
  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, member, password);
  const registered = await memberPage.request.post(`/api/events/${eventId}/registration`, { headers: { origin: new URL(baseURL!).origin } });
  expect(registered.status()).toBe(201);
  await memberContext.close();

  await page.reload();
  await page.getByRole("button", { name: `Registration ${title}` }).click();
  const row = dialog.getByRole("listitem").filter({ hasText: member });
  await expect(row).toContainText("Awaiting the board's approval");
  await row.getByRole("button", { name: /^Reject/ }).click();
  const confirm = page.getByRole("dialog", { name: "Reject this registration?" });
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Reject" }).click();
  await expect(row).toContainText("Registration cancelled");
  // The row keeps the focus, though the button that opened the dialog left with the state.
  await expect(row).toBeFocused();
  await expect(dialog.getByText("Seats held: 0 · Waiting: 0")).toBeVisible();

  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);
});

test("a confirmed seat shows its check-in code; once the event is past, My events and the person view show the attendance", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const title = uniqueTitle("Trauma talk");
  const eventId = await eventTakingRegistrations(browser, baseURL!, title, 5);
  const member = await newMember(request, baseURL!, "reg-check-in");
  const headers = { origin: new URL(baseURL!).origin };

  await signInAs(page, member, password);
  expect((await page.request.post(`/api/events/${eventId}/registration`, { headers })).status()).toBe(201);
  await page.goto("/member-dashboard");
  const show = eventRow(page, title).getByRole("button", { name: "Show check-in code" });
  await show.click();
  const dialog = page.getByRole("dialog", { name: "Your check-in code" });
  await expect(dialog).toContainText("the board scans it to check you in");
  const code = dialog.getByRole("img", { name: `Your check-in code for ${title}` });
  await expect(code).toBeVisible();
  // Loaded, not only laid out: the server answers the code for one's own confirmed seat.
  await expect.poll(() => code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(show).toBeFocused();

  // The board moves the event into the past and marks the member there.
  await moveEvent(browser, baseURL!, eventId, title, dayFromToday(-2));
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signInAs(adminPage, e2eAdmin.email, e2eAdmin.password);
  const { registrations } = (await (await adminPage.request.get(`/api/admin/events/${eventId}/registrations`)).json()) as {
    registrations: Array<{ id: string }>;
  };
  const marked = await adminPage.request.put(`/api/admin/events/${eventId}/registrations/${registrations[0]!.id}/attendance`, {
    headers,
    data: { attended: true },
  });
  expect(marked.status(), await marked.text()).toBe(200);

  await page.reload();
  const past = myEvents(page).getByRole("region", { name: "Past events" });
  await expect(past.getByRole("listitem").filter({ hasText: title })).toContainText("Attended");
  await expect(eventRow(page, title)).toHaveCount(0);

  const list = (await (await adminPage.request.get(`/api/admin/members?status=decided&q=${encodeURIComponent(member)}`)).json()) as {
    members: Array<{ id: string }>;
  };
  await adminPage.goto(`/admin-dashboard/members/${list.members[0]!.id}`);
  const row = adminPage.getByRole("region", { name: "Events", exact: true }).getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Seat confirmed");
  await expect(row).toContainText("Attended");
  await adminPage.setViewportSize(phone);
  await expectNoAxeViolations(adminPage);
  await admin.close();
});
