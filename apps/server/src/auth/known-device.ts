import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import type { Env } from "../env";

const COOKIE = "ssem_device";
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

const signature = (secret: string, deviceId: string, email: string) =>
  createHmac("sha256", secret).update(`known-device:${deviceId}:${email}`).digest("base64url");

/**
 * The id of this browser when it has signed in to this account before: a random id with our
 * signature over id and address, set on a successful sign-in. Such a device is not subject to the
 * account's backoff, so a stranger's wrong guesses cannot lock its owner out (ADR 005).
 */
export function knownDeviceId(c: Context, env: Pick<Env, "sessionSecret">, email: string): string | null {
  const [deviceId, mac] = (getCookie(c, COOKIE) ?? "").split(".");
  if (!deviceId || !mac || !/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return null;
  const expected = Buffer.from(signature(env.sessionSecret, deviceId, email));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** The Set-Cookie value that marks this browser as known for this account (httpOnly, only sent to sign-in and its second step). */
export function knownDeviceCookie(env: Pick<Env, "sessionSecret" | "isProduction">, email: string, deviceId = randomBytes(16).toString("base64url")) {
  return serialize(COOKIE, `${deviceId}.${signature(env.sessionSecret, deviceId, email)}`, {
    httpOnly: true,
    secure: env.isProduction,
    sameSite: "Lax",
    // Sent to sign-in and to its second step (two-factor), nowhere else.
    path: "/api/auth",
    maxAge: LIFETIME_SECONDS,
  });
}
