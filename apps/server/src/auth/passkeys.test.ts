import type { PasskeySummary } from "@ssem/core";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, passkey, verification } from "../db/schema";
import { deleteExpiredData } from "../housekeeping/housekeeping";
import { softwarePasskey } from "../testing/software-passkey";
import { sessionCookie, testAppForFile } from "../testing/test-app";
import { rateLimits } from "./rate-limit";

// Admins must have two factors here, so that the tests show a passkey sign-in satisfying it (ADR 030).
const t = testAppForFile({ ADMIN_TWO_FACTOR: "required" });

type Authenticator = ReturnType<typeof softwarePasskey>;

/** Cookie headers joined: a session and a WebAuthn challenge travel together, as in a browser. */
const withCookies = (...cookies: string[]) => cookies.filter(Boolean).join("; ");

/** The dashboard's two steps: the password, then the authenticator's answer with the name. */
async function addPasskey(cookie: string, password: string, authenticator: Authenticator, { name = "Laptop", userVerified = true } = {}) {
  const options = await t.request("/api/auth/passkey/generate-register-options", { cookie, json: { password } });
  expect(options.status).toBe(200);
  const challenge = (await options.json()) as { challenge: string; rp: { id: string } };
  return t.request("/api/auth/passkey/verify-registration", {
    cookie: withCookies(cookie, sessionCookie(options)),
    json: { name, response: authenticator.register(challenge, { userVerified }) },
  });
}

/** The sign-in page's passkey button, in a browser with no cookies. */
async function signInWithPasskey(authenticator: Authenticator, { userVerified = true } = {}) {
  const options = await t.request("/api/auth/passkey/generate-authenticate-options", { json: {} });
  expect(options.status).toBe(200);
  const challenge = (await options.json()) as { challenge: string };
  return t.request("/api/auth/passkey/verify-authentication", {
    cookie: sessionCookie(options),
    json: { response: authenticator.authenticate(challenge, { userVerified }) },
  });
}

/** The dashboard's Remove, with the password typed again (issue 39). */
const removePasskey = (cookie: string, id: string, password: string) => t.request(`/api/me/passkeys/${id}`, { cookie, method: "DELETE", json: { password } });

const listPasskeys = async (cookie: string) => ((await (await t.request("/api/me/passkeys", { cookie })).json()) as { passkeys: PasskeySummary[] }).passkeys;

describe("passkeys", () => {
  it("an admin adds one with the password and signs in with it alone: both factors, so the admin API opens", async () => {
    const admin = await t.loginAs("admin");
    expect(await (await t.request("/api/admin/members", { cookie: admin.cookie })).json()).toMatchObject({ code: "two_factor_required" });
    const authenticator = softwarePasskey();

    const added = await addPasskey(admin.cookie, admin.password, authenticator, { name: "Laptop" });
    expect(added.status).toBe(200);
    const { passkey: summary } = (await added.json()) as { passkey: PasskeySummary };
    expect(summary).toMatchObject({ name: "Laptop", lastUsedAt: null });
    expect(Object.keys(summary).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name"]);
    const [row] = await t.db.select().from(passkey).where(eq(passkey.userId, admin.userId));
    expect(row).toMatchObject({ credentialID: authenticator.id, name: "Laptop" });
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.subjectUserId, admin.userId), eq(auditLog.action, "passkey_added")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toEqual({ name: "Laptop" });

    const signedIn = await signInWithPasskey(authenticator);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ status: "signedIn" });
    const cookie = sessionCookie(signedIn);
    expect(await (await t.request("/api/me", { cookie })).json()).toMatchObject({ email: admin.email, twoFactorRequired: false });
    expect((await t.request("/api/admin/members", { cookie })).status).toBe(200);
    // The password session stays one factor.
    expect((await t.request("/api/admin/members", { cookie: admin.cookie })).status).toBe(403);

    const [listed] = await listPasskeys(cookie);
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it("adding one needs the password and the challenge of that step; a wrong password makes no challenge", async () => {
    const member = await t.loginAs("member");
    const refused = await t.request("/api/auth/passkey/generate-register-options", { cookie: member.cookie, json: { password: "not-the-password" } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "wrong_password" });
    expect(refused.headers.getSetCookie().join()).not.toContain("passkey");

    const authenticator = softwarePasskey();
    const noChallenge = await t.request("/api/auth/passkey/verify-registration", {
      cookie: member.cookie,
      json: { name: "Laptop", response: authenticator.register({ challenge: "c29tZXRoaW5n" }) },
    });
    expect(noChallenge.status).toBe(400);
    expect(await noChallenge.json()).toMatchObject({ code: "passkey_failed" });
    expect(await listPasskeys(member.cookie)).toEqual([]);
  });

  it("a passkey that did not check its owner (no PIN, no biometrics) is neither added nor accepted at sign-in", async () => {
    const member = await t.loginAs("member");
    const unverified = await addPasskey(member.cookie, member.password, softwarePasskey(), { userVerified: false });
    expect(unverified.status).toBe(401);
    expect(await listPasskeys(member.cookie)).toEqual([]);

    const authenticator = softwarePasskey();
    expect((await addPasskey(member.cookie, member.password, authenticator)).status).toBe(200);
    const signIn = await signInWithPasskey(authenticator, { userVerified: false });
    expect(signIn.status).toBe(401);
    expect(await signIn.json()).toMatchObject({ code: "passkey_failed" });
    expect(signIn.headers.getSetCookie().join()).not.toContain("session_token");
  });

  it("one's own only: another member's passkey is not listed and cannot be removed (404); removing one's own ends its sign-ins", async () => {
    const owner = await t.loginAs("member");
    const other = await t.loginAs("member");
    const authenticator = softwarePasskey();
    await addPasskey(owner.cookie, owner.password, authenticator, { name: "Phone" });
    const [mine] = await listPasskeys(owner.cookie);

    expect(await listPasskeys(other.cookie)).toEqual([]);
    const foreign = await removePasskey(other.cookie, mine!.id, other.password);
    expect(foreign.status).toBe(404);
    expect(await listPasskeys(owner.cookie)).toHaveLength(1);

    const removed = await removePasskey(owner.cookie, mine!.id, owner.password);
    expect(removed.status).toBe(200);
    expect(await listPasskeys(owner.cookie)).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.subjectUserId, owner.userId), eq(auditLog.action, "passkey_removed")));
    expect(audit.map((entry) => entry.details)).toEqual([{ name: "Phone" }]);
    expect((await removePasskey(owner.cookie, mine!.id, owner.password)).status).toBe(404);

    const signIn = await signInWithPasskey(authenticator);
    expect(signIn.status).toBe(401);
    expect(await signIn.json()).toMatchObject({ code: "passkey_failed" });
  });

  it("removing one needs the password typed again: without it or with a wrong one, a clear 400 and the passkey, its sign-ins and the log stay as they were", async () => {
    const owner = await t.loginAs("member");
    const authenticator = softwarePasskey();
    await addPasskey(owner.cookie, owner.password, authenticator, { name: "Phone" });
    const [mine] = await listPasskeys(owner.cookie);
    const onPhone = sessionCookie(await signInWithPasskey(authenticator));

    const withoutBody = await t.request(`/api/me/passkeys/${mine!.id}`, { cookie: onPhone, method: "DELETE" });
    expect(withoutBody.status).toBe(400);
    const empty = await removePasskey(onPhone, mine!.id, "");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: "validation_failed" });
    const wrong = await removePasskey(onPhone, mine!.id, "not-the-password");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "The current password is not correct.", code: "wrong_password" });

    expect(await listPasskeys(owner.cookie)).toHaveLength(1);
    expect((await t.request("/api/me", { cookie: onPhone })).status).toBe(200);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.subjectUserId, owner.userId), eq(auditLog.action, "passkey_removed")))).toEqual([]);
    expect((await signInWithPasskey(authenticator)).status).toBe(200);
  });

  it("removing a passkey ends the other sessions opened with a passkey, not the password sessions nor the one asking", async () => {
    const admin = await t.loginAs("admin");
    const authenticator = softwarePasskey();
    expect((await addPasskey(admin.cookie, admin.password, authenticator, { name: "Lost phone" })).status).toBe(200);
    const onLostPhone = sessionCookie(await signInWithPasskey(authenticator));
    expect((await t.request("/api/admin/members", { cookie: onLostPhone })).status).toBe(200);
    const onLaptop = sessionCookie(await signInWithPasskey(authenticator));
    const [lost] = await listPasskeys(onLaptop);

    expect((await removePasskey(onLaptop, lost!.id, admin.password)).status).toBe(200);
    expect((await t.request("/api/me", { cookie: onLostPhone })).status).toBe(401);
    expect((await t.request("/api/me", { cookie: onLaptop })).status).toBe(200);
    expect((await t.request("/api/me", { cookie: admin.cookie })).status).toBe(200);
  });

  it("the sign-in page's challenges are limited per address, and housekeeping deletes them once expired", async () => {
    const ask = (from: string) => t.request("/api/auth/passkey/generate-authenticate-options", { json: {}, from });
    const rows = async () => (await t.db.select({ id: verification.id }).from(verification)).length;
    const before = await rows();
    const { limit } = rateLimits.passkeyChallengesPerIp;
    const statuses: number[] = [];
    for (let request = 0; request < limit + 3; request += 1) statuses.push((await ask("203.0.113.60")).status);
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429, 429, 429]);
    expect(await rows()).toBe(before + limit);
    expect((await ask("203.0.113.61")).status).toBe(200);

    await t.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    await deleteExpiredData(t.db);
    expect(await rows()).toBe(0);
  });

  it("sign-in with a passkey is limited like the password: five free tries per passkey, then growing waits", async () => {
    const stranger = softwarePasskey();
    const answers: Response[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) answers.push(await signInWithPasskey(stranger));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(Number(answers[6]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
