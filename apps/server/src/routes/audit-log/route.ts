import { auditLogFiltersSchema, auditLogQuerySchema, dateFormatter } from "@ssem/core";
import { Hono } from "hono";
import { toCsv } from "../../http/csv";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { queryParams } from "../../http/validate";
import { allAuditEntries, auditLogPage } from "./log-query";

// The screen's date format (ADR 008), in Swiss time: the CSV reads as the log does.
const swissMoment = dateFormatter("dateTime");

/**
 * The admin dashboard's Audit Log (issue 24): newest first, filtered by action, actor, subject and
 * Swiss days, as pages or as one CSV. Names are looked up now, so a removed person has none (ADR 012).
 */
export const auditLogRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/", queryParams(auditLogQuerySchema), async (c) => {
    const { page, pageSize, ...filters } = c.req.valid("query");
    return c.json(await auditLogPage(c.var.deps.db, filters, { page, pageSize }));
  })
  .get("/export", queryParams(auditLogFiltersSchema), async (c) => {
    const entries = await allAuditEntries(c.var.deps.db, c.req.valid("query"));
    const csv = toCsv([
      ["Time", "Action", "Actor", "Subject", "Entry"],
      ...entries.map((entry) => [swissMoment(entry.at), entry.action, entry.actorName, entry.subjectName, entry.sentence]),
    ]);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="audit-log.csv"',
      "cache-control": "no-store",
    });
  });
