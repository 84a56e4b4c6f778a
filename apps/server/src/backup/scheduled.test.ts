import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { backupRuns } from "../db/schema";
import { startHousekeeping } from "../housekeeping/housekeeping";
import type { Logger } from "../logger";
import { localDiskStorage } from "../files/storage/local-disk";
import { testAppForFile } from "../testing/test-app";
import { verifyArchive } from "./restore";
import { type BackupSchedule, runScheduledBackups } from "./scheduled";

const t = testAppForFile();
const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-scheduled-backup-test-"));
let folders = 0;

/** A fresh BACKUP_DIR and file share for one test. */
function schedule(keep = 14): BackupSchedule {
  folders += 1;
  const filesFolder = path.join(scratch, `files-${folders}`);
  fs.mkdirSync(filesFolder, { recursive: true });
  fs.writeFileSync(path.join(filesFolder, "Statutes 2026.pdf"), "%PDF-1.4 statutes");
  return { databaseUrl: t.databaseUrl, storage: localDiskStorage(filesFolder), backupDir: path.join(scratch, `backups-${folders}`), keep };
}

const runs = () => t.db.select().from(backupRuns).orderBy(asc(backupRuns.startedAt));
const hoursAgo = (hours: number) => sql`now() - ${hours} * interval '1 hour'`;

/**
 * The scratch databases a test restore made and has not dropped. Polled by the tests: another test
 * file's test restore on the same cluster may hold one for a moment, but a leaked one stays.
 */
async function leftoverScratchDatabases() {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    return (await client.query(`select datname from pg_database where datname like 'ssem_restore_test_%'`)).rows;
  } finally {
    await client.end();
  }
}

beforeEach(async () => {
  await t.db.delete(backupRuns);
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("scheduled backups", () => {
  it("write a readable archive into BACKUP_DIR, record it, and test-restore it into a scratch database that is dropped again", async () => {
    const plan = schedule();
    await runScheduledBackups(t.db, plan, silentLogger);

    const [backup, testRestore] = await runs();
    expect(backup).toMatchObject({ kind: "backup", ok: true, failure: null });
    expect(backup!.file).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar$/);
    const archive = path.join(plan.backupDir, backup!.file!);
    expect(backup!.bytes).toBe(fs.statSync(archive).size);
    expect((await verifyArchive(archive)).files).toEqual(["Statutes 2026.pdf"]);
    expect(testRestore).toMatchObject({ kind: "test_restore", ok: true, file: backup!.file, failure: null });
    expect(testRestore!.finishedAt).not.toBeNull();
    await expect.poll(leftoverScratchDatabases, { timeout: 15_000 }).toEqual([]);
  });

  it("with BACKUP_PASSPHRASE: write an encrypted archive (.tar.enc) that the test restore opens with it", async () => {
    const plan = { ...schedule(), passphrase: "correct horse battery" };
    await runScheduledBackups(t.db, plan, silentLogger);
    const [backup, testRestore] = await runs();
    expect(backup!.file).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.enc$/);
    await expect(verifyArchive(path.join(plan.backupDir, backup!.file!))).rejects.toThrow();
    expect(testRestore).toMatchObject({ kind: "test_restore", ok: true, file: backup!.file });
  });

  it("take nothing again while the last backup is less than a day old and the test restore less than a week", async () => {
    const plan = schedule();
    await runScheduledBackups(t.db, plan, silentLogger);
    await runScheduledBackups(t.db, plan, silentLogger);
    expect((await runs()).map((run) => run.kind)).toEqual(["backup", "test_restore"]);
    expect(fs.readdirSync(plan.backupDir)).toHaveLength(1);
  });

  it("back up again once the last good backup is a day old, but test-restore only weekly", async () => {
    const plan = schedule();
    await runScheduledBackups(t.db, plan, silentLogger);
    await t.db.update(backupRuns).set({ startedAt: hoursAgo(25) });
    await runScheduledBackups(t.db, plan, silentLogger);
    expect((await runs()).map((run) => `${run.kind} ${run.ok}`)).toEqual(["backup true", "test_restore true", "backup true"]);
  });

  it("keep the newest BACKUP_KEEP archives of our own names, and never touch another file", async () => {
    const plan = schedule(3);
    fs.mkdirSync(plan.backupDir, { recursive: true });
    const older = ["backup-2020-01-01T00-00-00Z.tar", "backup-2020-01-02T00-00-00Z.tar", "backup-2020-01-03T00-00-00Z.tar"];
    const foreign = ["backup-before-update.tar", "notes.txt", "backup-2019-01-01T00-00-00Z.tar.gpg"];
    for (const name of [...older, ...foreign]) fs.writeFileSync(path.join(plan.backupDir, name), "not ours to judge");
    await runScheduledBackups(t.db, plan, silentLogger);

    const [backup] = await runs();
    expect(fs.readdirSync(plan.backupDir).sort()).toEqual([...foreign, ...older.slice(1), backup!.file!].sort());
  });

  it("record a failed attempt with a short reason, and try again half an hour later, not at once", async () => {
    const plan = schedule();
    // BACKUP_DIR names a file: the archive cannot be written.
    fs.writeFileSync(plan.backupDir, "a file, not a folder");
    await runScheduledBackups(t.db, plan, silentLogger);
    const [failed] = await runs();
    expect(failed).toMatchObject({ kind: "backup", ok: false, bytes: null });
    expect(failed!.failure).toMatch(/^E[A-Z]+: /);
    expect(await t.db.select().from(backupRuns).where(eq(backupRuns.kind, "test_restore"))).toEqual([]);

    await runScheduledBackups(t.db, plan, silentLogger);
    expect(await runs()).toHaveLength(1);
    await t.db.update(backupRuns).set({ startedAt: hoursAgo(1) });
    fs.rmSync(plan.backupDir);
    await runScheduledBackups(t.db, plan, silentLogger);
    expect((await runs()).map((run) => `${run.kind} ${run.ok}`)).toEqual(["backup false", "backup true", "test_restore true"]);
  });

  it("record a test restore of a damaged archive as failed, naming the part", async () => {
    const plan = schedule();
    await runScheduledBackups(t.db, plan, silentLogger);
    const [backup] = await runs();
    const archive = path.join(plan.backupDir, backup!.file!);
    const bytes = fs.readFileSync(archive);
    const at = bytes.indexOf("%PDF-1.4 statutes") + 3;
    bytes[at] = bytes[at]! ^ 0xff;
    fs.writeFileSync(archive, bytes);
    // A week later, the test restore is due again.
    await t.db.update(backupRuns).set({ startedAt: hoursAgo(7 * 24) }).where(eq(backupRuns.kind, "test_restore"));
    await runScheduledBackups(t.db, plan, silentLogger);

    const testRestores = await t.db.select().from(backupRuns).where(eq(backupRuns.kind, "test_restore")).orderBy(asc(backupRuns.startedAt));
    expect(testRestores.map((run) => run.ok)).toEqual([true, false]);
    expect(testRestores[1]!.failure).toBe("The archive is damaged: files/Statutes 2026.pdf fails its checksum");
    await expect.poll(leftoverScratchDatabases, { timeout: 15_000 }).toEqual([]);
  });

  it("run once across two processes on one database starting together", async () => {
    const plan = schedule();
    const other = await openDatabase({ databaseUrl: t.databaseUrl });
    try {
      await Promise.all([runScheduledBackups(t.db, plan, silentLogger), runScheduledBackups(other.db, plan, silentLogger)]);
    } finally {
      await other.close();
    }
    expect((await runs()).map((run) => `${run.kind} ${run.ok}`)).toEqual(["backup true", "test_restore true"]);
    expect(fs.readdirSync(plan.backupDir)).toHaveLength(1);
  });

  it("record an attempt cut short by a stopped process as failed, and start a new one", async () => {
    const plan = schedule();
    await t.db.insert(backupRuns).values({ kind: "backup", startedAt: hoursAgo(3) });
    await runScheduledBackups(t.db, plan, silentLogger);
    const [interrupted, next] = await runs();
    expect(interrupted).toMatchObject({ ok: false, failure: "Interrupted: the server stopped before it finished" });
    expect(next).toMatchObject({ kind: "backup", ok: true });
  });

  it("are taken by housekeeping when it starts, and logged", async () => {
    const plan = schedule();
    const lines: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger: Logger = { info: (message, fields) => lines.push({ message, fields }), warn: () => {}, error: (message, fields) => lines.push({ message, fields }) };
    await startHousekeeping({ db: t.db, storage: localDiskStorage(t.storageFolder), logger, env: t.env, notifyMailQueued: () => {}, backups: plan }).stop();

    expect((await runs()).map((run) => `${run.kind} ${run.ok}`)).toEqual(["backup true", "test_restore true"]);
    expect(fs.readdirSync(plan.backupDir)).toHaveLength(1);
    expect(lines.map((line) => line.message)).toEqual(expect.arrayContaining(["scheduled backup written", "test restore passed"]));
  });
});
