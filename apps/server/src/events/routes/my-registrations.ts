import { type RegistrableEvent, swissToday } from "@ssem/core";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { registrableEvents } from "../registration-store";

/**
 * GET /api/me/registrations (issue 41): the dashboard's "My events", the upcoming events that take registrations
 * with the member's own registration for each. Members only, like registering.
 */
export const myRegistrationRoutes = new Hono<AppEnv>().use(requireAccess("member")).get("/", async (c) => {
  const events: RegistrableEvent[] = await registrableEvents(c.var.deps.db, c.var.viewer.userId, swissToday());
  return c.json({ events }, 200, { "cache-control": "no-store" });
});
