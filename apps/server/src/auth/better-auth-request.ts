import type { ErrorBody, ErrorCode } from "@ssem/core";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "../http/errors";
import type { AppEnv } from "../http/context";
import { handleAuthRequest } from "./auth";

const messages: Record<string, { error: string; code: ErrorCode }> = {
  INVALID_EMAIL_OR_PASSWORD: { error: "Invalid email or password", code: "invalid_credentials" },
  EMAIL_NOT_VERIFIED: {
    error: "Please confirm your e-mail address first: use the link we sent you, or have it sent again.",
    code: "email_not_verified",
  },
  INVALID_PASSWORD: { error: "The password is not correct.", code: "wrong_password" },
  INVALID_CODE: { error: "The code is not correct. Please check your authenticator app and try again.", code: "invalid_code" },
  // Ours (used-totp-codes.ts): a code is accepted once.
  TOTP_CODE_USED: { error: "This code has been used already. Please wait for the next code in your authenticator app.", code: "code_used" },
  INVALID_BACKUP_CODE: { error: "This recovery code is not correct or has been used already.", code: "invalid_code" },
  INVALID_TWO_FACTOR_COOKIE: { error: "Your sign-in has expired. Please enter your e-mail address and password again.", code: "two_factor_expired" },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    error: "Too many wrong codes. Please enter your e-mail address and password again.",
    code: "two_factor_expired",
  },
  TOTP_ALREADY_ENABLED: { error: "Two-factor authentication is already on.", code: "conflict" },
  TOTP_NOT_ENABLED: { error: "Two-factor authentication is not on for this account.", code: "conflict" },
  TWO_FACTOR_NOT_ENABLED: { error: "Two-factor authentication is not on for this account.", code: "conflict" },
  // Passkeys (ADR 030).
  CHALLENGE_NOT_FOUND: { error: "The passkey request has expired. Please try again.", code: "passkey_failed" },
  FAILED_TO_VERIFY_REGISTRATION: { error: "The passkey could not be added. Please try again.", code: "passkey_failed" },
  PASSKEY_NOT_FOUND: { error: "This passkey is not known here: it may have been removed. Please sign in with your password.", code: "passkey_failed" },
  AUTHENTICATION_FAILED: { error: "The passkey could not be checked. Please try again.", code: "passkey_failed" },
  USER_NOT_VERIFIED: {
    error: "The passkey did not check that it is you. Please use a passkey that asks for a PIN, a fingerprint or your face.",
    code: "passkey_failed",
  },
};

/**
 * better-auth answers {code, message}; callers of this API get the one JSON error format. A
 * failure of its own (500) is thrown again, so that handleError answers it: 503 while the
 * database is away, otherwise 500.
 */
export async function toErrorFormat({ response, error }: { response: Response; error?: unknown }): Promise<Response> {
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

/**
 * better-auth's refusal as our ApiError, for a route that throws it rather than returning it, so
 * that the typed client sees only the route's success body. Not for answers whose cookies matter.
 */
export async function refusalOf(answer: { response: Response; error?: unknown }): Promise<ApiError> {
  const refused = await toErrorFormat(answer);
  const body = (await refused.json()) as ErrorBody;
  return new ApiError(refused.status as ContentfulStatusCode, body.code, body.error);
}

/**
 * One of better-auth's endpoints, sent the request's headers (origin, cookies) with a body we
 * checked; `"GET"` for the endpoints it serves as GET behind a POST of ours (ADR 030).
 */
export function forwardToBetterAuth(c: Context<AppEnv>, path: string, body: unknown, method: "POST" | "GET" = "POST") {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  const url = new URL(`/api/auth${path}`, c.req.url);
  if (method === "GET") {
    headers.delete("content-type");
    return handleAuthRequest(c.var.deps.auth, new Request(url, { method, headers }));
  }
  headers.set("content-type", "application/json");
  return handleAuthRequest(c.var.deps.auth, new Request(url, { method, headers, body: JSON.stringify(body) }));
}

/** Copies the cookies of better-auth's answer onto `c`'s answer. */
export function passCookiesOn(c: Context<AppEnv>, response: Response) {
  for (const cookie of response.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}
