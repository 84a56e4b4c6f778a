import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { latestMailTo } from "./outbox";
import { createConfirmedApplicant, postFromOwnAddress, signInAs, uniqueEmail } from "./session";

const password = "secret1";

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title }).last();

/** The person's id, as the member table's link carries it. */
async function idOf(page: Page, email: string, status: "pending" | "decided" = "pending") {
  const list = (await (await page.request.get(`/api/admin/members?status=${status}&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> };
  return list.members[0]!.id;
}

/** Signs the admin in, then opens the person by a fresh page load, as a link from a mail or a bookmark would. */
async function openPerson(page: Page, email: string, status: "pending" | "decided" = "pending") {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const id = await idOf(page, email, status);
  await page.goto(`/admin-dashboard/members/${id}`);
  return id;
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Checks axe on what is on screen now at 1280 px and at 360 px. */
async function axeAtBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a fresh load of a person shows every field; a correction is refused with the form's message, then saved", async ({ page, request, baseURL }) => {
  // Axe four times over a long page.
  test.slow();
  const email = uniqueEmail("person-view");
  const lastName = `Personview${Date.now().toString(36)}`;
  await createConfirmedApplicant(request, baseURL!, email, password, { lastName, studentType: "student", yearOfCompletion: 2031 });
  await openPerson(page, email);

  await expect(page.getByRole("heading", { level: 1, name: `Erika ${lastName}` })).toBeVisible();
  const profile = region(page, "Profile");
  for (const text of ["Erika", lastName, email, "044 000 00 00"]) await expect(profile.getByText(text, { exact: true })).toBeVisible();
  await expect(profile.getByText("Not set").first()).toBeVisible();
  const application = region(page, "Application");
  for (const text of ["Nursing", "Student", "2031", "Bern"]) await expect(application.getByText(text, { exact: true })).toBeVisible();
  const account = region(page, "Account");
  await expect(account.getByText("pending", { exact: true }).first()).toBeVisible();
  await expect(account.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(account.getByText("Not invited: applied through the membership form")).toBeVisible();
  await expect(account.getByText("Not subscribed")).toBeVisible();
  await expect(region(page, "Membership fees").getByText("No invoices yet.")).toBeVisible();
  await expect(region(page, "Events").getByText("No registrations for events.")).toBeVisible();
  const history = region(page, "Membership history");
  await expect(history.getByText("Applied through the membership form")).toBeVisible();
  await expect(history.getByText("Confirmed the e-mail address")).toBeVisible();
  await axeAtBothWidths(page);

  await profile.getByRole("button", { name: "Correct Profile" }).click();
  const firstName = profile.getByRole("textbox", { name: /First Name/ });
  await expect(firstName).toBeFocused();
  await expect(profile.getByText("Email cannot be changed here: a new address must be confirmed by its owner.")).toBeVisible();
  await firstName.fill("");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expect(profile.getByText("First name and last name are required")).toBeVisible();
  await expect(toast(page, "Validation Error")).toBeVisible();
  await expect(firstName).toBeFocused();
  await axeAtBothWidths(page);
  await firstName.fill("Testina");
  await profile.getByRole("textbox", { name: "Job Title" }).fill("Test job");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Testina ${lastName}` })).toBeVisible();
  await expect(profile.getByRole("button", { name: "Correct Profile" })).toBeFocused();
  // The log names the fields, never the values typed.
  const log = page.getByRole("region", { name: /^Audit log entries about/ });
  await expect(log.getByText(/corrected the profile of Testina .*\(first name, job title\)/)).toBeVisible();
});

test("approve again after a rejection, each decision asking first with Cancel focused; the approval mail goes out", async ({ page, request, baseURL }) => {
  test.slow();
  const email = uniqueEmail("reapprove");
  const lastName = `Reapproved${Date.now().toString(36)}`;
  await createConfirmedApplicant(request, baseURL!, email, password, { lastName });
  await openPerson(page, email);
  const actions = region(page, "Actions");

  await actions.getByRole("button", { name: "Reject" }).click();
  const reject = page.getByRole("dialog", { name: `Reject Erika ${lastName}?` });
  await expect(reject).toContainText(email);
  await expect(reject).toContainText('the e-mail "Your membership application"');
  await expect(reject.getByRole("button", { name: "Cancel" })).toBeFocused();
  await axeAtBothWidths(page);
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Member rejected")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Actions" })).toBeFocused();
  await expect(region(page, "Membership history").getByText("Rejected by")).toBeVisible();

  await actions.getByRole("button", { name: "Approve Again" }).click();
  const approve = page.getByRole("dialog", { name: `Approve Erika ${lastName} after all?` });
  await expect(approve).toContainText(`Erika ${lastName} (${email}) was rejected.`);
  await expect(approve).toContainText('"Your membership has been approved" and the invoice for the annual fee');
  await expect(approve.getByRole("button", { name: "Cancel" })).toBeFocused();
  await axeAtBothWidths(page);
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Member approved")).toContainText("The invoice for the annual fee has been e-mailed.");
  await expect(page.getByRole("heading", { name: "Actions" })).toBeFocused();
  await expect(region(page, "Account").getByText("approved", { exact: true })).toBeVisible();
  await expect(region(page, "Membership history").getByText(/Approved again after the rejection by/)).toBeVisible();
  await expect(region(page, "Membership fees").getByRole("row")).toHaveCount(2);

  await latestMailTo(request, email, /^Your membership has been approved/);
  await latestMailTo(request, email, /invoice/i);
});

test("resend the confirmation to an applicant who has not confirmed the address", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("unconfirmed");
  const applied = await postFromOwnAddress(new URL("/api/membership-applications", baseURL), {
    firstName: "Testa",
    lastName: `Unconfirmed${Date.now().toString(36)}`,
    field: "medicine",
    studentType: "resident",
    placeOfStudy: "Test University",
    email,
    phone: "044 000 00 00",
    password,
  });
  expect(applied.status, applied.body).toBe(201);
  await openPerson(page, email);
  await expect(region(page, "Account").getByText("Not confirmed yet")).toBeVisible();
  await region(page, "Actions").getByRole("button", { name: "Send the Confirmation E-mail Again" }).click();
  await expect(toast(page, "Confirmation e-mail sent")).toContainText(email);
  const mails = (await (await request.get("/api/dev/outbox")).json()) as Array<{ to: string; subject: string }>;
  expect(mails.filter((mail) => mail.to === email && mail.subject.startsWith("Please confirm your e-mail address"))).toHaveLength(2);
});

test("remove asks first with Cancel focused, goes back to the list, and the person's page then says not found", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("remove-person");
  const lastName = `Removed${Date.now().toString(36)}`;
  await createConfirmedApplicant(request, baseURL!, email, password, { lastName });
  const id = await openPerson(page, email);
  const remove = region(page, "Actions").getByRole("button", { name: "Remove Member" });

  await remove.click();
  const dialog = page.getByRole("dialog", { name: `Remove Erika ${lastName}?` });
  await expect(dialog).toContainText(`Erika ${lastName} (${email}) will be deleted completely`);
  await expect(dialog).toContainText("No e-mail goes out.");
  const cancel = dialog.getByRole("button", { name: "Cancel" });
  await expect(cancel).toBeFocused();
  await axeAtBothWidths(page);
  // Enter on the focused Cancel keeps the person.
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();

  await remove.click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove Member" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?tab=members$/);
  await expect(toast(page, "Member removed")).toBeVisible();

  await page.goto(`/admin-dashboard/members/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Member not found" })).toBeVisible();
  await axeAtBothWidths(page);
});

test("a person's page under /de/ is German from the first byte: lang, header and Loading before any script (issue 26)", async ({ page, browser, request, baseURL, consoleErrors }) => {
  const email = uniqueEmail("person-de");
  await createConfirmedApplicant(request, baseURL!, email, password);
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const address = `/de/admin-dashboard/members/${await idOf(page, email)}`;

  // The HTML the server sends for a fresh load: the German shell, nothing English in it to flash.
  const served = await request.get(address);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="de"/i);
  expect(html).toContain("Wird geladen…");
  expect(html).toContain("Mitglieder-Login");
  for (const english of ["Loading…", "This page needs JavaScript", "Member Login", "Skip to content"]) expect(html).not.toContain(english);

  // As a browser without JavaScript shows it: German, title and language too.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  expect((await still.goto(address))?.status()).toBe(200);
  await expect(still.locator("html")).toHaveAttribute("lang", "de");
  await expect(still).toHaveTitle("Swiss Student Association for Emergency Medicine");
  await expect(still.getByRole("heading", { level: 1 })).toHaveText("Diese Seite braucht JavaScript");
  await expect(still.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  await context.close();

  // With JavaScript, the admin's person page in German at that address, hydrated without an error.
  await page.goto(address);
  await expect(page.getByRole("link", { name: "Zurück zu allen Mitgliedern" })).toHaveAttribute("href", "/de/admin-dashboard?tab=members");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByText(email).first()).toBeVisible();
  // The member table under /de links to the person's German address.
  await page.goto(`/de/admin-dashboard?tab=members&status=all&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("tabpanel").locator(`a[href="${address}"]`)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a visitor, and a signed-in applicant, who open a person's page are sent away before it renders", async ({ page, request, baseURL }) => {
  const address = "/admin-dashboard/members/00000000-0000-4000-8000-000000000000";
  await page.goto(address);
  await expect(page).toHaveURL(/\/auth/);
  const email = uniqueEmail("not-admin");
  await createConfirmedApplicant(request, baseURL!, email, password);
  await signInAs(page, email, password);
  await page.goto(address);
  // /auth sends a signed-in user on to their dashboard (ADR 010).
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await expect(page.getByRole("heading", { name: "Member not found" })).toHaveCount(0);
});
