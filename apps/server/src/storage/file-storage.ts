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

/** The storage has no room (a full disk, a quota): the server's fault, never the uploader's. */
export class StorageFullError extends Error {
  constructor() {
    super("The storage has no space left");
  }
}

/** The folder of the member file share below DATA_DIR: files/<bucket>/<folder>, the spec's names. */
export function fileShareFolder(dataDir: string): string {
  return path.join(dataDir, "files", FILE_SHARE_BUCKET, FILE_SHARE_FOLDER);
}
