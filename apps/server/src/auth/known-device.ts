import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import type { Database } from "../db/client";
import { account, twoFactor, user } from "../db/schema";
import type { Env } from "../env";

const COOKIE = "ssem_device";
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

type DeviceStore = { db: Database; env: Pick<Env, "sessionSecret"> };

/**
 * What a device mark is bound to besides the address (ADR 031): the stored password hash and the
 * second factor's encrypted secret. A password change or reset replaces the one, turning two-factor
 * on (or off) the other, so every mark made before stops counting without a list of devices.
 */
async function accountStamp(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ password: account.password, secret: twoFactor.secret })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .leftJoin(twoFactor, eq(twoFactor.userId, user.id))
    .where(eq(user.email, email));
  return `${row?.password ?? ""}:${row?.secret ?? ""}`;
}

const signature = (secret: string, deviceId: string, email: string, stamp: string) =>
  createHmac("sha256", secret).update(`known-device:${deviceId}:${email}:${stamp}`).digest("base64url");

/**
 * The id of this browser when it has signed in to this account since its password and second
 * factor were last set: a random id with our signature over id, address and the account's stamp,
 * set on a successful sign-in. Such a device is not subject to the account's backoff, so a
 * stranger's wrong guesses cannot lock its owner out (ADR 005); the overall limits still apply.
 */
export async function knownDeviceId(c: Context, { db, env }: DeviceStore, email: string): Promise<string | null> {
  const [deviceId, mac] = (getCookie(c, COOKIE) ?? "").split(".");
  if (!deviceId || !mac || !/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return null;
  const expected = Buffer.from(signature(env.sessionSecret, deviceId, email, await accountStamp(db, email)));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** The Set-Cookie value that marks this browser as known for this account (httpOnly, only sent to sign-in and its second step). */
export async function knownDeviceCookie(
  { db, env }: { db: Database; env: Pick<Env, "sessionSecret" | "isProduction"> },
  email: string,
  deviceId = randomBytes(16).toString("base64url"),
) {
  const mac = signature(env.sessionSecret, deviceId, email, await accountStamp(db, email));
  return serialize(COOKIE, `${deviceId}.${mac}`, {
    httpOnly: true,
    secure: env.isProduction,
    sameSite: "Lax",
    // Sent to sign-in and to its second step (two-factor), nowhere else.
    path: "/api/auth",
    maxAge: LIFETIME_SECONDS,
  });
}
