import { hasAccess, swissToday } from "@ssem/core";
import { Hono } from "hono";
import { viewerSession } from "../../auth/viewer-session";
import type { AppEnv } from "../../http/context";
import { listEvents, visibleEvents } from "./event-store";

/**
 * GET /api/events, for everyone: upcoming and past events. Members-only events are listed for all,
 * marked; their registration note goes only to signed-in members and admins.
 */
export const eventRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, auth } = c.var.deps;
  const [list, viewer] = await Promise.all([listEvents(db, swissToday()), viewerSession(c, db, auth)]);
  // The answer depends on the session: no shared cache may keep one for another visitor.
  c.header("cache-control", "private, no-cache");
  return c.json(visibleEvents(list, hasAccess(viewer?.roles ?? null, "member")));
});
