import { auditLogExportSchema, auditLogQuerySchema, auditPartyName, auditSentence, dateFormatter, m, toCsv } from "@ssem/core";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { queryParams } from "../../http/validate";
import { allAuditEntries, auditLogPage } from "../log-query";

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
  // In the downloading admin's language (`lang`, ADR 012): the screen's date format (ADR 008) in Swiss time and the
  // screen's sentences, so the file reads as the log does; the action column keeps the stable action id.
  .get("/export", queryParams(auditLogExportSchema), async (c) => {
    const { lang: locale, ...filters } = c.req.valid("query");
    const entries = await allAuditEntries(c.var.deps.db, filters);
    const options = { locale };
    const moment = dateFormatter("dateTime", locale);
    const csv = toCsv([
      [m.audit_csv_time({}, options), m.audit_action({}, options), m.audit_csv_actor({}, options), m.audit_csv_subject({}, options), m.audit_csv_entry({}, options)],
      ...entries.map((entry) => [
        moment(entry.at),
        entry.action,
        auditPartyName(entry.actor, locale),
        entry.subject && auditPartyName(entry.subject, locale),
        auditSentence(entry.action, entry, locale),
      ]),
    ]);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="audit-log.csv"',
      "cache-control": "no-store",
    });
  });
