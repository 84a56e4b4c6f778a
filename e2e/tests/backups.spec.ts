import type { BackupStatus } from "../../packages/core/src/backups";
import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";
import { signInAs } from "./session";

async function openBackupsTab(page: Page) {
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin-dashboard?tab=backups");
  await expect(page.getByRole("tab", { name: "Backups" })).toHaveAttribute("aria-selected", "true");
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/**
 * A server that has failed: the e2e server runs without BACKUP_DIR, so this state is the API's
 * answer as the server's own tests (backup/routes/admin-backups.test.ts) produce it, served to the page instead.
 */
const failing: BackupStatus = {
  configured: true,
  keep: 14,
  lastSuccess: { at: hoursAgo(73), ok: true, file: "backup-2026-11-23T00-00-00Z.tar", bytes: 48_300_000, failure: null },
  lastAttempt: { at: hoursAgo(1), ok: false, file: "backup-2026-11-26T00-00-00Z.tar", bytes: null, failure: "ENOSPC: no space left on device, write" },
  lastTestRestore: { at: hoursAgo(100), ok: false, file: "backup-2026-11-22T00-00-00Z.tar", bytes: 48_000_000, failure: "The archive is damaged: files/Statutes.pdf fails its checksum" },
  warnings: ["overdue", "last_failed"],
};

for (const [name, viewport] of [["a phone", phone], ["a wide screen", { width: 1280, height: 800 }]] as const) {
  test(`without BACKUP_DIR, the Backups tab says scheduled backups are off and points to the README, on ${name}`, async ({ page, consoleErrors }) => {
    await page.setViewportSize(viewport);
    await openBackupsTab(page);
    await expect(page.getByRole("heading", { name: "Scheduled backups are off" })).toBeVisible();
    await expect(page.getByText("BACKUP_DIR is not set")).toBeVisible();
    await expect(page.getByText("“Backup and restore” in the README")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test(`a failed backup and an old last good one show as warnings beside the test restore's failure, on ${name}`, async ({ page, consoleErrors }) => {
    await page.setViewportSize(viewport);
    await page.route("**/api/admin/backups/status", (route) => route.fulfill({ json: failing }));
    await openBackupsTab(page);
    await expect(page.getByText("Warning: The last successful backup is more than 2 days old.")).toBeVisible();
    await expect(page.getByText(/Warning: The last backup attempt, on .*, failed: ENOSPC: no space left on device, write/)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByText("3 days ago")).toBeVisible();
    await expect(page.getByText("backup-2026-11-23T00-00-00Z.tar")).toBeVisible();
    await expect(page.getByText(/Failed on .*: The archive is damaged: files\/Statutes.pdf fails its checksum/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

test("a failed load of the backups' status says so, passes axe, and Try Again recovers", async ({ page }) => {
  let failing = true;
  await page.route("**/api/admin/backups/status", (route) => (failing ? route.abort("connectionreset") : route.fallback()));
  await openBackupsTab(page);
  const failure = page.getByRole("alert").filter({ hasText: "Error loading the backups' status." });
  await expect(failure).toBeVisible();
  await expectNoAxeViolations(page);
  failing = false;
  await failure.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "Scheduled backups are off" })).toBeVisible();
});
