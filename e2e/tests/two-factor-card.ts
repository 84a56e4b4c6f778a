import { expect, type Locator } from "@playwright/test";
import { nextCodeByKey } from "../../apps/server/src/testing/authenticator";

/** What an authenticator app shows for the key an enrolment shows: a code not used yet (each is accepted once). */
export const codeFor = nextCodeByKey();

/**
 * Turns TOTP on in the dashboard's Two-Factor Authentication card, open at its password step: the password, a first
 * code computed from the key shown, the ten recovery codes, Done. Returns the key.
 */
export async function enrolInCard(card: Locator, password: string) {
  await card.getByLabel("Current Password").fill(password);
  await card.getByRole("button", { name: "Continue" }).click();
  const key = (await card.getByTestId("totp-secret").textContent())!;
  await card.getByLabel("Code from the app").fill(await codeFor(key));
  await card.getByRole("button", { name: "Turn On" }).click();
  await expect(card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await card.getByRole("button", { name: "Done" }).click();
  await expect(card.getByText("On", { exact: true })).toBeVisible();
  return key;
}
