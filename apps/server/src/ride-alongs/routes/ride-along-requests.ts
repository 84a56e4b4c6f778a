import { rideAlongMessages, rideAlongRequestSchema, rideAlongStatusSchema } from "@ssem/core";
import { Hono } from "hono";
import { countEvent, rateLimits } from "../../auth/rate-limit";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { tooManyRequests } from "../../http/rate-limited";
import { requireAccess } from "../../http/require-access";
import { jsonBody, pathParams, uuidIdParam } from "../../http/validate";
import { listRideAlongRequests, setRideAlongStatus, submitRideAlongRequest } from "../requests";

const noSuchRequest = () => new ApiError(404, "not_found", "There is no such ride-along request.");

/**
 * POST /api/ride-along-requests (the spec's send-ride-along-request): members only. The request is
 * stored and, in the same transaction, mailed to the association (Reply-To the member) with a
 * confirmation to the member. The address is the account's; the body cannot name one.
 */
export const rideAlongRequestRoutes = new Hono<AppEnv>()
  .use(requireAccess("member", { forbidden: rideAlongMessages.notMember }))
  .post("/", jsonBody(rideAlongRequestSchema), async (c) => {
    const { userId, email } = c.var.viewer;
    const allowed = await countEvent(c.var.deps, "ride-along:member", userId, rateLimits.rideAlongRequestsPerMember);
    if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
    const id = await submitRideAlongRequest(c.var.deps.db, { userId, email, ...c.req.valid("json") });
    c.var.deps.notifyMailQueued();
    return c.json({ id, status: "received" as const }, 201);
  });

/** The admin dashboard's Ride-alongs tab: every request newest first, marked open or done (audited). */
export const adminRideAlongRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/", async (c) => c.json({ requests: await listRideAlongRequests(c.var.deps.db) }))
  .patch("/:id", jsonBody(rideAlongStatusSchema), pathParams(uuidIdParam, noSuchRequest), async (c) => {
    const { status } = c.req.valid("json");
    const { id } = c.req.valid("param");
    if (!(await setRideAlongStatus(c.var.deps.db, { id, status, actorId: c.var.viewer.userId }))) throw noSuchRequest();
    return c.json({ id, status });
  });
