import { invoiceReference, TEST_QR_IBAN } from "@ssem/core";
import { sampleCamt054, type SampleEntry } from "@ssem/core/camt-samples";
import type { Page } from "@playwright/test";
import pg from "pg";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

// Runs against the admin dashboard's temporary Bank File tab (issue 23, helper "camt"); the Fees tab will hold it.
test.describe.configure({ mode: "serial" });

/**
 * The database of the server under test: its embedded cluster listens on a Unix socket in its
 * DATA_DIR. Used for what no screen of this branch shows yet: an approved member's invoice
 * (approval issues it once the approval branch is merged: the insert below then finds it there and
 * does nothing) and the paid sum the member dashboard will show.
 */
async function database<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `postgres://postgres@${encodeURIComponent(`${process.env.E2E_DATA_DIR}/postgres`)}:5432/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An approved member with an open invoice for this year; its reference, id and billed name. */
async function memberWithInvoice(page: Page, lastName: string) {
  const email = uniqueEmail(`fees-${lastName.toLowerCase()}`);
  await createConfirmedApplicant(page.request, test.info().project.use.baseURL!, email, "Applicant-1", { lastName, studentType: "student", yearOfCompletion: new Date().getFullYear() + 2 });
  const [{ id }] = (await database((client) => client.query<{ id: string }>(`select id from "user" where email = $1`, [email]))).rows as [{ id: string }];
  const approved = await page.request.post(`/api/admin/members/${id}/approve`, { headers: { origin: new URL(page.url()).origin } });
  expect(approved.ok(), await approved.text()).toBe(true);
  return database(async (client) => {
    const year = new Date().getFullYear();
    const { rows } = await client.query<{ n: string }>("select nextval('invoice_number_seq') as n");
    const sequence = Number(rows[0]!.n);
    await client.query(
      `insert into invoices (sequence, user_id, year, billed_name, billed_email, student_type, amount_rappen, iban, reference_type, reference, issued_on, due_on)
       values ($1, $2, $3, $4, $5, 'student', 1000, $6, 'QRR', $7, current_date, current_date + 30) on conflict (user_id, year) do nothing`,
      [sequence, id, year, `Erika ${lastName}`, email, TEST_QR_IBAN, invoiceReference(TEST_QR_IBAN, sequence)],
    );
    const invoice = await client.query<{ id: string; reference: string; billed_name: string }>("select id, reference, billed_name from invoices where user_id = $1 and year = $2", [id, year]);
    return invoice.rows[0]!;
  });
}

const paidRappen = (invoiceId: string) => database(async (client) => (await client.query<{ paid: number }>("select paid_rappen as paid from invoices where id = $1", [invoiceId])).rows[0]!.paid);

async function openBankFileTab(page: Page) {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=bank-file");
  await expect(page.getByRole("heading", { name: "Import the bank's file" })).toBeVisible();
}

async function importFile(page: Page, name: string, content: string) {
  await page.getByLabel("Bank file (XML)").setInputFiles({ name, mimeType: "application/xml", buffer: Buffer.from(content) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
}

test("a broken file is refused with where it broke, and nothing is booked", async ({ page }) => {
  await openBankFileTab(page);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("No file selected")).toBeVisible();
  await expect(page.getByText("No unmatched payments: every imported payment found its invoice.")).toBeVisible();
  await importFile(page, "broken.xml", `<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">\n<Ntry></Ntryy></Document>`);
  const alert = page.getByRole("alert").filter({ hasText: "broken.xml was not imported" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/not well-formed XML: .*\(line 3, column \d+\)/);
  await expect(alert).toContainText("Nothing was booked.");
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`bank-file-error-${width}.png`), fullPage: true });
  }
  // The list that cannot be loaded says so, with the server's reason and Try Again.
  await page.route("**/api/admin/fees/unmatched-payments**", (route) =>
    route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ error: "You do not have access to this.", code: "forbidden" }) }),
  );
  await page.goto("/admin-dashboard?tab=bank-file");
  const failed = page.getByRole("alert").filter({ hasText: "Unmatched payments could not be loaded" });
  await expect(failed).toContainText("You do not have access to this.");
  await expect(failed.getByRole("button", { name: "Try Again" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an admin imports a camt.054 that pays one invoice by its reference and assigns an unmatched payment after confirming", async ({ page }) => {
  await openBankFileTab(page);
  const paying = await memberWithInvoice(page, "Paying");
  const unmatched = await memberWithInvoice(page, "Zurbriggen");
  const run = Date.now();
  const entries: SampleEntry[] = [
    { accountServicerRef: `E2E-${run}-1`, transactions: [{ amountRappen: 1000, reference: paying.reference, debtorName: "Paying Erika" }] },
    // Paid with a reference that names no invoice: the payer typed it wrong.
    { accountServicerRef: `E2E-${run}-2`, transactions: [{ amountRappen: 1000, reference: "RF18539007547034", debtorName: "ZURBRIGGEN ERIKA", unstructured: "Beitrag" }] },
  ];
  await importFile(page, "camt054-november.xml", sampleCamt054({ version: "08", notifications: [entries] }));

  const summary = page.getByRole("region", { name: /camt054-november\.xml imported/ });
  await expect(summary).toBeVisible();
  await expect(summary.getByText("Booked to their invoice")).toBeVisible();
  await expect(summary).toContainText(/Payments received\s*2/);
  await expect(summary).toContainText(/Booked to their invoice\s*1/);
  await expect(summary).toContainText(/Unmatched: waiting for you below\s*1/);
  expect(await paidRappen(paying.id)).toBe(1000);
  await expectNoAxeViolations(page);

  const payment = page.getByRole("list", { name: "Unmatched payments" }).getByRole("listitem").filter({ hasText: "ZURBRIGGEN ERIKA" }).first();
  await expect(payment).toContainText("CHF 10.00");
  await expect(payment).toContainText("RF18539007547034");
  const assign = payment.getByRole("button", { name: new RegExp(`^Assign to invoice \\S+ of ${unmatched.billed_name}$`) });
  await expect(payment.getByText("Similar name").first()).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`bank-file-summary-${width}.png`), fullPage: true });
  }
  await assign.click();
  const dialog = page.getByRole("dialog", { name: "Assign this payment?" });
  await expect(dialog).toContainText("CHF 10.00");
  await expect(dialog).toContainText(unmatched.billed_name);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`bank-file-dialog-${width}.png`) });
  }

  // Cancel changes nothing and gives focus back to the button that opened the dialog.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(assign).toBeFocused();
  expect(await paidRappen(unmatched.id)).toBe(0);

  await assign.click();
  await dialog.getByRole("button", { name: "Assign payment" }).click();
  await expect(page.getByText("Payment assigned")).toBeVisible();
  await expect(page.getByRole("list", { name: "Unmatched payments" }).getByText("ZURBRIGGEN ERIKA")).toHaveCount(0);
  expect(await paidRappen(unmatched.id)).toBe(1000);

  // The same file again books nothing.
  await importFile(page, "camt054-november.xml", sampleCamt054({ version: "08", notifications: [entries] }));
  await expect(summary).toContainText(/Already imported before \(unchanged\)\s*2/);
  expect(await paidRappen(paying.id)).toBe(1000);
  await expectNoAxeViolations(page);
});

test("a large file shows its upload progress, then that it is being booked", async ({ page }) => {
  await openBankFileTab(page);
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
