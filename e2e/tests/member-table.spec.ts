import type { Page, Request } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

/**
 * The member table of issue 24: sort, filter, search and paging; bulk actions; the decisions that
 * ask first, with Cancel focused; where focus goes after a row leaves; one request per list on load;
 * the error state. Every name here is made up for the test.
 */
const password = "secret1";
const desktop = { width: 1280, height: 900 };

async function openDashboard(page: Page, query = "") {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto(`/admin-dashboard${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** Imports people as approved members (the bulk import's API), each named `Testname<index><tag>`. */
async function importMembers(page: Page, baseURL: string, tag: string, count: number) {
  const members = Array.from({ length: count }, (_, index) => ({
    lastName: `Testname${String(index).padStart(2, "0")}${tag}`,
    firstName: index % 2 === 0 ? "Alpha" : "Beta",
    field: index % 3 === 0 ? "Nursing" : "Medicine",
    studentType: "Student",
    placeOfStudy: index === 7 ? `Fakeplace${tag}` : "Bern",
    email: `${tag}-${String(index).padStart(2, "0")}@example.org`,
  }));
  const response = await page.request.post("/api/admin/members/import", { data: { members, sendInvoice: false }, headers: { origin: new URL(baseURL).origin } });
  expect(response.ok(), await response.text()).toBe(true);
}

const table = (page: Page) => page.getByRole("table", { name: "Members" });
const rows = (page: Page) => table(page).locator("tbody tr");
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title }).last();

async function search(page: Page, text: string) {
  await page.getByLabel("Search name, e-mail or place of study").fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

test("the table sorts, filters, searches and pages, keeps its state in the URL, and passes axe at 1280 and 360 px", async ({ page, baseURL }) => {
  // 53 imported members and axe four times: more than the default on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  const tag = uniqueEmail("tbl").split("@")[0]!.replace(/[^a-z0-9]/gi, "");
  await openDashboard(page, "?tab=members");
  await importMembers(page, baseURL!, tag, 53);
  await search(page, tag);
  await expect(page.getByRole("heading", { name: "53 members" })).toBeVisible();
  await expect(rows(page)).toHaveCount(50);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expectNoAxeViolations(page);

  // Sort by name, going up: the header says so, and the first row is the first name.
  const nameHeader = table(page).getByRole("columnheader", { name: "Name" });
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(rows(page).first()).toContainText(`Testname00${tag}`);
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(rows(page).first()).toContainText(`Testname52${tag}`);
  await expect(page).toHaveURL(/sort=name&dir=asc|dir=asc&sort=name|sort=name/);

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).last()).toContainText(`Testname00${tag}`);
  // Back undoes the paging: the state lives in the URL.
  await page.goBack();
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");

  // Filters: field, then the place of study through the search.
  await page.getByLabel("Field").selectOption("nursing");
  await expect(page.getByRole("heading", { name: "18 members" })).toBeVisible();
  await page.getByLabel("Field").selectOption("");
  await search(page, `fakeplace${tag}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Testname07${tag}`);
  await page.getByLabel("Status").selectOption("pending");
  await expect(page.getByRole("heading", { name: "No members match." })).toBeVisible();
  await expectNoAxeViolations(page);

  // A phone: one compact block per person, no sideways scrolling of the page.
  await page.getByLabel("Status").selectOption("decided");
  await search(page, tag);
  await page.setViewportSize(phone);
  await expect(rows(page).first().getByRole("link")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await rows(page).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/table-shots/table-360.png", fullPage: false });
  await expectNoAxeViolations(page);
  await page.setViewportSize(desktop);
  await page.screenshot({ path: "/tmp/table-shots/table-1280.png", fullPage: false });
  // The name opens the person's own page.
  await expect(rows(page).first().getByRole("link")).toHaveAttribute("href", /^\/admin-dashboard\/members\/[\w-]+$/);
});

test("bulk approve of three applicants asks first, names them and the mails, and reports per person", async ({ page, request, baseURL }) => {
  await page.setViewportSize(desktop);
  const lastName = `Bulk${Date.now().toString(36)}`;
  const emails = [uniqueEmail("bulk1"), uniqueEmail("bulk2"), uniqueEmail("bulk3")];
  for (const email of emails) await createConfirmedApplicant(request, baseURL!, email, password, { lastName });
  await openDashboard(page, "?tab=members&status=pending");
  await search(page, lastName);
  await expect(rows(page)).toHaveCount(3);
  // A pending person is offered no role.
  await page.getByLabel("Select all on this page").check();
  const bar = page.getByRole("group", { name: "Bulk actions" });
  await expect(bar).toContainText("3 selected");
  await expect(bar.getByRole("button", { name: "Change role" })).toHaveCount(0);
  await expect(bar).toContainText("Roles are for approved members only.");

  await bar.getByRole("button", { name: "Approve" }).click();
  const dialog = page.getByRole("dialog", { name: "Approve 3 people?" });
  await expect(dialog).toContainText("approval mail");
  await expect(dialog).toContainText("invoice");
  for (const email of emails) await expect(dialog).toContainText(email);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);
  await page.setViewportSize(desktop);
  await dialog.getByRole("button", { name: "Approve 3 people" }).click();

  const report = page.getByRole("region", { name: /Approve: 3 of 3 people done/ });
  await expect(report).toBeVisible();
  await expect(report.getByRole("heading")).toBeFocused();
  await expect(report.getByRole("listitem")).toHaveText([`Erika ${lastName}: approved`, `Erika ${lastName}: approved`, `Erika ${lastName}: approved`]);
  await expect(page.getByRole("heading", { name: "No members match." })).toBeVisible();
  await expectNoAxeViolations(page);
  const outbox = (await (await request.get("/api/dev/outbox")).json()) as Array<{ to: string; subject: string }>;
  for (const email of emails) expect(outbox.some((mail) => mail.to.includes(email) && mail.subject.startsWith("Your membership has been approved"))).toBe(true);
});

test("Reject and Approve of one applicant ask first with Cancel focused; focus then moves to the next applicant, or the heading", async ({ page, request, baseURL }) => {
  const lastName = `Decide${Date.now().toString(36)}`;
  const first = uniqueEmail("dec1");
  const second = uniqueEmail("dec2");
  await createConfirmedApplicant(request, baseURL!, first, password, { lastName: `${lastName}A` });
  await createConfirmedApplicant(request, baseURL!, second, password, { lastName: `${lastName}B` });
  await openDashboard(page);
  const card = (email: string) => page.getByRole("listitem").filter({ hasText: email });

  await card(first).getByRole("button", { name: /^Reject/ }).press("Enter");
  const reject = page.getByRole("dialog", { name: `Reject Erika ${lastName}A?` });
  await expect(reject).toContainText("rejection mail");
  await expect(reject).toContainText(first);
  await expect(reject.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  // Enter on the opened dialog cancels: nothing is decided.
  await page.keyboard.press("Enter");
  await expect(reject).toHaveCount(0);
  await expect(card(first)).toHaveCount(1);
  await expect(card(first).getByRole("button", { name: /^Reject/ })).toBeFocused();

  // Newest first: the second applicant stands above the first. Approving it moves focus to the first.
  await card(second).getByRole("button", { name: /^Approve/ }).click();
  const approve = page.getByRole("dialog", { name: `Approve Erika ${lastName}B?` });
  await expect(approve).toContainText("approval mail");
  await expect(approve).toContainText("invoice");
  await expect(approve.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(card(second)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Erika ${lastName}A` })).toBeFocused();

  // The rest of the list is other tests' applicants; reject ours and focus stays in the list.
  await card(first).getByRole("button", { name: /^Reject/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reject" }).click();
  await expect(card(first)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toMatch(/^H[34]$/);
});

test("Remove focuses Cancel, and after the row leaves focus moves to the next row", async ({ page, baseURL }) => {
  await page.setViewportSize(desktop);
  const tag = uniqueEmail("rm").split("@")[0]!.replace(/[^a-z0-9]/gi, "");
  await openDashboard(page, "?tab=members");
  await importMembers(page, baseURL!, tag, 3);
  await search(page, tag);
  await table(page).getByRole("columnheader", { name: "Name" }).getByRole("button").click();
  await expect(rows(page)).toHaveCount(3);

  await rowOf(page, `Testname01${tag}`).getByRole("button", { name: /^Remove/ }).click();
  const dialog = page.getByRole("dialog", { name: `Remove Beta Testname01${tag}?` });
  await expect(dialog).toContainText("No mail goes out");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(rows(page)).toHaveCount(3);

  await rowOf(page, `Testname01${tag}`).getByRole("button", { name: /^Remove/ }).click();
  await dialog.getByRole("button", { name: "Remove Member" }).click();
  await expect(toast(page, "Member removed")).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(rowOf(page, `Testname02${tag}`).getByRole("link")).toBeFocused();

  // The last row: focus goes to the one before it.
  await rowOf(page, `Testname02${tag}`).getByRole("button", { name: /^Remove/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove Member" }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, `Testname00${tag}`).getByRole("link")).toBeFocused();
  // The only row: focus goes to the list's heading.
  await rowOf(page, `Testname00${tag}`).getByRole("button", { name: /^Remove/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove Member" }).click();
  await expect(page.getByRole("heading", { name: "No members match." })).toBeFocused();
});

test("bulk role change and remove report per person, the admin's own account included", async ({ page, baseURL }) => {
  await page.setViewportSize(desktop);
  const tag = uniqueEmail("role").split("@")[0]!.replace(/[^a-z0-9]/gi, "");
  await openDashboard(page, "?tab=members");
  await importMembers(page, baseURL!, tag, 2);
  await search(page, tag);
  await page.getByLabel("Select all on this page").check();
  const bar = page.getByRole("group", { name: "Bulk actions" });
  await bar.getByLabel("New role").selectOption("admin");
  await bar.getByRole("button", { name: "Change role" }).click();
  const dialog = page.getByRole("dialog", { name: "Make 2 people admin?" });
  await expect(dialog).toContainText("No mail goes out");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Make admin" }).click();
  await expect(page.getByRole("region", { name: /Change role: 2 of 2 people done/ })).toBeVisible();
  await expect(rows(page).filter({ hasText: "admin" })).toHaveCount(2);

  await page.getByLabel("Select all on this page").check();
  await bar.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("dialog", { name: "Remove 2 people?" }).getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole("dialog").getByRole("button", { name: "Remove 2 people" }).click();
  await expect(page.getByRole("region", { name: /Remove: 2 of 2 people done/ })).toContainText("removed");
  await expect(rows(page)).toHaveCount(0);
});

test("the dashboard asks for each thing once on load", async ({ page }) => {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const requests: string[] = [];
  const track = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on("request", track);
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("tab", { name: /Pending Members \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole("tab", { name: /All Members \(\d+\)/ })).toBeVisible();
  await page.getByRole("tab", { name: /All Members/ }).click();
  await expect(table(page).or(page.getByRole("heading", { name: /members|No members/ })).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  page.off("request", track);
  const repeated = requests.filter((request, index) => requests.indexOf(request) !== index);
  expect(repeated, requests.join("\n")).toEqual([]);
  expect(requests.filter((request) => request.startsWith("GET /api/admin/members?")), requests.join("\n")).toHaveLength(2);
});

test("a failed load of All Members says 'Error loading members', passes axe, and Try Again recovers", async ({ page }) => {
  await page.setViewportSize(desktop);
  const members = /\/api\/admin\/members\?status=decided/;
  await page.route(members, (route) => route.abort("connectionreset"));
  await openDashboard(page, "?tab=members");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("alert")).toContainText("Error loading members");
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "/tmp/table-shots/error-360.png" });
  await page.unroute(members);
  await panel.getByRole("button", { name: "Try Again" }).click();
  await expect(table(page)).toBeVisible();
});
