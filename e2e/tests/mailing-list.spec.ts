import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, openAsFromMail, phone, postsTo, test } from "./fixtures";
import { latestMailTo, uniqueEmail } from "./outbox";
import { signInAs } from "./session";

// One subscriber's life in order: subscribe, confirm, a newsletter, unsubscribe, the next newsletter.
test.describe.configure({ mode: "serial" });

const email = uniqueEmail("newsletter");
/** A second confirmed subscriber, so that the newsletter after the first one's unsubscription still goes somewhere. */
const bystander = uniqueEmail("newsletter-bystander");
const run = Date.now();
const firstSubject = `First news ${run}`;
const secondSubject = `Second news ${run}`;

const stayUpdated = (page: Page) => page.getByRole("region", { name: "Stay Updated" });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title }).last();

/** The path and fragment of the first link to one of our mailing-list pages in a mail. */
function pageLink(text: string, page: "confirm" | "unsubscribe") {
  const match = new RegExp(`https?://\\S+/mailing-list/${page}#\\S+`).exec(text);
  if (!match) throw new Error(`no ${page} link`);
  const url = new URL(match[0]);
  return url.pathname + url.hash;
}

async function sendNewsletter(page: Page, subject: string) {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=mailing-list");
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Subject").fill(subject);
  await panel.getByLabel("Text").fill(`Dear subscribers,\n\nthis is ${subject}.`);
  await panel.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
  // Nothing goes out before the confirmation, which names the number of recipients and opens on Cancel.
  const dialog = page.getByRole("dialog", { name: /^Send the newsletter to \d+ subscribers?\?$/ });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(toast(page, "Newsletter queued")).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: subject })).toContainText("queued");
}

test("a visitor subscribes: the e-mail field is required, then a thank-you and a cleared field", async ({ page, consoleErrors }) => {
  await page.goto("/events");
  const form = stayUpdated(page);
  const field = form.getByRole("textbox", { name: "Email address" });
  await expect(field).toHaveAttribute("type", "email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please enter your email address")).toBeVisible();
  await expectNoAxeViolations(page);

  await field.fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Thank you for subscribing!")).toBeVisible();
  await expect(field).toHaveValue("");
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("the confirmation link, opened as a mail client opens it, confirms with one POST and says so", async ({ page, request, baseURL }) => {
  const mail = await latestMailTo(request, email, /Please confirm your subscription/);
  const confirms = postsTo(page, "/api/mailing-list/confirm");
  await openAsFromMail(page, pageLink(mail.text, "confirm"));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  await expect(page.getByText("Your subscription is confirmed")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(confirms).toHaveLength(1);
  await expect(page.getByText("Your subscription is confirmed")).toBeVisible();

  // Opened again (a second click in the mail, a fresh page load): still confirmed, not "expired".
  await openAsFromMail(page, pageLink(mail.text, "confirm"));
  await expect(page.getByText("Your subscription is confirmed")).toBeVisible();
  expect(confirms).toHaveLength(2);

  const headers = { origin: new URL(baseURL!).origin };
  // Subscribed on a German page: the admin's table names the language of their mails.
  expect((await request.post("/api/mailing-list/subscriptions", { headers, data: { email: bystander, locale: "de" } })).status()).toBe(202);
  const token = new URLSearchParams(pageLink((await latestMailTo(request, bystander)).text, "confirm").split("#")[1]).get("token");
  expect((await request.post("/api/mailing-list/confirm", { headers, data: { token } })).ok()).toBe(true);
});

test("the admin previews the newsletter, sends a test to themselves only, and the confirmation names the recipients", async ({ page, request }) => {
  // Five accessibility checks (two widths, a dialog) on a machine shared with other runs.
  test.slow();
  const draftSubject = `Draft news ${run}`;
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=mailing-list");
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Subject").fill(draftSubject);
  await panel.getByLabel("Text").fill("Dear subscribers,\n\n<b>not bold</b> and a second paragraph.");

  await panel.getByRole("button", { name: "Preview" }).click();
  const preview = panel.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText(e2eAdmin.email);
  await expect(preview).toContainText(draftSubject);
  // Rendered by the server from the mail's template, shown as text: the board's markup shows as typed.
  const text = preview.getByRole("region", { name: "Newsletter text" });
  await expect(text).toContainText("<b>not bold</b> and a second paragraph.");
  await expect(text).toContainText("Unsubscribe with one click:");
  await expect(text.locator("b")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await panel.getByRole("button", { name: "Send a test to me" }).click();
  await expect(toast(page, "Test sent")).toContainText(e2eAdmin.email);
  const testMail = await latestMailTo(request, e2eAdmin.email, new RegExp(`^\\[Test\\] ${draftSubject}`));
  expect(testMail.text).toContain("<b>not bold</b> and a second paragraph.");
  // Only the admin got it: no subscriber, and no newsletter in the list.
  const mails = (await (await request.get("/api/dev/outbox")).json()) as { to: string; subject: string }[];
  expect(mails.filter((mail) => mail.subject.includes(draftSubject)).map((mail) => mail.to)).toEqual([e2eAdmin.email]);
  await expect(panel.getByRole("listitem").filter({ hasText: draftSubject })).toHaveCount(0);

  // The confirmation names the count the Send button names; Cancel sends nothing.
  const sendButton = panel.getByRole("button", { name: /^Send to \d+ subscribers?$/ });
  const recipients = /\d+ subscribers?/.exec((await sendButton.textContent()) ?? "")![0];
  await sendButton.click();
  const dialog = page.getByRole("dialog", { name: `Send the newsletter to ${recipients}?` });
  await expect(dialog).toContainText(`goes out now to ${recipients}`);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(sendButton).toBeFocused();
  // The composer with its preview, on a phone.
  await expectNoAxeViolations(page);
  const after = (await (await request.get("/api/dev/outbox")).json()) as { subject: string }[];
  expect(after.filter((mail) => mail.subject.includes(draftSubject))).toHaveLength(1);
});

test("the admin sees the subscriber and sends a newsletter with a personal unsubscribe link", async ({ page, request }) => {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=mailing-list");
  await expect(page.getByRole("tabpanel").getByText(email)).toBeVisible();
  // Each subscriber's language, named in itself (issue 26): the one who subscribed on /events reads English.
  const subscribers = page.getByRole("tabpanel").getByRole("table", { name: /^Confirmed subscribers/ });
  await expect(subscribers.getByRole("columnheader", { name: "Language" })).toBeVisible();
  await expect(subscribers.getByRole("row").filter({ hasText: email }).getByRole("cell").nth(1)).toHaveText("English");
  await expect(subscribers.getByRole("row").filter({ hasText: bystander }).getByRole("cell").nth(1)).toHaveText("Deutsch");
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/mailing-list/export?lang=en");
  // The page's request context carries the admin's session.
  const csv = await (await page.request.get("/api/admin/mailing-list/export?lang=en")).text();
  expect(csv).toContain(`"${bystander}";`);
  expect(csv.split("\r\n").find((line) => line.includes(bystander))).toMatch(/;"de"$/);
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);
  await sendNewsletter(page, firstSubject);
  const newsletter = await latestMailTo(request, email, new RegExp(firstSubject));
  expect(newsletter.text).toContain(`this is ${firstSubject}.`);
  expect(newsletter.text).toContain("/mailing-list/unsubscribe#token=");
});

test("the newsletter's link unsubscribes with one click, and the next newsletter does not arrive", async ({ page, request }) => {
  const newsletter = await latestMailTo(request, email, new RegExp(firstSubject));
  const unsubscribes = postsTo(page, "/api/mailing-list/unsubscribe");
  await openAsFromMail(page, pageLink(newsletter.text, "unsubscribe"));
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from our newsletter" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(unsubscribes).toHaveLength(0);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  expect(unsubscribes).toHaveLength(1);

  await sendNewsletter(page, secondSubject);
  // It reached the other subscriber, and not the one who left.
  await latestMailTo(request, bystander, new RegExp(secondSubject));
  const mails = (await (await request.get("/api/dev/outbox")).json()) as Array<{ to: string; subject: string }>;
  expect(mails.filter((mail) => mail.to === email).map((mail) => mail.subject)).not.toContainEqual(expect.stringContaining(secondSubject));
  await page.goto("/admin-dashboard?tab=mailing-list");
  await expect(page.getByRole("tabpanel").getByText(email)).toHaveCount(0);
});

test("on the German events page: the confirmation mail links to the German page, which confirms on a fresh load (issue 26)", async ({ page, request, consoleErrors }) => {
  const german = uniqueEmail("newsletter-de");
  await page.goto("/de/events");
  const form = page.getByRole("region", { name: "Auf dem Laufenden bleiben" });
  await form.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(german);
  await form.getByRole("button", { name: "Anmelden" }).click();
  await expect(toast(page, "Danke für Ihre Anmeldung!")).toBeVisible();

  // In German, from the page's language: the visitor has no profile that could say it.
  const mail = await latestMailTo(request, german, /^Bitte bestätigen Sie Ihr Abonnement/);
  const link = pageLink(mail.text, "confirm");
  expect(link).toMatch(/^\/de\/mailing-list\/confirm#token=/);
  const confirms = postsTo(page, "/api/mailing-list/confirm");
  await openAsFromMail(page, link);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Anmeldung bestätigen" })).toBeVisible();
  await expect(page.getByText("Ihre Anmeldung ist bestätigt")).toBeVisible();
  expect(confirms).toHaveLength(1);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
