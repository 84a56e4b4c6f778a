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

  // The course's day: the board's phone opens the code's address as a fresh page load, signing in on the way back to it.
  await moveEvent(browser, baseURL!, eventId, title, dayFromToday(0));
  const board = await browser.newContext({ baseURL, viewport: phone });
  const door = await board.newPage();
  await openAsFromMail(door, scanned.pathname);
  await expect(door).toHaveURL(`/auth?next=${encodeURIComponent(scanned.pathname)}`);
  await door.getByLabel("Email").fill(e2eAdmin.email);
  await door.getByLabel("Password").fill(e2eAdmin.password);
  await door.getByRole("button", { name: "Login" }).click();
  await expect(door).toHaveURL(scanned.pathname);
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

test("at the door the board's phone finds a person by a few letters and marks them attended; the board writes to everyone waiting, asked first", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const title = uniqueTitle("BLS refresher");
  const eventId = await eventTakingRegistrations(browser, baseURL!, title, 1);
  const [holder, waiting] = [await newMember(request, baseURL!, "door-holder"), await newMember(request, baseURL!, "door-waiting")];
  for (const member of [holder, waiting]) {
    const context = await browser.newContext({ baseURL });
    const memberPage = await context.newPage();
    await signInAs(memberPage, member, memberPassword);
    expect((await memberPage.request.post(`/api/events/${eventId}/registration`, { headers: { origin: new URL(baseURL!).origin } })).status()).toBe(201);
    await context.close();
  }
  await moveEvent(browser, baseURL!, eventId, title, dayFromToday(0));

  // The door: from the event's registrations to the check-in list, on a phone.
  await page.setViewportSize(phone);
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=events");
  await page.getByRole("button", { name: `Registration ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Registration: ${title}` });
  await dialog.getByRole("link", { name: "Open the check-in list" }).click();
  await expect(page.getByRole("heading", { name: "Check-in list", level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Checked in: 0 of 1");
  await expectNoAxeViolations(page);
  await page.getByLabel("Search by name or e-mail").fill(holder.slice(0, 11));
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
  const attendance = page.getByRole("group", { name: /^Attendance of / });
  await attendance.getByRole("button", { name: "Attended" }).click();
  await expect(attendance.getByRole("button", { name: "Attended" })).toHaveAttribute("aria-pressed", "true");
  await expect(attendance).toContainText("Checked in at");
  await expect(page.getByRole("status")).toHaveText("Checked in: 1 of 1");
  await page.getByLabel("Search by name or e-mail").fill("nobody-at-all");
  await expect(page.getByText("Nobody matches this search.")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

  // The board's list in the Events tab: those waiting, alone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin-dashboard?tab=events");
  await page.getByRole("button", { name: `Registration ${title}` }).click();
  await dialog.getByLabel("Show").selectOption({ label: "On the waiting list" });
  await expect(dialog.getByRole("listitem")).toHaveCount(1);
  await expect(dialog.getByRole("listitem")).toContainText(waiting);

  // The list as a file, for Swiss Excel.
  const download = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe("registrations.csv");

  // A mail to everyone waiting: previewed, then sent after the question, which names how many it goes to.
  await dialog.getByLabel("Everyone waiting (1)").check();
  await dialog.getByLabel("Subject").fill("Seats may still free up");
  await dialog.getByLabel("Text").fill("Dear all,\n\nkeep an eye on your inbox.");
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByRole("region", { name: "E-mail text" })).toContainText("keep an eye on your inbox.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Send to 1 person" }).click();
  const ask = page.getByRole("dialog", { name: "Send the e-mail to 1 person?" });
  await expect(ask.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await ask.getByRole("button", { name: "Send to 1 person" }).click();
  const sent = await latestMailTo(request, waiting, /Seats may still free up/);
  expect(sent.text).toContain("because you are on the waiting list for");
});
