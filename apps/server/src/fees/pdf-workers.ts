import os from "node:os";
import type { Locale } from "@ssem/core";
import type { BillingConfig } from "./billing-config";
import type { BilledInvoice } from "./invoice-pdf";
import { workerPool } from "./worker-pool";

/**
 * The workers' CPU priority (a nice value, set by each worker for its own thread): below the main
 * thread's, so that requests go first during a renewal, yet not so low that the renewal starves
 * while requests keep both cores busy. bench:api renewal, 5,000 members under wrk on 2 cores: nice 19
 * took 88 s; with two renewal lanes (renewal.ts) nice 10 took 64-67 s and nice 5 52-64 s, the other
 * requests' p99 about the same at both (100-200 ms on that machine, against goals of 60 s and 100 ms).
 */
export const PDF_WORKER_NICE = 5;
const workerData = { nice: PDF_WORKER_NICE };

/**
 * A worker's heap: its live data is about 27 MiB (pdfkit, the fonts' metrics, the messages), and a PDF needs a few
 * MiB while it renders. Left to V8's defaults, the heap of a worker rendering a renewal's thousands grew to 134 MiB
 * before V8 collected it, taking the server over its 384 MiB during a renewal (bench:api, issue 23); these limits
 * make it collect sooner.
 */
const resourceLimits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

/** What a worker renders of an invoice: its PDF, or its QR code alone as SVG (invoice-qr-svg.ts). */
export type Rendering = "pdf" | "qr-svg";
type Output = { pdf: Buffer; "qr-svg": string };

/** A job of pdf-worker.ts. */
export type RenderJob = { kind: Rendering; invoice: BilledInvoice; billing: Pick<BillingConfig, "creditor" | "testAccount">; locale: Locale };

/**
 * Renders many invoice PDFs (a renewal's thousands) in worker threads, one per spare core (at least
 * one): rendering costs ~10 ms of CPU each, which on the main thread would hold up every other
 * request while a renewal runs, and on one core would take longer than the renewal's minute. A
 * member's bill and QR code render here too: four loops of one member on them raised /api/health's
 * p50 from 9.5 to 173-276 ms while they rendered on the main thread (issue 39); and so does an admin's.
 */
const createPdfWorkers = () =>
  workerPool<RenderJob, Uint8Array | string>({ script: "pdf-worker", size: Math.max(1, Math.min(4, os.availableParallelism() - 1)), workerData, resourceLimits });

let shared: ReturnType<typeof createPdfWorkers> | undefined;

/** Renders an invoice PDF, or its QR code as SVG, in a worker thread of the process's pool. */
export async function renderInWorker<Kind extends Rendering>(kind: Kind, invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor" | "testAccount">, locale: Locale): Promise<Output[Kind]> {
  shared ??= createPdfWorkers();
  const output = await shared.run({ kind, invoice, billing, locale });
  return (typeof output === "string" ? output : Buffer.from(output.buffer, output.byteOffset, output.byteLength)) as Output[Kind];
}

/** Renders an invoice PDF in a worker thread of the process's pool. */
export const renderInvoicePdfInWorker = (invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor" | "testAccount">, locale: Locale) =>
  renderInWorker("pdf", invoice, billing, locale);
