import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * Runs `task` unless another process (or this one) is running the task of the same `name` right
 * now, for jobs that every server process starts on its own timer (housekeeping, scheduled
 * backups): with several processes on one PostgreSQL server, one runs and the others skip that run
 * instead of repeating it. The lock is a transaction-level advisory lock, taken without waiting: it
 * is held while the task runs and released when the transaction ends, also when the process dies
 * (its connection closes). The task uses `db` itself, not the transaction, so that its own
 * transactions commit in their steps. Returns whether the task ran.
 */
export async function runExclusively(db: Database, name: string, task: () => Promise<unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const taken = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`run-once:${name}`})) as locked`)) as unknown as { rows: Array<{ locked: boolean }> };
    if (!taken.rows[0]?.locked) return false;
    await task();
    return true;
  });
}
