import { emailSchema, type Locale, newPasswordSchema } from "@ssem/core";
import { Hono } from "hono";
import { z } from "zod";
import { accountByEmail, confirmAddress, endAllSessions, mailLink, setPassword } from "../accounts";
import { signInAfterPasswordLink } from "../../auth/routes/auth";
import { consumeToken, peekToken, spentTokenOwner } from "../../auth/one-time-tokens";
import { hashPassword } from "../../auth/password";
import { countEvent, rateLimits } from "../../auth/rate-limit";
import { clientIp } from "../../http/client-ip";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { withMinimumDuration } from "../../http/minimum-duration";
import { tooManyRequests } from "../../http/rate-limited";
import { jsonBody } from "../../http/validate";
import { confirmationMail, recoveryMail } from "../../mail/templates";

/** Link requests are answered after at least this long, whether or not the address has an account. */
export const LINK_REQUEST_ANSWER_MS = 250;

const invalidLink = () => new ApiError(400, "invalid_link", "The link has expired or been used. Please request a new one.");

const tokenSchema = z
  .string({ error: "The link is incomplete." })
  .min(20, "The link is incomplete.")
  .max(200, "The link is invalid.")
  .regex(/^[A-Za-z0-9_-]+$/, "The link is invalid.");
const emailRequestSchema = z.object({ email: emailSchema });
const passwordLinkTypes = ["invite", "recovery"] as const;

/**
 * The e-mailed-link flows: confirming an address, asking for a new link, setting a password.
 * Requests about an address answer the same whether or not it has an account.
 */
export const accountRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const perIp = await countEvent(c.var.deps, "account-links:ip", clientIp(c), rateLimits.emailRequestsPerIp);
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);
    await next();
  })
  .post("/confirm-email", jsonBody(z.object({ tokenHash: tokenSchema })), async (c) => {
    const { tokenHash } = c.req.valid("json");
    const { db } = c.var.deps;
    const confirmed = await db.transaction(async (tx) => {
      const userId = await consumeToken(tx, tokenHash, ["signup"]);
      return userId ? confirmAddress(tx, c.var.deps.env, userId) : null;
    });
    if (confirmed?.mailsQueued) c.var.deps.notifyMailQueued();
    const email = confirmed?.email;
    // A link opened a second time (or by a mail scanner first): its address is confirmed all the same.
    const owner = email ? null : await spentTokenOwner(db, tokenHash, "signup");
    if (!email && !owner?.emailVerified) throw invalidLink();
    return c.json({ email: email ?? owner!.email, alreadyConfirmed: !email });
  })
  .post("/resend-confirmation", jsonBody(emailRequestSchema), async (c) => {
    const startedAt = performance.now();
    const { email } = c.req.valid("json");
    await withMinimumDuration(startedAt, LINK_REQUEST_ANSWER_MS, () =>
      mailLinkIfAllowed(c.var.deps, email, async (tx, found) => {
        if (found.verified) return;
        await mailLink(tx, c.var.deps.env, { userId: found.id, type: "signup", locale: found.locale, compose: (link, locale) => confirmationMail(email, link, locale) });
      }),
    );
    return c.json({ status: "sent" as const });
  })
  .post("/password-reset-requests", jsonBody(emailRequestSchema), async (c) => {
    const startedAt = performance.now();
    const { email } = c.req.valid("json");
    await withMinimumDuration(startedAt, LINK_REQUEST_ANSWER_MS, () =>
      mailLinkIfAllowed(c.var.deps, email, async (tx, found) => {
        await mailLink(tx, c.var.deps.env, { userId: found.id, type: "recovery", locale: found.locale, compose: (link, locale) => recoveryMail(email, link, locale) });
      }),
    );
    return c.json({ status: "sent" as const });
  })
  .post("/password-links/inspect", jsonBody(z.object({ type: z.enum(passwordLinkTypes), token: tokenSchema })), async (c) => {
    const { type, token } = c.req.valid("json");
    const found = await peekToken(c.var.deps.db, token, [type]);
    if (!found) throw invalidLink();
    return c.json({ email: found.email });
  })
  .post("/password-links/use", jsonBody(z.object({ type: z.enum(passwordLinkTypes), token: tokenSchema, password: newPasswordSchema })), async (c) => {
    const body = c.req.valid("json");
    const passwordHash = await hashPassword(body.password, c.var.deps.env.passwordCost);
    const owner = await c.var.deps.db.transaction(async (tx) => {
      const userId = await consumeToken(tx, body.token, [body.type]);
      if (!userId) return null;
      await setPassword(tx, userId, passwordHash);
      // The link proved the mailbox; and a new password ends every other session, in case the old one leaked.
      const confirmed = await confirmAddress(tx, c.var.deps.env, userId);
      await endAllSessions(tx, userId);
      return confirmed;
    });
    if (!owner) throw invalidLink();
    if (owner.mailsQueued) c.var.deps.notifyMailQueued();
    const { email } = owner;
    await signInAfterPasswordLink(c, { email, password: body.password });
    return c.json({ email });
  });

/**
 * Within the per-address mail cap, looks the address up and, if it has an account, lets `send`
 * queue a mail in the same transaction. Unknown addresses and capped requests end quietly.
 */
async function mailLinkIfAllowed(
  deps: AppDeps,
  email: string,
  send: (tx: AppDeps["db"], found: { id: string; verified: boolean; locale: Locale }) => Promise<void>,
) {
  const perAddress = await countEvent(deps, "account-links:email", email, rateLimits.emailRequestsPerAddress);
  if (!perAddress.allowed) return;
  await deps.db.transaction(async (tx) => {
    const found = await accountByEmail(tx, email);
    if (found) await send(tx, found);
  });
  deps.notifyMailQueued();
}
