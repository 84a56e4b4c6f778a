import { signInSchema } from "@ssem/core";
import { Hono } from "hono";
import type { Context } from "hono";
import { limitedAttempt } from "../attempt-limits";
import { forwardToBetterAuth, passCookiesOn, toErrorFormat } from "../better-auth-request";
import { handleAuthRequest } from "../auth";
import { knownDeviceCookie } from "../known-device";
import { passkeyRoutes } from "./passkey";
import { twoFactorRoutes } from "./two-factor";
import type { AppEnv } from "../../http/context";
import { jsonBody, jsonBodyLimit } from "../../http/validate";

/** better-auth's answer to a right password of an account with a second factor: no session yet (ADR 027). */
async function asksForSecondFactor(response: Response): Promise<boolean> {
  const body = (await response.clone().json().catch(() => null)) as { twoFactorRedirect?: boolean } | null;
  return body?.twoFactorRedirect === true;
}

/**
 * Sign-in with guessing kept slow (ADR 005). Not a wrong password (signed in, or right password but
 * unconfirmed address): the turn is given back. With a second factor on, better-auth answers
 * `{ twoFactorRedirect: true }` with a two-factor cookie instead of a session, and the browser
 * becomes a known device only once the code is right too (two-factor.ts).
 */
async function signIn(c: Context<AppEnv>, credentials: { email: string; password: string }) {
  const { answer, deviceId } = await limitedAttempt(
    c,
    "sign-in",
    { account: credentials.email, email: credentials.email },
    () => forwardToBetterAuth(c, "/sign-in/email", credentials),
    // 403 is better-auth's "e-mail not verified", which it answers only to the right password.
    (response) => response.ok || response.status === 403,
  );
  const { response } = answer;
  if (!response.ok) return toErrorFormat(answer);
  if (await asksForSecondFactor(response)) return response;
  const signedIn = new Response(response.body, response);
  signedIn.headers.append("set-cookie", await knownDeviceCookie(c.var.deps, credentials.email, deviceId ?? undefined));
  return signedIn;
}

/**
 * Signs in someone who has just set their password from an e-mailed link, which proved they hold
 * the mailbox, so no second login is asked of them: the session cookie (and the known-device
 * cookie a sign-in gives) go on `c`'s answer. No sign-in limit is taken: the link was the proof.
 * Should better-auth refuse, the password is still set and the answer still a success: the person
 * then signs in with it as before. A mailbox is not a second factor: with one on, no session is
 * given, and the person signs in with password and code.
 */
export async function signInAfterPasswordLink(c: Context<AppEnv>, credentials: { email: string; password: string }) {
  const { response } = await forwardToBetterAuth(c, "/sign-in/email", credentials);
  if (!response.ok) {
    c.var.deps.logger.warn("no session after a password link", { status: response.status });
    return;
  }
  if (await asksForSecondFactor(response)) return;
  passCookiesOn(c, response);
  c.header("set-cookie", await knownDeviceCookie(c.var.deps, credentials.email, undefined), { append: true });
}

/**
 * The better-auth endpoints the product uses, mounted at /api/auth: sign-in, the second factor and passkeys
 * with our validation and limits, session and sign-out as better-auth answers them. The rest of its
 * surface stays closed: those paths fall through to the API's one 404 answer.
 */
export const authRoutes = new Hono<AppEnv>()
  .post("/sign-in/email", jsonBody(signInSchema), (c) => signIn(c, c.req.valid("json")))
  .route("/two-factor", twoFactorRoutes)
  .route("/passkey", passkeyRoutes)
  .get("/get-session", async (c) => toErrorFormat(await handleAuthRequest(c.var.deps.auth, c.req.raw)))
  .post("/sign-out", jsonBodyLimit, async (c) => toErrorFormat(await handleAuthRequest(c.var.deps.auth, c.req.raw)));
