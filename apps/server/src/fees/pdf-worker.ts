/**
 * A worker thread of pdf-workers.ts: renders the invoice PDFs it is sent, one after another, off
 * the server's main thread.
 */
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { Locale } from "@ssem/core";
import { type BilledInvoice, renderInvoicePdf } from "./invoice-pdf";
import type { BillingConfig } from "./billing-config";

type Job = { id: number; invoice: BilledInvoice; billing: Pick<BillingConfig, "creditor" | "testAccount">; locale: Locale };

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

parentPort!.on("message", ({ id, invoice, billing, locale }: Job) => {
  renderInvoicePdf(invoice, billing, locale).then(
    (pdf) => parentPort!.postMessage({ id, pdf }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
