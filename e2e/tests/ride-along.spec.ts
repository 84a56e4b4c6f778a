import type { APIRequestContext, Page } from "@playwright/test";
import { association } from "../../packages/core/src/association";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { createPaidMember } from "./fee-payment";
import { latestMailTo } from "./outbox";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

const password = "secret1";

const block = (page: Page) => page.getByRole("region", { name: "Ride-along request" });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title }).last();

const createMember = (request: APIRequestContext, baseURL: string, email: string) => createPaidMember(request, baseURL, email, password);

test("the prerendered page shows the block as loading until the session check answers", async ({ page }) => {
  // Held, not failed: a failed module load would reload the page (ADR 006).
  await page.route("**/assets/*.js", () => new Promise<void>(() => undefined));
  await page.mainFrame().goto("/events");
  await expect(block(page).getByText("Checking whether you are signed in")).toBeVisible();
  // The notice is there only to hold its place (invisible), so that nothing moves when it shows.
  await expect(block(page).getByRole("heading", { name: "Members Only" })).toBeHidden();
  await expect(block(page).getByRole("link")).toHaveCount(0);
});

test("a visitor sees the Members Only notice with Member Login and Become a Member", async ({ page, consoleErrors }) => {
  await page.goto("/events");
  await expect(block(page).getByRole("heading", { name: "Members Only" })).toBeVisible();
  await expect(block(page).getByRole("link", { name: "Member Login" })).toHaveAttribute("href", "/auth?next=%2Fevents");
  await expect(block(page).getByRole("link", { name: "Become a Member" })).toHaveAttribute("href", "/membership");
  await expect(block(page).getByRole("combobox")).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a signed-in applicant who is not yet a member sees Go to Dashboard, and the server refuses them", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("ride-pending");
  await createConfirmedApplicant(request, baseURL!, email, password);
  await signInAs(page, email, password);
  await page.goto("/events");
  await expect(block(page).getByRole("heading", { name: "Members Only" })).toBeVisible();
  await expect(block(page).getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/member-dashboard");
  await expect(block(page).getByRole("link", { name: "Member Login" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const refused = await page.request.post("/api/ride-along-requests", { headers: { origin: new URL(baseURL!).origin }, data: { location: "zurich", yearOfStudies: "1" } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe("You must be a member to submit a ride-along request");
});

test("a member sends a request: the member gets a confirmation, the association the request, and admins see it", async ({ page, request, baseURL, consoleErrors }) => {
  const email = uniqueEmail("ride-member");
  await createMember(request, baseURL!, email);
  await page.setViewportSize(phone);
  await signInAs(page, email, password);
  await page.goto("/events");
  const form = block(page);
  await expect(form.getByRole("combobox", { name: "Year of studies" })).toBeVisible();
  await expect(form.getByRole("combobox", { name: "Year of studies" }).getByRole("option")).toHaveText(["Select your year", "1st year", "2nd year", "3rd year", "4th year", "5th year", "6th year"]);
  await expect(form.getByRole("combobox", { name: "Location" }).getByRole("option")).toHaveText(["Select a location", "Zürich", "Basel"]);
  await expectNoAxeViolations(page);

  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(form.getByText("Please fill in all fields").first()).toBeVisible();
  await expect(form.getByRole("combobox", { name: "Year of studies" })).toBeFocused();

  await form.getByRole("combobox", { name: "Year of studies" }).selectOption({ label: "3rd year" });
  await form.getByRole("combobox", { name: "Location" }).selectOption({ label: "Basel" });
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page, "Request submitted!")).toBeVisible();
  await expect(form.getByRole("combobox", { name: "Year of studies" })).toHaveValue("");
  await expect(form.getByRole("combobox", { name: "Location" })).toHaveValue("");
  await expectNoAxeViolations(page);

  const confirmation = await latestMailTo(request, email, /Your ride-along request/);
  expect(confirmation.text).toContain("3rd year");
  const toBoard = await latestMailTo(request, association.infoEmail, /New ride-along request/);
  const boardMails = (await (await request.get("/api/dev/outbox")).json()) as Array<{ to: string; subject: string; text: string; replyTo: string | null }>;
  const mine = boardMails.find((mail) => mail.to === association.infoEmail && mail.replyTo === email);
  expect(mine, `request mail to ${association.infoEmail} with Reply-To ${email} (latest: ${toBoard.subject})`).toBeTruthy();
  expect(mine!.text).toContain("Basel");
  expect(consoleErrors).toEqual([]);

  // The admin's Ride-alongs tab lists it as open and marks it done.
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=ride-alongs");
  const row = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText("Open");
  await expect(row).toContainText("Basel · 3rd year");
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: /Mark as done/ }).click();
  await expect(row).toContainText("Done");
  await expect(row.getByRole("button", { name: /Mark as open/ })).toBeVisible();
});
