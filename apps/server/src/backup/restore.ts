import { createHash } from "node:crypto";
import fs from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import tar from "tar-stream";
import { readJournal, withMigrationsUpTo } from "../db/carry-over";
import { migrationsFolder } from "../db/client";
import { createScratchDatabase } from "../db/scratch-database";
import type { FileStorage } from "../files/storage/file-storage";
import { holdsData, importDatabase } from "./database-parts";
import { decrypting, isEncrypted } from "./encryption";
import { ARCHIVE_FORMAT, BackupError, filePart, type Manifest, MANIFEST_ENTRY, type PartDigest, tablePart } from "./manifest";

/**
 * The streams that turn the archive file into its tar bytes: a decryption if it is encrypted. An
 * encrypted archive needs the passphrase; a plain one given a passphrase is refused too, since an
 * archive put in the place of an encrypted one must not be restored unauthenticated.
 */
async function decoding(archive: string, passphrase: string | undefined) {
  let encrypted: boolean;
  try {
    encrypted = await isEncrypted(archive);
  } catch (error) {
    throw new BackupError(`${archive} is not a readable backup archive (${(error as Error).message})`);
  }
  if (encrypted && !passphrase) throw new BackupError(`${archive} is encrypted: give its passphrase (BACKUP_PASSPHRASE or --passphrase-file FILE).`);
  if (!encrypted && passphrase) {
    throw new BackupError(`${archive} is not encrypted, yet a passphrase was given: it is damaged, or it was written without one (then restore it without BACKUP_PASSPHRASE and --passphrase-file).`);
  }
  return passphrase ? [decrypting(passphrase)] : [];
}

/** Reads the archive's entries one after another, handing each one's stream to `use`. */
async function eachEntry(archive: string, passphrase: string | undefined, use: (name: string, content: AsyncIterable<Buffer>) => Promise<void>) {
  const extract = tar.extract();
  // The decoding first: a file stream opened before a refusal would report its own error to no one.
  const decoders = await decoding(archive, passphrase);
  const reading = pipeline([fs.createReadStream(archive), ...decoders, extract]);
  try {
    for await (const entry of extract) await use(entry.header.name, entry as AsyncIterable<Buffer>);
    await reading;
  } catch (error) {
    reading.catch(() => {});
    throw error instanceof BackupError ? error : new BackupError(`${archive} is not a readable backup archive (${(error as Error).message})`);
  }
}

/**
 * Reads the whole archive once and checks every part against the manifest's size and SHA-256,
 * before anything is written: a damaged or altered archive is refused, naming the part that fails.
 * An encrypted archive is decrypted with `passphrase` on the way, every frame authenticated.
 */
export async function verifyArchive(archive: string, { passphrase }: { passphrase?: string } = {}): Promise<Manifest> {
  const found = new Map<string, PartDigest>();
  let manifestText: string | undefined;
  await eachEntry(archive, passphrase, async (name, content) => {
    const hash = createHash("sha256");
    let bytes = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of content) {
      hash.update(chunk);
      bytes += chunk.length;
      if (name === MANIFEST_ENTRY) chunks.push(chunk);
    }
    if (name === MANIFEST_ENTRY) manifestText = Buffer.concat(chunks).toString("utf8");
    else found.set(name, { bytes, sha256: hash.digest("hex") });
  });
  if (manifestText === undefined) throw new BackupError(`${archive} has no ${MANIFEST_ENTRY}: it is not a complete backup archive`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw new BackupError(`${MANIFEST_ENTRY} in ${archive} is damaged`);
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new BackupError(`${archive} has format ${String(manifest.format)}; this version reads format ${ARCHIVE_FORMAT}`);
  for (const [name, expected] of Object.entries(manifest.parts)) {
    const actual = found.get(name);
    if (!actual) throw new BackupError(`The archive is damaged: ${name} is missing`);
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) throw new BackupError(`The archive is damaged: ${name} fails its checksum`);
  }
  const unexpected = [...found.keys()].find((name) => !(name in manifest.parts));
  if (unexpected) throw new BackupError(`The archive is damaged: ${unexpected} is not in its manifest`);
  return manifest;
}

/**
 * Brings the database at `databaseUrl` and the file share in `files` (whichever storage holds it) back to the archive's state, with
 * the server stopped (ADR 023): the archive is checked whole first; existing data is refused unless
 * `force`; the schema is built up to the archive's version, the rows loaded in one transaction, and
 * the schema then migrated to the current version, so an archive of an older version comes up to date.
 * An encrypted archive needs the `passphrase` it was written with.
 */
export async function restoreBackup({
  databaseUrl,
  files,
  archive,
  force,
  passphrase,
}: {
  databaseUrl: string;
  files: FileStorage;
  archive: string;
  force: boolean;
  passphrase?: string;
}): Promise<Manifest> {
  const manifest = await verifyArchive(archive, { passphrase });
  const known = readJournal(migrationsFolder).entries.length;
  if (manifest.schemaVersion > known) {
    throw new BackupError(`The archive comes from a newer version (schema ${manifest.schemaVersion}, this one knows ${known}): update first`);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const replacing = (await holdsData(client)) || (await files.list()).length > 0;
    if (replacing && !force) {
      throw new BackupError("The database or the file share already holds data. Restore into an empty one, or add --force to replace what is there.");
    }
    // The data to be replaced is dropped only once the archive has loaded into a scratch database.
    if (replacing) await tryLoading(databaseUrl, manifest, archive, passphrase);
    await loadDatabase(client, manifest, archive, passphrase);
  } finally {
    await client.end();
  }
  await restoreFiles(files, manifest, archive, passphrase);
  return manifest;
}

/**
 * From nothing: the schema exactly as the archive's rows expect it, the rows, then the migrations
 * since, so that an archive of an older version comes up to date.
 */
async function loadDatabase(client: pg.Client, manifest: Manifest, archive: string, passphrase: string | undefined) {
  await client.query("drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public");
  const db = drizzle({ client });
  await withMigrationsUpTo(migrationsFolder, manifest.schemaVersion, (folder) => migrate(db, { migrationsFolder: folder }));
  await loadTables(client, manifest, archive, passphrase);
  await migrate(db, { migrationsFolder });
}

/**
 * Loads the archive into a scratch database beside `databaseUrl`'s, dropped again: an archive that
 * verifies but does not load (rows its schema refuses) is refused before existing data is dropped.
 */
async function tryLoading(databaseUrl: string, manifest: Manifest, archive: string, passphrase: string | undefined) {
  let scratch;
  try {
    scratch = await createScratchDatabase(databaseUrl, "ssem_restore_trial");
  } catch (error) {
    throw new BackupError(`Nothing was changed: the archive is loaded into a scratch database first, which cannot be created (${(error as Error).message}).`);
  }
  const client = new pg.Client({ connectionString: scratch.url });
  try {
    await client.connect();
    await loadDatabase(client, manifest, archive, passphrase);
  } catch (error) {
    throw new BackupError(`Nothing was changed: the archive does not load (${(error as Error).message}).`);
  } finally {
    await client.end();
    await scratch.drop();
  }
}

/**
 * Refuses a restore while other sessions use the database (a running server, a script), as the
 * embedded database's running server is refused: replacing data under them loses what they write
 * and may deadlock with them.
 */
export async function refuseWhileInUse(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ sessions: number }>(
      `select count(*)::int as sessions from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    const sessions = rows[0]!.sessions;
    if (sessions > 0) {
      throw new BackupError(`${sessions} other session${sessions === 1 ? "" : "s"} use${sessions === 1 ? "s" : ""} the database (a running server?): stop ${sessions === 1 ? "it" : "them"} before restoring.`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Loads the tables: each part goes to a scratch file first, since the import takes the tables in
 * the order of their foreign keys and the archive holds them by name.
 */
async function loadTables(client: pg.Client, manifest: Manifest, archive: string, passphrase: string | undefined) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "ssem-restore-"));
  const fileOf = (table: string) => path.join(scratch, `${manifest.tables.findIndex((each) => each.name === table)}.ndjson.gz`);
  const tables = new Map(manifest.tables.map((table) => [tablePart(table.name), table.name]));
  try {
    await eachEntry(archive, passphrase, async (name, content) => {
      const table = tables.get(name);
      await (table ? pipeline(content, fs.createWriteStream(fileOf(table))) : drain(content));
    });
    await importDatabase(client, manifest, (table) => fs.createReadStream(fileOf(table)));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Reads an entry that is not needed to its end, so the archive moves on to the next. */
async function drain(content: AsyncIterable<Buffer>) {
  for await (const _chunk of content) {
    // Skipped.
  }
}

/**
 * Replaces the share's files (there are none unless forced) with the archive's, written through the
 * storage, which never shows a half file.
 */
async function restoreFiles(files: FileStorage, manifest: Manifest, archive: string, passphrase: string | undefined) {
  for (const { name } of await files.list()) await files.delete(name);
  const names = new Map(manifest.files.map((name) => [filePart(name), name]));
  await eachEntry(archive, passphrase, async (entry, content) => {
    const name = names.get(entry);
    if (!name) return drain(content);
    await files.write(name, Readable.from(content));
  });
}
