import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { authLink, latestMailTo, uniqueEmail } from "./outbox";
import { signInAs } from "./session";

// Runs against the admin dashboard's Bulk Import tab (issue 13: the admin branch mounts BulkImportTab there).
const header = "Last Name;First Name;Field;Student/Resident;Year of completion;Place of Study;Email Address;Phone Number";

test("an admin imports a CSV file with good, duplicate, invalid, quoted and semicolon rows; an invitee sets a password and signs in", async ({ page }) => {
  const anna = uniqueEmail("import-anna");
  const lea = uniqueEmail("import-lea");
  const csv = [
    header,
    `Muster;Anna;Medicine;Student;${new Date().getFullYear() + 2};Universität Bern;${anna};+41 79 000 00 01`,
    `"Keller; Jr.";Lea;Nursing;Resident;;"Basel, USZ";${lea};061 000 00 00`,
    "",
    "Brun;Eva;;;;Bern;not-an-address;",
    `Admin;Again;;;;Bern;${e2eAdmin.email};`,
    `Muster;Anna;;;;Bern;${anna};`,
  ].join("\r\n");

  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=import");
  const start = page.getByRole("button", { name: "Start Import" });
  await start.click();
  await expect(page.getByText("No file selected")).toBeVisible();

  const picker = page.getByLabel("CSV file");
  await picker.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not a csv") });
  await expect(page.getByText("Invalid file")).toBeVisible();

  await picker.setInputFiles({ name: "members.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await start.click();
  await expect(page.getByRole("heading", { name: "Import complete" })).toBeVisible();
  await expect(page.getByText("Successfully imported 2 members").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Imported e-mail addresses" }).getByRole("listitem")).toHaveText([anna, lea]);
  const failed = page.getByRole("region", { name: "Failed rows" });
  await expect(failed.getByRole("row").nth(1)).toHaveText(/5\s*not-an-address\s*Please enter a valid email address/);
  const skipped = page.getByRole("region", { name: "Skipped rows" });
  await expect(skipped.getByRole("row").nth(1)).toContainText(e2eAdmin.email);
  await expect(skipped.getByRole("row").nth(2)).toContainText(anna);
  await expectNoAxeViolations(page);

  // The invite opens set-password mode; afterwards the new member signs in.
  const invite = await latestMailTo(page.request, lea);
  expect(authLink(invite)).toMatch(/^\/auth#type=invite&access_token=/);
  await page.context().clearCookies();
  await page.goto(authLink(invite));
  await expect(page.getByLabel("Email")).toHaveValue(lea);
  await page.getByLabel("Password", { exact: true }).fill("invited1");
  await page.getByLabel("Confirm Password").fill("invited1");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password set successfully")).toBeVisible();
  // Setting the password signed the new member in: no second login.
  await expect(page).toHaveURL("/member-dashboard");
  await expect(page.getByRole("heading", { name: "Member Dashboard" })).toBeVisible();
});
