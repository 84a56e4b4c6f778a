import { awaitsFirstFee, countedRoles, type Role } from "@ssem/core";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getCookie, setSignedCookie } from "hono/cookie";
import type { Database } from "../db/client";
import { preparedPerDatabase, prepareSelect } from "../db/prepared-select";
import { invoices, profiles, session, user, userRoles } from "../db/schema";
import type { Auth } from "./auth";

/** `roles` are those that count (core's countedRoles): an approved member's role counts once their first fee is received (ADR 033). */
export type ViewerSession = { sessionId: string; userId: string; email: string; roles: Role[]; awaitsFirstFee: boolean; twoFactorEnabled: boolean; passkeySession: boolean };

/** A signature as Hono and better-auth write it: base64 of the 32 bytes of HMAC-SHA256. */
const signaturePattern = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The value of a signed cookie (`value.signature`) if its signature is right, else null. The
 * same check as Hono's getSignedCookie, with Node's HMAC: Web Crypto imported the key again on
 * every request, an eighth of the server's time on a signed-in request (bench:api profile).
 */
export function signedCookieValue(cookie: string | undefined, secret: string): string | null {
  const dot = cookie?.lastIndexOf(".") ?? -1;
  if (!cookie || dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (!signaturePattern.test(signature)) return null;
  const expected = createHmac("sha256", secret).update(value).digest();
  // Compared as text, so that one signature has one spelling (base64's last character has
  // spare bits that decoding ignores); both are 44 characters long.
  return timingSafeEqual(Buffer.from(signature), Buffer.from(expected.toString("base64"))) ? value : null;
}

function prepareSessionLookup(db: Database) {
  const lookup = db
    .select({
      sessionId: session.id,
      userId: user.id,
      email: user.email,
      twoFactorEnabled: user.twoFactorEnabled,
      passkeySession: session.signedInWithPasskey,
      expiresAt: session.expiresAt,
      // As text: node-postgres reads text arrays, not arrays of our enum type. The member and admin
      // roles count for approved people only: a role row left on a pending or rejected person (given
      // before the role endpoint required approval) must not open the member area.
      roles: sql<Role[]>`coalesce(array_agg(${userRoles.role}::text) filter (where ${userRoles.role} = 'pending' or ${profiles.status} = 'approved'), '{}')`,
      // Where the person stands with the fee (core's FeeStanding), read through the invoices' (user_id, year) index.
      paidOnce: sql<boolean>`exists (select 1 from ${invoices} where ${invoices.userId} = ${user.id} and ${invoices.paidOn} is not null)`,
      owesFee: sql<boolean>`exists (select 1 from ${invoices} where ${invoices.userId} = ${user.id} and ${invoices.cancelledAt} is null and ${invoices.paidRappen} < ${invoices.amountRappen})`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(session.token, sql.placeholder("token")))
    .groupBy(session.id, user.id, profiles.status);
  return prepareSelect(lookup, "viewer_session");
}

/**
 * Every signed-in request runs this statement, so it is built once and prepared by name: each
 * connection parses it once, and PostgreSQL can keep its plan.
 */
const sessionLookup = preparedPerDatabase(prepareSessionLookup);

/**
 * The signed-in user of a request with their roles, in one database round trip (two on the one
 * request a day that slides the session), instead of better-auth's getSession plus a roles query.
 *
 * It keeps better-auth's session semantics (ADR 003): the cookie is the session token signed with
 * HMAC-SHA256 under the auth secret (signedCookieValue checks it); an expired session is deleted
 * and signs nobody in; a session whose last extension is more than `updateAge` ago is extended to
 * `expiresIn` again, in the database and in the cookie.
 */
export async function viewerSession(c: Context, db: Database, auth: Auth): Promise<ViewerSession | null> {
  const { authCookies, secret, sessionConfig } = await auth.$context;
  const token = signedCookieValue(getCookie(c, authCookies.sessionToken.name), secret);
  if (!token) return null;

  const [found] = await sessionLookup(db).execute({ token });
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
  const { sessionId, userId, email, roles, paidOnce, owesFee, twoFactorEnabled, passkeySession } = found;
  const standing = { paidOnce, owesFee };
  const counted = countedRoles(roles, standing);
  return { sessionId, userId, email, roles: counted, awaitsFirstFee: counted.length < roles.length && awaitsFirstFee(standing), twoFactorEnabled, passkeySession };
}
