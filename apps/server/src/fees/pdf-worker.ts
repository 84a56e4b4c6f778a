/**
 * A worker thread of pdf-workers.ts: renders the invoice PDFs it is sent, one after another, off
 * the server's main thread.
 */
import { parentPort } from "node:worker_threads";
import { type BilledInvoice, renderInvoicePdf } from "./invoice-pdf";
import type { BillingConfig } from "./billing-config";

type Job = { id: number; invoice: BilledInvoice; billing: Pick<BillingConfig, "creditor" | "testAccount"> };

parentPort!.on("message", ({ id, invoice, billing }: Job) => {
  renderInvoicePdf(invoice, billing).then(
    (pdf) => parentPort!.postMessage({ id, pdf }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
