import { dataExportFileName, dataExportRequestSchema } from "@ssem/core";
import { Hono } from "hono";
import { personalData } from "../personal-data";
import { recordAudit } from "../../audit/audit-log";
import { requireCurrentPassword } from "../../auth/current-password";
import { rateLimits } from "../../auth/rate-limit";
import type { AppEnv } from "../../http/context";
import { jsonBody } from "../../http/validate";
import { countForMember } from "../../http/per-member-limit";

/**
 * "Download all my data" (issue 27, art. 25 and 28 FADP): the member re-enters their password and
 * gets everything we hold about them as JSON, at once. The export is recorded in the audit log,
 * in the same transaction, without its content. A few exports per quarter hour (issue 39): each is
 * many queries and a large file, and the right password alone would not bound them.
 */
export const meDataExportRoutes = new Hono<AppEnv>().post("/", jsonBody(dataExportRequestSchema), async (c) => {
  const { password } = c.req.valid("json");
  const { db } = c.var.deps;
  const { userId } = c.var.viewer;
  await requireCurrentPassword(c.var.deps, userId, password);
  // Counted once the password is right: wrong ones are slowed by the password's own backoff.
  await countForMember(c.var.deps, userId, "data-exports:member", rateLimits.dataExportsPerMember);
  const data = await db.transaction(async (tx) => {
    await recordAudit(tx, { actorId: userId, action: "data_exported", subjectUserId: userId });
    return personalData(tx, userId);
  });
  c.header("cache-control", "no-store");
  c.header("content-disposition", `attachment; filename="${dataExportFileName(data.exportedAt)}"`);
  return c.json(data);
});
