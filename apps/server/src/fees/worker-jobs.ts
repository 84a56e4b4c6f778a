import { parentPort } from "node:worker_threads";

/**
 * The worker's side of worker-pool.ts: answers each job `{ id, job }` with `{ id, output }`, or with
 * `{ id, error }` and the error's message when `handle` fails.
 */
export function answerJobs<Job>(handle: (job: Job) => Promise<unknown>) {
  parentPort!.on("message", ({ id, job }: { id: number; job: Job }) => {
    handle(job).then(
      (output) => parentPort!.postMessage({ id, output }),
      (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
