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
import { afterAll, describe, expect, it } from "vitest";
import { localDiskStorage } from "../storage/local-disk";
import { testAppForFile } from "../testing/test-app";
import { testServerUrl } from "../testing/test-database";
import { createBackup } from "./backup";

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, "../..");
const t = testAppForFile();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-backup-cli-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** `npm run <command> -- FILE` as npm runs it: the CLI from the sources, in apps/server, with the server's environment. */
const cli = (command: "backup" | "restore", file: string, dataDir: string) =>
  run(process.execPath, ["--import", "tsx", "src/backup/cli.ts", command, file], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, NODE_ENV: "development", DATA_DIR: dataDir },
    timeout: 120_000,
  });

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
