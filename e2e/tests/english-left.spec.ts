import { m } from "@ssem/core";
import { e2eAdmin } from "../playwright.config";
import { expect, test } from "./fixtures";
import { signInAs } from "./session";

/** What still read in English on the German, French and Italian screens (issue 39, point 14). */
for (const locale of ["de", "fr", "it"] as const) {
  test(`the Fees tab's test-account notice and the file share's folder are in ${locale}`, async ({ page }) => {
    await signInAs(page, e2eAdmin.email, e2eAdmin.password);
    await page.goto(`/${locale}/admin-dashboard?tab=fees`);
    const notice = page.getByRole("note");
    await expect(notice).toContainText(m.invoice_test_account({}, { locale }));
    await expect(notice).not.toContainText("not a real bank account");

    await page.goto(`/${locale}/file-share`);
    const folder = m.files_folder_name({}, { locale });
    await expect(page.getByRole("heading", { name: m.files_list_title({ folder }, { locale }) })).toBeVisible();
    await expect(page.getByText(m.files_upload_text({ folder }, { locale }))).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Statutes");
  });
}

test("the rotation cards name hospitals and places as each language does", async ({ page }) => {
  const expected = {
    de: ["Universitätsspital Zürich (USZ)", "Zürich, Schweiz", "Universitätsspitäler Genf (HUG)", "Genf, Schweiz"],
    fr: ["Hôpital universitaire de Zurich (USZ)", "Zurich, Suisse", "Hôpitaux universitaires de Genève (HUG)", "Genève, Suisse"],
    it: ["Ospedale universitario di Zurigo (USZ)", "Zurigo, Svizzera", "Ospedali universitari di Ginevra (HUG)", "Ginevra, Svizzera"],
  };
  for (const [locale, texts] of Object.entries(expected)) {
    await page.goto(`/${locale}/emergency-medicine/clinical-rotations`);
    const main = page.getByRole("main");
    for (const text of texts) await expect(main).toContainText(text);
    await expect(main.getByRole("heading", { name: /^Inselspital, / })).toBeVisible();
    await expect(main).not.toContainText("University Hospital Zurich");
    await expect(main).not.toContainText("Switzerland");
  }
});
