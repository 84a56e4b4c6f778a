import { MessageChannel, type MessagePort } from "node:worker_threads";
import type { BankFileProblem } from "@ssem/core";
import { type CamtFile, CamtError } from "./camt";
import { workerPool } from "./worker-pool";

/** A job of bank-file-worker.ts: the port its chunks come through. */
export type BankFileJob = { port: MessagePort };
/** What the worker read: the file, or why it is no bank file we read (CamtError, which does not cross threads as itself). */
export type BankFileParse = { file: CamtFile } | { refused: { message: string; problem: BankFileProblem } };
export type ChunkMessage = { type: "chunk"; chunk: Uint8Array } | { type: "end" } | { type: "abort" };

/**
 * Chunks sent ahead of the worker's parse: enough to keep it busy, few enough that a large file waits in the
 * request's stream (and a refused one is not read further) rather than in the worker's queue.
 */
const CHUNKS_AHEAD = 4;

/**
 * One worker: imports take turns for their booking anyway (ADR 020), and a second parse shares its thread.
 * No heap limit below the main thread's: a 50 MiB file's transactions take about 100 MiB, which the main
 * thread held too while it parsed.
 */
let shared: ReturnType<typeof workerPool<BankFileJob, BankFileParse>> | undefined;

/**
 * Reads a camt.054/053 file as parseCamt does, in a worker thread (issue 39): a large file's parse, about
 * 50 ms per 1,000 entries, no longer holds up every other request. The chunks go over as they come from
 * `chunks`, a few ahead; when the worker refuses the file early (deep nesting, another document) no
 * more is read. A failure of `chunks` (the client gone, a file over the limit) stops the parse and is
 * thrown; a file we cannot read throws CamtError, and a failure of the worker WorkerJobError.
 */
export async function parseCamtOffThread(chunks: AsyncIterable<Uint8Array>): Promise<CamtFile> {
  shared ??= workerPool<BankFileJob, BankFileParse>({ script: "bank-file-worker", size: 1 });
  const { port1: port, port2 } = new MessageChannel();
  const parsed = shared.run({ port: port2 }, [port2]);
  let finished = false;
  let ahead = 0;
  let wake: (() => void) | undefined;
  const settled = parsed.then(
    () => undefined,
    () => undefined,
  );
  void settled.then(() => {
    finished = true;
    wake?.();
  });
  port.on("message", () => {
    ahead -= 1;
    wake?.();
  });
  try {
    for await (const chunk of chunks) {
      while (ahead >= CHUNKS_AHEAD && !finished) await new Promise<void>((resolve) => (wake = resolve));
      if (finished) break;
      // A copy of the chunk's own bytes moves to the worker: a chunk may be a view into a buffer that others share.
      const copy = chunk.slice();
      ahead += 1;
      port.postMessage({ type: "chunk", chunk: copy } satisfies ChunkMessage, [copy.buffer]);
    }
    port.postMessage({ type: "end" } satisfies ChunkMessage);
  } catch (error) {
    port.postMessage({ type: "abort" } satisfies ChunkMessage);
    throw error;
  } finally {
    void settled.then(() => port.close());
  }
  const outcome = await parsed;
  if ("refused" in outcome) throw new CamtError(outcome.refused.message, outcome.refused.problem);
  return outcome.file;
}
