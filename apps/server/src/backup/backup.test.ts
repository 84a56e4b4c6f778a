import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { TEST_QR_IBAN } from "@ssem/core";
import pg from "pg";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPayment, issueInvoices } from "../fees/invoices";
import { enqueueMail } from "../mail/outbox";
import { recordAudit } from "../audit/audit-log";
import { localDiskStorage } from "../files/storage/local-disk";
import { s3Storage } from "../files/storage/s3";
import { motoMissing, startMotoServer } from "../testing/moto-server";
import { changeCounters } from "./database-parts";
import { createScratchDatabase, testClusterUrl, testServerUrl } from "../testing/test-database";
import { testAppForFile } from "../testing/test-app";
import { createBackup } from "./backup";
import { type Manifest, MANIFEST_ENTRY } from "./manifest";
import { restoreBackup, verifyArchive } from "./restore";

const t = testAppForFile();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-backup-test-"));
const sourceFiles = path.join(scratch, "source-files");
const source = localDiskStorage(sourceFiles);
const files = { "Protocol 2026.pdf": Buffer.from("%PDF-1.4 minutes"), "empty.txt": Buffer.alloc(0), "bytes.bin": Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 256)) };

/** Every table's rows as PostgreSQL's JSON, sorted, and every sequence: what must survive the round trip. */
async function contentsOf(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = (await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows.map((row) => row.name);
    const contents: Record<string, string[]> = {};
    // The change counters count changes for the Fees tab's and the member table's caches: restoring is one, so they move on.
    for (const table of tables.filter((name) => !changeCounters.includes(name))) {
      const { rows } = await client.query<{ line: string }>(`select row_to_json(t)::text as line from "${table}" t order by 1`);
      contents[table] = rows.map((row) => row.line);
    }
    const sequences = await client.query(`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`);
    return { contents, sequences: sequences.rows };
  } finally {
    await client.end();
  }
}

/** How many tables the database has: none, as long as a restore has written nothing. */
async function publicTablesOf(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(`select 1 from pg_tables where schemaname = 'public'`)).rows.length;
  } finally {
    await client.end();
  }
}

/** Writes `archive` again with its manifest changed by `change`, every other entry as it was. */
async function rewriteManifest(archive: string, change: (manifest: Manifest) => Manifest) {
  const extract = tar.extract();
  const pack = tar.pack();
  const rewritten = `${archive}.rewritten`;
  const writing = pipeline(pack, fs.createWriteStream(rewritten));
  const reading = pipeline(fs.createReadStream(archive), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const content = Buffer.concat(chunks);
    const name = entry.header.name;
    pack.entry({ name }, name === MANIFEST_ENTRY ? JSON.stringify(change(JSON.parse(content.toString("utf8")) as Manifest)) : content);
  }
  pack.finalize();
  await Promise.all([reading, writing]);
  fs.renameSync(rewritten, archive);
}

/** The names in a folder that may not exist: a restore that writes nothing leaves none. */
const namesIn = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
const filesIn = (folder: string) => Object.fromEntries(fs.readdirSync(folder).sort().map((name) => [name, fs.readFileSync(path.join(folder, name)).toString("base64")]));

beforeAll(async () => {
  fs.mkdirSync(sourceFiles, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(sourceFiles, name), bytes);
  const admin = await t.loginAs("admin");
  const member = await t.createUser({ studentType: "student", firstName: "Zoë", lastName: "O'Brien \"Backup\"" });
  await t.db.transaction(async (tx) => {
    const [invoice] = await issueInvoices(tx, { iban: TEST_QR_IBAN }, { userIds: [member.userId], year: 2026, issuedOn: "2026-01-10" });
    await bookPayment(tx, { invoiceId: invoice!.id, amountRappen: 400, paidOn: "2026-01-20", note: "Teilzahlung – Bargeld" });
    await enqueueMail(tx, { to: member.email, subject: "With a file", text: "Hello\nthere", html: "<p>Hello</p>", attachments: [{ filename: "a.pdf", contentType: "application/pdf", content: Buffer.from([0, 1, 2, 255]) }] });
    await recordAudit(tx, { actorId: admin.userId, action: "member_approved", subjectUserId: member.userId });
  });
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("npm run backup and restore", () => {
  it.runIf(!testServerUrl() && process.env.TEST_DATABASE_URL)("bring every row and file back, embedded → PostgreSQL server → embedded", async () => {
    const server = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const embedded = await createScratchDatabase(testClusterUrl());
    try {
      const first = path.join(scratch, "first.tar");
      const manifest = await createBackup({ databaseUrl: t.databaseUrl, files: source, output: first });
      expect(manifest.tables.filter((table) => table.rows > 0).map((table) => table.name)).toEqual(
        expect.arrayContaining(["user", "profiles", "invoices", "payments", "mail_outbox", "mail_attachments", "audit_log", "session", "account"]),
      );
      const serverFiles = path.join(scratch, "server-files");
      await restoreBackup({ databaseUrl: server.url, files: localDiskStorage(serverFiles), archive: first, force: false });
      const second = path.join(scratch, "second.tar");
      await createBackup({ databaseUrl: server.url, files: localDiskStorage(serverFiles), output: second });
      const finalFiles = path.join(scratch, "final-files");
      await restoreBackup({ databaseUrl: embedded.url, files: localDiskStorage(finalFiles), archive: second, force: false });

      const original = await contentsOf(t.databaseUrl);
      expect(await contentsOf(server.url)).toEqual(original);
      expect(await contentsOf(embedded.url)).toEqual(original);
      expect(filesIn(finalFiles)).toEqual(filesIn(sourceFiles));
    } finally {
      await server.drop();
      await embedded.drop();
    }
  });

  it("refuses a damaged archive, naming the part, before writing anything", async () => {
    const archive = path.join(scratch, `damaged-${process.pid}.tar`);
    await createBackup({ databaseUrl: t.databaseUrl, files: source, output: archive });
    const bytes = fs.readFileSync(archive);
    // Inside bytes.bin's content (after its 512-byte tar header): the tar stays readable, the file does not.
    const at = bytes.indexOf(Buffer.from(Array.from({ length: 64 }, (_, index) => index)));
    bytes[at + 10] = bytes[at + 10]! ^ 0xff;
    fs.writeFileSync(archive, bytes);
    await expect(verifyArchive(archive)).rejects.toThrow("The archive is damaged: files/bytes.bin fails its checksum");
    const target = await createScratchDatabase(testClusterUrl());
    try {
      const never = path.join(scratch, "never");
      await expect(restoreBackup({ databaseUrl: target.url, files: localDiskStorage(never), archive, force: false })).rejects.toThrow("files/bytes.bin fails its checksum");
      expect(await publicTablesOf(target.url)).toBe(0);
      expect(namesIn(never)).toEqual([]);
    } finally {
      await target.drop();
    }
  });

  it("encrypts the archive with a passphrase, and restores it only with that passphrase", async () => {
    const passphrase = "a passphrase for the off-site copy";
    const archive = path.join(scratch, `encrypted-${process.pid}.tar.enc`);
    const manifest = await createBackup({ databaseUrl: t.databaseUrl, files: source, output: archive, passphrase });
    const bytes = fs.readFileSync(archive);
    // Neither a member's name nor a file's content can be read from the archive.
    expect(bytes.includes(Buffer.from("O'Brien"))).toBe(false);
    expect(bytes.includes(Buffer.from("%PDF-1.4 minutes"))).toBe(false);
    expect(bytes.includes(Buffer.from(MANIFEST_ENTRY))).toBe(false);

    const never = path.join(scratch, `never-${process.pid}`);
    const neverFiles = localDiskStorage(never);
    const target = await createScratchDatabase(testClusterUrl());
    try {
      const refusals = [
        [undefined, `${archive} is encrypted: give its passphrase (BACKUP_PASSPHRASE or --passphrase-file FILE).`],
        ["not the passphrase at all", "The archive is damaged or the passphrase is wrong."],
      ] as const;
      for (const [given, message] of refusals) {
        await expect(restoreBackup({ databaseUrl: target.url, files: neverFiles, archive, force: false, passphrase: given })).rejects.toThrow(message);
      }
      // A flipped byte in the middle of the archive (inside a frame).
      const damaged = path.join(scratch, `damaged-${process.pid}.tar.enc`);
      const flipped = Buffer.from(bytes);
      flipped[Math.floor(flipped.length / 2)] = flipped[Math.floor(flipped.length / 2)]! ^ 0x01;
      fs.writeFileSync(damaged, flipped);
      await expect(restoreBackup({ databaseUrl: target.url, files: neverFiles, archive: damaged, force: false, passphrase })).rejects.toThrow(
        "The archive is damaged or the passphrase is wrong.",
      );
      expect(await publicTablesOf(target.url)).toBe(0);
      expect(namesIn(never)).toEqual([]);

      const restoredFiles = path.join(scratch, `restored-${process.pid}`);
      expect(await verifyArchive(archive, { passphrase })).toEqual(manifest);
      await restoreBackup({ databaseUrl: target.url, files: localDiskStorage(restoredFiles), archive, force: false, passphrase });
      expect(await contentsOf(target.url)).toEqual(await contentsOf(t.databaseUrl));
      expect(filesIn(restoredFiles)).toEqual(filesIn(sourceFiles));
    } finally {
      await target.drop();
    }
  });

  it("refuses a plain archive when a passphrase is given: it may have been put in an encrypted one's place", async () => {
    const archive = path.join(scratch, `plain-${process.pid}.tar`);
    await createBackup({ databaseUrl: t.databaseUrl, files: source, output: archive });
    await expect(verifyArchive(archive, { passphrase: "a passphrase for the off-site copy" })).rejects.toThrow(`${archive} is not encrypted, yet a passphrase was given`);
  });

  it("refuses a missing archive with its reason, and no stream reports an error to no one", async () => {
    const missing = path.join(scratch, "missing.tar");
    await expect(verifyArchive(missing)).rejects.toThrow(`${missing} is not a readable backup archive (ENOENT: no such file or directory`);
    // A stray read stream's ENOENT would surface now, as an uncaught exception that fails this file.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it("with --force, refuses an archive that verifies but does not load, before the existing data is dropped", async () => {
    const archive = path.join(scratch, `loads-not-${process.pid}.tar`);
    await createBackup({ databaseUrl: t.databaseUrl, files: source, output: archive });
    // The manifest promises a row more than its part holds: every checksum matches, the load fails.
    await rewriteManifest(archive, (manifest) => ({ ...manifest, tables: manifest.tables.map((table) => (table.name === "user" ? { ...table, rows: table.rows + 1 } : table)) }));
    const target = await createScratchDatabase(testClusterUrl());
    const targetFiles = path.join(scratch, `kept-files-${process.pid}`);
    try {
      const good = path.join(scratch, `good-${process.pid}.tar`);
      await createBackup({ databaseUrl: t.databaseUrl, files: source, output: good });
      await restoreBackup({ databaseUrl: target.url, files: localDiskStorage(targetFiles), archive: good, force: false });
      const before = await contentsOf(target.url);
      await expect(restoreBackup({ databaseUrl: target.url, files: localDiskStorage(targetFiles), archive, force: true })).rejects.toThrow(
        /^Nothing was changed: the archive does not load \(user: \d+ rows read, the manifest says \d+\)\.$/,
      );
      expect(await contentsOf(target.url)).toEqual(before);
      expect(filesIn(targetFiles)).toEqual(filesIn(sourceFiles));
    } finally {
      await target.drop();
    }
  });

  it("never replaces existing data without --force", async () => {
    const archive = path.join(scratch, `again-${process.pid}.tar`);
    await createBackup({ databaseUrl: t.databaseUrl, files: source, output: archive });
    const before = await contentsOf(t.databaseUrl);
    await expect(restoreBackup({ databaseUrl: t.databaseUrl, files: source, archive, force: false })).rejects.toThrow(
      "The database or the file share already holds data. Restore into an empty one, or add --force to replace what is there.",
    );
    expect(await contentsOf(t.databaseUrl)).toEqual(before);
  });
});

describe.skipIf(motoMissing || testServerUrl())("with the file share in an S3 bucket", () => {
  it("backs the bucket's files up and restores them, through the same storage interface", async () => {
    const moto = await startMotoServer();
    const first = await createScratchDatabase(testClusterUrl());
    const second = await createScratchDatabase(testClusterUrl());
    try {
      const bucket = s3Storage(await moto.newBucket());
      // The disk's files into the bucket, and from the bucket back onto a disk: the same bytes.
      const fromDisk = path.join(scratch, `from-disk-${process.pid}.tar`);
      await createBackup({ databaseUrl: t.databaseUrl, files: source, output: fromDisk });
      await restoreBackup({ databaseUrl: first.url, files: bucket, archive: fromDisk, force: false });
      expect((await bucket.list()).map((file) => [file.name, file.size]).sort()).toEqual(Object.entries(files).map(([name, bytes]) => [name, bytes.length]).sort());
      const fromBucket = path.join(scratch, `from-bucket-${process.pid}.tar`);
      expect((await createBackup({ databaseUrl: first.url, files: bucket, output: fromBucket })).files).toEqual(Object.keys(files).sort());
      const onDisk = path.join(scratch, `from-bucket-${process.pid}`);
      await restoreBackup({ databaseUrl: second.url, files: localDiskStorage(onDisk), archive: fromBucket, force: false });
      expect(filesIn(onDisk)).toEqual(filesIn(sourceFiles));

      // A bucket that holds files is replaced only with --force.
      await bucket.write("newer.txt", Readable.from([Buffer.from("written after the backup")]));
      await expect(restoreBackup({ databaseUrl: second.url, files: bucket, archive: fromBucket, force: false })).rejects.toThrow("already holds data");
      await restoreBackup({ databaseUrl: second.url, files: bucket, archive: fromBucket, force: true });
      expect((await bucket.list()).map((file) => file.name).sort()).toEqual(Object.keys(files).sort());
    } finally {
      await first.drop();
      await second.drop();
      await moto.stop();
    }
  });
});
