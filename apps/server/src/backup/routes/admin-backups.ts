import { Hono } from "hono";
import { backupStatus } from "../status";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";

/** The admin dashboard's Backups tab (issue 25, ADR 023): the scheduled backups' last results. */
export const adminBackupRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/status", async (c) => c.json(await backupStatus(c.var.deps.db, c.var.deps.env)));
