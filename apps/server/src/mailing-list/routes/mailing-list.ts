import { baseLocale, mailingListLink, mailingListMessages, mailingListPagePaths, mailingListSubscriptionSchema, mailingListTokenSchema } from "@ssem/core";
import { Hono } from "hono";
import { countEvent, rateLimits } from "../../auth/rate-limit";
import { clientIp } from "../../http/client-ip";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { withMinimumDuration } from "../../http/minimum-duration";
import { tooManyRequests } from "../../http/rate-limited";
import { bodyUpTo, jsonBody, queryParams } from "../../http/validate";
import { confirmSubscription, requestSubscription, subscriberLocale, unsubscribe, verifySubscriberToken } from "../subscriptions";

/** Every subscription request is answered after at least this long, whatever state the address was in. */
export const SUBSCRIPTION_ANSWER_MS = 300;

const invalidLink = (message: string) => new ApiError(400, "invalid_link", message);

/** Unsubscribes whoever the token was made for; a token for a subscription already ended is answered the same. */
async function unsubscribeWith(deps: AppDeps, token: string) {
  const subscriberId = verifySubscriberToken(deps.env.sessionSecret, "unsubscribe", token);
  if (!subscriberId) throw invalidLink(mailingListMessages.invalidUnsubscribeLink);
  await unsubscribe(deps.db, subscriberId);
  return { status: "unsubscribed" as const };
}

/**
 * The public side of the mailing list: 'Stay Updated' (double opt-in), the confirmation page's
 * POST, and unsubscribing from a newsletter's link or a mail provider's one-click button.
 */
export const mailingListRoutes = new Hono<AppEnv>()
  .post("/subscriptions", jsonBody(mailingListSubscriptionSchema), async (c) => {
    const startedAt = performance.now();
    const perIp = await countEvent(c.var.deps, "mailing-list:ip", clientIp(c), rateLimits.mailingListRequestsPerIp);
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);
    const subscription = c.req.valid("json");
    // New, pending and confirmed addresses: the same status, body and (at least) time.
    await withMinimumDuration(startedAt, SUBSCRIPTION_ANSWER_MS, () => requestSubscription(c.var.deps, subscription));
    c.var.deps.notifyMailQueued();
    return c.json({ status: "received" as const }, 202);
  })
  .post("/confirm", jsonBody(mailingListTokenSchema), async (c) => {
    if (!(await confirmSubscription(c.var.deps, c.req.valid("json").token))) throw invalidLink(mailingListMessages.invalidLink);
    return c.json({ status: "confirmed" as const });
  })
  .post("/unsubscribe", jsonBody(mailingListTokenSchema), async (c) => c.json(await unsubscribeWith(c.var.deps, c.req.valid("json").token)))
  /**
   * RFC 8058: a mail provider POSTs `List-Unsubscribe=One-Click` (form-encoded) to the address in the
   * List-Unsubscribe header, without cookies and from its own origin, so app.ts exempts exactly this
   * path from the cross-origin guard. The token in the query is what authorises it; the body is not read.
   */
  /**
   * A mail app that shows the List-Unsubscribe address as a link opens it in a browser: a GET, which must not
   * unsubscribe (link checkers and previews follow links too, RFC 8058). It leads to the unsubscribe page, in the
   * subscriber's language, whose button POSTs; a token we did not sign reaches the page too, which says so.
   */
  .get("/unsubscribe/one-click", async (c) => {
    const { env, db } = c.var.deps;
    const token = c.req.query("token");
    if (!token) return c.redirect(`${env.publicUrl}${mailingListPagePaths.unsubscribe}`, 303);
    const subscriberId = verifySubscriberToken(env.sessionSecret, "unsubscribe", token);
    const locale = (subscriberId && (await subscriberLocale(db, subscriberId))) || baseLocale;
    return c.redirect(mailingListLink(env.publicUrl, "unsubscribe", token, locale), 303);
  })
  .post(
    "/unsubscribe/one-click",
    bodyUpTo(1024),
    queryParams(mailingListTokenSchema),
    async (c) => c.json(await unsubscribeWith(c.var.deps, c.req.valid("query").token)),
  );
