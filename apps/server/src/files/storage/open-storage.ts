import type { StorageSettings } from "../../env";
import { type FileStorage, fileShareFolder } from "./file-storage";
import { localDiskStorage } from "./local-disk";

/**
 * The file share's storage that the settings name: the folder below `dataDir`, or the S3 bucket.
 * The S3 client is loaded only when it is used, so a server on the disk does not pay for it.
 */
export async function openFileStorage(settings: StorageSettings, dataDir: string): Promise<FileStorage> {
  if (settings.kind === "disk") return localDiskStorage(fileShareFolder(dataDir));
  const { s3Storage } = await import("./s3");
  return s3Storage(settings);
}
