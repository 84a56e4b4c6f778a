import type { Context, Next } from "hono";
import { countEvent, isLimited, rateLimits, resetCounter } from "./rate-limit";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { tooManyRequests } from "../http/rate-limited";

/** The better-auth endpoints the product uses; the rest of its surface stays closed. */
const openEndpoints = new Set(["GET /api/auth/get-session", "POST /api/auth/sign-in/email", "POST /api/auth/sign-out"]);

const messages: Record<string, { error: string; code: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { error: "Invalid email or password", code: "invalid_credentials" },
  EMAIL_NOT_VERIFIED: {
    error: "Please confirm your e-mail address first: use the link we sent you, or have it sent again.",
    code: "email_not_verified",
  },
};

/** better-auth answers {code, message}; callers of this API get the one JSON error format. */
async function toErrorFormat(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  const known = body?.code ? messages[body.code] : undefined;
  const payload = known
    ? { error: known.error, code: known.code }
    : { error: body?.message || "The request failed.", code: (body?.code ?? "auth_error").toLowerCase() };
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify(payload), { status: response.status, headers });
}

async function signIn(c: Context<AppEnv>) {
  const { db, auth } = c.var.deps;
  const ip = clientIp(c);
  const body = (await c.req.raw.clone().json().catch(() => ({}))) as { email?: unknown };
  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  const wait = "Too many sign-in attempts. Please wait {minutes} minutes and try again.";
  if (await isLimited(db, "sign-in:ip", ip, rateLimits.signInPerIp)) throw tooManyRequests(rateLimits.signInPerIp.windowMs / 1000, wait);
  if (email && (await isLimited(db, "sign-in:account", email, rateLimits.signInPerAccount))) {
    throw tooManyRequests(rateLimits.signInPerAccount.windowMs / 1000, wait);
  }
  const response = await auth.handler(c.req.raw);
  if (response.status === 401) {
    await countEvent(db, "sign-in:ip", ip, rateLimits.signInPerIp);
    if (email) await countEvent(db, "sign-in:account", email, rateLimits.signInPerAccount);
  } else if (response.ok && email) {
    await resetCounter(db, "sign-in:account", email);
  }
  return toErrorFormat(response);
}

/**
 * Mounted at /api/auth/*: sign-in with rate limits, session and sign-out through better-auth.
 * Anything else falls through to the API's one 404 answer.
 */
export async function authEndpoints(c: Context<AppEnv>, next: Next) {
  const endpoint = `${c.req.method} ${c.req.path}`;
  if (!openEndpoints.has(endpoint)) return next();
  if (endpoint === "POST /api/auth/sign-in/email") return signIn(c);
  return toErrorFormat(await c.var.deps.auth.handler(c.req.raw));
}
