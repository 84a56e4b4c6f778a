import { association, type Locale } from "@ssem/core";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, profiles } from "../db/schema";
import { nextCodeByKey } from "../testing/authenticator";
import { sessionCookie, testAppForFile } from "../testing/test-app";

const t = testAppForFile();
const codeFor = nextCodeByKey();

/** A signed-in member who reads their mail in `locale`. */
async function memberIn(locale: Locale) {
  const member = await t.loginAs("member");
  await t.db.update(profiles).set({ locale }).where(eq(profiles.id, member.userId));
  return member;
}

/** The same member with two-factor on (enrolled and confirmed as the dashboard does it), and its recovery codes. */
async function withTwoFactor(member: Awaited<ReturnType<typeof memberIn>>) {
  const enrol = await t.request("/api/auth/two-factor/enable", { cookie: member.cookie, json: { password: member.password } });
  const { secret, recoveryCodes } = (await enrol.json()) as { secret: string; recoveryCodes: string[] };
  const confirm = await t.request("/api/auth/two-factor/verify-totp", { cookie: member.cookie, json: { code: await codeFor(secret) } });
  expect(confirm.status).toBe(200);
  return { ...member, cookie: sessionCookie(confirm), recoveryCodes };
}

const entries = (userId: string, action: "password_changed" | "two_factor_disabled" | "recovery_codes_renewed" | "other_sessions_ended") =>
  t.db.select().from(auditLog).where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, action)));
const noticesTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email);

/** Today as the notice writes it, in Swiss time ("05.12.2026"). */
const today = () => new Intl.DateTimeFormat("de-CH", { timeZone: "Europe/Zurich", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());

describe("a member's own security changes are recorded and mailed to them in their language (issue 39, point 4)", () => {
  it("a password change: one entry by the member about themselves, and a German notice that says what, when and how to get back in", async () => {
    const member = await memberIn("de");
    const response = await t.request("/api/me/password", { cookie: member.cookie, json: { currentPassword: member.password, newPassword: "Newpass1" } });
    expect(response.status).toBe(200);
    const [entry, ...more] = await entries(member.userId, "password_changed");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: member.userId, details: {} });
    const [notice, ...others] = await noticesTo(member.email);
    expect(others).toEqual([]);
    expect(notice!.subject).toBe(`Ihr Passwort wurde geändert | ${association.shortName}`);
    expect(notice!.text).toContain(`wurde am ${today()}`);
    expect(notice!.text).toContain("«Passwort vergessen?»");
    expect(notice!.text).toContain(association.infoEmail);
    expect(notice!.headers).toMatchObject({ "Content-Language": "de" });
    // No secret: neither password travels.
    expect(notice!.text).not.toContain("Newpass1");
    expect(notice!.text).not.toContain(member.password);
  });

  it("a refused password change records and mails nothing", async () => {
    const member = await memberIn("de");
    const response = await t.request("/api/me/password", { cookie: member.cookie, json: { currentPassword: "not-it", newPassword: "Newpass1" } });
    expect(response.status).toBe(400);
    expect(await entries(member.userId, "password_changed")).toEqual([]);
    expect(await noticesTo(member.email)).toEqual([]);
  });

  it("signing out all other devices: the entry counts the sessions, and the notice is in French", async () => {
    const member = await memberIn("fr");
    await t.signIn(member.email, member.password);
    await t.signIn(member.email, member.password);
    const response = await t.request("/api/me/sessions/end-others", { method: "POST", cookie: member.cookie });
    expect(await response.json()).toEqual({ ended: 2 });
    expect((await entries(member.userId, "other_sessions_ended")).map((entry) => entry.details)).toEqual([{ ended: 2 }]);
    const [notice] = await noticesTo(member.email);
    expect(notice!.subject).toBe(`Vos autres appareils ont été déconnectés | ${association.shortName}`);
    expect(notice!.text).toContain(`Le ${today()}`);
    expect(notice!.text).toContain("changez immédiatement votre mot de passe");
  });

  it("turning two-factor off: an entry and an Italian notice", async () => {
    const member = await withTwoFactor(await memberIn("it"));
    const response = await t.request("/api/auth/two-factor/disable", { cookie: member.cookie, json: { password: member.password, code: member.recoveryCodes[0] } });
    expect(response.status).toBe(200);
    expect(await entries(member.userId, "two_factor_disabled")).toHaveLength(1);
    const [notice] = await noticesTo(member.email);
    expect(notice!.subject).toBe(`Autenticazione a due fattori disattivata | ${association.shortName}`);
    expect(notice!.text).toContain(`disattivata il ${today()}`);
  });

  it("new recovery codes: an entry and a notice that names no code; a refused attempt gives neither", async () => {
    const member = await withTwoFactor(await memberIn("en"));
    const refused = await t.request("/api/auth/two-factor/generate-backup-codes", { cookie: member.cookie, json: { password: "Wrong-password1", code: member.recoveryCodes[0] } });
    expect(refused.status).toBe(400);
    expect(await entries(member.userId, "recovery_codes_renewed")).toEqual([]);

    const response = await t.request("/api/auth/two-factor/generate-backup-codes", { cookie: member.cookie, json: { password: member.password, code: member.recoveryCodes[1] } });
    expect(response.status).toBe(200);
    const { recoveryCodes } = (await response.json()) as { recoveryCodes: string[] };
    expect(await entries(member.userId, "recovery_codes_renewed")).toHaveLength(1);
    const [notice, ...others] = await noticesTo(member.email);
    expect(others).toEqual([]);
    expect(notice!.subject).toBe(`New recovery codes made | ${association.shortName}`);
    expect(notice!.text).toContain("The earlier codes no longer work.");
    for (const code of [...recoveryCodes, ...member.recoveryCodes]) expect(notice!.text).not.toContain(code);
  });
});
