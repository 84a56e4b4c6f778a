import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { fillApplication } from "./membership-form";
import { authLink, latestMailTo, uniqueEmail } from "./outbox";
import { pdfText } from "./pdf-text";
import { signInAs } from "./session";

/**
 * Issue 26's German journey, as the applicant meets it: the form at /de/membership, the confirmation mail, its link,
 * the pending dashboard, and after an admin's approval the approval mail and the invoice with its PDF, all in German.
 * The admin works in English: a mail's language is its recipient's, not the sender's.
 */
test("a German applicant applies, confirms, waits, is approved and billed, all in German", async ({ page, request, browser, baseURL }) => {
  // Three sessions, four mails and a PDF: more than one page's time.
  test.slow();
  const email = uniqueEmail("german-journey");

  await page.goto("/de/membership");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 2, name: "Mitgliedschaftsantrag" })).toBeVisible();
  await expectNoAxeViolations(page);
  await fillApplication(page, email, { locale: "de" });
  await page.getByRole("button", { name: "Anmeldung absenden" }).click();
  await expect(page.getByText(/^Willkommen bei der /).first()).toBeVisible();

  const confirmation = await latestMailTo(request, email, /^Bitte bestätigen Sie Ihre E-Mail-Adresse \| /);
  expect(confirmation.text).toContain("Bitte bestätigen Sie Ihre E-Mail-Adresse. Der Link ist 24 Stunden lang und nur einmal gültig.");

  // The link opened as a mail client opens it: a fresh page load, here in a browser that has never seen the site,
  // so the page can only learn German from the link: the sign-in page's German address.
  const mailClient = await browser.newContext({ baseURL });
  const applicant = await mailClient.newPage();
  expect(authLink(confirmation)).toMatch(/^\/de\/auth#type=signup&/);
  await applicant.goto(authLink(confirmation));
  await waitForHydration(applicant);
  await expect(applicant.getByRole("heading", { level: 1, name: "Mitglieder-Login" })).toBeVisible();
  await expect(applicant.getByRole("status").filter({ hasText: "E-Mail bestätigt!" })).toContainText("Sie können sich jetzt anmelden");

  await applicant.getByLabel("Passwort", { exact: true }).fill("secret1");
  await applicant.getByRole("button", { name: "Anmelden", exact: true }).click();
  // The link's page was /de/auth: signed in, the German dashboard, at its German address.
  await expect(applicant).toHaveURL("/de/member-dashboard");
  // At its English address on this device (nothing chosen here), the dashboard takes German from the applicant's stored language.
  await applicant.goto("/member-dashboard");
  await waitForHydration(applicant);
  await expect(applicant.locator("html")).toHaveAttribute("lang", "de");
  await expect(applicant.getByRole("heading", { level: 1, name: "Mitglieder-Dashboard" })).toBeVisible();
  await expect(applicant.getByRole("heading", { level: 2, name: "Genehmigung ausstehend" })).toBeVisible();
  await expect(applicant.getByText(/^Vielen Dank für Ihre Anmeldung\. Ihr Mitgliedschaftsantrag wird vom Vorstand geprüft\./)).toBeVisible();
  await expectNoAxeViolations(applicant);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAs(admin, e2eAdmin.email, e2eAdmin.password);
  await admin.goto("/admin-dashboard");
  await waitForHydration(admin);
  await admin.getByRole("listitem").filter({ hasText: email }).getByRole("button", { name: /^Approve/ }).click();
  await admin.getByRole("dialog", { name: "Approve Anna Muster?" }).getByRole("button", { name: "Approve" }).click();
  await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "Member approved" })).toBeVisible();
  await adminContext.close();

  const approval = await latestMailTo(request, email, /^Ihre Mitgliedschaft wurde genehmigt \| /);
  expect(approval.text).toContain("Ihre Mitgliedschaft beginnt, sobald der Beitrag eingegangen ist.");
  // Its sign-in link names the language too: opened on a device that chose none, the login is German.
  const otherDevice = await browser.newContext({ baseURL });
  const login = await otherDevice.newPage();
  await login.goto(authLink(approval));
  await waitForHydration(login);
  await expect(login.getByRole("heading", { level: 1, name: "Mitglieder-Login" })).toBeVisible();
  await expect(login.getByRole("button", { name: "Mit einem Passkey anmelden" })).toBeVisible();
  await otherDevice.close();

  const invoice = await latestMailTo(request, email, /^Rechnung \d{4}-\d{6}: Mitgliederbeitrag \d{4} \| /);
  // de-CH writes the amount with a no-break space.
  expect(invoice.text).toMatch(/^Im Anhang finden Sie die Rechnung \d{4}-\d{6} für Ihren Mitgliederbeitrag \d{4} bei .*: CHF\s10\.00, zahlbar bis \d{2}\.\d{2}\.\d{4}\.$/m);
  // The file's name is the same in every language (ADR 029): only its content speaks German.
  expect(invoice.attachments).toEqual([{ filename: expect.stringMatching(/^invoice-\d{4}-\d{6}\.pdf$/), contentType: "application/pdf", url: expect.any(String) }]);
  const pdf = await request.get(invoice.attachments[0]!.url);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const lines = pdfText(await pdf.body());
  for (const line of ["Rechnung an", "Mitgliedschaftsjahr", "Fällig am", "Offener Betrag"]) expect(lines).toContain(line);
  expect(lines.join("\n")).toMatch(/^Rechnung \d{4}-\d{6}$/m);

  await mailClient.close();
});

test("the German membership form says what it refuses in German, beside the field and in the spec's toast", async ({ page }) => {
  await page.goto("/de/membership");
  await fillApplication(page, uniqueEmail("german-refusals"), { password: "abc", locale: "de" });
  await page.getByLabel("Telefon", { exact: true }).fill("ruf mich an");
  await page.getByRole("button", { name: "Anmeldung absenden" }).click();

  // The schema's English sentences ("Please enter a valid phone number", "Password must be at least 6 characters") in German.
  await expect(page.getByLabel("Telefon", { exact: true })).toHaveAccessibleDescription(/Bitte geben Sie eine gültige Telefonnummer ein/);
  const password = page.getByLabel("Passwort", { exact: true });
  await expect(password).toHaveAccessibleDescription(/Das Passwort muss mindestens 6 Zeichen lang sein/);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Passwort zu kurz" });
  await expect(toast).toContainText("Das Passwort muss mindestens 6 Zeichen lang sein");
  await expect(page.getByText(/Please enter|Password must/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
