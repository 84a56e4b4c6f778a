import os from "node:os";
import { Worker } from "node:worker_threads";
import type { Locale } from "@ssem/core";
import type { BillingConfig } from "./billing-config";
import type { BilledInvoice } from "./invoice-pdf";

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

/** Idle workers end after this long: a renewal keeps them busy, and between runs they cost no memory. */
const IDLE_MS = 10_000;

/** What a worker renders of an invoice: its PDF, or its QR code alone as SVG (invoice-qr-svg.ts). */
export type Rendering = "pdf" | "qr-svg";
type Output = { pdf: Buffer; "qr-svg": string };

type Pending = { resolve: (output: Buffer | string) => void; reject: (error: Error) => void };

/**
 * Renders many invoice PDFs (a renewal's thousands) in worker threads, one per spare core (at least
 * one): rendering costs ~10 ms of CPU each, which on the main thread would hold up every other
 * request while a renewal runs, and on one core would take longer than the renewal's minute. A
 * member's bill and QR code render here too: four loops of one member on them raised /api/health's
 * p50 from 9.5 to 173-276 ms while they rendered on the main thread (issue 39).
 * Started on first use and ended when idle. In the bundle the worker is dist/server/pdf-worker.js
 * (scripts/build.ts); from the sources (tests, dev) it runs through tsx.
 */
function createPdfWorkers() {
  const size = Math.max(1, Math.min(4, os.availableParallelism() - 1));
  const fromSources = import.meta.url.endsWith(".ts");
  const script = new URL(fromSources ? "./pdf-worker.ts" : "./pdf-worker.js", import.meta.url);
  const workers: Array<{ worker: Worker; pending: Map<number, Pending> }> = [];
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  const start = () => {
    // From the sources, the worker first registers tsx (a --import flag reaches a worker's own imports, not its entry).
    const worker = fromSources
      ? new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); });`, { eval: true, workerData, resourceLimits })
      : new Worker(script, { workerData, resourceLimits });
    const entry = { worker, pending: new Map<number, Pending>() };
    worker.on("message", ({ id, output, error }: { id: number; output?: Uint8Array | string; error?: string }) => {
      const job = entry.pending.get(id);
      entry.pending.delete(id);
      if (error !== undefined || output === undefined) job?.reject(new Error(`Invoice rendering failed: ${error}`));
      else job?.resolve(typeof output === "string" ? output : Buffer.from(output.buffer, output.byteOffset, output.byteLength));
      // An idle worker does not keep the process alive; a busy one does, until its PDFs are done.
      if (entry.pending.size === 0) worker.unref();
      if (workers.every((each) => each.pending.size === 0)) scheduleEnd();
    });
    worker.on("exit", (code) => {
      for (const job of entry.pending.values()) job.reject(new Error(`The PDF worker stopped (exit code ${code})`));
      const index = workers.indexOf(entry);
      if (index >= 0) workers.splice(index, 1);
    });
    worker.on("error", (error) => {
      for (const job of entry.pending.values()) job.reject(error);
      workers.splice(workers.indexOf(entry), 1);
    });
    workers.push(entry);
    return entry;
  };

  const scheduleEnd = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      for (const { worker } of workers.splice(0)) void worker.terminate();
    }, IDLE_MS);
    idleTimer.unref();
  };

  return {
    render<Kind extends Rendering>(kind: Kind, invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor" | "testAccount">, locale: Locale): Promise<Output[Kind]> {
      clearTimeout(idleTimer);
      // The least busy worker, or a new one while there are fewer than `size`.
      const least = workers.reduce<(typeof workers)[number] | undefined>((best, each) => (!best || each.pending.size < best.pending.size ? each : best), undefined);
      const entry = !least || (least.pending.size > 0 && workers.length < size) ? start() : least;
      const id = (nextId += 1);
      return new Promise<Output[Kind]>((resolve, reject) => {
        entry.pending.set(id, { resolve: resolve as Pending["resolve"], reject });
        entry.worker.ref();
        entry.worker.postMessage({ id, kind, invoice, billing, locale });
      });
    },
  };
}

let shared: ReturnType<typeof createPdfWorkers> | undefined;

/** Renders an invoice PDF, or its QR code as SVG, in a worker thread of the process's pool. */
export function renderInWorker<Kind extends Rendering>(kind: Kind, invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor" | "testAccount">, locale: Locale): Promise<Output[Kind]> {
  shared ??= createPdfWorkers();
  return shared.render(kind, invoice, billing, locale);
}

/** Renders an invoice PDF in a worker thread of the process's pool. */
export const renderInvoicePdfInWorker = (invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor" | "testAccount">, locale: Locale) =>
  renderInWorker("pdf", invoice, billing, locale);
