import { createHash } from "node:crypto";
import { type BankFileProblem, type BankFileRefusal, bankFileQuerySchema, ibanInGroups, MAX_BANK_FILE_BYTES } from "@ssem/core";
import { Hono } from "hono";
import { importBankFile } from "../bank-import";
import { parseCamtOffThread } from "../bank-file-parse";
import { type CamtFile, CamtError } from "../camt";
import { WorkerJobError } from "../worker-pool";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { queryParams } from "../../http/validate";

const xmlMediaType = /^(application|text)\/xml$/i;

const tooLarge = () => new ApiError(413, "payload_too_large", `The file is larger than the limit of ${MAX_BANK_FILE_BYTES / (1024 * 1024)} MiB.`);

/**
 * The request's bytes as they arrive, counted against the limit (a larger file is refused while it
 * streams, never read to its end) and hashed for the import's record. Reading, and so parsing, stops
 * when the client goes: the stream ends early then, and is thrown as broken rather than parsed as if whole.
 */
async function* limited(body: ReadableStream<Uint8Array>, hash: ReturnType<typeof createHash>, signal: AbortSignal): AsyncGenerator<Uint8Array> {
  let seen = 0;
  const reader = body.getReader();
  signal.addEventListener("abort", () => void reader.cancel().catch(() => undefined), { once: true });
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (signal.aborted) throw new Error("The client went away.");
    if (done) return;
    seen += chunk.length;
    if (seen > MAX_BANK_FILE_BYTES) throw tooLarge();
    hash.update(chunk);
    yield chunk;
  }
}

/** A refusal of the file: why in English with detail, and `problem` for the screen to say it in the admin's language. */
const refusal = (error: string, problem: BankFileProblem): BankFileRefusal => ({ error, code: "invalid_bank_file", problem });

/** Every notification (statement) of the file must be of the account the invoices name: another account's payments are not fees. */
function accountRefusal(file: CamtFile, billingIban: string): BankFileRefusal | undefined {
  const other = file.accounts.find((account) => account !== billingIban);
  if (file.accounts.length > 0 && other === undefined) return undefined;
  if (!other) return refusal("The file names no account; a bank file names the account it reports on.", { kind: "no_account" });
  const [fileAccount, billingAccount] = [ibanInGroups(other), ibanInGroups(billingIban)];
  return refusal(`This file is for the account ${fileAccount}, not the association's account ${billingAccount} (BILLING_IBAN).`, {
    kind: "wrong_account",
    fileAccount,
    billingAccount,
  });
}

/**
 * POST /api/admin/fees/bank-files: the bank's camt.054/053 file as the XML body (admins). It is
 * read as it streams, then booked in one transaction (fees/bank-import.ts); the answer counts what
 * happened. A file we cannot read, or of another account than BILLING_IBAN, is a 400
 * `invalid_bank_file` whose message says why and where (BankFileRefusal).
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
    // In a worker thread: a large file's parse would hold up every other request (issue 39).
    file = await parseCamtOffThread(limited(body, hash, c.req.raw.signal));
  } catch (error) {
    if (error instanceof CamtError) return c.json(refusal(error.message, error.problem), 400);
    if (error instanceof ApiError || error instanceof WorkerJobError) throw error;
    // Nothing but the request's stream is read so far: a client gone midway, a broken transfer.
    throw new ApiError(400, "bad_request", "The upload could not be read to its end.");
  }
  const wrongAccount = accountRefusal(file, c.var.deps.env.billing.iban);
  if (wrongAccount) return c.json(wrongAccount, 400);
  const summary = await c.var.deps.db.transaction((tx) =>
    importBankFile(tx, file, { fileName: c.req.valid("query").fileName ?? "bank file", sha256: hash.digest("hex"), actorId: c.var.viewer.userId, env: c.var.deps.env }),
  );
  c.var.deps.notifyMailQueued();
  return c.json(summary);
});
