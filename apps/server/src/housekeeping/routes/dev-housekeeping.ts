import { Hono } from "hono";
import { z } from "zod";
import { datedHousekeeping } from "../housekeeping";
import type { AppEnv } from "../../http/context";
import { noSuchEndpoint } from "../../http/errors";
import { jsonBody } from "../../http/validate";
import { mayReadDevMailbox } from "../../http/dev-access";

/** A moment as ISO 8601 with its offset ("2027-03-01T09:00:00Z"). */
const devHousekeepingSchema = z.object({
  now: z.iso.datetime({
    offset: true,
    error: "Give the moment as ISO 8601, such as 2027-03-01T09:00:00Z",
  }),
});

/**
 * Runs the dated housekeeping (reminders, ten-year deletion, resigned accounts) as of a given moment: how an e2e test,
 * or a developer, sees the reminder that goes out 30 days after an invoice without waiting 30 days
 * (ADR 019). Mounted only beside the dev mailbox (never in production, never with SMTP_URL) and
 * answered only to those who may read it: loopback or a signed-in admin. The moment changes only
 * what is compared; the database's own timestamps stay real.
 */
export const devHousekeepingRoutes = new Hono<AppEnv>()
  // Ahead of the body's validation, so that a stranger learns nothing, not even from a 400.
  .use(async (c, next) => ((await mayReadDevMailbox(c)) ? next() : noSuchEndpoint(c)))
  .post("/", jsonBody(devHousekeepingSchema), async (c) => {
    const { db, env, notifyMailQueued } = c.var.deps;
    const done = await datedHousekeeping(db, env, new Date(c.req.valid("json").now));
    notifyMailQueued();
    return c.json(done);
  });
