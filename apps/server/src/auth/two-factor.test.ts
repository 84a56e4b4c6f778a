import { eq } from "drizzle-orm";
import { association } from "@ssem/core";
import { afterEach, describe, expect, it } from "vitest";
import { auditLog, session, twoFactor, user } from "../db/schema";
import { nextCodeByKey } from "../testing/authenticator";
import { rateLimits } from "./rate-limit";
import { createTestApp, sessionCookie, type TestApp } from "../testing/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A code of the enrolment's authenticator app (by its base32 secret) that the server has not accepted yet. */
const codeFor = nextCodeByKey();

/** A wrong code: now's right one with its last digit changed. */
const wrongCodeFor = async (secret: string) => {
  const code = await codeFor.currentCode(secret);
  return `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
};

/** A member with TOTP enrolled and confirmed through the API, as the dashboard card does it. */
async function enrolledMember(app: TestApp, role: "member" | "admin" = "member") {
  const member = await app.loginAs(role);
  const enrol = await app.request("/api/auth/two-factor/enable", { cookie: member.cookie, json: { password: member.password } });
  expect(enrol.status).toBe(200);
  const body = (await enrol.json()) as { secret: string; qrCode: string; totpUri: string; recoveryCodes: string[] };
  const confirm = await app.request("/api/auth/two-factor/verify-totp", { cookie: member.cookie, json: { code: await codeFor(body.secret) } });
  expect(confirm.status).toBe(200);
  return { ...member, ...body, cookie: sessionCookie(confirm) };
}

/** Password step: the two-factor cookie better-auth hands out instead of a session. */
async function passwordStep(app: TestApp, email: string, password: string) {
  const response = await app.request("/api/auth/sign-in/email", { json: { email, password } });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  return sessionCookie(response);
}

describe("two-factor sign-in", () => {
  it("enrols with the password: a QR code, the secret as text and ten recovery codes; the first code turns it on", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    expect(member.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(member.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(member.totpUri).toContain(`secret=${member.secret}`);
    // The authenticator app lists the account under the association's short name.
    expect(new URL(member.totpUri).searchParams.get("issuer")).toBe(association.shortName);
    expect(member.recoveryCodes).toHaveLength(10);
    // Nothing read as something else from paper (issue 39, point 21): no l, I, 1, O or 0.
    for (const code of member.recoveryCodes) expect(code).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{5}-[a-km-zA-HJ-NP-Z2-9]{5}$/);
    const [row] = await t.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, member.userId));
    expect(row!.on).toBe(true);
    // Stored encrypted with the auth secret, as better-auth does: never the secret itself.
    const [stored] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, member.userId));
    expect(stored!.secret).not.toContain(member.secret);
    expect(stored!.backupCodes).not.toContain(member.recoveryCodes[0]);
  });

  it("refuses to enrol with a wrong password", async () => {
    t = await createTestApp();
    const member = await t.loginAs("member");
    const response = await t.request("/api/auth/two-factor/enable", { cookie: member.cookie, json: { password: "Wrong-password1" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "wrong_password" });
    expect(await t.db.select().from(twoFactor)).toHaveLength(0);
  });

  it("gives no session for the password alone, and one for the password and a code", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    await t.db.delete(session).where(eq(session.userId, member.userId));

    const pending = await passwordStep(t, member.email, member.password);
    expect(await t.db.select().from(session).where(eq(session.userId, member.userId))).toHaveLength(0);
    expect((await t.request("/api/me", { cookie: pending })).status).toBe(401);
    expect(await (await t.request("/api/auth/get-session", { cookie: pending })).json()).toBeNull();

    const wrong = await t.request("/api/auth/two-factor/verify-totp", { cookie: pending, json: { code: await wrongCodeFor(member.secret) } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "invalid_code" });

    const right = await t.request("/api/auth/two-factor/verify-totp", { cookie: pending, json: { code: await codeFor(member.secret) } });
    expect(right.status).toBe(200);
    const cookie = sessionCookie(right);
    expect(await (await t.request("/api/me", { cookie })).json()).toMatchObject({ email: member.email });
  });

  it("accepts an authenticator code once: the code that signed in opens no second session, a later one does", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    const code = await codeFor(member.secret);
    const first = await t.request("/api/auth/two-factor/verify-totp", { cookie: await passwordStep(t, member.email, member.password), json: { code } });
    expect(first.status).toBe(200);

    const replayed = await t.request("/api/auth/two-factor/verify-totp", { cookie: await passwordStep(t, member.email, member.password), json: { code } });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({
      error: "This code has been used already. Please wait for the next code in your authenticator app.",
      code: "code_used",
    });
    expect(replayed.headers.getSetCookie().some((cookie) => cookie.includes("session_token=") && !cookie.includes("Max-Age=0"))).toBe(false);
    // Nor does it turn the factor off or renew the recovery codes from an open session.
    const disable = await t.request("/api/auth/two-factor/disable", { cookie: member.cookie, json: { password: member.password, code } });
    expect(disable.status).toBe(401);

    const next = await t.request("/api/auth/two-factor/verify-totp", { cookie: await passwordStep(t, member.email, member.password), json: { code: await codeFor(member.secret) } });
    expect(next.status).toBe(200);
  });

  it("lets one of two simultaneous requests with the same code in, and only one", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    const code = await codeFor(member.secret);
    const pendings = await Promise.all([passwordStep(t, member.email, member.password), passwordStep(t, member.email, member.password)]);
    const answers = await Promise.all(pendings.map(async (cookie) => t!.request("/api/auth/two-factor/verify-totp", { cookie, json: { code } })));
    const statuses = answers.map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it("a password link (reset) gives no session to an account with a second factor", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    await t.db.delete(session).where(eq(session.userId, member.userId));
    await t.request("/api/account/password-reset-requests", { json: { email: member.email } });
    const [mail] = await t.outbox();
    const token = /access_token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const used = await t.request("/api/account/password-links/use", { json: { type: "recovery", token, password: "New-password1" } });
    expect(used.status).toBeLessThan(300);
    expect(used.headers.getSetCookie().some((cookie) => cookie.includes("session_token=") && !cookie.includes("Max-Age=0"))).toBe(false);
    expect(await t.db.select().from(session).where(eq(session.userId, member.userId))).toHaveLength(0);
  });

  it("a recovery code signs in once", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    const code = member.recoveryCodes[0]!;
    const first = await t.request("/api/auth/two-factor/verify-backup-code", { cookie: await passwordStep(t, member.email, member.password), json: { code } });
    expect(first.status).toBe(200);
    const again = await t.request("/api/auth/two-factor/verify-backup-code", { cookie: await passwordStep(t, member.email, member.password), json: { code } });
    expect(again.status).toBe(401);
  });

  it("new recovery codes need the password and a code; the old ones stop working, the new ones sign in", async () => {
    const app = (t = await createTestApp());
    const member = await enrolledMember(app);
    const renew = (json: unknown) => app.request("/api/auth/two-factor/generate-backup-codes", { cookie: member.cookie, json });
    expect((await renew({ password: member.password })).status).toBe(400);
    expect((await renew({ password: member.password, code: await wrongCodeFor(member.secret) })).status).toBe(401);
    expect((await renew({ password: "Wrong-password1", code: member.recoveryCodes[1]! })).status).toBe(400);

    const renewed = await renew({ password: member.password, code: await codeFor(member.secret) });
    expect(renewed.status).toBe(200);
    const { recoveryCodes } = (await renewed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(member.recoveryCodes[2]);
    // Still signed in on the device that asked.
    expect((await t.request("/api/me", { cookie: member.cookie })).status).toBe(200);

    const old = await t.request("/api/auth/two-factor/verify-backup-code", { cookie: await passwordStep(t, member.email, member.password), json: { code: member.recoveryCodes[2]! } });
    expect(old.status).toBe(401);
    const fresh = await t.request("/api/auth/two-factor/verify-backup-code", { cookie: await passwordStep(t, member.email, member.password), json: { code: recoveryCodes[0]! } });
    expect(fresh.status).toBe(200);
  });

  it("turns off with the password and a code, not with the password alone", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    const noCode = await t.request("/api/auth/two-factor/disable", { cookie: member.cookie, json: { password: member.password } });
    expect(noCode.status).toBe(400);
    const wrongPassword = await t.request("/api/auth/two-factor/disable", { cookie: member.cookie, json: { password: "Wrong-password1", code: await codeFor(member.secret) } });
    expect(wrongPassword.status).toBe(400);
    const off = await t.request("/api/auth/two-factor/disable", { cookie: member.cookie, json: { password: member.password, code: member.recoveryCodes[1] } });
    expect(off.status).toBe(200);
    const [row] = await t.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, member.userId));
    expect(row!.on).toBe(false);
    expect(await t.db.select().from(twoFactor)).toHaveLength(0);
  });
});

describe("two-factor guessing", () => {
  it("stays slow: past the free attempts the account's next code waits, even with a fresh password step", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    const wrong = await wrongCodeFor(member.secret);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const pending = await passwordStep(t, member.email, member.password);
      statuses.push((await t.request("/api/auth/two-factor/verify-totp", { cookie: pending, json: { code: wrong } })).status);
    }
    // As for the password (ADR 005): five free attempts and the one that sets the first delay, then a wait.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it("stays slow when better-auth's own cap of five codes per password step answers: that refusal clears nothing", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    const wrong = await wrongCodeFor(member.secret);
    const pending = await passwordStep(t, member.email, member.password);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.request("/api/auth/two-factor/verify-totp", { cookie: pending, json: { code: wrong } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 400]);
    // A fresh password step, and even the right code, must wait: the sixth refusal proved nothing.
    const again = await passwordStep(t, member.email, member.password);
    const right = await t.request("/api/auth/two-factor/verify-totp", { cookie: again, json: { code: await codeFor(member.secret) } });
    expect(right.status).toBe(429);
  });

  it("limits guessing the password to turn it on or off, and a wrong password uses up no recovery code", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await t.request("/api/auth/two-factor/disable", { cookie: member.cookie, json: { password: "Wrong-password1", code: member.recoveryCodes[i]! } });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    const other = await t.loginAs("member");
    const enrolGuesses: number[] = [];
    for (let i = 0; i < 7; i++) {
      enrolGuesses.push((await t.request("/api/auth/two-factor/enable", { cookie: other.cookie, json: { password: "Wrong-password1" } })).status);
    }
    expect(enrolGuesses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    // The recovery codes sent with the wrong passwords still work.
    const pending = await passwordStep(t, member.email, member.password);
    expect((await t.request("/api/auth/two-factor/verify-backup-code", { cookie: pending, json: { code: member.recoveryCodes[0] } })).status).toBe(200);
  });

  it("turning it on ends the account's other sessions, opened with the password alone", async () => {
    t = await createTestApp();
    const member = await t.loginAs("member");
    const elsewhere = await t.signIn(member.email, member.password);
    expect((await t.request("/api/me", { cookie: elsewhere })).status).toBe(200);
    const enrol = await t.request("/api/auth/two-factor/enable", { cookie: member.cookie, json: { password: member.password } });
    const { secret } = (await enrol.json()) as { secret: string };
    // Enrolment started but not confirmed: nothing ends yet.
    expect((await t.request("/api/me", { cookie: elsewhere })).status).toBe(200);
    const confirm = await t.request("/api/auth/two-factor/verify-totp", { cookie: member.cookie, json: { code: await codeFor(secret) } });
    expect(confirm.status).toBe(200);
    expect((await t.request("/api/me", { cookie: elsewhere })).status).toBe(401);
    expect((await t.request("/api/me", { cookie: sessionCookie(confirm) })).status).toBe(200);
  });

  it("a stranger's wrong codes do not slow the owner's known browser", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    // The owner signed in with both factors once in this browser: it is a known device since.
    const ownerPending = await passwordStep(t, member.email, member.password);
    const ownerSignedIn = await t.request("/api/auth/two-factor/verify-totp", { cookie: ownerPending, json: { code: await codeFor(member.secret) } });
    const deviceCookie = ownerSignedIn.headers.getSetCookie().find((cookie) => cookie.startsWith("ssem_device="))!.split(";")[0]!;

    const wrong = await wrongCodeFor(member.secret);
    for (let i = 0; i < 8; i++) {
      const pending = await passwordStep(t, member.email, member.password);
      await t.request("/api/auth/two-factor/verify-totp", { cookie: pending, json: { code: wrong } });
    }
    const ownerAgain = await passwordStep(t, member.email, member.password);
    const response = await t.request("/api/auth/two-factor/verify-totp", { cookie: `${ownerAgain}; ${deviceCookie}`, json: { code: await codeFor(member.secret) } });
    expect(response.status).toBe(200);
  });
});

describe("two-factor guessing with known-device cookies (ADR 031)", () => {
  const deviceCookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith("ssem_device="))!.split(";")[0]!;

  it("caps the account's wrong codes however many known browsers and addresses try them", async () => {
    t = await createTestApp();
    const app = t;
    const member = await enrolledMember(app);
    // Twenty browsers that completed both factors: with the ten recovery codes, then with ten new ones.
    const devices: string[] = [];
    const signInWith = async (codes: string[]) => {
      for (const code of codes) {
        const signedIn = await app.request("/api/auth/two-factor/verify-backup-code", { cookie: await passwordStep(app, member.email, member.password), json: { code } });
        expect(signedIn.status).toBe(200);
        devices.push(deviceCookieOf(signedIn));
      }
    };
    await signInWith(member.recoveryCodes);
    const renewed = await app.request("/api/auth/two-factor/generate-backup-codes", { cookie: member.cookie, json: { password: member.password, code: await codeFor(member.secret) } });
    await signInWith(((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes);

    const wrong = await wrongCodeFor(member.secret);
    const statuses: number[] = [];
    for (const [index, device] of devices.entries()) {
      const from = `198.51.100.${index + 1}`;
      // Six codes per browser, the free attempts of its own backoff, in two password steps (better-auth allows five per step).
      for (const codes of [5, 1]) {
        const step = await app.request("/api/auth/sign-in/email", { cookie: device, from, json: { email: member.email, password: member.password } });
        const pending = `${sessionCookie(step)}; ${device}`;
        for (let i = 0; i < codes; i++) statuses.push((await app.request("/api/auth/two-factor/verify-totp", { cookie: pending, from, json: { code: wrong } })).status);
      }
    }
    const checked = statuses.filter((status) => status !== 429).length;
    console.warn(`ADR 031: wrong codes checked for one account within 15 minutes from 20 known browsers on 20 addresses: ${checked} of ${statuses.length}`);
    expect(checked).toBe(rateLimits.signInCeilingPerAccount.limit);
  }, 60_000);

  it("forgets the browsers known before two-factor was turned on: their codes wait like a stranger's", async () => {
    t = await createTestApp();
    const member = await t.createUser();
    const signedIn = await t.request("/api/auth/sign-in/email", { json: { email: member.email, password: member.password } });
    const knownBefore = deviceCookieOf(signedIn);
    const enrol = await t.request("/api/auth/two-factor/enable", { cookie: sessionCookie(signedIn), json: { password: member.password } });
    const { secret } = (await enrol.json()) as { secret: string };
    expect((await t.request("/api/auth/two-factor/verify-totp", { cookie: sessionCookie(signedIn), json: { code: await codeFor(secret) } })).status).toBe(200);

    const wrong = await wrongCodeFor(secret);
    for (let i = 0; i < 7; i++) {
      await t.request("/api/auth/two-factor/verify-totp", { cookie: await passwordStep(t, member.email, member.password), json: { code: wrong } });
    }
    const pending = await passwordStep(t, member.email, member.password);
    const response = await t.request("/api/auth/two-factor/verify-totp", { cookie: `${pending}; ${knownBefore}`, json: { code: await codeFor(secret) } });
    expect(response.status).toBe(429);
  });
});

describe("ADMIN_TWO_FACTOR", () => {
  it("required: the admin API refuses an admin without a second factor until they enrol; /api/me tells the web app", async () => {
    t = await createTestApp({ ADMIN_TWO_FACTOR: "required" });
    const admin = await t.loginAs("admin");
    const refused = await t.request("/api/admin/members", { cookie: admin.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "two_factor_required" });
    expect(await (await t.request("/api/me", { cookie: admin.cookie })).json()).toMatchObject({ isAdmin: true, twoFactorRequired: true });

    const enrol = await t.request("/api/auth/two-factor/enable", { cookie: admin.cookie, json: { password: admin.password } });
    const { secret } = (await enrol.json()) as { secret: string };
    const confirmed = await t.request("/api/auth/two-factor/verify-totp", { cookie: admin.cookie, json: { code: await codeFor(secret) } });
    const cookie = sessionCookie(confirmed);
    expect((await t.request("/api/admin/members", { cookie })).status).toBe(200);
    expect(await (await t.request("/api/me", { cookie })).json()).toMatchObject({ twoFactorRequired: false, twoFactorEnabled: true });
  });

  it("optional (the default outside production): admins without a second factor are let in", async () => {
    t = await createTestApp();
    const admin = await t.loginAs("admin");
    expect((await t.request("/api/admin/members", { cookie: admin.cookie })).status).toBe(200);
    expect(await (await t.request("/api/me", { cookie: admin.cookie })).json()).toMatchObject({ twoFactorRequired: false, twoFactorEnabled: false });
  });
});

describe("an admin's reset of another person's second factor", () => {
  it("turns it off, mails the person and is audited; the person then signs in with the password alone", async () => {
    t = await createTestApp();
    const member = await enrolledMember(t);
    const admin = await t.loginAs("admin");
    expect(await (await t.request(`/api/admin/members/${member.userId}`, { cookie: admin.cookie })).json()).toMatchObject({ twoFactorEnabled: true });

    const reset = await t.request(`/api/admin/members/${member.userId}/reset-two-factor`, { cookie: admin.cookie, json: {} });
    expect(reset.status).toBe(200);
    expect(await t.db.select().from(twoFactor)).toHaveLength(0);
    const [mail] = await t.outbox();
    expect(mail).toMatchObject({ to: member.email, subject: expect.stringMatching(/^Two-factor authentication turned off/) });
    const entries = await t.db.select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.subjectUserId, member.userId));
    expect(entries).toEqual([{ action: "two_factor_reset", actorId: admin.userId }]);
    const signIn = await t.request("/api/auth/sign-in/email", { json: { email: member.email, password: member.password } });
    expect(await signIn.json()).not.toHaveProperty("twoFactorRedirect");

    // Nothing left to reset: 409, and no second mail or entry.
    expect((await t.request(`/api/admin/members/${member.userId}/reset-two-factor`, { cookie: admin.cookie, json: {} })).status).toBe(409);
    expect(await t.outbox()).toHaveLength(1);
  });

  it("is refused for one's own account, which is turned off on the dashboard", async () => {
    t = await createTestApp();
    const admin = await enrolledMember(t, "admin");
    const response = await t.request(`/api/admin/members/${admin.userId}/reset-two-factor`, { cookie: admin.cookie, json: {} });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "own_account" });
    const [row] = await t.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, admin.userId));
    expect(row!.on).toBe(true);
  });
});
