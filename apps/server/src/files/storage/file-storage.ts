import path from "node:path";
import type { Readable } from "node:stream";
import { FILE_SHARE_BUCKET, FILE_SHARE_FOLDER } from "@ssem/core";

export type StoredFile = { name: string; size: number; createdAt: Date };

/**
 * Where shared files live. A name is one plain file name (the caller cleans it); a driver never
 * overwrites and never leaves a partial file behind when writing fails.
 */
export type FileStorage = {
  /** Every file, newest first. */
  list(): Promise<StoredFile[]>;
  /**
   * Streams `source` into a new file; throws FileExistsError if the name is taken, StorageFullError
   * if the storage has no room for it, or the source's error.
   */
  write(name: string, source: Readable): Promise<StoredFile>;
  /** The file's content as a stream, or null if there is no such file. */
  read(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** False if there was no such file. */
  delete(name: string): Promise<boolean>;
  /**
   * Removes what writes left behind when their process ended mid-write (kill -9, or a shutdown
   * that did not wait for a long upload), keeping writes in progress. Returns how many went.
   */
  removeAbandonedWrites(): Promise<number>;
};

export class FileExistsError extends Error {
  constructor(readonly fileName: string) {
    super(`A file named ${fileName} already exists`);
  }
}

/**
 * A write not touched for this long has lost its upload: a running one writes every chunk (disk) or
 * part (S3) as it arrives. Not every one at start-up: several servers may share the storage.
 */
export const ABANDONED_AFTER_MS = 60 * 60_000;

/** The storage has no room (a full disk, a quota): the server's fault, never the uploader's. */
export class StorageFullError extends Error {
  constructor() {
    super("The storage has no space left");
  }
}

/**
 * The storage cannot be reached or refuses to work (an object store that is down, slow or
 * misconfigured): the server's fault, answered 503 like a database outage.
 */
export class StorageUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`The file storage is unavailable (${reason})`);
  }
}

/** The member file share's place inside any storage: <bucket>/<folder>, the spec's names. */
export const FILE_SHARE_PREFIX = `${FILE_SHARE_BUCKET}/${FILE_SHARE_FOLDER}/`;

/** The folder of the member file share below DATA_DIR: files/<bucket>/<folder>, the spec's names. */
export function fileShareFolder(dataDir: string): string {
  return path.join(dataDir, "files", FILE_SHARE_BUCKET, FILE_SHARE_FOLDER);
}
