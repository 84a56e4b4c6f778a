import type { Page } from "@playwright/test";

/** Fills the membership form completely, as a student; the overrides replace the passwords. */
export async function fillApplication(page: Page, email: string, overrides: { password?: string; confirm?: string } = {}) {
  await page.getByLabel("First Name").fill("Anna");
  await page.getByLabel("Last Name").fill("Muster");
  await page.getByLabel("Field").selectOption("medicine");
  await page.getByLabel("Status").selectOption("student");
  await page.getByLabel("Year of Completion").fill("2028");
  await page.getByLabel("Place of Study").fill("Universität Bern");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+41 79 000 00 00");
  await page.getByLabel("Password", { exact: true }).fill(overrides.password ?? "secret1");
  await page.getByLabel("Confirm Password").fill(overrides.confirm ?? overrides.password ?? "secret1");
}
