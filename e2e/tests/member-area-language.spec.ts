import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { fillApplication } from "./membership-form";
import { authLink, latestMailTo } from "./outbox";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

/**
 * At its English paths the member area follows the language chosen with the switcher, which the browser keeps under
 * `ssem-locale` (issue 26), and goes to that language's address; under /de, /fr and /it it is in the path's language
 * (the last tests). Set before any script runs, as a returning reader's choice.
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

test("the sign-in page and the member area at /de/… and /fr/… are in their language before any script runs", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, lang, title, navigation, dashboard, notice] of [
    ["/de/member-dashboard", "de", "Mitglieder-Dashboard | SSAEM", "Hauptnavigation", "Dashboard", "Diese Seite braucht JavaScript"],
    ["/fr/auth", "fr", "Connexion des membres | SSAEM", "Navigation principale", "Connexion membres", "Cette page nécessite JavaScript"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
    await expect(page, path).toHaveTitle(title);
    await expect(page.getByRole("navigation", { name: navigation }).getByRole("link", { name: dashboard }), path).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: notice }), path).toBeVisible();
  }
  await context.close();
});

test("a reader of the German member area stays in it: its links and the sign-in it sends a visitor to are German", async ({ page, request, baseURL }) => {
  // Signed out, a German member page sends the visitor to the German sign-in, which returns there.
  await page.goto("/de/member-dashboard");
  await expect(page).toHaveURL("/de/auth?next=%2Fde%2Fmember-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Mitglieder-Login" })).toBeVisible();

  const email = uniqueEmail("lang-de-paths");
  await createConfirmedApplicant(request, baseURL!, email, "secret1");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill("secret1");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL("/de/member-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Mitglieder-Dashboard" })).toBeVisible();
  await page.getByRole("link", { name: "Was wir speichern und warum" }).click();
  await expect(page).toHaveURL("/de/member-dashboard/my-data");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expectNoAxeViolations(page);
});

test("an e-mailed link to the English sign-in page, opened where German was chosen, confirms once and stays where it is", async ({ page, request, browser, baseURL }) => {
  const email = uniqueEmail("lang-en-link");
  await page.goto("/membership");
  await fillApplication(page, email);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText(/^Welcome to the /).first()).toBeVisible();
  const link = authLink(await latestMailTo(request, email, /confirm/i));
  expect(link).toMatch(/^\/auth#type=signup&/);

  // A device where German was chosen: the page reads the link's token as it mounts, so it is not sent on to /de/auth,
  // where it would read the token a second time.
  const context = await browser.newContext({ baseURL });
  const german = await context.newPage();
  await german.addInitScript(() => localStorage.setItem("ssem-locale", "de"));
  await german.goto(link);
  await expect(german.getByRole("status").filter({ hasText: "E-Mail bestätigt!" })).toBeVisible();
  await german.waitForTimeout(1_000);
  expect(new URL(german.url()).pathname).toBe("/auth");
  await expect(german.getByText("E-Mail bestätigt!").first()).toBeVisible();
  await expect(german.getByText("E-Mail-Bestätigung fehlgeschlagen")).toHaveCount(0);
  await expect(german.locator("html")).toHaveAttribute("lang", "de");
  await context.close();
});
