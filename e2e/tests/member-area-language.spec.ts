import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

/**
 * The member area stays at today's paths and follows the language chosen with the switcher, which
 * the browser keeps under `ssem-locale` (issue 26). Set before any script runs, as a returning reader's choice.
 */
async function chooseFrench(page: Page) {
  await page.addInitScript(() => localStorage.setItem("ssem-locale", "fr"));
}

test("the login page, the member dashboard and its cards are in French when French was chosen", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("lang-fr");
  await createConfirmedApplicant(request, baseURL!, email, "secret1");
  await chooseFrench(page);

  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Connexion membres" })).toBeVisible();
  await expect(page.getByLabel("Mot de passe", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await signInAs(page, email, "secret1");
  await page.goto("/member-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord des membres" })).toBeVisible();
  await expect(page.getByText(`Connecté en tant que ${email}`)).toBeVisible();
  for (const card of ["En attente d’approbation", "Mon profil", "Changer le mot de passe", "Appareils connectés", "Authentification à deux facteurs", "Mes données"]) {
    await expect(page.getByRole("heading", { level: 2, name: card })).toBeVisible();
  }
  // A pending applicant's profile card reads its labels and the applicant's answers in French too.
  await expect(page.getByRole("region", { name: "Mon profil" }).getByText("Prénom", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the admin dashboard's headings, tabs and member table are in French when French was chosen", async ({ page }) => {
  await chooseFrench(page);
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord d’administration" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Membres en attente/ })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: /^Tous les membres/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Tous les membres/ })).toBeVisible();
  await expect(page.getByLabel("Statut", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Membres" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the Fees tab's bank import and renewal are in German, the passkeys card in French", async ({ page, browser, request, baseURL }) => {
  // Two people's pages and three axe scans: over 30 s on a loaded machine.
  test.slow();
  await page.addInitScript(() => localStorage.setItem("ssem-locale", "de"));
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=fees");
  const bankImport = page.locator("[data-slot=bank-import]");
  await expect(bankImport.getByRole("heading", { level: 3, name: "Bankdatei importieren" })).toBeVisible();
  await expect(bankImport.getByLabel("Bankdatei (XML)")).toBeVisible();
  const renewal = page.locator("[data-slot=renewal]");
  await expect(renewal.getByRole("heading", { level: 3, name: "Erneuerung" })).toBeVisible();
  await expect(renewal.getByLabel("Mitgliedschaftsjahr")).toBeVisible();
  await expectNoAxeViolations(page);
  // The preview dialog, left with Cancel: nobody is billed.
  await renewal.getByRole("button", { name: "Mitgliedschaften erneuern…" }).click();
  const nextYear = new Date().getFullYear() + 1;
  const dialog = page.getByRole("dialog", { name: `Mitgliedschaften für ${nextYear} erneuern?` });
  await expect(dialog).toContainText(/Mitgliedschaftsjahr|Jedes aktive Mitglied/);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();

  const email = uniqueEmail("lang-passkeys");
  await createConfirmedApplicant(request, baseURL!, email, "secret1");
  // Another person in a browser context of their own (axe scans only pages of a context made with newContext).
  const frenchContext = await browser.newContext({ baseURL });
  const french = await frenchContext.newPage();
  await chooseFrench(french);
  await signInAs(french, email, "secret1");
  await french.goto("/member-dashboard");
  const passkeys = french.getByRole("region", { name: "Clés d’accès" });
  await expect(passkeys.getByRole("heading", { level: 2, name: "Clés d’accès" })).toBeVisible();
  await expect(passkeys.getByText("Vous n’avez pas encore de clé d’accès.")).toBeVisible();
  await passkeys.getByRole("button", { name: "Ajouter une clé d’accès" }).click();
  await expect(passkeys.getByLabel("Nom de la clé d’accès")).toBeFocused();
  await expectNoAxeViolations(french);
  await frenchContext.close();
});

test("the bulk import and backups tabs and the file share are in German when German was chosen", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("ssem-locale", "de"));
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);

  await page.goto("/admin-dashboard?tab=import");
  await expect(page.getByRole("heading", { level: 3, name: "Aus einer CSV-Datei importieren" })).toBeVisible();
  await expect(page.getByLabel("CSV-Datei")).toBeVisible();
  await expect(page.getByRole("button", { name: "Import-Vorschau" })).toBeVisible();
  await expect(page).toHaveTitle(/^Admin-Dashboard \| /);
  await expectNoAxeViolations(page);

  await page.goto("/admin-dashboard?tab=backups");
  // The e2e server runs without BACKUP_DIR.
  await expect(page.getByRole("heading", { name: "Geplante Sicherungen sind ausgeschaltet" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/file-share");
  await expect(page.getByRole("heading", { level: 1, name: "Dateiablage für Mitglieder" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Datei hochladen" })).toBeVisible();
  await expect(page.getByLabel("Datei", { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Dateiablage für Mitglieder \| /);
  await expectNoAxeViolations(page);
});

test("a refusal from the server reads in German: a wrong current password, beside the field and in the toast", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("lang-refusal");
  await createConfirmedApplicant(request, baseURL!, email, "Start-pass1");
  await page.addInitScript(() => localStorage.setItem("ssem-locale", "de"));
  await signInAs(page, email, "Start-pass1");
  await page.goto("/member-dashboard");
  const card = page.getByRole("region", { name: "Passwort ändern" });
  await card.getByRole("button", { name: "Passwort ändern" }).click();
  await card.getByLabel("Aktuelles Passwort", { exact: true }).fill("Wrong-pass1");
  await card.getByLabel("Neues Passwort", { exact: true }).fill("Newpass1");
  await card.getByLabel("Neues Passwort bestätigen", { exact: true }).fill("Newpass1");
  await card.getByRole("button", { name: "Passwort aktualisieren" }).click();

  // The server answers in English with the code wrong_password; the page shows its German sentence.
  const refusal = "Das Passwort ist nicht korrekt.";
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Fehler beim Ändern des Passworts" })).toContainText(refusal);
  await expect(card.getByLabel("Aktuelles Passwort", { exact: true })).toHaveAccessibleDescription(refusal);
  await expect(page.getByText("The current password is not correct.")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
