import fs from "node:fs";
import path from "node:path";
import { UNMATCHED_PAGE_SIZE } from "@ssem/core";
import { sampleCamt054, type SampleEntry } from "@ssem/core/camt-samples";
import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { invoiceReferenceIn, latestMailTo } from "./outbox";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

/** Real-world bank files (genkgo/camt's test data, MIT), read where they lie beside the repository, never copied into it. */
const fixtures = path.resolve(import.meta.dirname, "../../../shared/fixtures/camt054");
const haveFixtures = fs.existsSync(fixtures);
if (!haveFixtures) console.warn(`fees-bank-file.spec.ts: skipped the real-world bank files: ${fixtures} is absent (a clone without ../shared).`);
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");
/** The account the e2e server bills with (BILLING_IBAN's default, the test QR-IBAN), in groups of four. */
const ourAccount = "CH44 3199 9123 0008 8901 2";

test.describe.configure({ mode: "serial" });

/** The invoice an admin's Fees tab lists for `email` (the newest year's). */
async function invoiceOf(page: Page, email: string) {
  const response = await page.request.get(`/api/admin/fees/invoices?q=${encodeURIComponent(email)}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { invoices } = (await response.json()) as { invoices: Array<{ id: string; number: string; billedName: string; paidRappen: number }> };
  expect(invoices).toHaveLength(1);
  return invoices[0]!;
}

/** An approved member, whose approval mailed their invoice; its reference (from the mail), id and billed name. */
async function memberWithInvoice(page: Page, lastName: string) {
  const email = uniqueEmail(`fees-${lastName.toLowerCase()}`);
  await createConfirmedApplicant(page.request, test.info().project.use.baseURL!, email, "Applicant-1", { lastName, studentType: "student", yearOfCompletion: new Date().getFullYear() + 2 });
  const pending = (await (await page.request.get(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> };
  const approved = await page.request.post(`/api/admin/members/${pending.members[0]!.id}/approve`, { headers: { origin: new URL(page.url()).origin } });
  expect(approved.ok(), await approved.text()).toBe(true);
  const reference = invoiceReferenceIn(await latestMailTo(page.request, email, /^Invoice /));
  return { email, reference, ...(await invoiceOf(page, email)) };
}

const paidRappen = async (page: Page, email: string) => (await invoiceOf(page, email)).paidRappen;

async function openFeesTab(page: Page) {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=fees");
  await expect(page.getByRole("heading", { name: "Import the bank's file" })).toBeVisible();
}

async function importFile(page: Page, name: string, content: string) {
  await page.getByLabel("Bank file (XML)").setInputFiles({ name, mimeType: "application/xml", buffer: Buffer.from(content) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
}

test("a broken file is refused with where it broke, and nothing is booked", async ({ page }) => {
  await openFeesTab(page);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("No file selected")).toBeVisible();
  await importFile(page, "broken.xml", `<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">\n<Ntry></Ntryy></Document>`);
  const alert = page.getByRole("alert").filter({ hasText: "broken.xml was not imported" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/The file is damaged: its XML breaks off or is malformed at line 3, column \d+\./);
  await expect(alert).toContainText("Nothing was booked.");
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`bank-file-error-${width}.png`), fullPage: true });
  }
  // The empty list says so. Answered here: other tests import payments that find no invoice, beside this one and
  // before its retry, so the shared database's list is empty only by chance.
  await page.route("**/api/admin/fees/unmatched-payments**", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ payments: [], total: 0, page: 1, pageSize: UNMATCHED_PAGE_SIZE }) }),
  );
  await page.goto("/admin-dashboard?tab=fees");
  await expect(page.getByText("No unmatched payments: every imported payment found its invoice.")).toBeVisible();
  await expectNoAxeViolations(page);
  // The list that cannot be loaded says so, with the server's reason and Try Again.
  await page.unrouteAll();
  await page.route("**/api/admin/fees/unmatched-payments**", (route) =>
    route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ error: "You do not have access to this.", code: "forbidden" }) }),
  );
  await page.goto("/admin-dashboard?tab=fees");
  const failed = page.getByRole("alert").filter({ hasText: "Unmatched payments could not be loaded" });
  await expect(failed).toContainText("You do not have access to this.");
  await expect(failed.getByRole("button", { name: "Try Again" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an admin imports a camt.054 that pays one invoice by its reference and assigns unmatched payments after confirming", async ({ page }) => {
  // Three applicants approved, an import, two assignments and the same file again: more than one page's time.
  test.slow();
  await openFeesTab(page);
  const paying = await memberWithInvoice(page, "Paying");
  const unmatched = await memberWithInvoice(page, "Zurbriggen");
  const child = await memberWithInvoice(page, "Kind");
  const run = Date.now();
  const entries: SampleEntry[] = [
    { accountServicerRef: `E2E-${run}-1`, transactions: [{ amountRappen: 1000, reference: paying.reference, debtorName: "Paying Erika" }] },
    // Paid with a reference that names no invoice: the payer typed it wrong.
    { accountServicerRef: `E2E-${run}-2`, transactions: [{ amountRappen: 1000, reference: "RF18539007547034", debtorName: "ZURBRIGGEN ERIKA", unstructured: "Beitrag" }] },
    // A parent paid part of the fee, under their own name and without a reference: nothing to suggest.
    { accountServicerRef: `E2E-${run}-3`, transactions: [{ amountRappen: 700, debtorName: "Hans Quaglia-Obrist" }] },
  ];
  await importFile(page, "camt054-november.xml", sampleCamt054({ version: "08", notifications: [entries] }));

  const summary = page.getByRole("region", { name: /camt054-november\.xml imported/ });
  await expect(summary).toBeVisible();
  await expect(summary.getByText("Booked to their invoice")).toBeVisible();
  await expect(summary).toContainText(/Payments received\s*3/);
  await expect(summary).toContainText(/Booked to their invoice\s*1/);
  await expect(summary).toContainText(/Unmatched: waiting for you below\s*2/);
  expect(await paidRappen(page, paying.email)).toBe(1000);
  await expectNoAxeViolations(page);

  const payment = page.getByRole("list", { name: "Unmatched payments" }).getByRole("listitem").filter({ hasText: "ZURBRIGGEN ERIKA" }).first();
  await expect(payment).toContainText("CHF 10.00");
  await expect(payment).toContainText("RF18539007547034");
  const assign = payment.getByRole("button", { name: new RegExp(`^Assign to invoice \\S+ of ${unmatched.billedName}$`) });
  await expect(payment.getByText("Similar name").first()).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`bank-file-summary-${width}.png`), fullPage: true });
  }
  await assign.click();
  const dialog = page.getByRole("dialog", { name: "Assign this payment?" });
  await expect(dialog).toContainText("CHF 10.00");
  await expect(dialog).toContainText(unmatched.billedName);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`bank-file-dialog-${width}.png`) });
  }

  // Cancel changes nothing and gives focus back to the button that opened the dialog.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(assign).toBeFocused();
  expect(await paidRappen(page, unmatched.email)).toBe(0);

  await assign.click();
  await dialog.getByRole("button", { name: "Assign payment" }).click();
  await expect(page.getByText("Payment assigned")).toBeVisible();
  await expect(page.getByRole("list", { name: "Unmatched payments" }).getByText("ZURBRIGGEN ERIKA")).toHaveCount(0);
  expect(await paidRappen(page, unmatched.email)).toBe(1000);

  // Nothing suggests the parent's payment: the admin finds the invoice by the member's address.
  const parents = page.getByRole("list", { name: "Unmatched payments" }).getByRole("listitem").filter({ hasText: "Hans Quaglia-Obrist" }).first();
  await expect(parents).toContainText("No open invoice has this amount or a similar name.");
  await parents.getByText("Find another invoice").click();
  await parents.getByLabel("Search open invoices by name, e-mail, number or reference").fill(child.email);
  await parents.getByRole("button", { name: "Search" }).click();
  await expectNoAxeViolations(page);
  await parents.getByRole("button", { name: new RegExp(`^Assign to invoice \\S+ of ${child.billedName}$`) }).click();
  await expect(dialog).toContainText("CHF 7.00");
  await dialog.getByRole("button", { name: "Assign payment" }).click();
  // The answer first, as for the first assignment: the list alone can lose the row before the booking is read back.
  await expect(page.getByText("CHF 7.00 booked to invoice")).toBeVisible();
  await expect(page.getByRole("list", { name: "Unmatched payments" }).getByText("Hans Quaglia-Obrist")).toHaveCount(0);
  expect(await paidRappen(page, child.email)).toBe(700);

  // The same file again books nothing, and says so.
  await importFile(page, "camt054-november.xml", sampleCamt054({ version: "08", notifications: [entries] }));
  await expect(page.getByRole("region", { name: /camt054-november\.xml was imported before/ })).toContainText(/Already imported before \(unchanged\)\s*3/);
  expect(await paidRappen(page, paying.email)).toBe(1000);
  await expectNoAxeViolations(page);
});

test("a large file shows its upload progress, then that it is being booked", async ({ page }) => {
  await openFeesTab(page);
  // Debits only: read and counted, nothing stored, so the other tests' lists stay as they are.
  const debits: SampleEntry[] = Array.from({ length: 5000 }, (_, index) => ({
    creditDebit: "DBIT",
    accountServicerRef: `E2E-DEBIT-${Date.now()}-${index}`,
    transactions: [{ amountRappen: 12_345, debtorName: "Our Own Account", unstructured: "Standing order" }],
  }));
  const xml = sampleCamt054({ version: "04", notifications: [debits] });
  // Every text the progress line shows, recorded in the page: the phases pass faster than a poll.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { phases: string[] }).phases = seen;
    new MutationObserver(() => {
      for (const status of Array.from(document.querySelectorAll("[role=status]"))) if (status.textContent && !seen.includes(status.textContent)) seen.push(status.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  await importFile(page, "camt054-debits.xml", xml);
  await expect(page.getByText(/^Uploading… \d+ %$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("bank-file-progress-1280.png") });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: test.info().outputPath("bank-file-progress-390.png") });
  await expect(page.getByRole("region", { name: /camt054-debits\.xml imported/ })).toContainText(/Debits \(not fees, ignored\)\s*5.000/, { timeout: 20_000 });
  const phases = await page.evaluate(() => (window as unknown as { phases: string[] }).phases);
  expect(phases.some((text) => /^Uploading… \d+ %$/.test(text) && !text.startsWith("Uploading… 100"))).toBe(true);
  expect(phases).toContain("Booking payments…");
});

test("an admin reverses a wrong booking, marks a double payment to refund and dismisses a donation, each confirmed with Cancel focused", async ({ page }) => {
  test.slow();
  await openFeesTab(page);
  const twice = await memberWithInvoice(page, "Doppelt");
  const wrong = await memberWithInvoice(page, "Falsch");
  const run = Date.now();
  const today = new Date().toISOString().slice(0, 10);
  const credit = (n: number, amountRappen: number, reference: string | undefined, debtorName: string): SampleEntry => ({
    accountServicerRef: `E2E-UNDO-${run}-${n}`,
    bookedOn: today,
    transactions: [{ amountRappen, reference, debtorName, debtorIban: "CH9300762011623852957" }],
  });
  await importFile(
    page,
    "camt054-undo.xml",
    sampleCamt054({ version: "08", notifications: [[credit(1, 1000, twice.reference, "Doppelt Anna"), credit(2, 1000, twice.reference, "Doppelt Anna"), credit(3, 1000, wrong.reference, "Falsch Beat"), credit(4, 5000, undefined, "Verein Gönner")]] }),
  );
  await expect(page.getByRole("region", { name: /camt054-undo\.xml imported/ })).toBeVisible();
  expect(await paidRappen(page, twice.email)).toBe(2000);
  const invoices = page.getByRole("table", { name: "Invoices" });
  const search = async (email: string) => {
    await page.getByLabel("Search name, e-mail, number or reference").fill(email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(invoices.getByRole("row")).toHaveCount(2);
  };

  // Reverse: the dialog names the invoice and member, lists the booking, opens on Cancel, wants a reason.
  await search(wrong.email);
  const reverseButton = invoices.getByRole("button", { name: /^Reverse payment/ });
  await reverseButton.click();
  const reverseDialog = page.getByRole("dialog", { name: "Reverse a payment?" });
  await expect(reverseDialog).toContainText(wrong.billedName);
  await expect(reverseDialog.getByRole("radio", { name: /CHF 10\.00 on .*, bank payment from Falsch Beat/ })).toBeChecked();
  await expect(reverseDialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`reverse-dialog-${width}.png`) });
  }
  await reverseDialog.getByRole("button", { name: "Reverse payment" }).click();
  await expect(reverseDialog.getByText("Please give a reason")).toBeVisible();
  await reverseDialog.getByLabel("Reason").fill("Paid by the wrong member's parent");
  await reverseDialog.getByRole("button", { name: "Reverse payment" }).click();
  await expect(page.getByText(/CHF 10\.00 was taken off invoice/)).toBeVisible();
  expect(await paidRappen(page, wrong.email)).toBe(0);
  // The money is still on the account: it waits among the unmatched payments again.
  const unmatchedList = page.getByRole("list", { name: "Unmatched payments" });
  await expect(unmatchedList.getByRole("listitem").filter({ hasText: "Falsch Beat" }).first()).toBeVisible();

  // To refund: what was paid too much, named with the amount and the member.
  await search(twice.email);
  await invoices.getByRole("button", { name: /^Mark refund/ }).click();
  const refundDialog = page.getByRole("dialog", { name: "Mark the excess to refund?" });
  await expect(refundDialog).toContainText("CHF 10.00");
  await expect(refundDialog).toContainText(twice.billedName);
  await expect(refundDialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await refundDialog.getByLabel("Reason").fill("Paid twice");
  await refundDialog.getByRole("button", { name: "Mark to refund" }).click();
  await expect(page.getByText(/CHF 10\.00 of invoice .* is to be refunded/)).toBeVisible();
  expect(await paidRappen(page, twice.email)).toBe(1000);

  // Not a fee: a donation leaves the unmatched payments with its reason.
  const donation = unmatchedList.getByRole("listitem").filter({ hasText: "Verein Gönner" }).first();
  await donation.getByRole("button", { name: /^Not a fee/ }).click();
  const dismissDialog = page.getByRole("dialog", { name: "Dismiss this payment as not a fee?" });
  await expect(dismissDialog).toContainText("CHF 50.00");
  await expect(dismissDialog).toContainText("Verein Gönner");
  await expect(dismissDialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dismissDialog.getByLabel("Reason").fill("A donation");
  await dismissDialog.getByRole("button", { name: "Dismiss payment" }).click();
  await expect(page.getByText("CHF 50.00 from Verein Gönner is listed as not a fee.")).toBeVisible();
  await expect(unmatchedList.getByText("Verein Gönner")).toHaveCount(0);

  // The payments CSV shows each correction with its reason.
  const year = Number((await invoiceOf(page, twice.email)).number.slice(0, 4));
  const csv = async (of: number) => (await (await page.request.get(`/api/admin/fees/payments.csv?year=${of}`)).text()).replace(/^\uFEFF/, "");
  expect(await csv(year)).toMatch(/"-10\.00";"reversed booking";.*"Paid by the wrong member's parent"/);
  expect(await csv(year)).toMatch(/"-10\.00";"to refund";.*"Paid twice"/);
  expect(await csv(Number(today.slice(0, 4)))).toMatch(/"50\.00";"not a fee";"E2E-UNDO-\d+-4";"Verein Gönner";"CH9300762011623852957";"camt054-undo\.xml";"A donation"/);
});

test.describe("real-world bank files (issue 39)", () => {
  test.skip(!haveFixtures, `${fixtures} is absent`);

  test("a file of another account is refused naming both accounts, in German at 360 px", async ({ page }) => {
    await openFeesTab(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/de/admin-dashboard?tab=fees");
    await page.getByLabel("Bankdatei (XML)").setInputFiles({ name: "camt054-v4.xml", mimeType: "application/xml", buffer: Buffer.from(fixture("genkgo-camt054.v4.xml")) });
    await page.getByRole("button", { name: "Importieren", exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: "camt054-v4.xml wurde nicht importiert" });
    // The cause, both accounts named: before, every refusal said to check that this is the bank's camt file.
    await expect(alert).toContainText(`Diese Datei gehört zum Konto CH28 0123 4000 1234 5678 9, nicht zum Vereinskonto ${ourAccount}.`);
    await expect(alert).toContainText("Es wurde nichts verbucht.");
    await expect(alert).not.toContainText("camt.054- oder camt.053-Datei der Bank");
    await expectNoAxeViolations(page);
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("bank-file-wrong-account-de-360.png") });
  });

  test("a PDF is named as a PDF, not as text that is not UTF-8", async ({ page }) => {
    await openFeesTab(page);
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n%"), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), Buffer.from("\n1 0 obj\n")]);
    await page.getByLabel("Bank file (XML)").setInputFiles({ name: "statement.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "statement.pdf was not imported" })).toContainText("The file is a PDF.");
    await expectNoAxeViolations(page);
  });

  test("reversals are counted in the summary as credits are, and a file imported before is news, not success", async ({ page }) => {
    await openFeesTab(page);
    const run = Date.now();
    // The real v04 file as our account's, its entry a batch the bank took back: three reversals of payments we never booked.
    const reversals = fixture("genkgo-camt054.v4.xml")
      .replace("<IBAN>CH2801234000123456789</IBAN>", `<IBAN>${ourAccount.replaceAll(" ", "")}</IBAN>`)
      .replace("<CdtDbtInd>DBIT</CdtDbtInd>", "<CdtDbtInd>DBIT</CdtDbtInd><RvslInd>true</RvslInd>")
      .replaceAll(/<AcctSvcrRef>([^<]*)<\/AcctSvcrRef>/g, `<AcctSvcrRef>$1-${run}</AcctSvcrRef>`);
    await importFile(page, "camt054-reversals.xml", reversals);
    const summary = page.getByRole("region", { name: /camt054-reversals\.xml imported \(camt\.054\.001\.04\)/ });
    await expect(summary).toContainText(/Payments taken back by the bank\s*3/);
    await expect(summary).toContainText(/No payment to undo \(recorded\)\s*3/);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Bank file imported" })).toContainText("Payments booked: 0 of 0. Reversals undone: 0 of 3.");
    await expectNoAxeViolations(page);

    // The same file again: an information, not a green "imported"; the reversals line counts them as imported before.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/de/admin-dashboard?tab=fees");
    await page.getByLabel("Bankdatei (XML)").setInputFiles({ name: "camt054-reversals.xml", mimeType: "application/xml", buffer: Buffer.from(reversals) });
    await page.getByRole("button", { name: "Importieren", exact: true }).click();
    const again = page.getByRole("region", { name: /camt054-reversals\.xml wurde schon früher importiert/ });
    await expect(again).toContainText(/Von der Bank zurückgenommene Zahlungen\s*3/);
    await expect(again).toContainText(/Bereits früher importiert \(unverändert\)\s*3/);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Bereits importiert" });
    await expect(toast).toContainText("camt054-reversals.xml wurde schon früher importiert: Es wurde nichts erneut verbucht.");
    await expect(toast).toHaveAttribute("data-type", "info");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Bankdatei importiert" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await again.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("bank-file-imported-before-de-360.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await again.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("bank-file-imported-before-de-1280.png") });
  });
});

test("the invoice list shows which invoices wait until their member accepts the invite, and how many", async ({ page, baseURL }) => {
  await openFeesTab(page);
  const email = uniqueEmail("fees-held");
  // Imported with this year's invoice: invited, the invoice held until the invite is accepted (ADR 019).
  const imported = await page.request.post("/api/admin/members/import", {
    data: { members: [{ firstName: "Hedwig", lastName: "Wartend", field: "Medicine", studentType: "Student", placeOfStudy: "Bern", email }], sendInvoice: true },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  await page.goto("/admin-dashboard?tab=fees");
  await expect(page.getByText(/^(1 invoice is|\d+ invoices are) held until (its member accepts|their members accept) the invite\.$/)).toBeVisible();
  await page.getByLabel("Search name, e-mail, number or reference").fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("table", { name: "Invoices" }).getByRole("row").filter({ hasText: "Hedwig Wartend" });
  await expect(row).toContainText("Held");
  await expect(row).toContainText("Goes out once the member accepts the invite (confirms the address).");
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/de/admin-dashboard?tab=fees");
  await expect(page.getByText(/^(1 Rechnung wird|\d+ Rechnungen werden) zurückgehalten, bis (das Mitglied die Einladung annimmt|die Mitglieder die Einladung annehmen)\.$/)).toBeVisible();
  await page.getByLabel("Name, E-Mail, Nummer oder Referenz suchen", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Suchen", exact: true }).click();
  const germanRow = page.getByRole("table", { name: "Rechnungen" }).getByRole("row").filter({ hasText: "Hedwig Wartend" });
  await expect(germanRow).toContainText("Zurückgehalten");
  await expectNoAxeViolations(page);
  await page.getByRole("heading", { name: /^Rechnungen \d+$/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("invoices-held-de-360.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath("invoices-held-de-1280.png") });
});
