import type { Browser } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { createPaidMember } from "./fee-payment";
import { dayFromToday, eventTakingRegistrations, memberPassword, uniqueTitle } from "./event-registrations";
import { latestMailTo } from "./outbox";
import { signInAs, uniqueEmail } from "./session";

const password = memberPassword;
const screenshots = process.env.E2E_SCREENSHOTS;

/** Signs `email` in, in a context of its own, and calls `path` as that person with `data`; answers the status. */
async function postAs(browser: Browser, baseURL: string, email: string, secret: string, path: string, data: unknown) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, email, secret);
  const response = await page.request.post(path, { headers: { origin: new URL(baseURL).origin }, data });
  const body = { status: response.status(), json: response.ok() ? await response.json().catch(() => null) : await response.text() };
  await context.close();
  return body;
}

test("the board cancels an event through a dialog that says whom it tells, and /events shows it cancelled", async ({ page, browser, request, baseURL }) => {
  const title = uniqueTitle("Suturing night");
  // A night across midnight with one seat: one person registered and one waiting.
  const id = await eventTakingRegistrations(browser, baseURL!, title, 1, {
    membersOnly: false,
    startTime: "22:00",
    endTime: "02:00",
    endDate: dayFromToday(15),
  });
  const people = [uniqueEmail("cancel-seated"), uniqueEmail("cancel-waiting")];
  for (const email of people) {
    await createPaidMember(request, baseURL!, email, password);
    expect((await postAs(browser, baseURL!, email, password, `/api/events/${id}/registration`, {})).status).toBe(201);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=events");
  const item = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(item.getByText("–")).toContainText(/10pm – .*, 2am/);
  const cancelButton = item.getByRole("button", { name: `Cancel event ${title}` });
  await cancelButton.click();
  const dialog = page.getByRole("dialog", { name: "Cancel event?" });
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText("registered (1) and waiting (1)");
  // Cannot be undone: the safe choice has the focus, so Enter keeps the event (below).
  await expect(dialog.getByRole("button", { name: "Keep event" })).toBeFocused();
  await expectNoAxeViolations(page);
  if (screenshots) await page.screenshot({ path: `${screenshots}/cancel-dialog-1280.png` });
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(cancelButton).toBeFocused();
  await expect(item.getByText("Cancelled", { exact: true })).toHaveCount(0);

  // In German on a phone; kept again, then cancelled in English.
  await page.setViewportSize(phone);
  await page.goto("/de/admin-dashboard?tab=events");
  const germanItem = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await germanItem.getByRole("button", { name: `Veranstaltung absagen ${title}` }).click();
  const germanDialog = page.getByRole("dialog", { name: "Veranstaltung absagen?" });
  await expect(germanDialog).toContainText("Angemeldeten (1) und Wartenden (1)");
  await expect(germanDialog.getByRole("button", { name: "Veranstaltung behalten" })).toBeFocused();
  await expectNoAxeViolations(page);
  if (screenshots) await page.screenshot({ path: `${screenshots}/cancel-dialog-de-360.png` });
  await germanDialog.getByRole("button", { name: "Veranstaltung behalten" }).click();
  await expect(germanDialog).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin-dashboard?tab=events");
  await cancelButton.click();
  await dialog.getByRole("button", { name: "Cancel event", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(cancelButton).toHaveCount(0);
  // The button that opened the dialog went with the action: focus goes to New event, not to the page's start.
  await expect(page.getByRole("button", { name: "New event" })).toBeFocused();
  for (const email of people) expect((await latestMailTo(request, email)).subject).toContain(`Event cancelled: ${title}`);

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.setViewportSize(phone);
  await visitorPage.goto("/de/events");
  const listed = visitorPage.getByRole("article").filter({ has: visitorPage.getByRole("heading", { name: title, exact: true }) });
  await expect(listed.getByText("Abgesagt", { exact: true })).toBeVisible();
  await expect(listed.getByText("Diese Veranstaltung wurde abgesagt.")).toBeVisible();
  await expect(listed.getByRole("link", { name: /Anmelden|anmelden/ })).toHaveCount(0);
  await listed.scrollIntoViewIfNeeded();
  if (screenshots) await visitorPage.screenshot({ path: `${screenshots}/cancelled-de-360.png` });
  await visitorPage.setViewportSize({ width: 1280, height: 800 });
  await visitorPage.goto("/events");
  await listed.scrollIntoViewIfNeeded();
  await expect(listed.getByText("Cancelled", { exact: true })).toBeVisible();
  if (screenshots) await visitorPage.screenshot({ path: `${screenshots}/cancelled-en-1280.png` });
  await visitor.close();
});
