import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { approveAndPay } from "./fee-payment";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

// One folder for the whole run: the empty state is seen first, then files come and go in order.
test.describe.configure({ mode: "serial" });

const pdfBytes = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n${"0123456789abcdef".repeat(4096)}\n%%EOF\n`);

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).last();
}

async function openFileShare(page: Page) {
  await page.goto("/file-share");
  await expect(page.getByRole("heading", { level: 1, name: "Member File Share" })).toBeVisible();
}

const fileRow = (page: Page, name: string) => page.getByRole("region", { name: "Statutes Files" }).getByRole("listitem").filter({ hasText: name });

async function upload(page: Page, name: string, buffer: Buffer) {
  const card = page.getByRole("region", { name: "Upload File" });
  await card.getByLabel("File").setInputFiles({ name, mimeType: "application/pdf", buffer });
  await card.getByRole("button", { name: "Upload" }).click();
}

test("a visitor opening the file share is sent to the login page", async ({ page }) => {
  await page.goto("/file-share");
  await expect(page).toHaveURL("/auth?next=%2Ffile-share");
  await expect(page.getByRole("heading", { name: "Member File Share" })).toHaveCount(0);
});

test("an admin sees the empty folder and the Upload File card", async ({ page, consoleErrors }) => {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await openFileShare(page);
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/member-dashboard");
  await expect(page.getByText("No files in this folder yet")).toBeVisible();
  await expect(page.getByRole("region", { name: "Upload File" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("region", { name: "Upload File" }).getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("No file selected")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a list that cannot be loaded says so and offers to try again", async ({ page }) => {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  let failing = true;
  await page.route("**/api/files", (route) =>
    failing ? route.fulfill({ status: 503, json: { error: "The server is busy.", code: "internal_error" } }) : route.fallback(),
  );
  await openFileShare(page);
  await expect(toast(page, "Error loading files")).toContainText("The server is busy.");
  const list = page.getByRole("region", { name: "Statutes Files" });
  await expect(list.getByRole("alert")).toContainText("The list of files could not be loaded.");
  failing = false;
  await list.getByRole("button", { name: "Try Again" }).click();
  await expect(list.getByText("No files in this folder yet")).toBeVisible();
});

test("an admin uploads, downloads the same bytes, is refused a second file of the same name, and deletes", async ({ page, consoleErrors }) => {
  const name = `Statuten ${Date.now()} – Änderung.pdf`;
  const content = pdfBytes("first version");
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await openFileShare(page);

  await upload(page, name, content);
  await expect(toast(page, "File uploaded")).toBeVisible();
  const row = fileRow(page, name);
  await expect(row).toContainText("64.03 KB");
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: `Download ${name}` }).click()]);
  expect(download.suggestedFilename()).toBe(name);
  expect((await readFile((await download.path())!)).equals(content)).toBe(true);
  await expect(toast(page, "Download started")).toBeVisible();

  await upload(page, name, pdfBytes("second version"));
  await expect(toast(page, "Upload failed")).toContainText(`A file named "${name}" already exists.`);
  await expect(fileRow(page, name)).toHaveCount(1);

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete file?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(fileRow(page, name)).toHaveCount(1);

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog", { name: "Delete file?" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "File deleted")).toBeVisible();
  await expect(fileRow(page, name)).toHaveCount(0);
  expect(consoleErrors.filter((error) => !error.includes("409 (Conflict)"))).toEqual([]);
});

test("a member lists and downloads but sees no Upload card and no Delete", async ({ page, request, baseURL, consoleErrors }) => {
  const name = `Protokoll ${Date.now()}.pdf`;
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await openFileShare(page);
  await upload(page, name, pdfBytes("for members"));
  await expect(toast(page, "File uploaded")).toBeVisible();
  await page.request.post("/api/auth/sign-out", { headers: { origin: new URL(baseURL!).origin }, data: {} });

  const email = uniqueEmail("files");
  await createConfirmedApplicant(request, baseURL!, email, "secret1");
  await approveAndPay(request, baseURL!, email);

  await page.setViewportSize(phone);
  await signInAs(page, email, "secret1");
  await openFileShare(page);
  await expect(fileRow(page, name)).toBeVisible();
  await expect(page.getByRole("region", { name: "Upload File" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent("download"), fileRow(page, name).getByRole("button", { name: `Download ${name}` }).click()]);
  expect(download.suggestedFilename()).toBe(name);
  // The toast library loads with a page's first toast (ADR 006): axe judges the page once the toast is there.
  await expect(toast(page, "Download started")).toContainText(name);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
