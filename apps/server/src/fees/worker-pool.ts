import { type ResourceLimits, type Transferable, Worker } from "node:worker_threads";

/** Idle workers end after this long: a renewal or an import keeps them busy, and between runs they cost no memory. */
const IDLE_MS = 10_000;

/** A job a worker could not finish: it failed, or the worker stopped. A bug or a resource limit, never the input's fault. */
export class WorkerJobError extends Error {}

type Pending = { resolve: (output: unknown) => void; reject: (error: Error) => void };

export type WorkerPoolOptions = {
  /** The worker's file beside this one, without extension: `name.ts` from the sources, `name.js` in the bundle (scripts/build.ts). */
  script: string;
  /** At most this many workers; a job goes to the least busy one, or to a new one while all are busy. */
  size: number;
  workerData?: unknown;
  resourceLimits?: ResourceLimits;
};

/**
 * Heavy work in worker threads, off the thread that answers requests (ADR 032): invoice PDFs and QR codes
 * (pdf-workers.ts) and the bank files' parse (bank-file-parse.ts). Each job is a message `{ id, job }`;
 * the worker answers `{ id, output }` or `{ id, error }` (worker-jobs.ts). Workers start on first use and
 * end when idle; an idle worker does not keep the process alive.
 */
export function workerPool<Job, Output>({ script, size, workerData, resourceLimits }: WorkerPoolOptions) {
  const fromSources = import.meta.url.endsWith(".ts");
  const url = new URL(`./${script}${fromSources ? ".ts" : ".js"}`, import.meta.url);
  const workers: Array<{ worker: Worker; pending: Map<number, Pending> }> = [];
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  const start = () => {
    // From the sources, the worker first registers tsx (a --import flag reaches a worker's own imports, not its entry).
    const worker = fromSources
      ? new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`, { eval: true, workerData, resourceLimits })
      : new Worker(url, { workerData, resourceLimits });
    const entry = { worker, pending: new Map<number, Pending>() };
    worker.on("message", ({ id, output, error }: { id: number; output?: unknown; error?: string }) => {
      const job = entry.pending.get(id);
      entry.pending.delete(id);
      if (error !== undefined) job?.reject(new WorkerJobError(`${script} failed: ${error}`));
      else job?.resolve(output);
      // An idle worker does not keep the process alive; a busy one does, until its jobs are done.
      if (entry.pending.size === 0) worker.unref();
      if (workers.every((each) => each.pending.size === 0)) scheduleEnd();
    });
    const fail = (error: Error) => {
      for (const job of entry.pending.values()) job.reject(error);
      entry.pending.clear();
      const index = workers.indexOf(entry);
      if (index >= 0) workers.splice(index, 1);
    };
    worker.on("exit", (code) => fail(new WorkerJobError(`${script} stopped (exit code ${code})`)));
    worker.on("error", (error) => fail(new WorkerJobError(`${script} failed: ${error.message}`)));
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
    /** Runs a job in the least busy worker; `transfer` moves buffers or ports to it instead of copying. */
    run(job: Job, transfer: Transferable[] = []): Promise<Output> {
      clearTimeout(idleTimer);
      const least = workers.reduce<(typeof workers)[number] | undefined>((best, each) => (!best || each.pending.size < best.pending.size ? each : best), undefined);
      const entry = !least || (least.pending.size > 0 && workers.length < size) ? start() : least;
      const id = (nextId += 1);
      return new Promise<Output>((resolve, reject) => {
        entry.pending.set(id, { resolve: resolve as Pending["resolve"], reject });
        entry.worker.ref();
        entry.worker.postMessage({ id, job }, transfer);
      });
    },
  };
}
