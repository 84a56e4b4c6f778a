import { disableTwoFactorSchema, enableTwoFactorSchema, looksLikeTotpCode, recoveryCodeSchema, regenerateRecoveryCodesSchema, totpCodeSchema } from "@ssem/core";
import encodeQR from "@paulmillr/qr";
import { Hono } from "hono";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { jsonBody } from "../../http/validate";
import { requireCurrentPassword } from "../current-password";
import { limitedAttempt } from "../attempt-limits";
import { forwardToBetterAuth, passCookiesOn, refusalOf, toErrorFormat } from "../better-auth-request";
import { knownDeviceCookie } from "../known-device";
import { recordSecurityChange } from "../security-notice";
import { endSessionsOpenedBefore, passwordStepOwner } from "../two-factor";
import { checkTotpCodeOnce } from "../used-totp-codes";
import { signedCookieValue, viewerSession } from "../viewer-session";

/** Whose sign-in waits for its second factor, by better-auth's signed two-factor cookie; null without a valid one. */
async function pendingSignIn(c: Context<AppEnv>): Promise<{ userId: string; email: string } | null> {
  const { auth, db } = c.var.deps;
  const context = await auth.$context;
  const identifier = signedCookieValue(getCookie(c, context.createAuthCookie("two_factor").name), context.secret);
  return identifier ? passwordStepOwner(db, identifier) : null;
}

/** better-auth's check of a code; an authenticator code is accepted once only (a recovery code is used up by its check). */
function checkCode(c: Context<AppEnv>, userId: string, path: "/two-factor/verify-totp" | "/two-factor/verify-backup-code", code: string) {
  const check = () => forwardToBetterAuth(c, path, { code });
  return path === "/two-factor/verify-totp" ? checkTotpCodeOnce(c.var.deps.db, userId, code, check) : check();
}

/**
 * A code at sign-in (after the password, with the two-factor cookie) or from a signed-in account
 * (confirming the enrolment), under the same limits as the password (ADR 027). At sign-in, a right
 * code makes this browser a known device of the account, as a password alone does without 2FA.
 */
async function verifyCode(c: Context<AppEnv>, path: "/two-factor/verify-totp" | "/two-factor/verify-backup-code", code: string) {
  const viewer = await viewerSession(c, c.var.deps.db, c.var.deps.auth);
  const who = viewer ? { userId: viewer.userId, email: viewer.email } : await pendingSignIn(c);
  // Without a session or a live password step there is nothing to check a code against.
  if (!who) throw new ApiError(401, "unauthenticated", "Authentication required");
  const started = new Date();
  const { answer, deviceId } = await limitedAttempt(c, "two-factor", { account: who.userId, email: who.email }, () => checkCode(c, who.userId, path, code));
  if (!answer.response.ok) return toErrorFormat(answer);
  // The first code turns the second factor on: sessions opened with the password alone end, as after a
  // password change, or one stolen before would outlive the new protection (better-auth replaces only
  // the session that enrols, with the one it has just made).
  if (viewer && !viewer.twoFactorEnabled) {
    await endSessionsOpenedBefore(c.var.deps.db, viewer.userId, started);
  }
  passCookiesOn(c, answer.response);
  if (!viewer) c.header("set-cookie", await knownDeviceCookie(c.var.deps, who.email, deviceId ?? undefined), { append: true });
  return c.json({ status: "verified" as const });
}

/** The enrolment's QR code as an SVG data URL (the page's CSP allows data: images). */
function qrCodeDataUrl(totpUri: string) {
  return `data:image/svg+xml;base64,${Buffer.from(encodeQR(totpUri, "svg")).toString("base64")}`;
}

/**
 * The second factor (better-auth's two-factor plugin, ADR 027): enrol with the password, confirm
 * with a first code, sign in with a code or a recovery code, turn off or get new recovery codes
 * with password and a code.
 */
export const twoFactorRoutes = new Hono<AppEnv>()
  .post("/enable", requireAccess("signedIn"), jsonBody(enableTwoFactorSchema), async (c) => {
    const { password } = c.req.valid("json");
    // Our check first: it limits guessing (better-auth's own limiter is off), as for a password change.
    await requireCurrentPassword(c.var.deps, c.var.viewer.userId, password);
    const answer = await forwardToBetterAuth(c, "/two-factor/enable", { password });
    if (!answer.response.ok) throw await refusalOf(answer);
    const { totpURI, backupCodes } = (await answer.response.json()) as { totpURI: string; backupCodes: string[] };
    passCookiesOn(c, answer.response);
    return c.json({
      totpUri: totpURI,
      // For typing into an app that cannot scan: the base32 secret the URI carries.
      secret: new URL(totpURI).searchParams.get("secret") ?? "",
      qrCode: qrCodeDataUrl(totpURI),
      recoveryCodes: backupCodes,
    });
  })
  .post("/verify-totp", jsonBody(totpCodeSchema), (c) => verifyCode(c, "/two-factor/verify-totp", c.req.valid("json").code))
  .post("/verify-backup-code", jsonBody(recoveryCodeSchema), (c) => verifyCode(c, "/two-factor/verify-backup-code", c.req.valid("json").code))
  .post("/disable", requireAccess("signedIn"), jsonBody(disableTwoFactorSchema), async (c) => {
    const { password, code } = c.req.valid("json");
    const disabled = await afterCurrentCode(c, { password, code }, () => forwardToBetterAuth(c, "/two-factor/disable", { password }));
    if (!disabled.response.ok) return toErrorFormat(disabled);
    await securityChangeDone(c, "two_factor_disabled");
    passCookiesOn(c, disabled.response);
    return c.json({ status: "disabled" as const });
  })
  // New recovery codes for the old ones (all used, or seen by someone): the old ones stop working.
  .post("/generate-backup-codes", requireAccess("signedIn"), jsonBody(regenerateRecoveryCodesSchema), async (c) => {
    const { password, code } = c.req.valid("json");
    const renewed = await afterCurrentCode(c, { password, code }, () => forwardToBetterAuth(c, "/two-factor/generate-backup-codes", { password }));
    if (!renewed.response.ok) throw await refusalOf(renewed);
    const { backupCodes } = (await renewed.response.json()) as { backupCodes: string[] };
    await securityChangeDone(c, "recovery_codes_renewed");
    passCookiesOn(c, renewed.response);
    return c.json({ recoveryCodes: backupCodes });
  });

/** better-auth made the change in its own transaction: the record and the member's notice follow it in ours. */
async function securityChangeDone(c: Context<AppEnv>, change: "two_factor_disabled" | "recovery_codes_renewed") {
  const { db, env, notifyMailQueued } = c.var.deps;
  await db.transaction((tx) => recordSecurityChange(tx, env, c.var.viewer.userId, change));
  notifyMailQueued();
}

/**
 * A change to the signed-in member's second factor itself: first the password, through the
 * rate-limited re-entered-password check (before the code, so that a wrong password uses up no
 * recovery code), then a current code (or a recovery code) under the limits, so that a session left
 * open is not enough; then `change`. Answers the refusal of the code, or the change's answer.
 */
async function afterCurrentCode(c: Context<AppEnv>, { password, code }: { password: string; code: string }, change: () => ReturnType<typeof forwardToBetterAuth>) {
  const { userId, email } = c.var.viewer;
  await requireCurrentPassword(c.var.deps, userId, password);
  const path = looksLikeTotpCode(code) ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const { answer } = await limitedAttempt(c, "two-factor", { account: userId, email }, () => checkCode(c, userId, path, code));
  return answer.response.ok ? change() : answer;
}
