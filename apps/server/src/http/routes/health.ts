import { Hono } from "hono";
import { databaseAnswers, databaseFault } from "../../db/faults";
import type { AppEnv } from "../context";
import { withDeadline } from "../deadline";
import { RETRY_AFTER_SECONDS } from "../errors";

/** A monitor wants an answer within a couple of seconds, also from a frozen database. */
const PROBE_TIMEOUT_MS = 2_000;

/** 200 once the database answers; 503 with the reason while it does not, or while it is out of disk space. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, databaseFaults } = c.var.deps;
  const probe = databaseAnswers(db).then(
    () => (databaseFaults.diskFullRecently() ? ("disk full" as const) : undefined),
    (error: unknown) => {
      const fault = databaseFault(error);
      if (!fault) throw error;
      return fault;
    },
  );
  const fault = await withDeadline(probe, PROBE_TIMEOUT_MS, "timeout" as const);
  if (!fault) return c.json({ status: "ok" as const });
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return c.json({ status: "unavailable" as const, database: fault }, 503);
});
