/**
 * A worker thread of pdf-workers.ts: renders the invoice PDFs it is sent, one after another, off
 * the server's main thread.
 */
import os from "node:os";
import { parentPort } from "node:worker_threads";
import { type BilledInvoice, renderInvoicePdf } from "./invoice-pdf";
import type { BillingConfig } from "./billing-config";

type Job = { id: number; invoice: BilledInvoice; billing: Pick<BillingConfig, "creditor" | "testAccount"> };

/**
 * The lowest CPU priority, for this thread alone (on Linux a nice value belongs to the thread that
 * sets it): a renewal's thousands of PDFs take only the CPU that requests and the database leave
 * over, so that other requests keep their speed while it runs (issue 23). Where a platform refuses,
 * the PDFs render at normal priority.
 */
try {
  os.setPriority(os.constants.priority.PRIORITY_LOW);
} catch {
  // Rendering still works, only without yielding the CPU first.
}

parentPort!.on("message", ({ id, invoice, billing }: Job) => {
  renderInvoicePdf(invoice, billing).then(
    (pdf) => parentPort!.postMessage({ id, pdf }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
