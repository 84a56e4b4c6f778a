import { resignationSchema } from "@ssem/core";
import { Hono } from "hono";
import { resign, resignationOverview, withdrawResignation } from "../resignation";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { jsonBody, jsonBodyLimit } from "../../http/validate";
import { requireCurrentPassword } from "../../auth/current-password";

/** Leaving the association (issue 27, ADR 028): what is open, resigning, and taking it back. */
export const meResignationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await resignationOverview(c.var.deps.db, c.var.viewer)))
  .post("/", jsonBody(resignationSchema), async (c) => {
    const { when, keepNewsletter, password } = c.req.valid("json");
    const { db, env, notifyMailQueued } = c.var.deps;
    const { userId } = c.var.viewer;
    // Typed again: a session left open on a shared computer must not be enough to leave, or to delete the account.
    await requireCurrentPassword(c.var.deps, userId, password);
    const done = await db.transaction((tx) => resign(tx, { userId, when, keepNewsletter, publicUrl: env.publicUrl }));
    notifyMailQueued();
    return c.json(done);
  })
  .delete("/", jsonBodyLimit, async (c) => {
    const { db } = c.var.deps;
    if (!(await db.transaction((tx) => withdrawResignation(tx, c.var.viewer.userId)))) {
      throw new ApiError(404, "not_found", "You have not resigned.");
    }
    return c.json({ withdrawn: true });
  });
