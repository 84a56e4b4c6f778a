import { type EventList, hasAccess } from "@ssem/core";
import { Hono, type TypedResponse } from "hono";
import { viewerSession } from "../../auth/viewer-session";
import type { AppEnv } from "../../http/context";
import { eventCache } from "./event-cache";
import { visibleEvents } from "../event-store";

/**
 * GET /api/events, for everyone: upcoming and past events. Members-only events are listed for all,
 * marked; their registration note goes only to signed-in members and admins.
 */
export const eventRoutes = new Hono<AppEnv>().get("/", async (c): Promise<TypedResponse<EventList, 200, "json">> => {
  const { db, auth } = c.var.deps;
  const viewer = await viewerSession(c, db, auth);
  const mayReadMemberDetails = hasAccess(viewer?.roles ?? null, "member");
  // The same JSON for every visitor (and every member) until an event changes: rendered once (event-cache.ts).
  const json = await eventCache(c.var.deps).render(mayReadMemberDetails ? "members" : "visitors", (lists) =>
    JSON.stringify(visibleEvents(lists, mayReadMemberDetails)),
  );
  // The answer depends on the session: no shared cache may keep one for another visitor, and a member's, with the
  // registration notes, no cache at all (issue 39).
  const cacheControl = mayReadMemberDetails ? "no-store" : "private, no-cache";
  return c.body(json, 200, { "content-type": "application/json; charset=UTF-8", "cache-control": cacheControl }) as unknown as TypedResponse<EventList, 200, "json">;
});
