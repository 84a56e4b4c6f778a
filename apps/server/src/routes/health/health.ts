import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { type DatabaseFault, databaseFault } from "../../db/faults";
import type { AppEnv } from "../../http/context";
import { RETRY_AFTER_SECONDS } from "../../http/errors";

/** A monitor wants an answer within a couple of seconds, also from a frozen database. */
const PROBE_TIMEOUT_MS = 2_000;

/** 200 once the database answers; 503 with the reason while it does not, or while it is out of disk space. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, databaseFaults } = c.var.deps;
  const probe = db.execute(sql`select 1`).then(
    () => (databaseFaults.diskFullRecently() ? ("disk full" as const) : undefined),
    (error: unknown) => {
      const fault = databaseFault(error);
      if (!fault) throw error;
      return fault;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<DatabaseFault>((resolve) => (timer = setTimeout(() => resolve("timeout"), PROBE_TIMEOUT_MS)));
  const fault = await Promise.race([probe, timedOut]).finally(() => clearTimeout(timer));
  if (!fault) return c.json({ status: "ok" as const });
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return c.json({ status: "unavailable" as const, database: fault }, 503);
});
