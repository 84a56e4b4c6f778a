import {
  baseLocale,
  csvLanguageQuery,
  m,
  mailingListLink,
  type MailingListOverview,
  type NewsletterInput,
  type NewsletterPreview,
  newsletterSchema,
  newsletterTestSubjectPrefix,
  oneClickUnsubscribeUrl,
  toCsv,
} from "@ssem/core";
import { Hono } from "hono";
import { z } from "zod";
import { recordAudit } from "../../audit/audit-log";
import { countEvent, rateLimits } from "../../auth/rate-limit";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { tooManyRequests } from "../../http/rate-limited";
import { jsonBody, queryParams } from "../../http/validate";
import { enqueueMail } from "../../mail/outbox";
import { newsletterMail } from "../../mail/templates";
import { confirmedSubscribers, newsletterProgress, queueNewsletter } from "../subscriptions";

/** How many of the latest newsletters the tab shows with their progress. */
const NEWSLETTERS_SHOWN = 10;

/** The admin dashboard's Mailing List tab: confirmed subscribers, their CSV, and the newsletters' progress. */
export const adminMailingListRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/", async (c) => {
    const { db } = c.var.deps;
    const subscribers = await confirmedSubscribers(db);
    const progress = await newsletterProgress(db, NEWSLETTERS_SHOWN);
    const overview: MailingListOverview = {
      subscribers: subscribers.map((row) => ({ ...row, confirmedAt: row.confirmedAt!.toISOString() })),
      newsletters: progress.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    };
    return c.json(overview);
  })
  .get("/export", queryParams(z.object(csvLanguageQuery)), async (c) => {
    const subscribers = await confirmedSubscribers(c.var.deps.db);
    const options = { locale: c.req.valid("query").lang };
    // Headers in the downloading admin's language; the language as its code (en, de, fr, it), as the member export
    // writes status and roles: data, not a label.
    const csv = toCsv([
      [m.csv_email_address({}, options), m.csv_subscribed_on({}, options), m.csv_language({}, options)],
      ...subscribers.map((row) => [row.email, row.confirmedAt!.toISOString().slice(0, 10), row.locale]),
    ]);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="mailing-list.csv"',
      "cache-control": "no-store",
    });
  });

/**
 * A newsletter's copy as one subscriber gets it, addressed to the admin, for the preview and the
 * test mail: as a subscriber of the English pages reads it, in English. Its unsubscribe links carry
 * no subscriber's token: they open the page, which says the link is not valid, and unsubscribe nobody.
 */
function sampleNewsletter(env: AppEnv["Variables"]["deps"]["env"], to: string, newsletter: NewsletterInput) {
  const sampleToken = "sample";
  const links = { unsubscribePage: mailingListLink(env.publicUrl, "unsubscribe", sampleToken, baseLocale), oneClick: oneClickUnsubscribeUrl(env.publicUrl, sampleToken) };
  return newsletterMail(to, newsletter, links, baseLocale);
}

/**
 * POST /api/admin/newsletters: one message per confirmed subscriber, queued in one transaction and audited.
 * …/preview renders the mail from the same template, writing nothing; …/test mails that copy to the
 * signed-in admin only, marked as a test and counted as no newsletter (ADR 016).
 */
export const newsletterRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .post("/", jsonBody(newsletterSchema), async (c) => {
    const { db, env } = c.var.deps;
    const newsletter = c.req.valid("json");
    const queued = await db.transaction(async (tx) => {
      const result = await queueNewsletter(tx, env, newsletter);
      // Refused (and rolled back) rather than recorded as a newsletter nobody received.
      if (result.queued === 0) throw new ApiError(409, "conflict", "There are no confirmed subscribers yet.");
      await recordAudit(tx, { actorId: c.var.viewer.userId, action: "newsletter_sent", details: { recipients: result.queued } });
      return result;
    });
    c.var.deps.notifyMailQueued();
    return c.json(queued, 201);
  })
  .post("/preview", jsonBody(newsletterSchema), (c) => {
    const mail = sampleNewsletter(c.var.deps.env, c.var.viewer.email, c.req.valid("json"));
    const preview: NewsletterPreview = { to: mail.to, subject: mail.subject, text: mail.text };
    return c.json(preview);
  })
  .post("/test", jsonBody(newsletterSchema), async (c) => {
    const { deps, viewer } = c.var;
    const allowed = await countEvent(deps, "newsletter-test:admin", viewer.userId, rateLimits.newsletterTestsPerAdmin);
    if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
    const mail = sampleNewsletter(deps.env, viewer.email, c.req.valid("json"));
    await enqueueMail(deps.db, { ...mail, subject: `${newsletterTestSubjectPrefix}${mail.subject}` });
    deps.notifyMailQueued();
    return c.json({ to: viewer.email }, 202);
  });
