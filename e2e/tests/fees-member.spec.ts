import fs from "node:fs";
import { sampleCamt054 } from "@ssem/core/camt-samples";
import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, openAsFromMail, phone, test } from "./fixtures";
import { fillApplication } from "./membership-form";
import { authLink, invoiceReferenceIn, latestMailTo, uniqueEmail } from "./outbox";
import { signInAs } from "./session";

const screenshotDir = process.env.E2E_SCREENSHOTS;

/** Screenshots at a phone's and a laptop's width, when E2E_SCREENSHOTS names a folder (to look at the screens). */
async function screenshots(page: Page, name: string) {
  if (!screenshotDir) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  for (const [label, width] of [
    ["390", 390],
    ["1280", 1280],
  ] as const) {
    await page.setViewportSize({ width, height: label === "390" ? phone.height : 800 });
    await page.screenshot({ path: `${screenshotDir}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function approveByEmail(page: Page, email: string) {
  const list = (await (await page.request.get(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> };
  const response = await page.request.post(`/api/admin/members/${list.members[0]!.id}/approve`, { headers: { origin: new URL(page.url()).origin } });
  expect(response.ok()).toBe(true);
}

test("approval e-mails the invoice with its PDF, the member's dashboard shows the fee open with its QR code, and the bank's file pays it", async ({ page, request, browser, baseURL }) => {
  // A whole journey through two sessions and three pages (about 14 s on an idle machine): more than one page's time.
  test.slow();
  const email = uniqueEmail("fee");
  await page.goto("/membership");
  await fillApplication(page, email);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText(/^Welcome to the /).first()).toBeVisible();
  await openAsFromMail(page, authLink(await latestMailTo(request, email, /confirm/i)));
  await expect(page.getByText("Email Confirmed!").first()).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, e2eAdmin.email, e2eAdmin.password);
  await approveByEmail(adminPage, email);

  // The invoice mail, at once, with the bill attached; the dev mailbox lists and serves it.
  const invoiceMail = await latestMailTo(request, email, /^Invoice \d{4}-\d{6}/);
  expect(invoiceMail.text).toContain("CHF 10.00");
  await adminPage.goto("/dev/mailbox");
  const article = adminPage.getByRole("article").filter({ hasText: invoiceMail.subject });
  const link = article.getByRole("link", { name: /^invoice-\d{4}-\d{6}\.pdf$/ });
  await expect(link).toBeVisible();
  const download = await adminPage.request.get((await link.getAttribute("href"))!);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoAxeViolations(adminPage);
  await screenshots(adminPage, "dev-mailbox-attachments");
  await adminContext.close();

  // The member signs in: the fee is open, with the QR code to scan and the bill to download.
  await signInAs(page, email, "secret1");
  await page.goto("/member-dashboard");
  const card = page.getByRole("region", { name: "Membership fee" });
  await expect(card.getByText(/^Open: CHF 10\.00, due \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  const qr = card.getByRole("img", { name: /^Swiss QR code to pay CHF 10\.00 for invoice/ });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(200);
  await expect(card.getByText("test account, not a real bank account")).toBeVisible();
  await expect(card.getByText("Your membership starts on the day your fee is received.")).toBeVisible();
  const pdfLink = card.getByRole("link", { name: "Download invoice (PDF)" });
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename="invoice-\d{4}-\d{6}\.pdf"$/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoAxeViolations(page);
  await screenshots(page, "member-fee-open");
  // Approved, not yet paid: not a member yet (ADR 033). No file share on the dashboard, and its page sends them back.
  await expect(page.getByRole("region", { name: "File Share" })).toHaveCount(0);
  await page.goto("/file-share");
  await expect(page).toHaveURL(/\/member-dashboard$/);
  expect((await page.request.get("/api/files")).status()).toBe(403);

  // The treasurer imports the bank's camt.054, which pays it by its reference: the dashboard shows it paid.
  const treasurerContext = await browser.newContext({ baseURL });
  const treasurer = await treasurerContext.newPage();
  await signInAs(treasurer, e2eAdmin.email, e2eAdmin.password);
  const entry = { accountServicerRef: `E2E-${Date.now()}`, transactions: [{ amountRappen: 1000, reference: invoiceReferenceIn(invoiceMail), debtorName: "Applicant Member" }] };
  await treasurer.goto("/admin-dashboard?tab=fees");
  await treasurer.getByLabel("Bank file (XML)").setInputFiles({ name: "camt054.xml", mimeType: "application/xml", buffer: Buffer.from(sampleCamt054({ version: "04", notifications: [[entry]] })) });
  await treasurer.getByRole("button", { name: "Import", exact: true }).click();
  await expect(treasurer.getByRole("region", { name: /camt054\.xml imported/ })).toContainText(/Booked to their invoice\s*1/);
  await treasurerContext.close();

  await page.reload();
  await expect(card.getByText(/^Paid on \d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible();
  await expect(card.getByRole("img")).toHaveCount(0);
  await expect(card.getByText(/^Member since \d{2}\.\d{2}\.\d{4}\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "member-fee-paid");
  // Paid: the member area opens.
  await page.getByRole("region", { name: "File Share" }).getByRole("link", { name: "Open File Share" }).click();
  await expect(page).toHaveURL(/\/file-share$/);
});

test("the fee card says so when there is no invoice yet, and when the invoices cannot be loaded", async ({ page }) => {
  // The bootstrap admin never applied, so has no tier and no invoice.
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/member-dashboard");
  const card = page.getByRole("region", { name: "Membership fee" });
  await expect(card.getByText("No invoice yet. It is e-mailed to you as soon as it is made.")).toBeVisible();
  await expect(card.getByRole("img")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.route("**/api/me/invoices", (route) => route.fulfill({ status: 503, json: { error: "The service is briefly unavailable. Please try again in a moment.", code: "unavailable" } }));
  await page.goto("/member-dashboard");
  await expect(card.getByRole("alert")).toContainText("Your invoices could not be loaded.");
  await expect(card.getByRole("button", { name: "Try Again" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "member-fee-error");
});
