import fs from "node:fs";
import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

const password = "secret1";

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title }).last();

/** Two applicants with a last name of this test's own (the other worker approves people too), approved: each gets an invoice. */
async function approvedApplicants(page: Page, baseURL: string, lastName: string) {
  const people = [
    { email: uniqueEmail("fee-graduate"), studentType: "graduate" },
    { email: uniqueEmail("fee-student"), studentType: "student", yearOfCompletion: 2030 },
  ];
  for (const person of people) await createConfirmedApplicant(page.request, baseURL, person.email, password, { lastName, ...person });
  for (const { email } of people) {
    const list = (await (await page.request.get(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> };
    const approved = await page.request.post(`/api/admin/members/${list.members[0]!.id}/approve`, { headers: { origin: new URL(baseURL).origin } });
    expect(approved.ok()).toBe(true);
  }
  return people;
}

async function openFeesTab(page: Page) {
  await page.goto("/admin-dashboard?tab=fees");
  await expect(page.getByRole("tab", { name: "Fees" })).toHaveAttribute("aria-selected", "true");
}

test("an admin finds invoices, marks one paid, resends and cancels another, and downloads the year's payments", async ({ page, baseURL }) => {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const lastName = `Fee${Date.now().toString(36)}`;
  const [graduate] = await approvedApplicants(page, baseURL!, lastName);
  await openFeesTab(page);
  await expect(page.getByRole("note")).toContainText("test account, not a real bank account");

  const invoices = page.getByRole("table", { name: "Invoices" });
  await page.getByLabel("Search name, e-mail, number or reference").fill(lastName);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(invoices.getByRole("row")).toHaveCount(3);
  await expect(page.getByText("2 invoices match")).toBeVisible();
  const graduateRow = invoices.getByRole("row").filter({ hasText: "CHF 20.00" });
  const studentRow = invoices.getByRole("row").filter({ hasText: "CHF 10.00" });
  await expect(graduateRow.getByText("Open", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Mark as paid: a part first; the amount offered is what is open, the date today.
  await graduateRow.getByRole("button", { name: /^Mark as paid/ }).click();
  const payDialog = page.getByRole("dialog", { name: "Mark as paid" });
  await expect(payDialog).toContainText(`Erika ${lastName}`);
  await expect(payDialog.getByLabel("Amount (CHF)")).toHaveValue("20.00");
  await expect(payDialog.getByLabel("Amount (CHF)")).toBeFocused();
  await expectNoAxeViolations(page);
  await payDialog.getByLabel("Amount (CHF)").fill("5");
  await payDialog.getByLabel("Note").fill("Cash at the assembly");
  await payDialog.getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, "Payment recorded")).toContainText("CHF 5.00");
  await expect(payDialog).toHaveCount(0);
  await expect(graduateRow.getByText("Partially paid")).toBeVisible();
  await expect(graduateRow).toContainText("CHF 5.00");

  // The state filter narrows the list to the partly paid invoice.
  await page.getByLabel("State").selectOption({ label: "Partially paid" });
  await expect(invoices.getByRole("row")).toHaveCount(2);
  await page.getByLabel("State").selectOption({ label: "All states" });
  await expect(invoices.getByRole("row")).toHaveCount(3);

  // Resend: confirmed, and the invoice mail goes out again with the current bill.
  await graduateRow.getByRole("button", { name: /^Resend/ }).click();
  const resendDialog = page.getByRole("dialog", { name: "Resend this invoice?" });
  await expect(resendDialog).toContainText(graduate!.email);
  await expectNoAxeViolations(page);
  await resendDialog.getByRole("button", { name: "Resend invoice" }).click();
  await expect(toast(page, "Invoice sent again")).toBeVisible();
  const outbox = (await (await page.request.get("/api/dev/outbox")).json()) as Array<{ to: string; attachments: Array<{ contentType: string }> }>;
  const mails = outbox.filter((mail) => mail.to === graduate!.email && mail.attachments.some((attachment) => attachment.contentType === "application/pdf"));
  expect(mails.length).toBeGreaterThanOrEqual(2);

  // Cancel: names the member and the invoice, opens on Keep invoice, and wants a reason.
  const cancelButton = studentRow.getByRole("button", { name: /^Cancel invoice/ });
  await cancelButton.click();
  const cancelDialog = page.getByRole("dialog", { name: "Cancel this invoice?" });
  await expect(cancelDialog).toContainText(`Erika ${lastName}`);
  await expect(cancelDialog).toContainText("This cannot be undone");
  await expect(cancelDialog.getByRole("button", { name: "Keep invoice" })).toBeFocused();
  await expectNoAxeViolations(page);
  await cancelDialog.getByRole("button", { name: "Keep invoice" }).click();
  await expect(cancelDialog).toHaveCount(0);
  await expect(cancelButton).toBeFocused();
  await cancelButton.click();
  await cancelDialog.getByRole("button", { name: "Cancel invoice" }).click();
  await expect(cancelDialog.getByText("Please give a reason")).toBeVisible();
  await expect(cancelDialog.getByLabel("Reason")).toBeFocused();
  await cancelDialog.getByLabel("Reason").fill("Applied twice");
  await cancelDialog.getByRole("button", { name: "Cancel invoice" }).click();
  await expect(toast(page, "Invoice cancelled")).toBeVisible();
  await expect(studentRow.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(studentRow.getByRole("button", { name: /^Cancel invoice/ })).toHaveCount(0);

  // The year's payments as CSV: the manual payment with its note.
  const year = await page.getByLabel("Year", { exact: true }).inputValue();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: `Payments ${year} (CSV)` }).click()]);
  expect(download.suggestedFilename()).toBe(`payments-${year}.csv`);
  const csv = fs.readFileSync(await download.path(), "utf8");
  expect(csv).toMatch(new RegExp(`^\uFEFF"Date";"Invoice number";`));
  expect(csv).toMatch(new RegExp(`"Erika ${lastName}";"5\\.00";"manual";"";"";"";"";"Cash at the assembly"`));

  // The audit log names each action.
  await page.getByRole("tab", { name: "Audit Log" }).click();
  const log = page.getByRole("tabpanel");
  await expect(log.getByRole("listitem").filter({ hasText: new RegExp(`cancelled invoice \\d{4}-\\d+ of Erika ${lastName}`) })).toContainText("“Applied twice”");
  await expect(log.getByRole("listitem").filter({ hasText: new RegExp(`recorded a payment of CHF 5\\.00 on invoice \\d{4}-\\d+ of Erika ${lastName}`) })).toHaveCount(1);
});

test("the Fees tab on a phone: no sideways scrolling, rows as blocks, an empty search", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const lastName = `Phone${Date.now().toString(36)}`;
  await approvedApplicants(page, baseURL!, lastName);
  await openFeesTab(page);
  await page.getByLabel("Search name, e-mail, number or reference").fill(lastName);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("2 invoices match")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.getByRole("row").filter({ hasText: "CHF 20.00" }).getByRole("button", { name: /^Mark as paid/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Search name, e-mail, number or reference").fill(`nobody-${lastName}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No invoice of")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Show all invoices" }).click();
  await expect(page.getByLabel("Search name, e-mail, number or reference")).toHaveValue("");
});

test("the Fees tab's empty year and its error state with Try Again", async ({ page }) => {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  // A year without invoices, as a fresh installation shows it: the answer the server gives then.
  const empty = { count: 0, billedRappen: 0, paidRappen: 0, openRappen: 0 };
  await page.route(/\/api\/admin\/fees\/invoices\?/, (route) =>
    route.fulfill({
      json: {
        year: 2031,
        years: [2031],
        invoices: [],
        total: 0,
        page: 1,
        pageSize: 50,
        totals: { open: empty, partially_paid: empty, paid: empty, overdue: empty, cancelled: empty },
      },
    }),
  );
  await openFeesTab(page);
  await expect(page.getByText("No invoices for 2031 yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute(/\/api\/admin\/fees\/invoices\?/);
  await page.route(/\/api\/admin\/fees\/invoices\?/, (route) => route.abort("connectionreset"));
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "The invoices could not be loaded." })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.unroute(/\/api\/admin\/fees\/invoices\?/);
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("table", { name: "Invoices" }).or(page.getByText(/No invoices for \d+ yet/))).toBeVisible();
});
