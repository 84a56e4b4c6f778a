import { createHash } from "node:crypto";
import fs from "node:fs";
import { mkdtemp, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import tar from "tar-stream";
import { readJournal } from "../db/carry-over";
import { migrationsFolder } from "../db/client";
import type { FileStorage } from "../files/storage/file-storage";
import { systemErrorText } from "../system-error";
import { exportDatabase } from "./database-parts";
import { encrypting } from "./encryption";
import { ARCHIVE_FORMAT, BackupError, filePart, type Manifest, MANIFEST_ENTRY, type PartDigest, tablePart } from "./manifest";

/** Passes bytes through, counting them and hashing them with SHA-256. */
function digesting() {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, digest: (): PartDigest => ({ bytes, sha256: hash.digest("hex") }) };
}

/**
 * Writes one archive (a tar file) of the database reached at `databaseUrl` and the file share in
 * `files` (whichever storage holds it) to `output`, while the server keeps running (ADR 023): the tables from one
 * snapshot, streamed table by table; then each file; then the manifest with every part's SHA-256.
 * The archive appears under its name only once complete. With a `passphrase`, the whole tar stream
 * is encrypted on its way to the file (encryption.ts). Returns the manifest.
 */
export async function createBackup({
  databaseUrl,
  files,
  output,
  passphrase,
}: {
  databaseUrl: string;
  files: FileStorage;
  output: string;
  passphrase?: string;
}): Promise<Manifest> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "ssem-backup-"));
  const partial = `${output}.partial`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Tables first go to scratch files: a tar entry names its size before its bytes.
    const tableFiles = new Map<string, string>();
    const snapshot = await exportDatabase(client, async (table, rows) => {
      const file = path.join(scratch, `${tableFiles.size}.ndjson.gz`);
      await pipeline(rows, fs.createWriteStream(file));
      tableFiles.set(table, file);
    });
    const parts: Record<string, PartDigest> = {};
    const pack = tar.pack();
    // The archive is written while its entries are added, and either side may fail first (a full
    // disk fails the writing). The first failure stops both and is the one reported; both are
    // awaited to their end, so that no failure goes unhandled (issue 39: one ended the whole server).
    const stop = new AbortController();
    const file = fs.createWriteStream(partial);
    const writing = (passphrase ? pipeline(pack, await encrypting(passphrase), file) : pipeline(pack, file)).catch((error: unknown) =>
      stop.abort(new BackupError(`The archive cannot be written to ${output}: ${systemErrorText(error)}`)),
    );
    const add = async (name: string, size: number, content: Readable) => {
      const { stream, digest } = digesting();
      await pipeline(content, stream, pack.entry({ name, size }), { signal: stop.signal });
      parts[name] = digest();
    };
    const adding = (async () => {
      for (const [table, file] of tableFiles) await add(tablePart(table), (await stat(file)).size, fs.createReadStream(file));
      const saved: string[] = [];
      for (const name of (await files.list()).map((file) => file.name).sort()) {
        // Opened with its size, so a file deleted meanwhile is skipped, not half written (files never change).
        const file = await files.read(name);
        if (!file) continue;
        await add(filePart(name), file.size, file.stream);
        saved.push(name);
      }
      const journal = readJournal(migrationsFolder);
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        createdAt: new Date().toISOString(),
        ...snapshot,
        lastMigration: journal.entries[snapshot.schemaVersion - 1]?.tag ?? "",
        files: saved,
        parts,
      };
      pack.entry({ name: MANIFEST_ENTRY }, JSON.stringify(manifest, null, 2));
      pack.finalize();
      return manifest;
    })().catch((error: unknown) => {
      stop.abort(error);
      pack.destroy(error as Error);
    });
    const [, manifest] = await Promise.all([writing, adding]);
    if (stop.signal.aborted || !manifest) throw stop.signal.reason;
    await rename(partial, output);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
    await rm(scratch, { recursive: true, force: true });
  }
}
