import { e2eAdmin } from "../playwright.config";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { authLink, latestMailTo, uniqueEmail } from "./outbox";
import { signInAs } from "./session";

// Runs against the admin dashboard's Bulk Import tab (issue 13: the admin branch mounts BulkImportTab there).
const header = "Last Name;First Name;Field;Student/Resident;Year of completion;Place of Study;Email Address;Phone Number";
/** A line as the product writes CSV: every cell quoted, semicolons between. */
const quoted = (line: string) => line.split(";").map((cell) => `"${cell}"`).join(";");

/** Confirms the previewed import in its dialog, which names the invites and opens with Cancel focused. */
async function confirmImport(page: Page, invites: number, { invoiced = false } = {}) {
  await page.getByRole("button", { name: `Import ${invites} ${invites === 1 ? "member" : "members"}` }).click();
  const dialog = page.getByRole("dialog", { name: `Import ${invites} ${invites === 1 ? "member" : "members"}?` });
  await expect(dialog).toContainText(`${invites} ${invites === 1 ? "e-mail goes" : "e-mails go"} out now`);
  if (invoiced) await expect(dialog).toContainText("Each is also billed this year's fee");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: `Import and send ${invites} ${invites === 1 ? "invite" : "invites"}` }).click();
}

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
  const start = page.getByRole("button", { name: "Preview Import" });
  await start.click();
  await expect(page.getByText("No file selected")).toBeVisible();

  const picker = page.getByLabel("CSV file");
  await picker.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not a csv") });
  await expect(page.getByText("Invalid file")).toBeVisible();

  await picker.setInputFiles({ name: "members.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await start.click();
  await confirmImport(page, 2);
  await expect(page.getByRole("heading", { name: "Import complete" })).toBeVisible();
  await expect(page.getByText("Successfully imported 2 members, 2 skipped, 2 failed").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Imported e-mail addresses" }).getByRole("listitem")).toHaveText([anna, lea]);
  const failed = page.getByRole("region", { name: "Failed rows" });
  await expect(failed.getByRole("row").nth(1)).toHaveText(/4\s*\(none\)\s*Empty line/);
  await expect(failed.getByRole("row").nth(2)).toHaveText(/5\s*not-an-address\s*Please enter a valid email address/);
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

test("a file of 25 rows with empty and e-mail-less lines: the preview accounts for all 25, no invite goes out before the confirmation, the toast names the failures", async ({ page }) => {
  // Five accessibility checks (two widths, a dialog) on a machine shared with other runs.
  test.slow();
  const tag = `import25-${Date.now()}`;
  const good = Array.from({ length: 20 }, (_, index) => `${tag}-${index}@example.org`);
  const csv = [
    header,
    ...good.slice(0, 10).map((email, index) => `Testperson;Row${index};Medicine;Resident;;Bern;${email};+41 79 000 00 ${String(index).padStart(2, "0")}`),
    "",
    ";;;;;;;",
    "Testperson;NoAddress;;;;Bern;;061 000 00 00",
    `Testperson;Existing;;;;Bern;${e2eAdmin.email};`,
    "Testperson;BadAddress;;;;Bern;not-an-address;",
    ...good.slice(10).map((email, index) => `Testperson;Row${index + 10};;;;Basel;${email};`),
    "",
    "",
  ].join("\r\n");

  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=import");
  await page.getByLabel("CSV file").setInputFiles({ name: "members.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Preview Import" }).click();

  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("status")).toContainText("25 rows in the file: 20 new, 1 already has an account, 4 cannot be imported.");
  const cannot = page.getByRole("region", { name: "Cannot be imported rows" });
  await expect(cannot.getByRole("row")).toHaveText([/Line/, /12\s*\(none\)\s*Empty line/, /13\s*\(none\)\s*Empty line/, /14\s*\(none\)\s*No e-mail address/, /16\s*not-an-address/]);
  await expect(page.getByRole("list", { name: "New members' e-mail addresses" }).getByRole("listitem")).toHaveCount(20);
  // The dry run wrote nothing: no invite is waiting for anyone in the file.
  const mailedNow = async () => ((await (await page.request.get("/api/dev/outbox")).json()) as { to: string }[]).filter((mail) => good.includes(mail.to)).length;
  expect(await mailedNow()).toBe(0);
  await expectNoAxeViolations(page);

  // Cancel in the dialog changes nothing; the dialog is checked at both widths.
  await page.getByRole("button", { name: "Import 20 members" }).click();
  const dialog = page.getByRole("dialog", { name: "Import 20 members?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Import 20 members" })).toBeFocused();
  await expectNoAxeViolations(page);
  expect(await mailedNow()).toBe(0);

  await confirmImport(page, 20);
  await expect(page.getByRole("heading", { name: "Import complete" })).toBeVisible();
  // The toast names the failures too.
  await expect(page.getByText("Successfully imported 20 members, 1 skipped, 4 failed. See the lists below.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Failed rows" }).getByRole("row")).toHaveCount(5);
  await expectNoAxeViolations(page);
  await expect.poll(mailedNow).toBe(20);
});

test("the template downloads with the import's header line", async ({ page }) => {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=import");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the template (CSV)" }).click()]);
  expect(download.suggestedFilename()).toBe("members-template.csv");
  const text = await readFile(await download.path(), "utf8");
  expect(text).toBe(`\uFEFF${quoted(header)};"Language"\r\n`);
});

test("with German chosen, the template's header line is in German, as Swiss Excel opens it", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("ssem-locale", "de"));
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=import");
  await expect(page.getByText("Nachname, Vorname, Fachrichtung, Studierende/Assistenz", { exact: false })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Vorlage herunterladen (CSV)" }).click()]);
  expect(await readFile(await download.path(), "utf8")).toBe(
    '\uFEFF"Nachname";"Vorname";"Fachrichtung";"Studierende/Assistenz";"Abschlussjahr";"Studienort";"E-Mail-Adresse";"Telefonnummer";"Sprache"\r\n',
  );
});

test("the member export imports again as it is: the preview finds every exported member as existing", async ({ page }) => {
  const tag = `export-${Date.now()}`;
  const emails = [`${tag}-a@example.org`, `${tag}-b@example.org`];
  const csv = [header, `Testperson;Alpha;Medicine;Student;${new Date().getFullYear() + 1};Bern;${emails[0]};+41 79 000 00 01`, `Testperson;Beta;Nursing;Resident;;Basel;${emails[1]};061 000 00 00`].join("\r\n");
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=import");
  await page.getByLabel("CSV file").setInputFiles({ name: "members.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  // Issue 23's tick still reaches the import: the dialog says so, and each new member has this year's invoice.
  await page.getByLabel("Send this year’s invoice").check();
  await page.getByRole("button", { name: "Preview Import" }).click();
  await confirmImport(page, 2, { invoiced: true });
  await expect(page.getByRole("heading", { name: "Import complete" })).toBeVisible();
  for (const email of emails) {
    const invoices = await page.request.get(`/api/admin/fees/invoices?q=${encodeURIComponent(email)}`);
    expect(await invoices.text()).toContain(email);
  }
  await page.getByLabel("Send this year’s invoice").uncheck();

  // Downloaded in German, imported on the English screen: the headers are known in every language.
  const exported = await page.request.get(`/api/admin/members/export?q=${tag}&lang=de`);
  const file = await exported.body();
  expect(file.toString("utf8")).toMatch(/^\uFEFF"Nachname";"Vorname";/);
  // Phone numbers come out as typed: no apostrophe in front.
  expect(file.toString("utf8")).toContain('"+41 79 000 00 01"');
  await page.getByLabel("CSV file").setInputFiles({ name: "members.csv", mimeType: "text/csv", buffer: file });
  await page.getByRole("button", { name: "Preview Import" }).click();
  await expect(page.getByRole("region", { name: "Preview" }).getByRole("status")).toContainText("2 rows in the file: 0 new, 2 already have an account, 0 cannot be imported.");
  // The export lists the newest first: either order is the same people.
  const existing = page.getByRole("region", { name: "Already have an account rows" }).getByRole("row");
  await expect(existing).toHaveCount(3);
  for (const email of emails) await expect(existing.filter({ hasText: email })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Import 0 members" })).toBeDisabled();
});

test("a Language column writes each invite in its member's language, a row without one in the admin's, and refuses another in the admin's words (German at 360 px)", async ({ page }) => {
  const [french, plain, refused] = [uniqueEmail("import-fr"), uniqueEmail("import-de"), uniqueEmail("import-xx")];
  const csv = [
    "Nachname;Vorname;E-Mail-Adresse;Sprache",
    `Dupont;Claire;${french};français`,
    `Muster;Hans;${plain};`,
    `Nemo;Kai;${refused};Klingonisch`,
  ].join("\r\n");
  await page.addInitScript(() => localStorage.setItem("ssem-locale", "de"));
  await page.setViewportSize(phone);
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=import");
  await expect(page.getByText("Eine Zeile ohne Sprache erhält Ihre: Deutsch.")).toBeVisible();
  await page.screenshot({ path: "/tmp/hf-import-language-de-360.png", fullPage: true });

  await page.getByLabel("CSV-Datei").setInputFiles({ name: "mitglieder.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import-Vorschau" }).click();
  const reason = page.getByText("Unbekannte Sprache, erlaubt sind en, de, fr, it oder der Name einer Sprache (Englisch, Deutsch, Französisch, Italienisch)");
  await expect(reason).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "/tmp/hf-import-language-preview-de-360.png", fullPage: true });

  await page.getByRole("button", { name: /^2 Mitglieder importieren$/ }).click();
  const dialog = page.getByRole("dialog", { name: "2 Mitglieder importieren?" });
  await expect(dialog.getByRole("button", { name: "Abbrechen" })).toBeFocused();
  await dialog.getByRole("button", { name: "Importieren und 2 Einladungen senden" }).click();
  await expect(page.getByRole("heading", { name: "Import abgeschlossen" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await latestMailTo(page.request, french)).subject).toMatch(/^Votre compte de membre/);
  expect((await latestMailTo(page.request, plain)).subject).toMatch(/^Ihr Mitgliederkonto/);
  expect((await page.request.get(`/api/admin/members?status=all&q=${encodeURIComponent(refused)}`).then((response) => response.json())).total).toBe(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "/tmp/hf-import-language-done-de-1280.png", fullPage: true });
});
