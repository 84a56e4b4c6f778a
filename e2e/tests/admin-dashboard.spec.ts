import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
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

test("an admin approves an applicant, who then signs in and sees the member cards", async ({ page, request, baseURL, browser }) => {
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
  await expect(toast(page, "Member approved")).toContainText("The invoice for the annual fee has been e-mailed.");
  await expect(cardOf(page, email)).toHaveCount(0);

  const applicantContext = await browser.newContext({ baseURL });
  const applicantPage = await applicantContext.newPage();
  await signInAs(applicantPage, email, password);
  await applicantPage.goto("/member-dashboard");
  await expect(applicantPage.getByRole("heading", { name: "Membership fee" })).toBeVisible();
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
  await expect(toast(page, "Member rejected")).toBeVisible();
  await expect(cardOf(page, email)).toHaveCount(0);

  await page.getByRole("tab", { name: "Audit Log" }).click();
  await expect(page).toHaveURL(/\?tab=audit$/);
  await expect(page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: lastName })).toContainText(`rejected Erika ${lastName}`);
  await expectNoAxeViolations(page);
});

test("a role change once with Cancel and once with Save Changes", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("role");
  await createConfirmedApplicant(request, baseURL!, email, password);
  await openAdminDashboard(page);
  await approveByEmail(page, baseURL!, email);

  await page.getByRole("tab", { name: /All Members/ }).click();
  await expect(page).toHaveURL(/\?tab=members$/);
  await page.getByLabel("Search by name or e-mail").fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = cardOf(page, email);
  const role = card.getByLabel("Role");
  await expect(role).toHaveValue("member");

  await role.selectOption("admin");
  await card.getByRole("button", { name: "Cancel" }).click();
  await expect(role).toHaveValue("member");
  await expect(card.getByRole("button", { name: "Save Changes" })).toHaveCount(0);

  await role.selectOption("admin");
  await card.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Role updated")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: /All Members/ })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Search by name or e-mail").fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(cardOf(page, email).getByLabel("Role")).toHaveValue("admin");
});

test("Remove Member through the confirmation dialog", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("remove");
  await createConfirmedApplicant(request, baseURL!, email, password);
  await openAdminDashboard(page, "members");
  await approveByEmail(page, baseURL!, email);
  await page.getByLabel("Search by name or e-mail").fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await cardOf(page, email).getByRole("button", { name: /^Remove Member/ }).click();

  const dialog = page.getByRole("dialog", { name: "Remove this member?" });
  await expect(dialog).toContainText(email);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cardOf(page, email)).toHaveCount(1);

  await cardOf(page, email).getByRole("button", { name: /^Remove Member/ }).click();
  await dialog.getByRole("button", { name: "Remove Member" }).click();
  await expect(toast(page, "Member removed")).toBeVisible();
  await expect(page.getByText("0 members")).toBeVisible();
  // The person can no longer sign in.
  const signIn = await request.post("/api/auth/sign-in/email", { headers: { origin: new URL(baseURL!).origin }, data: { email, password } });
  expect(signIn.status()).toBe(401);
});

test("search and paging in All Members", async ({ page, request, baseURL }) => {
  const tag = uniqueEmail("page").split("@")[0]!;
  await openAdminDashboard(page, "members");
  for (let index = 0; index < 11; index += 1) {
    const email = `${tag}-${String(index).padStart(2, "0")}@example.org`;
    await createConfirmedApplicant(request, baseURL!, email, password);
    await approveByEmail(page, baseURL!, email);
  }
  await page.getByLabel("Search by name or e-mail").fill(tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("11 members")).toBeVisible();
  const cards = page.getByRole("tabpanel").getByRole("listitem");
  await expect(cards).toHaveCount(10);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(cards).toHaveCount(1);
  // Newest first: the first created is last.
  await expect(cards.first()).toContainText(`${tag}-00@example.org`);

  await page.locator("#member-role").selectOption("admin");
  await expect(page.getByText("0 members")).toBeVisible();
});

test("every tab passes axe at phone width", async ({ page }) => {
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
  await expect(toast(page, "Error approving member")).toBeVisible();
  await card.getByRole("button", { name: /^Reject/ }).click();
  await expect(toast(page, "Error rejecting member")).toBeVisible();
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
