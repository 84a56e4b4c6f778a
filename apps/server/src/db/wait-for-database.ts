import { errorChain } from "./error-chain";
import { databaseFault } from "./faults";

/** The first wait after a failed attempt; it doubles up to MAX_DELAY_MS. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

/** What the driver said about the connection, e.g. "connect ECONNREFUSED 127.0.0.1:5432": no query, no values. */
export function connectionProblem(error: unknown): string {
  return errorChain(error).at(-1)?.message ?? String(error);
}

/**
 * Runs `task` (the start-up's first use of the database) until it succeeds, trying again with
 * backoff while the database is away, for up to `waitMs`: a server started together with its
 * database, or while that restarts, comes up once it is there (README: DATABASE_WAIT_SECONDS).
 * Any other failure, or still no database after `waitMs`, is thrown.
 */
export async function waitForDatabase<T>(task: () => Promise<T>, { waitMs, onWaiting }: { waitMs: number; onWaiting: (problem: string) => void }): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
      if (!databaseFault(error) || Date.now() + delay > deadline) throw error;
      if (attempt === 0) onWaiting(connectionProblem(error));
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
