import { offerAnswerSchema, type OwnRegistration } from "@ssem/core";
import { Hono } from "hono";
import { rateLimits } from "../../auth/rate-limit";
import type { AppEnv } from "../../http/context";
import { perMemberLimit } from "../../http/per-member-limit";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { findEvent, noSuchEvent } from "../event-store";
import { jsonBody, jsonBodyLimit, pathParams, uuidIdParam } from "../../http/validate";
import { checkInUrl, qrSvg } from "../check-in-code";
import { ownCheckInToken, ownRegistration } from "../registration-store";
import { answerOffer, cancelOwn, register } from "../registrations";

const steps = perMemberLimit("registration-steps:member", rateLimits.registrationStepsPerMember);

/**
 * A member's own registration for an event, at /api/events/:id/registration (issue 41, ADR 042): where they stand,
 * register, cancel, and answer an offered seat. Members only; every step is decided under the event's lock.
 */
export const ownRegistrationRoutes = new Hono<AppEnv>()
  .use(requireAccess("member"))
  .get("/", pathParams(uuidIdParam, noSuchEvent), async (c) => {
    const { id } = c.req.valid("param");
    const registration: OwnRegistration | null = await ownRegistration(c.var.deps.db, id, c.var.viewer.userId);
    // No registration is an answer only about an event there is.
    if (!registration && !(await findEvent(c.var.deps.db, id))) throw noSuchEvent();
    return c.json({ registration }, 200, { "cache-control": "no-store" });
  })
  .post("/", jsonBodyLimit, pathParams(uuidIdParam, noSuchEvent), steps, async (c) => {
    const registration: OwnRegistration | null = await register(c.var.deps, c.req.valid("param").id, c.var.viewer.userId);
    c.var.deps.notifyMailQueued();
    return c.json({ registration }, 201);
  })
  .delete("/", jsonBodyLimit, pathParams(uuidIdParam, noSuchEvent), steps, async (c) => {
    await cancelOwn(c.var.deps, c.req.valid("param").id, c.var.viewer.userId);
    c.var.deps.notifyMailQueued();
    return c.body(null, 204);
  })
  // The QR code of one's confirmed seat, for the screen at the door; the confirmation mail carries the same code.
  .get("/check-in-code.svg", pathParams(uuidIdParam, noSuchEvent), async (c) => {
    const token = await ownCheckInToken(c.var.deps.db, c.req.valid("param").id, c.var.viewer.userId);
    if (!token) throw new ApiError(404, "not_found", "You hold no confirmed seat at this event.");
    return c.body(qrSvg(checkInUrl(c.var.deps.env.publicUrl, token)), 200, { "content-type": "image/svg+xml", "cache-control": "private, no-store" });
  })
  .post("/offer", jsonBody(offerAnswerSchema), pathParams(uuidIdParam, noSuchEvent), steps, async (c) => {
    const registration: OwnRegistration | null = await answerOffer(c.var.deps, c.req.valid("param").id, c.var.viewer.userId, c.req.valid("json").accept);
    c.var.deps.notifyMailQueued();
    return c.json({ registration });
  });
