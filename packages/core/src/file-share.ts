/** The members-only file share: one bucket, one folder (spec: bucket member-files, folder Statutes). */
export const FILE_SHARE_BUCKET = "member-files";
/** The folder's storage key, the same for every reader; screens name it in the reader's language (`files_folder_name`). */
export const FILE_SHARE_FOLDER = "Statutes";

/** Largest upload unless FILE_SHARE_MAX_BYTES says otherwise. */
export const DEFAULT_FILE_SHARE_MAX_BYTES = 25 * 1024 * 1024;

/** The documents an association shares: PDF, office documents, images, text. The server checks each file's content against its extension. */
export const fileShareExtensions = ["pdf", "docx", "xlsx", "pptx", "odt", "ods", "odp", "doc", "xls", "ppt", "png", "jpg", "jpeg", "gif", "webp", "txt", "csv", "md"] as const;
export type FileShareExtension = (typeof fileShareExtensions)[number];

/** A file in the share as the API lists it; createdAt is an ISO timestamp. */
export type SharedFile = { name: string; size: number; createdAt: string };

const sizeUnits = ["Bytes", "KB", "MB", "GB"] as const;

/** The spec's size display: base 1024, units Bytes, KB, MB, GB, rounded to 2 decimals ("1.5 MB"). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), sizeUnits.length - 1);
  return `${Number((bytes / 1024 ** unit).toFixed(2))} ${sizeUnits[unit]}`;
}
