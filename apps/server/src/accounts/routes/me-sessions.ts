import { Hono } from "hono";
import { z } from "zod";
import { endOtherSessions, endOwnSession, ownSessions } from "../own-account";
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
    const rows = await ownSessions(c.var.deps.db, userId);
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
    const ended = await endOtherSessions(db, env, { userId, sessionId });
    notifyMailQueued();
    return c.json({ ended });
  })
  .delete("/:id", jsonBodyLimit, pathParams(sessionIdParam, noSuchSession), async (c) => {
    const { userId, sessionId } = c.var.viewer;
    const { id } = c.req.valid("param");
    // This device signs out through Logout, which also clears its cookie.
    if (id === sessionId) throw new ApiError(400, "current_session", "This is the session you are using. Use Logout to end it.");
    if (!(await endOwnSession(c.var.deps.db, { userId, id }))) throw noSuchSession();
    return c.json({ ended: 1 });
  });
