import { api, unwrap } from "~/lib/api-client";
import { refreshSession } from "~/lib/session";

/**
 * Sign-in is a typed route of ours that hands the checked body on to better-auth (ADR 009). With a
 * second factor on, the password gives no session yet: "code" means the code is asked for next.
 */
export async function signIn(email: string, password: string): Promise<"signedIn" | "code"> {
  const answer: unknown = await unwrap(api.auth["sign-in"].email.$post({ json: { email: email.trim(), password } }));
  if (typeof answer === "object" && answer !== null && "twoFactorRedirect" in answer && answer.twoFactorRedirect === true) return "code";
  await refreshSession();
  return "signedIn";
}

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export async function verifySignInCode(kind: "totp" | "recovery", code: string) {
  const twoFactor = api.auth["two-factor"];
  await unwrap(kind === "totp" ? twoFactor["verify-totp"].$post({ json: { code } }) : twoFactor["verify-backup-code"].$post({ json: { code } }));
  await refreshSession();
}

/**
 * Sign-in with a passkey (ADR 030): a challenge from the server, the browser's prompt (its library
 * loaded only now, so the page's script stays small), then the signed challenge. One step: a
 * passkey counts as both factors.
 */
export async function signInWithPasskey() {
  const optionsJSON = await unwrap(api.auth.passkey["generate-authenticate-options"].$post());
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const answered = await startAuthentication({ optionsJSON });
  // Spread into a plain object, which the body's type (a record of extension results) accepts.
  const response = { ...answered, clientExtensionResults: { ...answered.clientExtensionResults } };
  await unwrap(api.auth.passkey["verify-authentication"].$post({ json: { response } }));
  await refreshSession();
}

export const confirmEmail = (tokenHash: string) => unwrap(api.account["confirm-email"].$post({ json: { tokenHash } }));

export const resendConfirmation = (email: string) => unwrap(api.account["resend-confirmation"].$post({ json: { email } }));

export const requestPasswordReset = (email: string) => unwrap(api.account["password-reset-requests"].$post({ json: { email } }));

export const inspectPasswordLink = (type: "invite" | "recovery", token: string) =>
  unwrap(api.account["password-links"].inspect.$post({ json: { type, token } }));

export const setPasswordWithLink = (type: "invite" | "recovery", token: string, password: string) =>
  unwrap(api.account["password-links"].use.$post({ json: { type, token, password } }));
