import { isPrintableLine, memberExportQuerySchema, memberListQuerySchema, roleChangeSchema } from "@ssem/core";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { jsonBody, jsonBodyLimit, pathParams, queryParams } from "../../http/validate";
import { toCsv } from "../../http/csv";
import { changeRole, decide, noSuchMember, removeMember } from "./member-actions";
import { allMembers, listMembers } from "./members-query";

/**
 * The person a path names. No account's id holds a control character, and PostgreSQL refuses a
 * NUL in a query outright (a 500), so such an id is nobody before any query is sent.
 */
const memberIdParam = z.object({ id: z.string().refine(isPrintableLine) });
const memberPath = pathParams(memberIdParam, noSuchMember);

/** The admin dashboard's member management (issue 13): lists, decisions, roles, removal, export. Admins only. */
export const adminMemberRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/", queryParams(memberListQuerySchema), async (c) => c.json(await listMembers(c.var.deps.db, c.req.valid("query"))))
  .get("/export", queryParams(memberExportQuerySchema), async (c) => {
    const rows = await allMembers(c.var.deps.db, c.req.valid("query"));
    const csv = toCsv([
      ["Last Name", "First Name", "Email Address", "Phone Number", "Place of Study", "Field", "Student/Resident", "Year of completion", "Status", "Roles", "Applied on"],
      ...rows.map((row) => [
        row.lastName,
        row.firstName,
        row.email,
        row.phone,
        row.placeOfStudy ?? row.university,
        row.field,
        row.studentType,
        row.yearOfCompletion,
        row.status,
        row.roles.join(" "),
        row.createdAt.toISOString().slice(0, 10),
      ]),
    ]);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="members.csv"',
      "cache-control": "no-store",
    });
  })
  // These take no body, but like every endpoint refuse an oversized one rather than let it in unread.
  .post("/:id/approve", jsonBodyLimit, memberPath, async (c) => c.json({ status: (await decide(c.var.deps, c.var.viewer.userId, c.req.valid("param").id, "approved")).status }))
  .post("/:id/reject", jsonBodyLimit, memberPath, async (c) => c.json({ status: (await decide(c.var.deps, c.var.viewer.userId, c.req.valid("param").id, "rejected")).status }))
  .put("/:id/role", jsonBody(roleChangeSchema), memberPath, async (c) => {
    const { role } = c.req.valid("json");
    await changeRole(c.var.deps.db, c.var.viewer.userId, c.req.valid("param").id, role);
    return c.json({ role });
  })
  .delete("/:id", jsonBodyLimit, memberPath, async (c) => {
    await removeMember(c.var.deps.db, c.var.viewer.userId, c.req.valid("param").id);
    return c.json({ status: "removed" as const });
  });
