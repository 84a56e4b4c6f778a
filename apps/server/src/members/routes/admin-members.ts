import { memberExportQuerySchema, memberListQuerySchema, roleChangeSchema } from "@ssem/core";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { jsonBody, jsonBodyLimit, queryParams } from "../../http/validate";
import { decide } from "../decisions";
import { memberPath } from "./member-path";
import { changeRole, removeMember } from "../member-actions";
import { membersCsv } from "./member-csv";
import { allMembers, listMembers } from "../members-query";

/** The admin dashboard's member management (issue 13): lists, decisions, roles, removal, export. Admins only. */
export const adminMemberRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/", queryParams(memberListQuerySchema), async (c) => c.json(await listMembers(c.var.deps.db, c.req.valid("query"))))
  .get("/export", queryParams(memberExportQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const csv = membersCsv(await allMembers(c.var.deps.db, query), query.lang);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="members.csv"',
      "cache-control": "no-store",
    });
  })
  // These take no body, but like every endpoint refuse an oversized one rather than let it in unread.
  .post("/:id/approve", jsonBodyLimit, memberPath, async (c) => c.json(await decide(c.var.deps, c.var.viewer.userId, c.req.valid("param").id, "approve")))
  .post("/:id/reject", jsonBodyLimit, memberPath, async (c) => c.json(await decide(c.var.deps, c.var.viewer.userId, c.req.valid("param").id, "reject")))
  .put("/:id/role", jsonBody(roleChangeSchema), memberPath, async (c) => {
    const { role } = c.req.valid("json");
    await changeRole(c.var.deps.db, c.var.viewer.userId, c.req.valid("param").id, role);
    return c.json({ role });
  })
  .delete("/:id", jsonBodyLimit, memberPath, async (c) => {
    await removeMember(c.var.deps.db, c.var.viewer.userId, c.req.valid("param").id);
    return c.json({ status: "removed" as const });
  });
