import { passkeyAuthenticationSchema, passkeyRegistrationOptionsSchema, passkeyRegistrationSchema } from "@ssem/core";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { Hono } from "hono";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { tooManyRequests } from "../../http/rate-limited";
import { requireAccess } from "../../http/require-access";
import { jsonBody, jsonBodyLimit } from "../../http/validate";
import { requireCurrentPassword } from "../current-password";
import { limitedAttempt } from "../attempt-limits";
import { forwardToBetterAuth, passCookiesOn, refusalOf, toErrorFormat } from "../better-auth-request";
import { knownDeviceCookie } from "../known-device";
import { passkeyOwner, recordPasskeyAdded, recordPasskeySignIn } from "../passkeys";
import { countEvent, rateLimits } from "../rate-limit";

/**
 * Passkeys (better-auth's passkey plugin, ADR 030) behind our typed routes: better-auth's GET
 * endpoints that make a challenge are POSTs of ours (they write a row and set a cookie, so they
 * get the origin check of every state-changing request), adding one asks for the password again,
 * and signing in with one is limited like the password. Listing and removing are /api/me/passkeys.
 */
export const passkeyRoutes = new Hono<AppEnv>()
  .post("/generate-register-options", requireAccess("signedIn"), jsonBody(passkeyRegistrationOptionsSchema), async (c) => {
    await requireCurrentPassword(c.var.deps, c.var.viewer.userId, c.req.valid("json").password);
    const answer = await forwardToBetterAuth(c, "/passkey/generate-register-options", undefined, "GET");
    if (!answer.response.ok) throw await refusalOf(answer);
    passCookiesOn(c, answer.response);
    return c.json((await answer.response.json()) as PublicKeyCredentialCreationOptionsJSON);
  })
  // Only with the challenge cookie of the step above, which took the password.
  .post("/verify-registration", requireAccess("signedIn"), jsonBody(passkeyRegistrationSchema), async (c) => {
    const { name, response } = c.req.valid("json");
    const { userId } = c.var.viewer;
    const answer = await forwardToBetterAuth(c, "/passkey/verify-registration", { name, response });
    if (!answer.response.ok) throw await refusalOf(answer);
    const { id } = (await answer.response.json()) as { id: string };
    return c.json({ passkey: await recordPasskeyAdded(c.var.deps.db, { userId, id, name }) });
  })
  // Asked before anyone is known, and each answer writes a challenge row: limited per IP.
  .post("/generate-authenticate-options", jsonBodyLimit, async (c) => {
    const perIp = await countEvent(c.var.deps, "passkey-challenge:ip", clientIp(c), rateLimits.passkeyChallengesPerIp);
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);
    const answer = await forwardToBetterAuth(c, "/passkey/generate-authenticate-options", undefined, "GET");
    if (!answer.response.ok) throw await refusalOf(answer);
    passCookiesOn(c, answer.response);
    return c.json((await answer.response.json()) as PublicKeyCredentialRequestOptionsJSON);
  })
  /**
   * Sign-in with a passkey: one step, both factors (ADR 030), so the session is marked as a passkey
   * session, which satisfies ADMIN_TWO_FACTOR. Turns are taken as for the password, per account
   * (the passkey's owner, else the unknown credential id) and per IP.
   */
  .post("/verify-authentication", jsonBody(passkeyAuthenticationSchema), async (c) => {
    const { response } = c.req.valid("json");
    const owner = await passkeyOwner(c.var.deps.db, response.id);
    const { answer, deviceId } = await limitedAttempt(c, "passkey", { account: owner?.userId ?? `credential:${response.id}`, email: owner?.email ?? "" }, () =>
      owner ? forwardToBetterAuth(c, "/passkey/verify-authentication", { response }) : Promise.resolve({ response: unknownPasskey() }),
    );
    if (!answer.response.ok) return toErrorFormat(answer);
    const signedIn = (await answer.response.json()) as { session: { id: string } };
    await recordPasskeySignIn(c.var.deps.db, { sessionId: signedIn.session.id, credentialId: response.id });
    passCookiesOn(c, answer.response);
    c.header("set-cookie", await knownDeviceCookie(c.var.deps, owner!.email, deviceId ?? undefined), { append: true });
    return c.json({ status: "signedIn" as const });
  });

/** better-auth's answer to a passkey it does not know, without asking it (the owner lookup found none). */
const unknownPasskey = () => Response.json({ code: "PASSKEY_NOT_FOUND", message: "Passkey not found" }, { status: 401 });
