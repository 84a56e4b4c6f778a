/**
 * A worker thread of bank-file-parse.ts: reads the bank files' bytes it is sent, chunk by chunk, off
 * the server's main thread (issue 39).
 */
import type { MessagePort } from "node:worker_threads";
import type { BankFileJob, BankFileParse, ChunkMessage } from "./bank-file-parse";
import { CamtError, parseCamt } from "./camt";
import { answerJobs } from "./worker-jobs";

/** The chunks as the main thread sends them, each acknowledged once taken, so that it sends the next. */
async function* chunksFrom(port: MessagePort): AsyncGenerator<Uint8Array> {
  const queue: ChunkMessage[] = [];
  let wake: (() => void) | undefined;
  port.on("message", (message: ChunkMessage) => {
    queue.push(message);
    wake?.();
  });
  try {
    for (;;) {
      if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const message = queue.shift()!;
      if (message.type === "abort") throw new Error("The upload broke off.");
      if (message.type === "end") return;
      yield message.chunk;
      port.postMessage("next");
    }
  } finally {
    port.close();
  }
}

answerJobs(async ({ port }: BankFileJob): Promise<BankFileParse> => {
  try {
    return { file: await parseCamt(chunksFrom(port)) };
  } catch (error) {
    // A file we cannot read is an answer (the route's 400), not the worker's failure.
    if (error instanceof CamtError) return { refused: { message: error.message, problem: error.problem } };
    throw error;
  }
});
