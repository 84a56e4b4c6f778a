import fs from "node:fs";
import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

const password = "secret1";
const removedMember = "a member who has since been removed";

/** A Swiss day ("YYYY-MM-DD") `days` from today: the log's date filters are Swiss days. */
const swissDay = (days = 0) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(new Date(Date.now() + days * 86_400_000));

/** The page's signed-in admin acting through the API, as the dashboard's buttons do. */
function adminApi(page: Page, baseURL: string) {
  const headers = { origin: new URL(baseURL).origin };
  const idOf = async (email: string) => {
    const list = (await (await page.request.get(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> };
    return list.members[0]!.id;
  };
  const ok = async (response: Promise<{ ok: () => boolean; text: () => Promise<string> }>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return answer;
  };
  return {
    idOf,
    approve: (id: string) => ok(page.request.post(`/api/admin/members/${id}/approve`, { headers })),
    makeAdmin: (id: string) => ok(page.request.put(`/api/admin/members/${id}/role`, { headers, data: { role: "admin" } })),
    remove: (id: string) => ok(page.request.delete(`/api/admin/members/${id}`, { headers })),
    createEvent: (title: string) =>
      ok(
        page.request.post("/api/admin/events", {
          headers,
          data: { title, date: swissDay(30), startTime: "18:00", endTime: "20:00", city: "Bern", venue: null, membersOnly: false, registration: "", description: "A test event." },
        }),
      ),
  };
}

async function openAuditLog(page: Page) {
  await page.goto("/admin-dashboard?tab=audit");
  await expect(page.getByRole("tab", { name: "Audit Log" })).toHaveAttribute("aria-selected", "true");
  return page.getByRole("tabpanel");
}

/** axe on the tab as it is, at 1280 px and on a 360 px phone. */
async function expectAccessibleAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the audit log reads as sentences with names and titles, filters by action, person and date, and downloads as CSV", async ({ page, request, baseURL }) => {
  // Six axe scans (three states at two widths): 31.4 and 33.0 s under a load average of 10.8 on two cores.
  test.slow();
  // Names of this run's own: the other worker writes to the same log at the same time.
  const run = Date.now().toString(36);
  const [kept, removed] = [`Kept${run}`, `Gone${run}`];
  const [keptEmail, removedEmail] = [uniqueEmail("audit-kept"), uniqueEmail("audit-gone")];
  await createConfirmedApplicant(request, baseURL!, keptEmail, password, { lastName: kept });
  await createConfirmedApplicant(request, baseURL!, removedEmail, password, { lastName: removed });
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const api = adminApi(page, baseURL!);
  const [keptId, removedId] = [await api.idOf(keptEmail), await api.idOf(removedEmail)];
  const title = `Audit lecture ${run}`;
  await api.approve(keptId);
  await api.approve(removedId);
  await api.makeAdmin(keptId);
  await api.createEvent(title);
  await api.remove(removedId);

  const log = await openAuditLog(page);
  const entries = log.getByRole("list", { name: "Audit log entries" }).getByRole("listitem");
  await expect(entries.filter({ hasText: `approved Erika ${kept}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `made Erika ${kept} an admin` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `created the event “${title}”` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `approved ${removedMember}` }).first()).toBeVisible();
  await expect(entries.filter({ hasText: "removed a member" }).first()).toBeVisible();
  // Nothing of the removed person is left to read, and no event by its raw id.
  await expect(log).not.toContainText(removed);
  await expect(log).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expectAccessibleAtBothWidths(page);

  // By action: only role changes.
  await log.getByLabel("Action", { exact: true }).selectOption({ label: "Role changed" });
  await expect(log.getByRole("status").filter({ hasText: /entr(y|ies) match/ })).toBeVisible();
  await expect(entries.filter({ hasText: `made Erika ${kept} an admin` })).toHaveCount(1);
  await expect(entries.filter({ hasText: " approved " })).toHaveCount(0);

  // By the person it was about, on top: typed, then Enter.
  await log.getByLabel("About", { exact: true }).fill(kept);
  await log.getByLabel("About", { exact: true }).press("Enter");
  await expect(entries).toHaveCount(1);
  await log.getByLabel("Action", { exact: true }).selectOption({ label: "All actions" });
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(`made Erika ${kept} an admin`);
  await expect(entries.nth(1)).toContainText(`approved Erika ${kept}`);

  // The CSV holds what the filters show, as the same sentences.
  const [download] = await Promise.all([page.waitForEvent("download"), log.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("audit-log.csv");
  const csv = fs.readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(csv[0]).toBe('"Time";"Action";"Actor";"Subject";"Entry"');
  expect(csv).toHaveLength(3);
  expect(csv[1]).toMatch(new RegExp(`^"\\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d";"role_changed";"[^"]+";"Erika ${kept}";"[^"]+ made Erika ${kept} an admin"$`));
  expect(csv[2]).toContain(`"member_approved"`);

  // By date: today's entries are there from today on; up to yesterday there are none.
  await log.getByLabel("From", { exact: true }).fill(swissDay());
  await expect(entries).toHaveCount(2);
  await log.getByLabel("From", { exact: true }).fill("");
  await log.getByLabel("To", { exact: true }).fill(swissDay(-1));
  await expect(log.getByText("No entries match these filters.")).toBeVisible();
  await expect(log.getByRole("status").filter({ hasText: "0 entries match" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // A range that ends before it starts is said beside the field and not sent.
  await log.getByLabel("From", { exact: true }).fill(swissDay());
  await expect(log.getByText("From must be on or before To")).toBeVisible();
  await expect(log.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessibleAtBothWidths(page);

  await log.getByRole("button", { name: "Clear filters" }).click();
  await expect(log.getByLabel("About", { exact: true })).toHaveValue("");
  await expect(entries.filter({ hasText: `created the event “${title}”` })).toHaveCount(1);
});

test("the audit log says when it could not be loaded, and Try Again loads it", async ({ page }) => {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.route(/\/api\/admin\/audit-log\?/, (route) =>
    route.fulfill({ status: 503, json: { error: "The database is not available right now. Please try again shortly.", code: "service_unavailable" } }),
  );
  const log = await openAuditLog(page);
  const alert = log.getByRole("alert");
  await expect(alert).toContainText("The audit log could not be loaded.");
  await expectAccessibleAtBothWidths(page);

  await page.unroute(/\/api\/admin\/audit-log\?/);
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(log.getByRole("list", { name: "Audit log entries" })).toBeVisible();
  await expect(log.getByRole("alert")).toHaveCount(0);
});

test("with German chosen, the audit log's entries and action filter and the import's row reasons are in German", async ({ page, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem("ssem-locale", "de"));
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const title = `Protokollvortrag ${Date.now().toString(36)}`;
  await adminApi(page, baseURL!).createEvent(title);

  await page.goto("/admin-dashboard?tab=audit");
  await expect(page.getByRole("tab", { name: "Protokoll" })).toHaveAttribute("aria-selected", "true");
  const log = page.getByRole("tabpanel");
  await log.getByLabel("Aktion", { exact: true }).selectOption({ label: "Veranstaltung erstellt" });
  const entries = log.getByRole("list", { name: "Protokolleinträge" }).getByRole("listitem");
  // The event's title as the board typed it, the sentence around it in German.
  await expect(entries.filter({ hasText: `hat die Veranstaltung «${title}» erstellt` })).toHaveCount(1);
  await expect(log.getByRole("link", { name: "CSV exportieren" })).toHaveAttribute("href", /[?&]lang=de(&|$)/);
  await expectNoAxeViolations(page);

  // The preview's reasons: a row without a name and an address that has an account.
  await page.goto("/admin-dashboard?tab=import");
  const csv = ["Last Name;First Name;Email Address", `;Eva;${uniqueEmail("import-de")}`, `Admin;Again;${e2eAdmin.email}`].join("\r\n");
  await page.getByLabel("CSV-Datei").setInputFiles({ name: "members.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import-Vorschau" }).click();
  await expect(page.getByRole("region", { name: "Nicht importierbar: Zeilen" }).getByRole("row").nth(1)).toHaveText(/2\s*\S+@\S+\s*Nachname fehlt$/);
  await expect(page.getByRole("region", { name: "Haben bereits ein Konto: Zeilen" }).getByRole("row").nth(1)).toHaveText(/3\s*\S+\s*Für diese E-Mail-Adresse besteht schon ein Konto$/);
  await expectNoAxeViolations(page);
});
