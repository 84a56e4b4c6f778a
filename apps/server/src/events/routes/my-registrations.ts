import { type PastRegistration, type RegistrableEvent, swissToday } from "@ssem/core";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { pastRegistrations, registrableEvents } from "../registration-store";

/**
 * GET /api/me/registrations (issue 41): the dashboard's "My events", the upcoming events that take registrations
 * with the member's own registration for each, and the past events they held a seat at, with their attendance.
 * Members only, like registering.
 */
export const myRegistrationRoutes = new Hono<AppEnv>().use(requireAccess("member")).get("/", async (c) => {
  const today = swissToday();
  const [events, past]: [RegistrableEvent[], PastRegistration[]] = await Promise.all([
    registrableEvents(c.var.deps.db, c.var.viewer.userId, today),
    pastRegistrations(c.var.deps.db, c.var.viewer.userId, today),
  ]);
  return c.json({ events, past }, 200, { "cache-control": "no-store" });
});
