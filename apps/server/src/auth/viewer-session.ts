import type { Role } from "@ssem/core";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import type { Database } from "../db/client";
import { session, user, userRoles } from "../db/schema";
import type { Auth } from "./auth";

export type ViewerSession = { sessionId: string; userId: string; email: string; roles: Role[] };

/**
 * The signed-in user of a request with their roles, in one database round trip (two on the one
 * request a day that slides the session), instead of better-auth's getSession plus a roles query.
 *
 * It keeps better-auth's session semantics (ADR 003): the cookie is the session token signed with
 * HMAC-SHA256 under the auth secret (Hono's signed cookies are the same format, so Hono verifies
 * it); an expired session is deleted and signs nobody in; a session whose last extension is more
 * than `updateAge` ago is extended to `expiresIn` again, in the database and in the cookie.
 */
export async function viewerSession(c: Context, db: Database, auth: Auth): Promise<ViewerSession | null> {
  const { authCookies, secret, sessionConfig } = await auth.$context;
  const token = await getSignedCookie(c, secret, authCookies.sessionToken.name);
  if (!token) return null;

  const [found] = await db
    .select({
      sessionId: session.id,
      userId: user.id,
      email: user.email,
      expiresAt: session.expiresAt,
      // As text: node-postgres reads text arrays, not arrays of our enum type.
      roles: sql<Role[]>`coalesce(array_agg(${userRoles.role}::text) filter (where ${userRoles.role} is not null), '{}')`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(session.token, token))
    .groupBy(session.id, user.id);
  if (!found) return null;

  const now = Date.now();
  if (found.expiresAt.getTime() <= now) {
    await db.delete(session).where(eq(session.id, found.sessionId));
    return null;
  }
  const lastExtended = found.expiresAt.getTime() - sessionConfig.expiresIn * 1000;
  if (lastExtended + sessionConfig.updateAge * 1000 <= now) {
    const expiresAt = new Date(now + sessionConfig.expiresIn * 1000);
    await db.update(session).set({ expiresAt, updatedAt: new Date(now) }).where(eq(session.id, found.sessionId));
    const { sameSite, ...attributes } = authCookies.sessionToken.attributes;
    await setSignedCookie(c, authCookies.sessionToken.name, token, secret, {
      ...attributes,
      sameSite: sameSite === "strict" ? "Strict" : sameSite === "none" ? "None" : "Lax",
      maxAge: sessionConfig.expiresIn,
    });
  }
  const { sessionId, userId, email, roles } = found;
  return { sessionId, userId, email, roles };
}
