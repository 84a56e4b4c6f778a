import { and, desc, eq, gt, ne } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { recordSecurityChange } from "../../auth/security-notice";
import { session } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { jsonBodyLimit, pathParams } from "../../http/validate";

/** Another person's session and an id nobody has get the same answer: nobody learns which sessions exist. */
const noSuchSession = () => new ApiError(404, "not_found", "There is no such session.");

/** better-auth's session ids: random letters and digits. */
const sessionIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * The places where the member is signed in. A session row keeps no IP address and no browser
 * details (ADR 003), so a session is known by when it started and when it was last seen: the
 * day its expiry last slid, which happens on the first use a day after the previous one.
 */
export const meSessionRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { userId, sessionId } = c.var.viewer;
    const rows = await c.var.deps.db
      .select({ id: session.id, startedAt: session.createdAt, lastSeenAt: session.updatedAt })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
      .orderBy(desc(session.updatedAt), desc(session.createdAt));
    const sessions = rows.map((row) => ({
      id: row.id,
      startedAt: row.startedAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === sessionId,
    }));
    // This device first: it is the one the member recognises.
    return c.json({ sessions: sessions.sort((a, b) => Number(b.current) - Number(a.current)) });
  })
  // Every session but this one ends: a lost phone, a shared computer left signed in.
  .post("/end-others", jsonBodyLimit, async (c) => {
    const { userId, sessionId } = c.var.viewer;
    const { db, env, notifyMailQueued } = c.var.deps;
    const ended = await db.transaction(async (tx) => {
      const rows = await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, sessionId))).returning({ id: session.id });
      // Told and recorded even when no other device was signed in: whoever pressed it may not have been the member.
      await recordSecurityChange(tx, env, userId, "other_sessions_ended", { ended: rows.length });
      return rows.length;
    });
    notifyMailQueued();
    return c.json({ ended });
  })
  .delete("/:id", jsonBodyLimit, pathParams(sessionIdParam, noSuchSession), async (c) => {
    const { userId, sessionId } = c.var.viewer;
    const { id } = c.req.valid("param");
    // This device signs out through Logout, which also clears its cookie.
    if (id === sessionId) throw new ApiError(400, "current_session", "This is the session you are using. Use Logout to end it.");
    const [ended] = await c.var.deps.db
      .delete(session)
      .where(and(eq(session.id, id), eq(session.userId, userId)))
      .returning({ id: session.id });
    if (!ended) throw noSuchSession();
    return c.json({ ended: 1 });
  });
