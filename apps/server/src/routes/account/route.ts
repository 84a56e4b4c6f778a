import { randomUUID } from "node:crypto";
import { emailSchema, newPasswordSchema } from "@ssem/core";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { consumeToken, issueToken, peekToken } from "../../auth/one-time-tokens";
import { hashPassword } from "../../auth/password";
import { countEvent, rateLimits } from "../../auth/rate-limit";
import { account, session, user } from "../../db/schema";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { tooManyRequests } from "../../http/rate-limited";
import { readJson } from "../../http/validate";
import { enqueueMail } from "../../mail/outbox";
import { confirmationMail, recoveryMail } from "../../mail/templates";

const invalidLink = () => new ApiError(400, "invalid_link", "The link has expired or been used. Please request a new one.");

const tokenSchema = z.string({ error: "The link is incomplete." }).min(20, "The link is incomplete.").max(200, "The link is invalid.");
const emailRequestSchema = z.object({ email: emailSchema });
const passwordLinkTypes = ["invite", "recovery"] as const;

/**
 * The e-mailed-link flows: confirming an address, asking for a new link, setting a password.
 * Requests about an address answer the same whether or not it has an account.
 */
export const accountRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const perIp = await countEvent(c.var.deps.db, "account-links:ip", clientIp(c), rateLimits.emailRequestsPerIp);
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);
    await next();
  })
  .post("/confirm-email", async (c) => {
    const { tokenHash } = await readJson(c, z.object({ tokenHash: tokenSchema }));
    const { db } = c.var.deps;
    const email = await db.transaction(async (tx) => {
      const userId = await consumeToken(tx, tokenHash, ["signup"]);
      if (!userId) return null;
      const [confirmed] = await tx.update(user).set({ emailVerified: true }).where(eq(user.id, userId)).returning({ email: user.email });
      return confirmed?.email ?? null;
    });
    if (!email) throw invalidLink();
    return c.json({ email });
  })
  .post("/resend-confirmation", async (c) => {
    const { email } = await readJson(c, emailRequestSchema);
    const { db, env, notifyMailQueued } = c.var.deps;
    const perAddress = await countEvent(db, "account-links:email", email, rateLimits.emailRequestsPerAddress);
    if (perAddress.allowed) {
      await db.transaction(async (tx) => {
        const [found] = await tx.select({ id: user.id, name: user.name, verified: user.emailVerified }).from(user).where(eq(user.email, email));
        if (!found || found.verified) return;
        const token = await issueToken(tx, found.id, "signup");
        const firstName = found.name.split(" ")[0] ?? "";
        await enqueueMail(tx, confirmationMail(email, firstName, `${env.publicUrl}/auth#type=signup&token_hash=${token}`));
      });
      notifyMailQueued();
    }
    return c.json({ status: "sent" as const });
  })
  .post("/password-reset-requests", async (c) => {
    const { email } = await readJson(c, emailRequestSchema);
    const { db, env, notifyMailQueued } = c.var.deps;
    const perAddress = await countEvent(db, "account-links:email", email, rateLimits.emailRequestsPerAddress);
    if (perAddress.allowed) {
      await db.transaction(async (tx) => {
        const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
        if (!found) return;
        const token = await issueToken(tx, found.id, "recovery");
        await enqueueMail(tx, recoveryMail(email, `${env.publicUrl}/auth#type=recovery&access_token=${token}`));
      });
      notifyMailQueued();
    }
    return c.json({ status: "sent" as const });
  })
  .post("/password-links/inspect", async (c) => {
    const { type, token } = await readJson(c, z.object({ type: z.enum(passwordLinkTypes), token: tokenSchema }));
    const found = await peekToken(c.var.deps.db, token, [type]);
    if (!found) throw invalidLink();
    return c.json({ email: found.email });
  })
  .post("/password-links/use", async (c) => {
    const body = await readJson(c, z.object({ type: z.enum(passwordLinkTypes), token: tokenSchema, password: newPasswordSchema }));
    const passwordHash = await hashPassword(body.password);
    const email = await c.var.deps.db.transaction(async (tx) => {
      const userId = await consumeToken(tx, body.token, [body.type]);
      if (!userId) return null;
      const updated = await tx
        .update(account)
        .set({ password: passwordHash })
        .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
        .returning({ id: account.id });
      if (updated.length === 0) {
        await tx.insert(account).values({ id: randomUUID(), userId, accountId: userId, providerId: "credential", password: passwordHash });
      }
      // The link proved the mailbox; and a new password ends every session, in case the old one leaked.
      const [owner] = await tx.update(user).set({ emailVerified: true }).where(eq(user.id, userId)).returning({ email: user.email });
      await tx.delete(session).where(eq(session.userId, userId));
      return owner?.email ?? null;
    });
    if (!email) throw invalidLink();
    return c.json({ email });
  });
