import { eventMailSchema, type NewsletterPreview, newsletterTestSubjectPrefix } from "@ssem/core";
import { Hono } from "hono";
import { countEvent, rateLimits } from "../../auth/rate-limit";
import type { AppEnv } from "../../http/context";
import { tooManyRequests } from "../../http/rate-limited";
import { requireAccess } from "../../http/require-access";
import { jsonBody, pathParams, uuidIdParam } from "../../http/validate";
import { enqueueMail } from "../../mail/outbox";
import { mailAudience, sampleEventMail } from "../event-mail";
import { noSuchEvent } from "../event-store";

/**
 * /api/admin/events/:id/mail (issue 41): the board writes to those registered or those waiting. POST sends; /preview
 * renders the writing admin's copy and writes nothing; /test mails that copy to them, marked as a test (ADR 016).
 */
export const eventMailRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .post("/", jsonBody(eventMailSchema), pathParams(uuidIdParam, noSuchEvent), async (c) => {
    const queued = await mailAudience(c.var.deps, c.req.valid("param").id, c.req.valid("json"), c.var.viewer.userId);
    c.var.deps.notifyMailQueued();
    return c.json({ queued }, 201);
  })
  .post("/preview", jsonBody(eventMailSchema), pathParams(uuidIdParam, noSuchEvent), async (c) => {
    const mail = await sampleEventMail(c.var.deps, c.req.valid("param").id, c.req.valid("json"), c.var.viewer);
    const preview: NewsletterPreview = { to: mail.to, subject: mail.subject, text: mail.text };
    return c.json(preview);
  })
  .post("/test", jsonBody(eventMailSchema), pathParams(uuidIdParam, noSuchEvent), async (c) => {
    const { deps, viewer } = c.var;
    const allowed = await countEvent(deps, "event-mail-test:admin", viewer.userId, rateLimits.newsletterTestsPerAdmin);
    if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
    const mail = await sampleEventMail(deps, c.req.valid("param").id, c.req.valid("json"), viewer);
    await enqueueMail(deps.db, { ...mail, subject: `${newsletterTestSubjectPrefix}${mail.subject}` });
    deps.notifyMailQueued();
    return c.json({ to: viewer.email }, 202);
  });
