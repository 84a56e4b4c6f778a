import path from "node:path";
import { Transform } from "node:stream";
import { type FileShareExtension, fileShareExtensions, isPlainText } from "@ssem/core";
import { ApiError } from "../../http/errors";

type Signature = "pdf" | "zip" | "ole" | "png" | "jpeg" | "gif" | "webp" | "text";

/** The documents an association shares, by extension: what the content must look like and how it is served. */
const fileTypes: Record<FileShareExtension, { signature: Signature; contentType: string }> = {
  pdf: { signature: "pdf", contentType: "application/pdf" },
  docx: { signature: "zip", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  xlsx: { signature: "zip", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  pptx: { signature: "zip", contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation" },
  odt: { signature: "zip", contentType: "application/vnd.oasis.opendocument.text" },
  ods: { signature: "zip", contentType: "application/vnd.oasis.opendocument.spreadsheet" },
  odp: { signature: "zip", contentType: "application/vnd.oasis.opendocument.presentation" },
  doc: { signature: "ole", contentType: "application/msword" },
  xls: { signature: "ole", contentType: "application/vnd.ms-excel" },
  ppt: { signature: "ole", contentType: "application/vnd.ms-powerpoint" },
  png: { signature: "png", contentType: "image/png" },
  jpg: { signature: "jpeg", contentType: "image/jpeg" },
  jpeg: { signature: "jpeg", contentType: "image/jpeg" },
  gif: { signature: "gif", contentType: "image/gif" },
  webp: { signature: "webp", contentType: "image/webp" },
  txt: { signature: "text", contentType: "text/plain; charset=utf-8" },
  csv: { signature: "text", contentType: "text/csv; charset=utf-8" },
  md: { signature: "text", contentType: "text/markdown; charset=utf-8" },
};


const bytes = (...values: number[]) => Buffer.from(values);
const startsWith = (head: Buffer, prefix: Buffer, at = 0) => head.subarray(at, at + prefix.length).equals(prefix);
const textDecoder = new TextDecoder("utf-8", { fatal: true });

/** Whether the first bytes of a file are what its extension promises. */
function matches(signature: Signature, head: Buffer, complete: boolean): boolean {
  switch (signature) {
    case "pdf":
      return startsWith(head, Buffer.from("%PDF-"));
    case "zip":
      return startsWith(head, bytes(0x50, 0x4b, 0x03, 0x04));
    case "ole":
      return startsWith(head, bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1));
    case "png":
      return startsWith(head, bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a));
    case "jpeg":
      return startsWith(head, bytes(0xff, 0xd8, 0xff));
    case "gif":
      return startsWith(head, Buffer.from("GIF87a")) || startsWith(head, Buffer.from("GIF89a"));
    case "webp":
      return startsWith(head, Buffer.from("RIFF")) && startsWith(head, Buffer.from("WEBP"), 8);
    case "text":
      return isText(head, complete);
  }
}

/** UTF-8 without control characters other than tab and line breaks; a character cut at the end of the sample is fine. */
function isText(head: Buffer, complete: boolean): boolean {
  for (let cut = 0; cut <= (complete ? 0 : 3); cut += 1) {
    try {
      return isPlainText(textDecoder.decode(head.subarray(0, head.length - cut)));
    } catch {
      // try again without a possibly cut last character
    }
  }
  return false;
}

/** The Content-Type a stored file is served with. */
export function contentTypeOf(name: string): string {
  const extension = extensionOf(name);
  return extension ? fileTypes[extension].contentType : "application/octet-stream";
}

function extensionOf(name: string): FileShareExtension | null {
  const extension = path.extname(name).slice(1).toLowerCase();
  return (fileShareExtensions as readonly string[]).includes(extension) ? (extension as FileShareExtension) : null;
}

const unsupported = () =>
  new ApiError(415, "unsupported_file_type", `Only documents can be shared: ${fileShareExtensions.map((extension) => `.${extension}`).join(", ")}.`);

/** Refuses a name whose extension is not a shared document type, before any content is read. */
export function assertAllowedName(name: string): void {
  if (!extensionOf(name)) throw unsupported();
}

/** How many leading bytes decide the type. */
const SAMPLE_BYTES = 4096;

/**
 * Passes a file through once its first bytes match the kind its name promises, and fails the
 * stream (415) otherwise: the content decides, not only the name.
 */
export function contentCheck(name: string): Transform {
  const extension = extensionOf(name);
  const signature = extension ? fileTypes[extension].signature : null;
  const held: Buffer[] = [];
  let heldBytes = 0;
  let checked = false;

  const check = (complete: boolean) => {
    const head = Buffer.concat(held);
    checked = true;
    return signature !== null && head.length > 0 && matches(signature, head, complete) ? null : unsupported();
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (checked) return callback(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < SAMPLE_BYTES) return callback();
      const error = check(false);
      callback(error, error ? undefined : Buffer.concat(held));
    },
    flush(callback) {
      if (checked) return callback();
      const error = check(true);
      callback(error, error ? undefined : Buffer.concat(held));
    },
  });
}
