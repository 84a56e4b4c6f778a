/**
 * The commands as an operator or an outside check runs them (ADR 023): `npm run restore -- FILE`
 * into an empty DATA_DIR, then `npm run backup -- FILE` of it, each starting and stopping the
 * embedded PostgreSQL itself. Their output is a contract: the backup's last line is the archive's path.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { localDiskStorage } from "../files/storage/local-disk";
import { testAppForFile } from "../testing/test-app";
import { createScratchDatabase, testClusterUrl, testServerUrl } from "../testing/test-database";
import { createBackup } from "./backup";
import { restoreBackup } from "./restore";

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, "../..");
const t = testAppForFile();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-backup-cli-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** `npm run <command> -- FILE` as npm runs it: the CLI from the sources, in apps/server, with the server's environment. */
const cli = (command: "backup" | "restore", file: string, dataDir: string, { flags = [], env = {} }: { flags?: string[]; env?: Record<string, string> } = {}) =>
  run(process.execPath, ["--import", "tsx", "src/backup/cli.ts", command, file, ...flags], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, NODE_ENV: "development", DATA_DIR: dataDir, ...env },
    timeout: 120_000,
  });

/** A command that must fail: its exit code and what it wrote to standard error. */
const refused = (running: ReturnType<typeof cli>) =>
  running.then(
    () => ({ code: 0, stderr: "" }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

async function userCount(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ count: number }>(`select count(*)::int as count from "user"`)).rows[0]!.count;
  } finally {
    await client.end();
  }
}

// The embedded default only: the commands start its cluster themselves when no server holds it.
describe.skipIf(Boolean(testServerUrl()))("npm run restore and npm run backup", () => {
  it("restore into an empty DATA_DIR and back it up again, each saying what it did, the backup ending with the archive's path", async () => {
    const files = path.join(scratch, "files");
    fs.mkdirSync(files);
    fs.writeFileSync(path.join(files, "minutes.pdf"), "%PDF-1.4 minutes");
    const archive = path.join(scratch, "source.tar");
    await createBackup({ databaseUrl: t.databaseUrl, files: localDiskStorage(files), output: archive });

    const dataDir = path.join(scratch, "data");
    const restored = await cli("restore", archive, dataDir);
    expect(restored.stdout).toMatch(/^Restored the backup of \S+: \d+ tables, 1 files\.\n$/);

    const again = path.join(scratch, "again.tar");
    const backedUp = await cli("backup", again, dataDir);
    expect(backedUp.stdout.trimEnd().split("\n").at(-1)).toBe(again);
    expect(fs.statSync(again).size).toBeGreaterThan(0);
  }, 240_000);
});

describe.skipIf(Boolean(testServerUrl()))("a refused npm run restore into an empty DATA_DIR", () => {
  it("says why in one line and leaves DATA_DIR as it was: a missing archive, a damaged one", async () => {
    const dataDir = path.join(scratch, "empty-data");
    fs.mkdirSync(dataDir);
    const damaged = path.join(scratch, "damaged.tar");
    fs.writeFileSync(damaged, "not a tar file at all, but long enough to be read as one".repeat(20));
    for (const [archive, message] of [
      [path.join(scratch, "missing.tar"), `${path.join(scratch, "missing.tar")} is not a readable backup archive (ENOENT: no such file or directory, open '${path.join(scratch, "missing.tar")}')\n`],
      [damaged, `${damaged} is not a readable backup archive (Invalid tar header. Maybe the tar is corrupted or it needs to be gunzipped?)\n`],
    ]) {
      expect(await refused(cli("restore", archive!, dataDir))).toEqual({ code: 1, stderr: message });
      expect(fs.readdirSync(dataDir)).toEqual([]);
    }
  }, 240_000);
});

describe("npm run restore --force with DATABASE_URL", () => {
  it("refuses in one line while another session uses the database (a running server), changing nothing, and restores once it is alone", async () => {
    const archive = path.join(scratch, "live.tar");
    const sourceFiles = path.join(scratch, "live-files");
    await createBackup({ databaseUrl: t.databaseUrl, files: localDiskStorage(sourceFiles), output: archive });
    const target = await createScratchDatabase(testClusterUrl());
    const dataDir = path.join(scratch, "live-data");
    try {
      await restoreBackup({ databaseUrl: target.url, files: localDiskStorage(path.join(dataDir, "files")), archive, force: false });
      const before = await userCount(target.url);
      const server = new pg.Client({ connectionString: target.url });
      await server.connect();
      await server.query(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('written-live', 'Live', 'live@example.org', true, now(), now())`);
      const options = { flags: ["--force"], env: { DATABASE_URL: target.url } };
      try {
        expect(await refused(cli("restore", archive, dataDir, options))).toEqual({
          code: 1,
          stderr: "1 other session uses the database (a running server?): stop it before restoring.\n",
        });
        expect(await userCount(target.url)).toBe(before + 1);
      } finally {
        await server.end();
      }
      expect((await cli("restore", archive, dataDir, options)).stdout).toMatch(/^Restored the backup of /);
      expect(await userCount(target.url)).toBe(before);
    } finally {
      await target.drop();
    }
  }, 240_000);
});
