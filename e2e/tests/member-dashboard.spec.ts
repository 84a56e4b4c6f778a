import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

async function openDashboardAs(page: Page, email: string, password: string) {
  await signInAs(page, email, password);
  await page.goto("/member-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Member Dashboard" })).toBeVisible();
}

/** A toast with this title (and text), the newest if the same one was shown before. */
function toast(page: Page, title: string, text?: string) {
  const withTitle = page.locator("[data-sonner-toast]").filter({ hasText: title });
  return (text ? withTitle.filter({ hasText: text }) : withTitle).last();
}

/** The value view mode shows for a field of the profile. */
const shown = (profile: Locator, label: string) => profile.locator(`dt:text-is("${label}") + dd`);

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/**
 * Records in sessionStorage every "Member Dashboard" heading added to the DOM from the document's
 * first parse on, even one removed in the same task: the member layout must decide before rendering.
 */
async function watchForDashboardHeading(page: Page) {
  await page.addInitScript(() => {
    const isHeading = (node: Node) =>
      node instanceof Element && [node, ...Array.from(node.querySelectorAll("h1"))].some((el) => el.tagName === "H1" && el.textContent?.includes("Member Dashboard"));
    new MutationObserver((records) => {
      if (records.some((record) => Array.from(record.addedNodes).some(isHeading))) sessionStorage.setItem("sawDashboard", "yes");
    }).observe(document, { childList: true, subtree: true });
  });
  return async () => page.evaluate(() => sessionStorage.getItem("sawDashboard") === "yes");
}

test("a visitor opening the dashboard lands on the login page without ever seeing the dashboard", async ({ page, consoleErrors }) => {
  const sawDashboard = await watchForDashboardHeading(page);
  await page.goto("/member-dashboard");
  await expect(page).toHaveURL("/auth?next=%2Fmember-dashboard");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  expect(await sawDashboard()).toBe(false);
  // The browser logs the session check's 401 itself; nothing else may go wrong.
  expect(consoleErrors.filter((error) => !error.includes("401 (Unauthorized)"))).toEqual([]);
});

test("a signed-in applicant opening the dashboard sees it", async ({ page, request, baseURL, consoleErrors }) => {
  const email = uniqueEmail("layout");
  await createConfirmedApplicant(request, baseURL!, email, "secret1");
  await signInAs(page, email, "secret1");
  const sawDashboard = await watchForDashboardHeading(page);
  await page.goto("/member-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Member Dashboard" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/member-dashboard$/);
  expect(await sawDashboard()).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("an admin sees the fee, events, profile, password, admin, file share and member cards, and no pending notice", async ({ page, consoleErrors }) => {
  await openDashboardAs(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Membership fee",
    "My events",
    "My Profile",
    "Change Password",
    "Signed-in Devices",
    "Two-Factor Authentication",
    "Passkeys",
    "My Data",
    "Admin Access",
    "File Share",
    "Member Features",
    "Leave the Association",
  ]);
  await expect(page.getByRole("heading", { name: "Pending Approval" })).toHaveCount(0);

  await expect(page.getByRole("region", { name: "Admin Access" }).getByRole("link", { name: "Open Admin Dashboard" })).toHaveAttribute(
    "href",
    "/admin-dashboard",
  );
  await expect(page.getByRole("region", { name: "File Share" }).getByRole("link", { name: "Open File Share" })).toHaveAttribute("href", "/file-share");
  const features = page.getByRole("region", { name: "Member Features" }).getByRole("listitem");
  await expect(features).toHaveCount(1);
  await expect(features.nth(0)).toContainText("Exclusive member pages");
  await expect(shown(page.getByRole("region", { name: "My Profile" }), "Email")).toHaveText(e2eAdmin.email);

  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

/** A fresh applicant (pending), so the test does not depend on what other tests did to a shared account. */
async function openDashboardAsNewApplicant(page: Page, request: APIRequestContext, baseURL: string, prefix: string, password: string) {
  const email = uniqueEmail(prefix);
  await createConfirmedApplicant(request, baseURL, email, password);
  await openDashboardAs(page, email, password);
  return email;
}

test("the profile is edited, saved, reloaded, and restored on cancel", async ({ page, request, baseURL }) => {
  const email = await openDashboardAsNewApplicant(page, request, baseURL!, "profile-edit", "Start-pass1");
  const profile = page.getByRole("region", { name: "My Profile" });
  await expect(shown(profile, "First Name")).toHaveText("Erika");
  await expect(shown(profile, "Job Title")).toHaveText("Not set");
  await expect(shown(profile, "Year of Study")).toHaveText("Not set");

  await profile.getByRole("button", { name: "Edit Profile" }).click();
  await expect(field(profile, "First Name")).toBeFocused();
  await expect(field(profile, "Email")).toBeDisabled();
  await expect(field(profile, "Email")).toHaveValue(email);
  await expect(field(profile, "Email")).toHaveAccessibleDescription("Email cannot be changed");
  await field(profile, "First Name").fill("Ada");
  await field(profile, "Job Title").fill("  Emergency physician  ");
  await field(profile, "Year of Study").fill("4th year");
  await field(profile, "University/Workplace").fill("Universität Bern");
  await profile.getByRole("button", { name: "Save Changes" }).click();

  await expect(toast(page, "Profile updated")).toBeVisible();
  await expect(profile.getByRole("button", { name: "Edit Profile" })).toBeFocused();
  await expect(shown(profile, "First Name")).toHaveText("Ada");
  await expect(shown(profile, "Job Title")).toHaveText("Emergency physician");
  await expect(shown(profile, "Year of Study")).toHaveText("4th year");
  await expect(shown(profile, "University/Workplace")).toHaveText("Universität Bern");

  await page.reload();
  await expect(shown(profile, "Job Title")).toHaveText("Emergency physician");

  // Cancel throws the edits away: view mode and the next edit start from the saved values.
  await profile.getByRole("button", { name: "Edit Profile" }).click();
  await field(profile, "Job Title").fill("Something else");
  await profile.getByRole("button", { name: "Cancel" }).click();
  await expect(shown(profile, "Job Title")).toHaveText("Emergency physician");
  await profile.getByRole("button", { name: "Edit Profile" }).click();
  await expect(field(profile, "Job Title")).toHaveValue("Emergency physician");

  // Emptied fields are stored as unset again.
  await field(profile, "Job Title").fill("");
  await field(profile, "Phone").fill(" ");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated")).toBeVisible();
  await expect(shown(profile, "Job Title")).toHaveText("Not set");
  await expect(shown(profile, "Phone")).toHaveText("Not set");
  await expect(shown(profile, "First Name")).toHaveText("Ada");
});

test("the member chooses the language of their e-mails; it is saved at once and shown after a reload", async ({ page, request, baseURL }) => {
  await openDashboardAsNewApplicant(page, request, baseURL!, "language", "Start-pass1");
  const profile = page.getByRole("region", { name: "My Profile" });
  const language = field(profile, "Language");
  await expect(language).toHaveValue("en");
  await expect(language).toHaveAccessibleDescription("Your e-mails and invoices are written in this language.");
  await expect(language.locator("option")).toHaveText(["English", "Deutsch", "Français", "Italiano"]);
  // Saving keeps the select where it is and focused: choosing is no change of context.
  await language.focus();
  await language.selectOption("de");
  await expect(toast(page, "Language saved")).toBeVisible();
  await expect(language).toBeFocused();
  await expectNoAxeViolations(page);
  // Nothing was chosen with the switcher on this device: after a reload the dashboard speaks the person's language.
  await page.reload();
  await expect(field(page.getByRole("region", { name: "Mein Profil" }), "Sprache")).toHaveValue("de");
});

test("a profile without a first name is not saved, and says why next to the field", async ({ page }) => {
  await openDashboardAs(page, e2eAdmin.email, e2eAdmin.password);
  const profile = page.getByRole("region", { name: "My Profile" });
  await profile.getByRole("button", { name: "Edit Profile" }).click();
  await field(profile, "First Name").fill("   ");
  await field(profile, "Last Name").fill("Admin");
  await profile.getByRole("button", { name: "Save Changes" }).click();

  await expect(toast(page, "Validation Error", "First name and last name are required")).toBeVisible();
  await expect(field(profile, "First Name")).toHaveAttribute("aria-invalid", "true");
  await expect(field(profile, "First Name")).toHaveAccessibleDescription("First name and last name are required");
  await expect(field(profile, "First Name")).toBeFocused();
  await expectNoAxeViolations(page);

  await profile.getByRole("button", { name: "Cancel" }).click();
  await expect(profile.getByRole("button", { name: "Edit Profile" })).toBeVisible();
});

test("the password is changed after every rule is checked; the panel closes on success and on cancel", async ({ page, request, baseURL }) => {
  // A fresh applicant, not the admin: a password change signs out the account's other sessions,
  // which would break tests running in parallel as admin.
  const email = await openDashboardAsNewApplicant(page, request, baseURL!, "password-change", "Start-pass1");

  const card = page.getByRole("region", { name: "Change Password" });
  await expect(field(card, "Current Password")).toHaveCount(0);
  await card.getByRole("button", { name: "Change Password" }).click();
  await expect(field(card, "Current Password")).toBeFocused();
  await expect(field(card, "Current Password")).toHaveAttribute("type", "password");
  await expect(field(card, "Current Password")).toHaveAttribute("autocomplete", "current-password");
  await expect(field(card, "New Password")).toHaveAttribute("autocomplete", "new-password");
  await expect(field(card, "Confirm New Password")).toHaveAttribute("autocomplete", "new-password");
  await expectNoAxeViolations(page);

  const update = card.getByRole("button", { name: "Update Password" });
  const attempts: [current: string, next: string, confirm: string, field: string, message: string][] = [
    ["", "", "", "Current Password", "Please fill in all password fields"],
    ["Start-pass1", "Ab1", "Ab1", "New Password", "Password must be at least 6 characters long"],
    ["Start-pass1", "abcdef1", "abcdef1", "New Password", "Password must contain at least one capital letter"],
    ["Start-pass1", "Abcdefg", "Abcdefg", "New Password", "Password must contain at least one number"],
    ["Start-pass1", "Newpass1", "Newpass2", "Confirm New Password", "Passwords do not match"],
  ];
  for (const [current, next, confirm, label, message] of attempts) {
    await field(card, "Current Password").fill(current);
    await field(card, "New Password").fill(next);
    await field(card, "Confirm New Password").fill(confirm);
    await update.click();
    await expect(toast(page, "Validation Error", message)).toBeVisible();
    await expect(field(card, label)).toHaveAccessibleDescription(new RegExp(message));
  }
  await expectNoAxeViolations(page);

  await field(card, "Current Password").fill("Wrong-pass1");
  await field(card, "Confirm New Password").fill("Newpass1");
  await update.click();
  await expect(toast(page, "Error changing password", "The current password is not correct.")).toBeVisible();
  await expect(field(card, "Current Password")).toHaveAttribute("aria-invalid", "true");

  await field(card, "Current Password").fill("Start-pass1");
  await update.click();
  await expect(toast(page, "Password changed")).toBeVisible();
  await expect(field(card, "Current Password")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Change Password" })).toBeFocused();

  // This session stays signed in; the new password is the one that works now.
  await page.reload();
  await expect(page.getByRole("region", { name: "Change Password" })).toBeVisible();
  const signIn = (password: string) => request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { origin: baseURL! } });
  expect((await signIn("Newpass1")).ok()).toBe(true);
  expect((await signIn("Start-pass1")).status()).toBe(401);

  // Reopened, the fields are empty; Cancel closes and clears.
  await card.getByRole("button", { name: "Change Password" }).click();
  await expect(field(card, "Current Password")).toHaveValue("");
  await field(card, "New Password").fill("Typed-but-cancelled1");
  await card.getByRole("button", { name: "Cancel" }).click();
  await expect(field(card, "New Password")).toHaveCount(0);
  await card.getByRole("button", { name: "Change Password" }).click();
  await expect(field(card, "New Password")).toHaveValue("");
});

test("Logout signs out: the header offers Member Login again and the dashboard sends to the login page", async ({ page }) => {
  await openDashboardAs(page, e2eAdmin.email, e2eAdmin.password);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(nav.getByRole("link", { name: "Member Login" })).toBeVisible();

  await page.goto("/member-dashboard");
  await expect(page).toHaveURL("/auth?next=%2Fmember-dashboard");
});

test("a member sees where they are signed in and signs out a lost device, then every other one", async ({ page, browser, request, baseURL }) => {
  const email = uniqueEmail("devices");
  await createConfirmedApplicant(request, baseURL!, email, "Devices-pass1");
  /** Another browser (a phone, a shared computer) signed in to the same account. */
  const otherDevice = async () => {
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await signInAs(other, email, "Devices-pass1");
    return other;
  };
  const lostPhone = await otherDevice();
  const sharedComputer = await otherDevice();
  const stillSignedIn = async (device: Page) => (await device.request.get("/api/me")).status() === 200;
  await openDashboardAs(page, email, "Devices-pass1");

  const devices = page.getByRole("region", { name: "Signed-in Devices" });
  const rows = devices.getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText("This device");
  await expect(devices.getByText("2 other devices are signed in.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The two others are listed most recently used first; the one signed in first (the lost phone) is last.
  const signOutButtons = devices.getByRole("button", { name: /^Sign out the session signed in on/ });
  await expect(signOutButtons).toHaveCount(2);
  await signOutButtons.last().click();
  await expect(toast(page, "Device signed out")).toBeVisible();
  await expect(rows).toHaveCount(2);
  // The row left: focus goes to the remaining row's button, not to the page's body.
  await expect(signOutButtons.first()).toBeFocused();
  expect(await stillSignedIn(lostPhone)).toBe(false);
  expect(await stillSignedIn(sharedComputer)).toBe(true);

  await devices.getByRole("button", { name: "Sign out all other devices" }).click();
  await expect(toast(page, "Other devices signed out", "One other device has been signed out.")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(devices.getByText("No other device is signed in.")).toBeFocused();
  await expect(devices.getByRole("button", { name: "Sign out all other devices" })).toHaveCount(0);
  expect(await stillSignedIn(sharedComputer)).toBe(false);
  expect(await stillSignedIn(page)).toBe(true);
  await expectNoAxeViolations(page);
  await Promise.all([lostPhone.context().close(), sharedComputer.context().close()]);
});

test.describe("at phone width", () => {
  test.use({ viewport: phone });

  test("the dashboard and its edit form fit the screen", async ({ page }) => {
    await openDashboardAs(page, e2eAdmin.email, e2eAdmin.password);
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByRole("button", { name: "Change Password" }).click();
    const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflows).toBe(false);
    await expectNoAxeViolations(page);
  });
});

test("after Logout, the next person to sign in on the same tab never sees the previous one's data", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("next-user");
  await createConfirmedApplicant(request, baseURL!, email, "secret1");
  await openDashboardAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.evaluate((previous) => {
    const shows = (node: Node) => node.textContent?.includes(previous) ?? false;
    new MutationObserver((records) => {
      if (records.some((record) => Array.from(record.addedNodes).some(shows) || (record.type === "characterData" && shows(record.target)))) {
        document.documentElement.dataset.sawPrevious = "yes";
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, e2eAdmin.email);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pending Approval" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-saw-previous", "yes");
});
