import { profileUpdateSchema } from "@ssem/core";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { jsonBody, jsonBodyLimit } from "../../http/validate";
import { decide, noSuchMember } from "../decisions";
import { correctProfile, memberRecord, resendLink, resetTwoFactor } from "../person";
import { memberPath } from "./member-path";

/**
 * The person view (issue 24): everything held about one person, the admin's corrections of their
 * profile, approval after a rejection and the e-mailed links sent again. Admins only. Mounted
 * under /api/admin/members after the lists' router, whose /export it must not shadow.
 */
export const adminPersonRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/:id", memberPath, async (c) => {
    const record = await memberRecord(c.var.deps.db, c.req.valid("param").id);
    if (!record) throw noSuchMember();
    c.header("cache-control", "no-store");
    return c.json(record);
  })
  // Validated exactly as the member's own form (core's schema); the e-mail stays theirs to change (ADR 022).
  .patch("/:id/profile", jsonBody(profileUpdateSchema), memberPath, async (c) => {
    const update = c.req.valid("json");
    const userId = c.req.valid("param").id;
    await correctProfile(c.var.deps.db, { actorId: c.var.viewer.userId, userId, update });
    return c.json((await memberRecord(c.var.deps.db, userId))!);
  })
  .post("/:id/reset-two-factor", jsonBodyLimit, memberPath, async (c) => c.json(await resetTwoFactor(c.var.deps, c.var.viewer.userId, c.req.valid("param").id)))
  .post("/:id/reapprove", jsonBodyLimit, memberPath, async (c) => c.json(await decide(c.var.deps, c.var.viewer.userId, c.req.valid("param").id, "reapprove")))
  .post("/:id/resend-invite", jsonBodyLimit, memberPath, async (c) =>
    c.json(
      await resendLink(c.var.deps, { actorId: c.var.viewer.userId, userId: c.req.valid("param").id, type: "invite" }, (target) =>
        target.hasPassword ? "This person has already chosen a password: the invite has been used." : null,
      ),
    ),
  )
  .post("/:id/resend-confirmation", jsonBodyLimit, memberPath, async (c) =>
    c.json(
      await resendLink(c.var.deps, { actorId: c.var.viewer.userId, userId: c.req.valid("param").id, type: "signup" }, (target) => {
        if (target.confirmed) return "This address is already confirmed.";
        // Without a password a confirmed address still opens nothing: the invite sets both.
        if (!target.hasPassword) return "This person has no password yet: send the invite again instead.";
        return null;
      }),
    ),
  );
