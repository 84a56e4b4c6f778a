import { api, unwrap } from "~/lib/api-client";
import { refreshSession } from "~/lib/session";

/** Sign-in is a typed route of ours that hands the checked body on to better-auth (ADR 009). */
export async function signIn(email: string, password: string) {
  await unwrap(api.auth["sign-in"].email.$post({ json: { email: email.trim(), password } }));
  await refreshSession();
}

export const confirmEmail = (tokenHash: string) => unwrap(api.account["confirm-email"].$post({ json: { tokenHash } }));

export const resendConfirmation = (email: string) => unwrap(api.account["resend-confirmation"].$post({ json: { email } }));

export const requestPasswordReset = (email: string) => unwrap(api.account["password-reset-requests"].$post({ json: { email } }));

export const inspectPasswordLink = (type: "invite" | "recovery", token: string) =>
  unwrap(api.account["password-links"].inspect.$post({ json: { type, token } }));

export const setPasswordWithLink = (type: "invite" | "recovery", token: string, password: string) =>
  unwrap(api.account["password-links"].use.$post({ json: { type, token, password } }));
