import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BackupStatus } from "@ssem/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { runScheduledBackups } from "../scheduled";
import { backupRuns } from "../../db/schema";
import type { Logger } from "../../logger";
import { createTestApp, signedInForFile, testAppForFile } from "../../testing/test-app";

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-backup-status-test-"));
const t = testAppForFile({ BACKUP_DIR: backupDir, BACKUP_KEEP: "5" });
const admin = signedInForFile(t, "admin");
const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

const hoursAgo = (hours: number) => sql`now() - ${hours} * interval '1 hour'`;

async function status(app = t) {
  const response = await app.request("/api/admin/backups/status", { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as BackupStatus;
}

beforeEach(async () => {
  await t.db.delete(backupRuns);
});

afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

describe("GET /api/admin/backups/status", () => {
  it("before any backup: configured, nothing yet, and a warning that none has worked", async () => {
    expect(await status()).toEqual({ configured: true, keep: 5, lastSuccess: null, lastAttempt: null, lastTestRestore: null, warnings: ["none_yet"] });
  });

  it("after a scheduled run: the last backup with its size, the test restore's result, and no warning", async () => {
    await runScheduledBackups(t.db, { databaseUrl: t.databaseUrl, storage: t.storage, backupDir, keep: 5 }, silentLogger);
    const shown = await status();
    expect(shown).toMatchObject({ configured: true, warnings: [], lastTestRestore: { ok: true, failure: null } });
    if (!shown.configured) throw new Error("configured");
    expect(shown.lastSuccess).toEqual(shown.lastAttempt);
    expect(shown.lastSuccess!.bytes).toBe(fs.statSync(path.join(backupDir, shown.lastSuccess!.file!)).size);
    expect(Date.now() - Date.parse(shown.lastSuccess!.at)).toBeLessThan(60_000);
  });

  it("a failed attempt after a good one: both shown, and a warning that the last attempt failed", async () => {
    await t.db.insert(backupRuns).values([
      { kind: "backup", startedAt: hoursAgo(30), finishedAt: hoursAgo(30), ok: true, file: "backup-2026-01-01T00-00-00Z.tar", bytes: 4096 },
      { kind: "backup", startedAt: hoursAgo(6), finishedAt: hoursAgo(6), ok: false, file: "backup-2026-01-02T00-00-00Z.tar", failure: "ENOSPC: no space left on device, write" },
    ]);
    const shown = await status();
    expect(shown).toMatchObject({
      warnings: ["last_failed"],
      lastSuccess: { ok: true, bytes: 4096, file: "backup-2026-01-01T00-00-00Z.tar" },
      lastAttempt: { ok: false, failure: "ENOSPC: no space left on device, write" },
    });
  });

  it("warns when the last good backup is older than two days, and leaves one still running out", async () => {
    await t.db.insert(backupRuns).values([
      { kind: "backup", startedAt: hoursAgo(49), finishedAt: hoursAgo(49), ok: true, file: "backup-2026-01-01T00-00-00Z.tar", bytes: 4096 },
      { kind: "backup", startedAt: hoursAgo(0) },
      { kind: "test_restore", startedAt: hoursAgo(40), finishedAt: hoursAgo(40), ok: false, file: "backup-2026-01-01T00-00-00Z.tar", failure: "The archive is damaged" },
    ]);
    expect(await status()).toMatchObject({
      warnings: ["overdue"],
      lastAttempt: { ok: true },
      lastTestRestore: { ok: false, failure: "The archive is damaged" },
    });
  });

  it("without BACKUP_DIR: says only that the server takes no backups", async () => {
    const withoutBackups = await createTestApp({}, { sharing: { databaseUrl: t.databaseUrl } });
    try {
      expect(await status(withoutBackups)).toEqual({ configured: false });
    } finally {
      await withoutBackups.close();
    }
  });
});
