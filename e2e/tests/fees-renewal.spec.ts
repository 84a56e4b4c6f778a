import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { latestMailTo, uniqueEmail } from "./outbox";
import { createConfirmedApplicant, signInAs } from "./session";

// Renewal and reminders (issue 23, ADR 019). Serial: the renewal counts every active member, and the
// reminder test makes one; run in parallel they would change each other's numbers.
test.describe.configure({ mode: "serial" });

const screenshots = process.env.E2E_SCREENSHOTS;
/** At 390 and 1280 px, when E2E_SCREENSHOTS names a folder: the screens this feature adds, to look at. */
async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${screenshots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const origin = (baseURL: string) => ({ origin: new URL(baseURL).origin });
const nextYear = new Date().getFullYear() + 1;

test("an admin renews next year's memberships after a preview, watches the progress, and a second run creates nothing", async ({ page, baseURL }) => {
  // Two renewals with their previews and progress: 24 s on a quiet machine, over 30 s on a loaded one.
  test.slow();
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  // Two members imported without an invoice: active, and not billed for next year yet.
  const imported = [uniqueEmail("renewal-a"), uniqueEmail("renewal-b")];
  const members = imported.map((email, index) => ({ email, firstName: "Renewal", lastName: `Member ${index}`, field: "Medicine", studentType: "Student", yearOfCompletion: String(nextYear + 1), placeOfStudy: "Bern" }));
  const response = await page.request.post("/api/admin/members/import", { headers: origin(baseURL!), data: { members } });
  expect(response.ok(), await response.text()).toBe(true);

  // The import's option, unticked by default.
  await page.goto("/admin-dashboard?tab=import");
  await expect(page.getByLabel("Send this year’s invoice")).not.toBeChecked();
  await shoot(page, "import-invoice-option");

  await page.goto("/admin-dashboard?tab=fees");
  // The renewal card of the Fees tab (the list above has its own status lines).
  const renewal = page.locator("[data-slot=renewal]");
  await expect(renewal.getByRole("heading", { name: "Renewal" })).toBeVisible();
  // The year offered first depends on the day (the next test); this one renews the next year.
  await renewal.getByLabel("Membership year").selectOption(String(nextYear));
  await expectNoAxeViolations(page);
  await shoot(page, "renewal");

  const open = renewal.getByRole("button", { name: "Renew memberships…" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: `Renew memberships for ${nextYear}?` });
  await expect(dialog).toContainText(/This issues \d+ invoices? for the membership year \d{4}, CHF \d+\.\d{2} in total/);
  // Cancel has the focus: Enter does not bill anyone by accident.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await shoot(page, "renewal-preview");
  const planned = Number((await dialog.textContent())!.match(/This issues (\d+) invoice/)![1]);
  expect(planned).toBeGreaterThanOrEqual(2);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole("button", { name: /^Issue \d+ invoices?$/ }).click();
  const status = renewal.getByRole("status");
  await expect(status).toHaveText(`Renewal for ${nextYear} finished: ${planned} invoices issued. They are e-mailed at the pace the mail provider accepts; members who have not confirmed their address yet get theirs once they do.`);
  await expectNoAxeViolations(page);
  await shoot(page, "renewal-done");

  // The imported members have not confirmed their addresses: billed, and mailed once they do.
  const invoices = (await (await page.request.get(`/api/admin/fees/renewals/${nextYear}`)).json()) as { created: number };
  expect(invoices.created).toBe(planned);

  // A second run: the preview says nothing is left, and the result that nothing new was made.
  await open.click();
  await expect(dialog).toContainText(`Every active member already has an invoice for ${nextYear}. Renewing now issues none.`);
  await expectNoAxeViolations(page);
  await shoot(page, "renewal-nothing-left");
  await dialog.getByRole("button", { name: "Renew anyway" }).click();
  await expect(status).toHaveText(`Renewal for ${nextYear} finished: no new invoices. Every active member already had one for ${nextYear}.`);
  await expectNoAxeViolations(page);
});

test("a reminder goes out when the clock is moved 30 days on, with the invoice's PDF in the dev mailbox", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("reminder");
  await createConfirmedApplicant(request, baseURL!, email, "Reminder-pass1", { lastName: "Reminder", studentType: "student", yearOfCompletion: nextYear + 1 });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const list = (await (await page.request.get(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> };
  expect((await page.request.post(`/api/admin/members/${list.members[0]!.id}/approve`, { headers: origin(baseURL!) })).ok()).toBe(true);
  const invoice = await latestMailTo(page.request, email, /^Invoice \d{4}-\d{6}: membership fee/);
  const number = invoice.subject.match(/^Invoice (\d{4}-\d{6})/)![1]!;

  // Nothing is due yet; 31 days on, the first reminder.
  const today = new Date();
  const run = async (daysOn: number) => {
    const moment = new Date(today.getTime() + daysOn * 24 * 60 * 60_000).toISOString();
    const answer = await page.request.post("/api/dev/housekeeping", { headers: origin(baseURL!), data: { now: moment } });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { firstReminders: number };
  };
  await run(1);
  await run(31);
  const reminder = await latestMailTo(page.request, email, /^Reminder: invoice/);
  expect(reminder.subject).toContain(`Reminder: invoice ${number}`);
  expect(reminder.text).toContain("CHF 10.00 is still open");

  await page.goto("/dev/mailbox");
  const mail = page.getByRole("article").filter({ hasText: `Reminder: invoice ${number}` });
  const pdf = mail.getByRole("link", { name: `invoice-${number}.pdf` });
  await expect(pdf).toBeVisible();
  const download = await page.request.get((await pdf.getAttribute("href"))!);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoAxeViolations(page);
  await mail.scrollIntoViewIfNeeded();
  await shoot(page, "reminder-mailbox");
});

test("after the second reminder the invoice is overdue, and an admin ends the membership after a preview that names what it touches", async ({ page, request, baseURL }) => {
  test.slow();
  const email = uniqueEmail("overdue");
  await createConfirmedApplicant(request, baseURL!, email, "Overdue-pass1", { lastName: "Overdue", studentType: "student", yearOfCompletion: nextYear + 1 });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const pending = (await (await page.request.get(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> };
  expect((await page.request.post(`/api/admin/members/${pending.members[0]!.id}/approve`, { headers: origin(baseURL!) })).ok()).toBe(true);
  const number = (await latestMailTo(page.request, email, /^Invoice \d{4}-\d{6}: membership fee/)).subject.match(/^Invoice (\d{4}-\d{6})/)![1]!;
  for (const daysOn of [31, 61]) {
    const moment = new Date(Date.now() + daysOn * 24 * 60 * 60_000).toISOString();
    expect((await page.request.post("/api/dev/housekeeping", { headers: origin(baseURL!), data: { now: moment } })).ok()).toBe(true);
  }

  await page.goto("/admin-dashboard?tab=fees");
  await page.getByLabel("State").selectOption("overdue");
  await page.getByLabel("Search name, e-mail, number or reference").fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Overdue");
  const end = row.getByRole("button", { name: "End membership" });
  await end.click();

  const dialog = page.getByRole("dialog", { name: /^End the membership of .+ Overdue\?$/ });
  await expect(dialog).toContainText(email);
  await expect(dialog.getByRole("list", { name: "Invoices cancelled" })).toContainText(`${number} (`);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await shoot(page, "end-membership-dialog");

  // Cancel changes nothing and gives focus back; then it is done with a reason.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(end).toBeFocused();
  await end.click();
  await dialog.getByRole("button", { name: "End membership" }).click();
  await expect(dialog.getByText("Please give a reason")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Fee unpaid after two reminders");
  await dialog.getByRole("button", { name: "End membership" }).click();
  await expect(page.getByText("Membership ended").first()).toBeVisible();
  const rejected = (await (await page.request.get(`/api/admin/members?status=rejected&q=${encodeURIComponent(email)}`)).json()) as { total: number };
  expect(rejected.total).toBe(1);
});

// Issue 27: here, in this serial file, because the member it approves would otherwise change the renewal's count.
test("a member resigns at the end of the year; once the clock passes it, the account is gone and the invoice is kept", async ({ page, request, baseURL }) => {
  test.slow();
  const email = uniqueEmail("resigning");
  await createConfirmedApplicant(request, baseURL!, email, "Resign-pass1", { lastName: "Resigning", studentType: "student", yearOfCompletion: nextYear + 1 });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const pending = (await (await page.request.get(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> };
  const memberId = pending.members[0]!.id;
  expect((await page.request.post(`/api/admin/members/${memberId}/approve`, { headers: origin(baseURL!) })).ok()).toBe(true);
  const number = (await latestMailTo(page.request, email, /^Invoice \d{4}-\d{6}: membership fee/)).subject.match(/^Invoice (\d{4}-\d{6})/)![1]!;

  await signInAs(page, email, "Resign-pass1");
  await page.goto("/member-dashboard");
  const card = page.getByRole("region", { name: "Leave the Association" });
  const resignButton = card.getByRole("button", { name: "Resign…" });
  await resignButton.click();
  const dialog = page.getByRole("dialog", { name: "Resign from the association?" });
  // Asks first: Cancel has the focus, the open invoice is named, leaving at the year's end is the default.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  const openInvoices = dialog.getByRole("region", { name: "Open invoices" });
  await expect(openInvoices).toContainText(`Invoice ${number}`);
  const lastDay = `31.12.${nextYear - 1}`;
  // Approved from October on, the first bill is for next year (ADR 019): not owed by someone leaving this year.
  await expect(openInvoices).toContainText(
    number.startsWith(String(nextYear)) ? "they are cancelled when you resign" : `Please pay before ${lastDay}`,
  );
  await expect(dialog.getByRole("radio", { name: new RegExp(`At the end of the membership year, ${lastDay}`) })).toBeChecked();
  await expectNoAxeViolations(page);
  await shoot(page, "resign-dialog");

  await dialog.getByLabel("Password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Resign", exact: true }).click();
  await expect(dialog.getByText("The current password is not correct.")).toBeVisible();
  await dialog.getByLabel("Password").fill("Resign-pass1");
  await dialog.getByRole("button", { name: "Resign", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`You have resigned. Your membership ends on ${lastDay}`);
  await expect(card.getByRole("button", { name: "Withdraw resignation" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "resigned");
  const confirmation = await latestMailTo(page.request, email, /^Your resignation/);
  expect(confirmation.text).toContain(`Your membership ends on ${lastDay}`);

  // The last day is still a day of membership; the day after, housekeeping deletes the account.
  const housekeepingOn = async (day: string) =>
    expect((await request.post("/api/dev/housekeeping", { headers: origin(baseURL!), data: { now: `${day}T11:00:00Z` } })).ok()).toBe(true);
  await housekeepingOn(`${nextYear - 1}-12-31`);
  expect((await page.request.get("/api/me")).status()).toBe(200);
  await housekeepingOn(`${nextYear}-01-01`);
  expect((await page.request.get("/api/me")).status()).toBe(401);
  await page.goto("/member-dashboard");
  await expect(page).toHaveURL("/auth?next=%2Fmember-dashboard");

  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  expect((await page.request.get(`/api/admin/members/${memberId}`)).status()).toBe(404);
  // Kept for the books, under the name as billed, without the address; closed unpaid.
  const kept = (await (await page.request.get(`/api/admin/fees/invoices?q=${number}`)).json()) as { invoices: unknown[] };
  expect(kept.invoices).toEqual([expect.objectContaining({ number, state: "cancelled", userId: null, billedEmail: null, billedName: "Erika Resigning" })]);
});

test("the renewal offers the year approvals are billed for, and warns before renewing a year that is nearly over", async ({ page }) => {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const renewal = page.locator("[data-slot=renewal]");
  const year = renewal.getByLabel("Membership year");
  const warning = renewal.getByRole("note");
  // In March, approvals are billed for this year: the renewal offers it, without a warning.
  await page.clock.setFixedTime(new Date("2031-03-10T10:00:00+01:00"));
  await page.goto("/admin-dashboard?tab=fees");
  await expect(year).toHaveValue("2031");
  await expect(warning).toHaveCount(0);
  // In December, approvals since 1 October are billed for the next year: offered first; this year warns.
  await page.clock.setFixedTime(new Date("2031-12-05T10:00:00+01:00"));
  await page.goto("/admin-dashboard?tab=fees");
  await expect(year).toHaveValue("2032");
  await expect(warning).toHaveCount(0);
  await year.selectOption("2031");
  await expect(warning).toHaveText("Since 1 October, new members are billed for 2032. 2031 is nearly over: renew for 2032, unless you mean to bill 2031 late.");
  await expectNoAxeViolations(page);
  // German, on a phone: the longest language at the narrowest width.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/de/admin-dashboard?tab=fees");
  await renewal.getByLabel("Mitgliedschaftsjahr").selectOption("2031");
  await expect(renewal.getByRole("note")).toContainText("2031 ist fast vorbei");
  await renewal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("renewal-late-year-de-360.png") });
});
