import { scanPng } from "../../apps/server/src/testing/qr-scan";
import { e2eAdmin } from "../playwright.config";
import { dayFromToday, eventTakingRegistrations, memberPassword, moveEvent, newMember, uniqueTitle } from "./event-registrations";
import { expect, expectNoAxeViolations, openAsFromMail, phone, test } from "./fixtures";
import { latestMailTo } from "./outbox";
import { signInAs } from "./session";

test("the board's phone checks a member in by the QR code of their confirmation, and the member sees it on the dashboard", async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  const title = uniqueTitle("ACLS course");
  const eventId = await eventTakingRegistrations(browser, baseURL!, title, 2);
  const member = await newMember(request, baseURL!, "check-in");
  await signInAs(page, member, memberPassword);
  await page.goto("/member-dashboard");
  const row = page.getByRole("region", { name: "My events" }).getByRole("listitem").filter({ hasText: title });
  await row.getByRole("button", { name: "Register" }).click();
  await expect(row).toContainText("Seat confirmed");

  // The code in the confirmation mail, read as the phone's camera reads it.
  const confirmation = await latestMailTo(request, member, /Your seat/);
  const code = confirmation.attachments.find((file) => file.contentType === "image/png")!;
  expect(confirmation.html).toContain(`cid:${code.filename}`);
  const scanned = new URL(scanPng(await (await request.get(code.url)).body())!);
  expect(scanned.pathname).toMatch(/^\/admin-dashboard\/check-in\/[0-9a-f-]{36}$/);

  // The course's day: the board's phone opens the code's address as a fresh page load, signing in on the way.
  await moveEvent(browser, baseURL!, eventId, title, dayFromToday(0));
  const board = await browser.newContext({ baseURL, viewport: phone });
  const door = await board.newPage();
  await signInAs(door, e2eAdmin.email, e2eAdmin.password);
  await openAsFromMail(door, scanned.pathname);
  await expect(door.getByRole("heading", { name: "Check-in", level: 1 })).toBeVisible();
  await expect(door.getByText(member)).toBeVisible();
  await expect(door.getByText(title)).toBeVisible();
  await expectNoAxeViolations(door);
  await door.getByRole("button", { name: "Check in" }).click();
  await expect(door.getByRole("status")).toContainText("Checked in at");
  await expect(door.getByRole("button", { name: "Check in" })).toHaveCount(0);
  await expectNoAxeViolations(door);
  // The page fits the phone: nothing scrolls sideways.
  expect(await door.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

  // A code that names nobody says so.
  await openAsFromMail(door, "/admin-dashboard/check-in/00000000-0000-4000-8000-000000000000");
  await expect(door.getByRole("alert")).toContainText("This check-in code is not valid");
  await expectNoAxeViolations(door);
  await board.close();

  // After the course, the member's dashboard says they attended.
  await moveEvent(browser, baseURL!, eventId, title, dayFromToday(-1));
  await page.goto("/member-dashboard");
  await expect(page.getByRole("region", { name: "My events" })).toContainText(title);
  await expect(page.getByRole("region", { name: "My events" }).getByText("Attended")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
