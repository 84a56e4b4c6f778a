import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator that keeps
 * discoverable passkeys and checks its owner (as a fingerprint reader would), answering every
 * WebAuthn prompt of the page at once.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

test("a member adds a passkey, signs out, signs in with it alone and removes it with the password", async ({ page, request, baseURL, consoleErrors }) => {
  // Two sign-ins and six axe runs.
  test.slow();
  const email = uniqueEmail("passkey");
  const password = "Passkey-pass1";
  await createConfirmedApplicant(request, baseURL!, email, password);
  const authenticator = await addVirtualAuthenticator(page);
  await signInAs(page, email, password);
  await page.goto("/member-dashboard");

  const card = page.getByRole("region", { name: "Passkeys" });
  await expect(card.getByText("You have no passkey yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(card.getByLabel("Name of the passkey")).toBeFocused();
  await expectNoAxeViolations(page);
  await card.getByLabel("Name of the passkey").fill("Laptop");
  await card.getByLabel("Current Password").fill("not-my-password");
  await card.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByLabel("Current Password")).toHaveAttribute("aria-invalid", "true");
  expect(await authenticator.credentials()).toHaveLength(0);

  await card.getByLabel("Current Password").fill(password);
  await card.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByText("Laptop", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Added .* · Not used yet$/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Add a Passkey" })).toBeFocused();
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoAxeViolations(page);

  // Out, and in again with the passkey alone: no e-mail address, no password.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Member Dashboard" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(card.getByText(/^Added .* · Last used /)).toBeVisible();

  // Removing asks first, naming the passkey, with focus on Cancel.
  await card.getByRole("button", { name: "Remove the passkey Laptop" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove the passkey “Laptop”?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByRole("button", { name: "Remove the passkey Laptop" })).toBeFocused();

  // The password again (issue 39): without it, or with a wrong one, the dialog says so at the field and nothing goes.
  await card.getByRole("button", { name: "Remove the passkey Laptop" }).click();
  await dialog.getByRole("button", { name: "Remove Passkey" }).click();
  await expect(dialog.getByLabel("Current Password")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Current Password")).toBeFocused();
  await dialog.getByLabel("Current Password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Remove Passkey" }).click();
  await expect(dialog.getByText("The current password is not correct.")).toBeVisible();
  await expect(dialog.getByLabel("Current Password")).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByText("Laptop", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Remove the passkey Laptop" }).click();
  await dialog.getByLabel("Current Password").fill(password);
  await dialog.getByRole("button", { name: "Remove Passkey" }).click();
  await expect(card.getByText("You have no passkey yet.")).toBeFocused();
  await expect(card.getByText("Laptop", { exact: true })).toHaveCount(0);

  // The authenticator still holds it, but the site no longer accepts it.
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText("This passkey is not known here: it may have been removed. Please sign in with your password.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  expect(consoleErrors.filter((message) => !/401|Failed to load resource/.test(message))).toEqual([]);
});

test("screenshots: the passkeys card and the sign-in page at 360 and 1280 px", async ({ page, request, baseURL }) => {
  test.skip(!process.env.PASSKEY_SCREENSHOTS, "only when asked for: PASSKEY_SCREENSHOTS=<folder>");
  const email = uniqueEmail("passkey-look");
  const password = "Passkey-pass1";
  await createConfirmedApplicant(request, baseURL!, email, password);
  await addVirtualAuthenticator(page);
  await signInAs(page, email, password);
  await page.goto("/member-dashboard");
  const card = page.getByRole("region", { name: "Passkeys" });
  await card.getByRole("button", { name: "Add a Passkey" }).click();
  await card.getByLabel("Name of the passkey").fill("Laptop at the hospital");
  await card.getByLabel("Current Password").fill(password);
  await card.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByText("Laptop at the hospital", { exact: true })).toBeVisible();
  for (const [label, viewport] of [["360", phone], ["1280", { width: 1280, height: 800 }]] as const) {
    await page.setViewportSize(viewport);
    await card.screenshot({ path: `${process.env.PASSKEY_SCREENSHOTS}/card-${label}.png` });
  }
  // The removal dialog with a wrong password, in German (the longest language) at 360 px and in English at 1280 px.
  for (const [label, viewport, path, remove, wrong] of [
    ["de-360", phone, "/de/member-dashboard", "Passkey entfernen", "Aktuelles Passwort"],
    ["1280", { width: 1280, height: 800 }, "/member-dashboard", "Remove Passkey", "Current Password"],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await page.getByRole("button", { name: new RegExp(`Laptop at the hospital`) }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(wrong).fill("not-my-password");
    await dialog.getByRole("button", { name: remove }).click();
    await expect(dialog.getByLabel(wrong)).toHaveAttribute("aria-invalid", "true");
    await page.screenshot({ path: `${process.env.PASSKEY_SCREENSHOTS}/remove-${label}.png` });
    await page.keyboard.press("Escape");
  }
  await page.goto("/member-dashboard");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth/);
  for (const [label, viewport] of [["360", phone], ["1280", { width: 1280, height: 800 }]] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${process.env.PASSKEY_SCREENSHOTS}/sign-in-${label}.png`, fullPage: true });
  }
});
