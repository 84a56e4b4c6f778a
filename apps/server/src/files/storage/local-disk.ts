import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { access, link, mkdir, open, readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ABANDONED_AFTER_MS, FileExistsError, type FileStorage, type StoredFile, StorageFullError } from "./file-storage";

/** Uploads in progress; hidden from the list, and cleaned names never start with a dot. */
const TEMP_PREFIX = ".upload-";

const isErrorCode = (error: unknown, code: string) => (error as { code?: unknown }).code === code;
const isFull = (error: unknown) => isErrorCode(error, "ENOSPC") || isErrorCode(error, "EDQUOT");

/** Files in one folder on the local disk. `now` is the clock that ages abandoned writes. */
export function localDiskStorage(folder: string, { now = Date.now }: { now?: () => number } = {}): FileStorage {
  const root = path.resolve(folder);
  const ready = mkdir(root, { recursive: true });

  /** The path of a stored file; refuses anything that is not a plain name inside the folder. */
  function pathOf(name: string): string {
    const resolved = path.resolve(root, name);
    if (name.startsWith(".") || name.includes("\0") || path.dirname(resolved) !== root || path.basename(resolved) !== name) {
      throw new Error("not a plain file name");
    }
    return resolved;
  }

  async function describe(name: string): Promise<StoredFile> {
    const info = await stat(pathOf(name));
    return { name, size: info.size, createdAt: info.mtime };
  }

  return {
    async list() {
      await ready;
      const entries = await readdir(root, { withFileTypes: true });
      const files = await Promise.all(
        entries.filter((entry) => entry.isFile() && !entry.name.startsWith(".")).map((entry) => describe(entry.name).catch(() => null)),
      );
      return files.filter((file) => file !== null).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },

    async write(name, source: Readable) {
      await ready;
      const target = pathOf(name);
      // Refused before a byte is read; the link below is what guarantees it when two uploads race.
      if (await access(target).then(() => true, () => false)) {
        source.destroy();
        throw new FileExistsError(name);
      }
      const temp = path.join(root, `${TEMP_PREFIX}${randomUUID()}`);
      try {
        await pipeline(source, createWriteStream(temp, { flags: "wx" }));
        // link, unlike rename, fails when the target exists: a file is never replaced.
        await link(temp, target).catch((error: unknown) => {
          throw isErrorCode(error, "EEXIST") ? new FileExistsError(name) : error;
        });
      } catch (error) {
        throw isFull(error) ? new StorageFullError() : error;
      } finally {
        await unlink(temp).catch(() => {});
      }
      return describe(name);
    },

    async read(name) {
      await ready;
      const handle = await open(pathOf(name), "r").catch((error: unknown) => {
        if (isErrorCode(error, "ENOENT") || isErrorCode(error, "EISDIR")) return null;
        throw error;
      });
      if (!handle) return null;
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    },

    async removeAbandonedWrites() {
      await ready;
      const cutoff = now() - ABANDONED_AFTER_MS;
      let removed = 0;
      for (const entry of await readdir(root)) {
        if (!entry.startsWith(TEMP_PREFIX)) continue;
        const temp = path.join(root, entry);
        const info = await stat(temp).catch(() => null);
        if (info && info.mtimeMs < cutoff && (await unlink(temp).then(() => true, () => false))) removed += 1;
      }
      return removed;
    },

    async delete(name) {
      await ready;
      return unlink(pathOf(name)).then(
        () => true,
        (error: unknown) => {
          if (isErrorCode(error, "ENOENT")) return false;
          throw error;
        },
      );
    },
  };
}
