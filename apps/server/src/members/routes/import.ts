import { type ImportResult, importRequestSchema } from "@ssem/core";
import { Hono } from "hono";
import { localeOf } from "../../accounts/person-locale";
import { recordAudit } from "../../audit/audit-log";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { jsonBody } from "../../http/validate";
import { importMembers, planImport } from "../import";

/**
 * A request of MAX_IMPORT_ROWS rows of the longest allowed fields is about 1.7 MB of JSON; 4 MiB
 * leaves room for non-ASCII names (ADR 013). Other JSON endpoints keep 1 MiB.
 */
export const MAX_IMPORT_BODY_BYTES = 4 * 1024 * 1024;

/**
 * POST /api/admin/members/import (the spec's bulk-import-members). Every row is checked again
 * with the shared schema; addresses that have an account are skipped, invalid rows fail, each with
 * its line, and the others become approved members who get an invite, and with `sendInvoice` this
 * year's invoice too, mailed once they confirm the address (ADR 019). Each is written to in the language its row names,
 * or else the importing admin's (issue 39, point 13). One transaction per request:
 * each member commits with its invite mail (and invoice), and the audit entry with them.
 * POST …/import/preview is the dry run the admin sees first: the same checks, nothing written, no mail.
 */
export const memberImportRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .post("/", jsonBody(importRequestSchema, { maxBytes: MAX_IMPORT_BODY_BYTES }), async (c) => {
    const { db, env } = c.var.deps;
    const { members, sendInvoice, defaultLanguage } = c.req.valid("json");
    const result = await db.transaction(async (tx) => {
      const language = defaultLanguage ?? (await localeOf(tx, c.var.viewer.userId));
      const outcome = await importMembers(tx, env, members, { sendInvoice, defaultLanguage: language });
      await recordAudit(tx, {
        actorId: c.var.viewer.userId,
        action: "members_imported",
        details: {
          imported: outcome.imported.length,
          skipped: outcome.skipped.length,
          failed: outcome.failed.length,
          ...(sendInvoice ? { invoiced: outcome.imported.length } : {}),
        },
      });
      return outcome;
    });
    if (result.imported.length > 0) c.var.deps.notifyMailQueued();
    return c.json(result);
  })
  .post("/preview", jsonBody(importRequestSchema, { maxBytes: MAX_IMPORT_BODY_BYTES }), async (c) => {
    const { failed, skipped, toCreate } = await planImport(c.var.deps.db, c.req.valid("json").members);
    const preview: ImportResult = { imported: toCreate.map(({ row }) => ({ email: row.email })), skipped, failed };
    return c.json(preview);
  });
