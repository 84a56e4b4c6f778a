import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  type MultipartUpload,
  paginateListObjectsV2,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { ABANDONED_AFTER_MS, FILE_SHARE_PREFIX, FileExistsError, type FileStorage, type StoredFile, StorageUnavailableError } from "./file-storage";

/** Where the bucket is and how to sign in to it (STORAGE=s3, env.ts). */
export type S3Settings = {
  /** An S3-compatible server's URL; AWS itself when absent. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible servers need, rather than in the host name. */
  forcePathStyle: boolean;
};

/**
 * An upload is sent in parts of this size (S3's smallest but the last): memory holds one part per
 * upload, never the file. A file smaller than one part goes in one PutObject.
 */
export const PART_BYTES = 5 * 1024 * 1024;

/** Answers S3 gives that the driver acts on; every other failure means the storage is unavailable. */
const NOT_FOUND = 404;
/** A conditional write lost: the key exists (412), or another conditional write to it is in progress (409). */
const TAKEN = new Set([409, 412]);

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * The S3 call's outcome, with any failure S3 did not answer as 404, 409 or 412 (unreachable,
 * timed out, 5xx, throttled, refused credentials) turned into StorageUnavailableError: 503, not 500.
 */
async function s3<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const status = statusOf(error);
    if (status === NOT_FOUND || (status !== undefined && TAKEN.has(status))) throw error;
    const reason = error instanceof Error ? `${error.name}${status ? ` ${status}` : ""}` : "unknown";
    throw new StorageUnavailableError(reason);
  }
}

/** The answer, or null when S3 said the key does not exist. */
const unlessMissing = <T>(call: Promise<T>): Promise<T | null> => s3(call).catch((error: unknown) => (statusOf(error) === NOT_FOUND ? null : Promise.reject(error)));

/**
 * The member file share in an S3 bucket (ADR 014), under the key prefix `member-files/Statutes/`.
 * Same promises as the disk: uploads stream in parts and are written only if the name is free
 * (`If-None-Match: *`); a failed upload is aborted, and what a killed process left behind
 * (a multipart upload nobody completes) `removeAbandonedWrites` aborts. `now` is the clock that
 * ages abandoned uploads.
 */
export function s3Storage(settings: S3Settings, { now = Date.now }: { now?: () => number } = {}): FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A store that does not answer is an outage to report (503) within half a minute (three attempts),
    // not a hung request. The timeout runs until the answer's headers: a slow download is never cut.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 10_000, throwOnRequestTimeout: true },
  });
  const Bucket = settings.bucket;

  /** The key of a stored file; refuses anything that is not one plain name (the routes clean names; this is a second guard). */
  function keyOf(name: string): string {
    if (!name || name.startsWith(".") || /[/\0]/.test(name)) throw new Error("not a plain file name");
    return FILE_SHARE_PREFIX + name;
  }

  async function describe(name: string): Promise<StoredFile> {
    const head = await s3(client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) })));
    return { name, size: head.ContentLength ?? 0, createdAt: head.LastModified ?? new Date() };
  }

  const abort = (Key: string, UploadId: string) => s3(client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })));

  /**
   * When an upload last moved: its newest part, or its start before the first part arrived. (Paged
   * by IsTruncated: some servers name a next marker on the last page, which sends the SDK's paginator round.)
   */
  async function lastActivity({ Key, UploadId, Initiated }: MultipartUpload): Promise<number> {
    let latest = Initiated?.getTime() ?? 0;
    for (let PartNumberMarker: string | undefined; ; ) {
      const page = await s3(client.send(new ListPartsCommand({ Bucket, Key, UploadId, PartNumberMarker })));
      for (const part of page.Parts ?? []) latest = Math.max(latest, part.LastModified?.getTime() ?? 0);
      if (!page.IsTruncated) return latest;
      PartNumberMarker = page.NextPartNumberMarker;
    }
  }

  return {
    async list() {
      const files: StoredFile[] = [];
      // The delimiter keeps anything below a further "/" out: only the folder's own files.
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: FILE_SHARE_PREFIX, Delimiter: "/" });
      await s3(
        (async () => {
          for await (const page of pages) {
            for (const object of page.Contents ?? []) {
              const name = object.Key!.slice(FILE_SHARE_PREFIX.length);
              if (name && !name.startsWith(".")) files.push({ name, size: object.Size ?? 0, createdAt: object.LastModified ?? new Date(0) });
            }
          }
        })(),
      );
      return files.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },

    async write(name, source: Readable) {
      const Key = keyOf(name);
      // Refused before a byte is read; the conditional write below is what guarantees it when two uploads race.
      if (await unlessMissing(client.send(new HeadObjectCommand({ Bucket, Key })))) {
        source.destroy();
        throw new FileExistsError(name);
      }
      let uploadId: string | undefined;
      const parts: { PartNumber: number; ETag?: string }[] = [];
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const sendPart = async () => {
        uploadId ??= (await s3(client.send(new CreateMultipartUploadCommand({ Bucket, Key })))).UploadId!;
        const PartNumber = parts.length + 1;
        const { ETag } = await s3(client.send(new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: Buffer.concat(pending) })));
        parts.push({ PartNumber, ETag });
        pending = [];
        pendingBytes = 0;
      };
      try {
        // Reading waits while a part is sent: the source is held back, not buffered.
        for await (const chunk of source as AsyncIterable<Buffer>) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= PART_BYTES) await sendPart();
        }
        if (uploadId === undefined) {
          await s3(client.send(new PutObjectCommand({ Bucket, Key, Body: Buffer.concat(pending), IfNoneMatch: "*" })));
        } else {
          if (pendingBytes > 0) await sendPart();
          await s3(client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts }, IfNoneMatch: "*" })));
          uploadId = undefined;
        }
      } catch (error) {
        source.destroy();
        throw TAKEN.has(statusOf(error) ?? 0) ? new FileExistsError(name) : error;
      } finally {
        // A failed upload's parts never become an object; if S3 cannot be told now, removeAbandonedWrites aborts it later.
        if (uploadId !== undefined) await abort(Key, uploadId).catch(() => {});
      }
      return describe(name);
    },

    async read(name) {
      const object = await unlessMissing(client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) })));
      if (!object) return null;
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    },

    async removeAbandonedWrites() {
      const cutoff = now() - ABANDONED_AFTER_MS;
      let removed = 0;
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await s3(client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: FILE_SHARE_PREFIX, ...markers })));
        for (const upload of page.Uploads ?? []) {
          if ((await lastActivity(upload)) >= cutoff) continue;
          // Gone meanwhile (completed or aborted by its own process): nothing to remove.
          if (await abort(upload.Key!, upload.UploadId!).then(() => true, (error: unknown) => (statusOf(error) === NOT_FOUND ? false : Promise.reject(error)))) removed += 1;
        }
        if (!page.IsTruncated) return removed;
        markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    },

    async delete(name) {
      const Key = keyOf(name);
      // S3 deletes a missing key without complaint; the caller needs to know there was none.
      if (!(await unlessMissing(client.send(new HeadObjectCommand({ Bucket, Key }))))) return false;
      await s3(client.send(new DeleteObjectCommand({ Bucket, Key })));
      return true;
    },
  };
}
