import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { PersonalDataExport } from "@ssem/core";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

/** The value the profile card shows for a field. */
const shownIn = (page: Page, label: string) => page.getByRole("region", { name: "My Profile" }).locator(`dt:text-is("${label}") + dd`);

test("a member downloads all their data: the JSON matches the profile, and the art. 25 page explains it", async ({ page, request, baseURL, consoleErrors }) => {
  const email = uniqueEmail("my-data");
  await createConfirmedApplicant(request, baseURL!, email, "Mydata-pass1");
  await signInAs(page, email, "Mydata-pass1");
  await page.goto("/member-dashboard");
  const card = page.getByRole("region", { name: "My Data" });
  await expect(card).toContainText("Download everything we hold about you");
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "Download My Data" }).click();
  const password = card.getByLabel("Password", { exact: true });
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);

  // A wrong password downloads nothing and says so next to the field.
  await password.fill("not-my-password");
  await card.getByRole("button", { name: "Download", exact: true }).click();
  await expect(card.getByText("The current password is not correct.")).toBeVisible();
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);

  await password.fill("Mydata-pass1");
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as PersonalDataExport;

  await expect(page).toHaveURL(/\/member-dashboard\/my-data$/);
  await expect(page.getByRole("heading", { level: 1, name: "My data" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your data as of" })).toBeVisible();
  // The categories of the map, each with why, how long, who and where from.
  await expect(page.getByRole("heading", { level: 2, name: /^Your profile/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(17);
  await expect(page.getByText("Why we hold it")).toHaveCount(17);
  await expect(page.getByText(email).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The JSON holds what the profile card shows.
  await page.goto("/member-dashboard");
  expect(data.account.email).toBe(email);
  for (const [label, value] of [
    ["First Name", data.profile?.firstName],
    ["Last Name", data.profile?.lastName],
    ["Email", data.profile?.email],
    ["Phone", data.profile?.phone],
  ] as const) {
    await expect(shownIn(page, label)).toHaveText(value ?? "Not set");
  }
  expect(data.application).toMatchObject({ field: "nursing", studentType: "graduate", placeOfStudy: "Bern" });
  expect(data.sessions.length).toBeGreaterThanOrEqual(1);
  expect(data.auditEntries.map((entry) => entry.action)).toContain("data_exported");
  expect(consoleErrors.filter((error) => !error.includes("400 (Bad Request)"))).toEqual([]);
});

test("the German art. 25 page tells what we hold, why and where from in German, from the German privacy policy (issue 26)", async ({ page, request, baseURL, consoleErrors }) => {
  const email = uniqueEmail("my-data-de");
  await createConfirmedApplicant(request, baseURL!, email, "Mydata-pass1");
  await signInAs(page, email, "Mydata-pass1");
  await page.goto("/de/member-dashboard/my-data");
  await expect(page.getByRole("heading", { level: 1, name: "Meine Daten" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // The category's heading and source, and the purpose its privacy policy section states, in German.
  const profile = page.getByRole("region", { name: /^Ihr Profil: Name, E-Mail-Adresse/ });
  await expect(profile).toBeVisible();
  await expect(profile).toContainText("Um Ihnen Ihr Profil zu zeigen, zu entscheiden, welche Teile des Mitgliederbereichs Sie nutzen dürfen");
  await expect(profile).toContainText("Sie, im Mitgliedschaftsformular oder im Mitglieder-Dashboard");
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(17);
  await expect(page.getByText("To show you your profile")).toHaveCount(0);
  await expect(page.getByText(/^Your /)).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("the art. 25 page offers Try Again when its texts fail to load, and shows them once they load", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("my-data-retry");
  await createConfirmedApplicant(request, baseURL!, email, "Mydata-pass1");
  await signInAs(page, email, "Mydata-pass1");
  // The German category texts are a module of their own: the network loses it (or a new deployment replaced it).
  const texts = "**/assets/personal-data.de-*.js";
  await page.route(texts, (route) => route.abort());
  await page.goto("/de/member-dashboard/my-data");
  const failed = page.getByRole("alert").filter({ hasText: "Die Beschreibungen Ihrer Daten konnten nicht geladen werden." });
  // After the query client's own retries.
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.unroute(texts);
  await failed.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(17);
  await expect(failed).toHaveCount(0);
});
