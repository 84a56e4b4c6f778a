import { pipeline, Readable, Transform } from "node:stream";
import busboy from "busboy";
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { type FileStorage, type StoredFile, StorageFullError, StorageUnavailableError } from "../storage/file-storage";
import { cleanFileName } from "./file-names";
import { assertAllowedName, contentCheck } from "./file-types";

/** What multipart framing may add to the file itself before a Content-Length counts as too large. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new ApiError(413, "payload_too_large", `The file is larger than the limit of ${Math.floor(maxBytes / (1024 * 1024))} MiB.`);
const noFile = () => new ApiError(400, "validation_failed", "No file selected", [{ path: "file", message: "No file selected" }]);
const unreadable = () => new ApiError(400, "bad_request", "The upload could not be read to its end.");
const invalidName = () => new ApiError(400, "validation_failed", "The file name is not usable.", [{ path: "file", message: "Invalid file name" }]);

/** Fails the stream as soon as more than `maxBytes` went through, so a large upload is never read to its end. */
function sizeLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? tooLarge(maxBytes) : null, chunk);
    },
  });
}

/**
 * Streams the multipart field `file` of the request into storage, checked on the way (size,
 * content type); a refusal or an aborted request leaves nothing behind (the storage writes to a
 * temporary name). Answers only after the stored file is complete.
 */
export async function receiveUpload(c: Context<AppEnv>, storage: FileStorage, maxBytes: number): Promise<StoredFile> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new ApiError(400, "bad_request", "Send the file as multipart/form-data in the field \"file\".");
  }
  const declaredLength = Number(c.req.header("content-length"));
  if (declaredLength > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(maxBytes);
  const body = c.req.raw.body;
  if (!body) throw noFile();

  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": contentType }, limits: { files: 1, fields: 10, fieldSize: 1024, parts: 20 }, defParamCharset: "utf8" });
  } catch {
    throw unreadable();
  }
  const source = Readable.fromWeb(body as import("node:stream/web").ReadableStream);

  return new Promise<StoredFile>((resolve, reject) => {
    let receiving = false;
    let received: Readable | undefined;
    /** The request itself broke (a malformed form, a client gone midway): whatever failed, it is the caller's 400. */
    let requestBroken = false;
    const fail = (error: unknown) => {
      source.destroy();
      reject(error);
    };
    parser.on("file", (field, file, info) => {
      if (field !== "file" || receiving) return file.resume();
      receiving = true;
      const name = cleanFileName(info.filename ?? "");
      try {
        if (!name) throw invalidName();
        assertAllowedName(name);
      } catch (error) {
        file.resume();
        return fail(error);
      }
      // pipeline passes a failure of any stage (too large, wrong type, aborted request) to the others and to storage.
      const checked = pipeline(file, sizeLimit(maxBytes), contentCheck(name), () => {});
      received = checked;
      file.once("error", () => (requestBroken = true));
      // A full or unavailable storage also breaks the request's stream (storage stops reading it): still the server's fault.
      const explained = (error: unknown) => error instanceof ApiError || error instanceof StorageFullError || error instanceof StorageUnavailableError;
      const blame = (error: unknown) => (requestBroken && !explained(error) ? unreadable() : error);
      storage.write(name, checked).then(resolve, (error: unknown) => fail(blame(error)));
    });
    parser.once("error", () => {
      
      requestBroken = true;
      if (receiving) received?.destroy(unreadable());
      else fail(unreadable());
    });
    parser.once("close", () => {
      if (!receiving) fail(noFile());
    });
    source.once("error", (error) => parser.destroy(error));
    source.pipe(parser);
  });
}
