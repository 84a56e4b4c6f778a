import { membershipApplicationSchema } from "@ssem/core";
import { Hono } from "hono";
import { countEvent, rateLimits } from "../../auth/rate-limit";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { withMinimumDuration } from "../../http/minimum-duration";
import { tooManyRequests } from "../../http/rate-limited";
import { jsonBody } from "../../http/validate";
import { storeApplication } from "../applications";

/** Every accepted application is answered after at least this long, whether or not the address had an account. */
export const APPLICATION_ANSWER_MS = 400;

/**
 * POST /api/membership-applications (the spec's save-membership). Creates the pending account
 * (accounts service) and the application in one transaction and queues the confirmation e-mail. An address
 * that already has an account gets the same answer, and its owner an e-mail instead (no enumeration).
 */
export const membershipApplicationRoutes = new Hono<AppEnv>().post("/", jsonBody(membershipApplicationSchema), async (c) => {
  const startedAt = performance.now();
  const perIp = await countEvent(c.var.deps, "application:ip", clientIp(c), rateLimits.emailRequestsPerIp);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);

  const application = c.req.valid("json");
  await withMinimumDuration(startedAt, APPLICATION_ANSWER_MS, () => storeApplication(c.var.deps, application));
  c.var.deps.notifyMailQueued();
  return c.json({ status: "received" as const }, 201);
});
