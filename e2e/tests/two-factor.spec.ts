import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eAdmin } from "../playwright.config";
import { latestMailTo } from "./outbox";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";
import { codeFor, enrolInCard } from "./two-factor-card";


async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("a member enrols in TOTP, signs out and back in with a code; a recovery code works once", async ({ page, request, baseURL, consoleErrors }) => {
  // Four sign-ins and six axe runs.
  test.slow();
  const email = uniqueEmail("totp");
  const password = "Totp-pass1";
  await createConfirmedApplicant(request, baseURL!, email, password);
  await signInWithPassword(page, email, password);
  await expect(page.getByRole("heading", { name: "Member Dashboard" })).toBeVisible();

  const card = page.getByRole("region", { name: "Two-Factor Authentication" });
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "Set Up Two-Factor Authentication" }).click();
  await expect(card.getByLabel("Current Password")).toBeFocused();
  await expectNoAxeViolations(page);
  await card.getByLabel("Current Password").fill(password);
  await card.getByRole("button", { name: "Continue" }).click();

  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await card.getByTestId("totp-secret").textContent())!;
  await expectNoAxeViolations(page);
  await card.getByLabel("Code from the app").fill(await codeFor(key));
  await card.getByRole("button", { name: "Turn On" }).click();

  const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await expect(card.getByText("Save your recovery codes now: they are shown only this once.")).toBeFocused();
  await expect(card.getByRole("link", { name: "Download" })).toHaveAttribute("download", "recovery-codes.txt");
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "Done" }).click();
  await expect(card.getByText("On", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Turn Off Two-Factor Authentication" })).toBeFocused();

  // Out, and in again: the password alone opens nothing, the code from the app does.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await signInWithPassword(page, email, password);
  const codeField = page.getByLabel("Authentication code");
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  expect((await page.request.get("/api/me")).status()).toBe(401);
  await expectNoAxeViolations(page);

  await codeField.fill("12345");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Please enter the 6-digit code from your authenticator app").first()).toBeVisible();
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  // The toast comes after the field's error: its library loads with the page's first toast.
  await expect(page.getByText("Login failed")).toBeVisible();
  await expectNoAxeViolations(page);

  await codeField.fill(await codeFor(key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Member Dashboard" })).toBeVisible();

  // A recovery code instead of the app: it works once.
  for (const attempt of ["first", "second"] as const) {
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth/);
    await signInWithPassword(page, email, password);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    const recoveryField = page.getByLabel("Recovery code");
    await expect(recoveryField).toBeFocused();
    if (attempt === "first") await expectNoAxeViolations(page);
    await recoveryField.fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    if (attempt === "second") break;
    await expect(page.getByRole("heading", { name: "Member Dashboard" })).toBeVisible();
  }
  await expect(page.getByText("This recovery code is not correct or has been used already.").first()).toBeVisible();
  await expect(page.getByLabel("Recovery code")).toHaveAttribute("aria-invalid", "true");
  expect((await page.request.get("/api/me")).status()).toBe(401);
  // Expected refusals of the wrong codes above, logged by the browser as failed requests.
  expect(consoleErrors.filter((message) => !/status of (400|401)/.test(message))).toEqual([]);
});

test("an admin enrols in TOTP on the dashboard, signs out and back in with a code, and the admin dashboard opens", async ({ page, request, baseURL }) => {
  test.slow();
  const email = uniqueEmail("totp-admin");
  const password = "Totp-admin1";
  await createConfirmedApplicant(request, baseURL!, email, password);
  // The e2e admin makes the applicant a second admin, through the API the dashboard uses.
  const board = await (await page.context().browser()!.newContext({ baseURL })).newPage();
  await signInAs(board, e2eAdmin.email, e2eAdmin.password);
  const origin = { origin: baseURL! };
  const found = (await (await board.request.get(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> };
  const id = found.members[0]!.id;
  expect((await board.request.post(`/api/admin/members/${id}/approve`, { headers: origin })).status()).toBe(200);
  expect((await board.request.put(`/api/admin/members/${id}/role`, { data: { role: "admin" }, headers: origin })).status()).toBe(200);
  await board.context().close();

  await signInWithPassword(page, email, password);
  await expect(page.getByRole("heading", { name: "Member Dashboard" })).toBeVisible();
  const card = page.getByRole("region", { name: "Two-Factor Authentication" });
  await card.getByRole("button", { name: "Set Up Two-Factor Authentication" }).click();
  const key = await enrolInCard(card, password);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await signInWithPassword(page, email, password);
  await expect(page.getByLabel("Authentication code")).toBeFocused();
  await page.getByLabel("Authentication code").fill(await codeFor(key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Member Dashboard" })).toBeVisible();
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("another admin resets a person's second factor: asks first naming the person with Cancel focused, mails the person", async ({ page, browser, request, baseURL }) => {
  test.slow();
  const email = uniqueEmail("totp-reset");
  const password = "Totp-pass1";
  const lastName = `Phoneless${Date.now().toString(36)}`;
  await createConfirmedApplicant(request, baseURL!, email, password, { lastName });
  // The person enrols in a browser of their own, through the API the dashboard card uses.
  const own = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(own, email, password);
  const origin = { origin: baseURL! };
  const enrolment = (await (await own.request.post("/api/auth/two-factor/enable", { data: { password }, headers: origin })).json()) as { secret: string };
  expect((await own.request.post("/api/auth/two-factor/verify-totp", { data: { code: await codeFor(enrolment.secret) }, headers: origin })).status()).toBe(200);
  await own.context().close();

  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const list = (await (await page.request.get(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> };
  await page.goto(`/admin-dashboard/members/${list.members[0]!.id}`);
  const actions = page.getByRole("region", { name: "Actions", exact: true });
  const reset = actions.getByRole("button", { name: "Reset Two-Factor Authentication" });
  await reset.click();
  const dialog = page.getByRole("dialog", { name: `Reset the two-factor authentication of Erika ${lastName}?` });
  await expect(dialog).toContainText(`Erika ${lastName} (${email}) can then sign in with the password alone`);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(reset).toBeFocused();

  await reset.click();
  await page.getByRole("dialog").getByRole("button", { name: "Reset" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Two-factor authentication reset" })).toBeVisible();
  await expect(reset).toHaveCount(0);
  // The button left with the factor: focus goes to the Actions heading, not to the page's start.
  await expect(actions.getByRole("heading", { name: "Actions" })).toBeFocused();
  const mail = await latestMailTo(request, email, /^Two-factor authentication turned off/);
  expect(mail.text).toContain("turned off two-factor authentication for your account");
});

test("a member gets new recovery codes with the password and a code; the old ones stop working", async ({ page, request, baseURL }) => {
  test.slow();
  const email = uniqueEmail("totp-renew");
  const password = "Totp-pass1";
  await createConfirmedApplicant(request, baseURL!, email, password);
  await signInAs(page, email, password);
  const origin = { origin: baseURL! };
  const enrolment = (await (await page.request.post("/api/auth/two-factor/enable", { data: { password }, headers: origin })).json()) as { secret: string; recoveryCodes: string[] };
  expect((await page.request.post("/api/auth/two-factor/verify-totp", { data: { code: await codeFor(enrolment.secret) }, headers: origin })).status()).toBe(200);
  await page.goto("/member-dashboard");

  const card = page.getByRole("region", { name: "Two-Factor Authentication" });
  await card.getByRole("button", { name: "New Recovery Codes" }).click();
  await expect(card.getByLabel("Current Password")).toBeFocused();
  await expectNoAxeViolations(page);
  await card.getByLabel("Current Password").fill(password);
  await card.getByLabel("Code from the app or a recovery code").fill(await codeFor(enrolment.secret));
  await card.getByRole("button", { name: "Get New Codes" }).click();
  const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  expect(await codes.allTextContents()).not.toContain(enrolment.recoveryCodes[0]);
  await expect(card.getByText("Save your recovery codes now: they are shown only this once.")).toBeFocused();
  await card.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Logout" }).click();
  await signInWithPassword(page, email, password);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(enrolment.recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("This recovery code is not correct or has been used already.").first()).toBeVisible();
});
