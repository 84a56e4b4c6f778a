import { type ErrorBody, type ErrorCode, signInSchema } from "@ssem/core";
import { Hono } from "hono";
import type { Context } from "hono";
import { handleAuthRequest } from "./auth";
import { knownDeviceCookie, knownDeviceId } from "./known-device";
import { countEvent, rateLimits, resetCounter, takeTurn, uncountEvent } from "./rate-limit";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { tooManyRequests } from "../http/rate-limited";
import { jsonBody, jsonBodyLimit } from "../http/validate";

const messages: Record<string, { error: string; code: ErrorCode }> = {
  INVALID_EMAIL_OR_PASSWORD: { error: "Invalid email or password", code: "invalid_credentials" },
  EMAIL_NOT_VERIFIED: {
    error: "Please confirm your e-mail address first: use the link we sent you, or have it sent again.",
    code: "email_not_verified",
  },
};

/**
 * better-auth answers {code, message}; callers of this API get the one JSON error format. A
 * failure of its own (500) is thrown again, so that handleError answers it: 503 while the
 * database is away, otherwise 500.
 */
async function toErrorFormat({ response, error }: { response: Response; error?: unknown }): Promise<Response> {
  if (response.status < 400) return response;
  if (response.status >= 500 && error) throw error;
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  const known = body?.code ? messages[body.code] : undefined;
  const payload: ErrorBody = known ?? { error: body?.message || "The request failed.", code: "auth_error" };
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify(payload), { status: response.status, headers });
}

const SIGN_IN_WAIT = "Too many sign-in attempts. Please wait {wait} and try again.";

/**
 * Sign-in with guessing kept slow (ADR 005). A browser that signed in to this account before
 * only answers for its own attempts; any other attempt takes a turn under the account's backoff
 * and counts against its IP. Turns are taken before the password is checked, so concurrent
 * guesses cannot outrun the limits.
 */
async function signIn(c: Context<AppEnv>, { email, password }: { email: string; password: string }) {
  const { env } = c.var.deps;
  const store = c.var.deps;
  const ip = clientIp(c);
  const deviceId = knownDeviceId(c, env, email);

  if (deviceId) {
    const turn = await takeTurn(store, "sign-in:device", deviceId, rateLimits.signInPerDevice);
    if (!turn.allowed) throw tooManyRequests(turn.retryAfterSeconds, SIGN_IN_WAIT);
  } else {
    const perIp = await countEvent(store, "sign-in:ip", ip, rateLimits.signInPerIp);
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds, SIGN_IN_WAIT);
    const turn = await takeTurn(store, "sign-in:account", email, rateLimits.signInPerAccount);
    if (!turn.allowed) {
      await uncountEvent(store, "sign-in:ip", ip);
      throw tooManyRequests(turn.retryAfterSeconds, SIGN_IN_WAIT);
    }
  }

  const answer = await betterAuthSignIn(c, { email, password });
  const { response } = answer;
  if (response.status === 401) return toErrorFormat(answer);

  // Not a wrong password (signed in, or right password but unconfirmed address): the turn is given back.
  if (deviceId) await resetCounter(store, "sign-in:device", deviceId);
  else await Promise.all([uncountEvent(store, "sign-in:ip", ip), resetCounter(store, "sign-in:account", email)]);
  if (!response.ok) return toErrorFormat(answer);
  const signedIn = new Response(response.body, response);
  signedIn.headers.append("set-cookie", knownDeviceCookie(env, email, deviceId ?? undefined));
  return signedIn;
}

/** better-auth's own sign-in, sent the request's headers (origin, cookies) with our checked body. */
function betterAuthSignIn(c: Context<AppEnv>, credentials: { email: string; password: string }) {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  const url = new URL("/api/auth/sign-in/email", c.req.url);
  return handleAuthRequest(c.var.deps.auth, new Request(url, { method: "POST", headers, body: JSON.stringify(credentials) }));
}

/**
 * Signs in someone who has just set their password from an e-mailed link, which proved they hold
 * the mailbox, so no second login is asked of them: the session cookie (and the known-device
 * cookie a sign-in gives) go on `c`'s answer. No sign-in limit is taken: the link was the proof.
 * Should better-auth refuse, the password is still set and the answer still a success: the person
 * then signs in with it as before.
 */
export async function signInAfterPasswordLink(c: Context<AppEnv>, credentials: { email: string; password: string }) {
  const { response } = await betterAuthSignIn(c, credentials);
  if (!response.ok) {
    c.var.deps.logger.warn("no session after a password link", { status: response.status });
    return;
  }
  for (const cookie of response.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  c.header("set-cookie", knownDeviceCookie(c.var.deps.env, credentials.email, undefined), { append: true });
}

/**
 * The better-auth endpoints the product uses, mounted at /api/auth: sign-in with our validation and
 * limits, session and sign-out as better-auth answers them. The rest of its surface stays closed:
 * those paths fall through to the API's one 404 answer.
 */
export const authRoutes = new Hono<AppEnv>()
  .post("/sign-in/email", jsonBody(signInSchema), (c) => signIn(c, c.req.valid("json")))
  .get("/get-session", async (c) => toErrorFormat(await handleAuthRequest(c.var.deps.auth, c.req.raw)))
  .post("/sign-out", jsonBodyLimit, async (c) => toErrorFormat(await handleAuthRequest(c.var.deps.auth, c.req.raw)));
