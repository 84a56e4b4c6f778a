import { eventInputSchema } from "@ssem/core";
import type { Context } from "hono";
import { Hono } from "hono";
import { recordAudit } from "../../audit/audit-log";
import type { AppDeps, AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { jsonBody, jsonBodyLimit, pathParams, uuidIdParam } from "../../http/validate";
import { cancelEvent } from "../cancel-event";
import { eventCache } from "./event-cache";
import { deleteEvent, insertEvent, noSuchEvent, updateEvent, visibleEvent } from "../event-store";

/**
 * Tells every process that events changed (their lists and feeds are rendered again), in the
 * write's transaction so the notice arrives after the commit; this process forgets at once.
 */
async function announceChange(c: Context<AppEnv>, tx: AppDeps["db"], id: string) {
  await c.var.deps.events.publish(tx, "events", id);
}
const forgetRenderedLists = (c: Context<AppEnv>) => eventCache(c.var.deps).invalidate();


/**
 * The admin dashboard's Events tab (issue 15): create, replace, cancel (issue 41) and delete events, admins only,
 * each written to the audit log in its own transaction, by id and with the title it had (ADR 012).
 */
export const adminEventRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .post("/", jsonBody(eventInputSchema), async (c) => {
    const actorId = c.var.viewer.userId;
    const event = await c.var.deps.db.transaction(async (tx) => {
      const created = await insertEvent(tx, c.req.valid("json"));
      await recordAudit(tx, { actorId, action: "event_created", details: { eventId: created.id, title: created.title } });
      await announceChange(c, tx, created.id);
      return created;
    });
    forgetRenderedLists(c);
    return c.json(visibleEvent(event, true), 201);
  })
  .put("/:id", jsonBody(eventInputSchema), pathParams(uuidIdParam, noSuchEvent), async (c) => {
    const { id } = c.req.valid("param");
    const actorId = c.var.viewer.userId;
    const event = await c.var.deps.db.transaction(async (tx) => {
      const updated = await updateEvent(tx, id, c.req.valid("json"));
      if (!updated) throw noSuchEvent();
      await recordAudit(tx, { actorId, action: "event_updated", details: { eventId: id, title: updated.title } });
      await announceChange(c, tx, id);
      return updated;
    });
    forgetRenderedLists(c);
    return c.json(visibleEvent(event, true));
  })
  // Takes no body (as delete below). Cancelling cannot be undone: a second one is refused with 409 and changes nothing.
  .post("/:id/cancel", jsonBodyLimit, pathParams(uuidIdParam, noSuchEvent), async (c) => {
    const { event } = await cancelEvent(c.var.deps, c.req.valid("param").id, c.var.viewer.userId);
    forgetRenderedLists(c);
    c.var.deps.notifyMailQueued();
    return c.json(visibleEvent(event, true));
  })
  // Takes no body, but like every endpoint refuses an oversized one rather than let it in unread.
  .delete("/:id", jsonBodyLimit, pathParams(uuidIdParam, noSuchEvent), async (c) => {
    const { id } = c.req.valid("param");
    const actorId = c.var.viewer.userId;
    await c.var.deps.db.transaction(async (tx) => {
      const deleted = await deleteEvent(tx, id);
      if (!deleted) throw noSuchEvent();
      await recordAudit(tx, { actorId, action: "event_deleted", details: { eventId: id, title: deleted.title } });
      await announceChange(c, tx, id);
    });
    forgetRenderedLists(c);
    return c.body(null, 204);
  });
