import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { payOpenInvoice } from "./fee-payment";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

const password = "secret1";

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).last();
}

async function openAdminDashboard(page: Page, tab?: string) {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto(tab ? `/admin-dashboard?tab=${tab}` : "/admin-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** The card of one person in a list, found by their e-mail address. */
const cardOf = (page: Page, email: string) => page.getByRole("listitem").filter({ hasText: email });

/** Approves an applicant through the API as the admin signed in on `page` (its cookies). */
async function approveByEmail(page: Page, baseURL: string, email: string) {
  const list = (await (await page.request.get(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> };
  const response = await page.request.post(`/api/admin/members/${list.members[0]!.id}/approve`, { headers: { origin: new URL(baseURL).origin } });
  expect(response.ok()).toBe(true);
}

test("an admin approves an applicant, who then signs in and sees the fee, and the member cards once it is paid", async ({ page, request, baseURL, browser }) => {
  const email = uniqueEmail("approve");
  await createConfirmedApplicant(request, baseURL!, email, password);
  await openAdminDashboard(page);

  const tab = page.getByRole("tab", { name: /Pending Members \(\d+\)/ });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const card = cardOf(page, email);
  await expect(card.getByText("Nursing")).toBeVisible();
  await expect(card.getByText("E-mail confirmed")).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: /^Approve/ }).click();
  // Approval mails the applicant and bills them: it asks first (issue 24).
  await page.getByRole("dialog", { name: /^Approve Erika Example\?$/ }).getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Member approved")).toContainText("The invoice for the annual fee has been e-mailed.");
  await expect(cardOf(page, email)).toHaveCount(0);

  const applicantContext = await browser.newContext({ baseURL });
  const applicantPage = await applicantContext.newPage();
  await signInAs(applicantPage, email, password);
  await applicantPage.goto("/member-dashboard");
  await expect(applicantPage.getByRole("heading", { name: "Membership fee" })).toBeVisible();
  // The membership starts once the fee is received (ADR 033).
  await expect(applicantPage.getByRole("heading", { name: "File Share" })).toHaveCount(0);
  await payOpenInvoice(page.request, new URL(baseURL!).origin, email);
  await applicantPage.reload();
  await expect(applicantPage.getByRole("heading", { name: "File Share" })).toBeVisible();
  await expect(applicantPage.getByRole("heading", { name: "Member Features" })).toBeVisible();
  await expect(applicantPage.getByRole("heading", { name: "Pending Approval" })).toHaveCount(0);
  await applicantContext.close();
});

test("an admin rejects an applicant; the audit log names the decision", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("reject");
  // A name of its own: tests in the other worker write to the same audit log at the same time.
  const lastName = `Rejected${Date.now().toString(36)}`;
  await createConfirmedApplicant(request, baseURL!, email, password, { lastName });
  await openAdminDashboard(page);
  await cardOf(page, email).getByRole("button", { name: /^Reject/ }).click();
  await page.getByRole("dialog", { name: `Reject Erika ${lastName}?` }).getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Member rejected")).toBeVisible();
  await expect(cardOf(page, email)).toHaveCount(0);

  await page.getByRole("tab", { name: "Audit Log" }).click();
  await expect(page).toHaveURL(/\?tab=audit$/);
  await expect(page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: lastName })).toContainText(`rejected Erika ${lastName}`);
  await expectNoAxeViolations(page);
});

/** The member table's row of one person, found by their e-mail address. */
const rowOf = (page: Page, email: string) => page.getByRole("table", { name: "Members" }).getByRole("row").filter({ hasText: email });

async function searchMembers(page: Page, text: string) {
  await page.getByLabel("Search name, e-mail or place of study").fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

test("a role change through the table: once cancelled, once made", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("role");
  await createConfirmedApplicant(request, baseURL!, email, password);
  await openAdminDashboard(page);
  await approveByEmail(page, baseURL!, email);

  await page.getByRole("tab", { name: /All Members/ }).click();
  await expect(page).toHaveURL(/\?tab=members$/);
  await searchMembers(page, email);
  const row = rowOf(page, email);
  await expect(row.getByRole("cell", { name: "member", exact: true })).toBeVisible();
  await row.getByRole("checkbox", { name: "Select Erika Example" }).check();
  const bar = page.getByRole("group", { name: "Bulk actions" });
  await bar.getByLabel("New role").selectOption("admin");

  await bar.getByRole("button", { name: "Change role" }).click();
  await page.getByRole("dialog", { name: "Make 1 person admin?" }).getByRole("button", { name: "Cancel" }).click();
  await expect(bar.getByRole("button", { name: "Change role" })).toBeFocused();
  await expect(row.getByRole("cell", { name: "member", exact: true })).toBeVisible();

  await bar.getByRole("button", { name: "Change role" }).click();
  await page.getByRole("dialog", { name: "Make 1 person admin?" }).getByRole("button", { name: "Make admin" }).click();
  await expect(page.getByRole("region", { name: /Change role: 1 of 1 person done/ })).toContainText("Erika Example: role changed");
  // The search is in the URL: a reload shows the same row, with its new role.
  await page.reload();
  await expect(page.getByRole("tab", { name: /All Members/ })).toHaveAttribute("aria-selected", "true");
  await expect(rowOf(page, email).getByRole("cell", { name: "admin", exact: true })).toBeVisible();
});

test("Remove Member through the confirmation dialog", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("remove");
  await createConfirmedApplicant(request, baseURL!, email, password);
  await openAdminDashboard(page, "members");
  await approveByEmail(page, baseURL!, email);
  await searchMembers(page, email);
  await rowOf(page, email).getByRole("button", { name: /^Remove/ }).click();

  const dialog = page.getByRole("dialog", { name: "Remove Erika Example?" });
  await expect(dialog).toContainText(email);
  // Enter must not delete anyone: the dialog opens on Cancel (issue 24).
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, email)).toHaveCount(1);

  await rowOf(page, email).getByRole("button", { name: /^Remove/ }).click();
  await dialog.getByRole("button", { name: "Remove Member" }).click();
  await expect(toast(page, "Member removed")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No members match." })).toBeVisible();
  // The person can no longer sign in.
  const signIn = await request.post("/api/auth/sign-in/email", { headers: { origin: new URL(baseURL!).origin }, data: { email, password } });
  expect(signIn.status()).toBe(401);
});

test("every tab passes axe at phone width", async ({ page }) => {
  // Eleven tabs, each opened and scanned: about 30 s on this 2-core machine, over the default limit.
  test.slow();
  await page.setViewportSize(phone);
  await openAdminDashboard(page);
  const tabs = page.getByRole("tab");
  // Every tab there is, so that a tab added later is checked too.
  await expect(tabs).not.toHaveCount(0);
  for (const tab of await tabs.all()) {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
  }
});

test("a failed load or decision says so in the spec's words, and Try Again recovers", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("errors");
  await createConfirmedApplicant(request, baseURL!, email, password);
  // The server is fine; these requests fail on the way, as on a broken connection.
  await page.route(/\/api\/admin\/members\?status=pending/, (route) => route.abort("connectionreset"));
  await openAdminDashboard(page);
  await expect(toast(page, "Error loading pending members")).toBeVisible();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("alert")).toContainText("Error loading pending members");
  await expectNoAxeViolations(page);

  await page.unroute(/\/api\/admin\/members\?status=pending/);
  await panel.getByRole("button", { name: "Try Again" }).click();
  const card = cardOf(page, email);
  await expect(card).toHaveCount(1);

  await page.route(/\/api\/admin\/members\/[^/]+\/(approve|reject)$/, (route) => route.abort("connectionreset"));
  await card.getByRole("button", { name: /^Approve/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Error approving member")).toBeVisible();
  await card.getByRole("button", { name: /^Reject/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Error rejecting member")).toBeVisible();
  // The applicant stays, and so does focus: on the button that opened the dialog.
  await expect(card.getByRole("button", { name: /^Reject/ })).toBeFocused();
  // Nothing was decided: the applicant is still pending.
  await page.unroute(/\/api\/admin\/members\/[^/]+\/(approve|reject)$/);
  await page.reload();
  await expect(cardOf(page, email)).toHaveCount(1);
});

test("a signed-in applicant who is not an admin never sees the admin dashboard", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("notadmin");
  await createConfirmedApplicant(request, baseURL!, email, password);
  await signInAs(page, email, password);
  await page.goto("/admin-dashboard");
  // The member layout sends a signed-in user without access to their own dashboard (ADR 010).
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
});
