import { createHash } from "node:crypto";
import { bankFileQuerySchema, MAX_BANK_FILE_BYTES } from "@ssem/core";
import { Hono } from "hono";
import { importBankFile } from "../../fees/bank-import";
import { CamtError, parseCamt } from "../../fees/camt";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { queryParams } from "../../http/validate";

const xmlMediaType = /^(application|text)\/xml$/i;

const tooLarge = () => new ApiError(413, "payload_too_large", `The file is larger than the limit of ${MAX_BANK_FILE_BYTES / (1024 * 1024)} MiB.`);

/**
 * The request's bytes as they arrive, counted against the limit (a larger file is refused while it
 * streams, never read to its end) and hashed for the import's record.
 */
async function* limited(body: ReadableStream<Uint8Array>, hash: ReturnType<typeof createHash>): AsyncGenerator<Uint8Array> {
  let seen = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) return;
    seen += chunk.length;
    if (seen > MAX_BANK_FILE_BYTES) throw tooLarge();
    hash.update(chunk);
    yield chunk;
  }
}

/**
 * POST /api/admin/fees/bank-files: the bank's camt.054/053 file as the XML body (admins). It is
 * read as it streams, then booked in one transaction (fees/bank-import.ts); the answer counts what
 * happened. A file we cannot read is a 400 `invalid_bank_file` whose message says why and where.
 */
export const bankFileRoutes = new Hono<AppEnv>().use(requireAccess("admin")).post("/", queryParams(bankFileQuerySchema), async (c) => {
  const contentType = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
  if (!xmlMediaType.test(contentType)) throw new ApiError(415, "unsupported_file_type", "Send the bank file as XML (camt.054 or camt.053).");
  if (Number(c.req.header("content-length")) > MAX_BANK_FILE_BYTES) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) throw new ApiError(400, "invalid_bank_file", "The file is empty.");
  const hash = createHash("sha256");
  let file;
  try {
    file = await parseCamt(limited(body, hash));
  } catch (error) {
    if (error instanceof CamtError) throw new ApiError(400, "invalid_bank_file", error.message);
    if (error instanceof ApiError) throw error;
    // Nothing but the request's stream is read so far: a client gone midway, a broken transfer.
    throw new ApiError(400, "bad_request", "The upload could not be read to its end.");
  }
  const summary = await c.var.deps.db.transaction((tx) =>
    importBankFile(tx, file, { fileName: c.req.valid("query").fileName ?? "bank file", sha256: hash.digest("hex"), actorId: c.var.viewer.userId }),
  );
  return c.json(summary);
});
