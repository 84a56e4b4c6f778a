import { api, unwrap } from "~/lib/api-client";
import { refreshSession } from "~/lib/session";

/** better-auth's endpoints are outside the typed router, so they are called with fetch. */
async function postAuth(path: string, body: unknown) {
  return unwrap(
    fetch(`/api/auth/${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

export async function signIn(email: string, password: string) {
  await postAuth("sign-in/email", { email: email.trim(), password });
  await refreshSession();
}

export const confirmEmail = (tokenHash: string) => unwrap(api.account["confirm-email"].$post({ json: { tokenHash } }));

export const resendConfirmation = (email: string) => unwrap(api.account["resend-confirmation"].$post({ json: { email } }));

export const requestPasswordReset = (email: string) => unwrap(api.account["password-reset-requests"].$post({ json: { email } }));

export const inspectPasswordLink = (type: "invite" | "recovery", token: string) =>
  unwrap(api.account["password-links"].inspect.$post({ json: { type, token } }));

export const setPasswordWithLink = (type: "invite" | "recovery", token: string, password: string) =>
  unwrap(api.account["password-links"].use.$post({ json: { type, token, password } }));
