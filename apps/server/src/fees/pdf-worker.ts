/**
 * A worker thread of pdf-workers.ts: renders the invoice PDFs and QR codes it is sent, one after
 * another, off the server's main thread.
 */
import os from "node:os";
import { workerData } from "node:worker_threads";
import { renderInvoicePdf } from "./invoice-pdf";
import { renderInvoiceQrSvg } from "./invoice-qr-svg";
import type { Rendering, RenderJob } from "./pdf-workers";
import { answerJobs } from "./worker-jobs";

const renderers = {
  pdf: renderInvoicePdf,
  "qr-svg": async (...args: Parameters<typeof renderInvoiceQrSvg>) => renderInvoiceQrSvg(...args),
} satisfies Record<Rendering, unknown>;

/**
 * A lower CPU priority for this thread alone (on Linux a nice value belongs to the thread that sets
 * it; the value is pdf-workers.ts' PDF_WORKER_NICE): a renewal's thousands of PDFs leave the CPU to
 * requests first (issue 23). Where a platform refuses, the PDFs render at normal priority.
 */
try {
  os.setPriority((workerData as { nice: number }).nice);
} catch {
  // Rendering still works, only without yielding the CPU first.
}

/**
 * One document at a time: a renewal batch sends its PDFs at once, and started together, every document stays open
 * until the last has been written (100 invoices held 112 MiB of heap at the peak, one after another 48 MiB, in the
 * same time), more than the worker's heap may hold (pdf-workers.ts, resourceLimits).
 */
let rendering: Promise<void> = Promise.resolve();

answerJobs(({ kind, invoice, billing, locale }: RenderJob) => {
  const output = rendering.then((): Promise<Buffer | string> => renderers[kind](invoice, billing, locale));
  rendering = output.then(
    () => undefined,
    () => undefined,
  );
  return output;
});
