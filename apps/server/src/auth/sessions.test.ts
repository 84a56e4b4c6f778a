import { eq } from "drizzle-orm";
import { testBillingEnv } from "../testing/billing-env";
import { afterEach, describe, expect, it } from "vitest";
import { session } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("session cookies", () => {
  it("are httpOnly and SameSite=Lax, and not Secure outside production", async () => {
    t = await createTestApp();
    const member = await t.createUser();
    const response = await t.request("/api/auth/sign-in/email", { json: { email: member.email, password: member.password } });
    const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("are Secure in production", async () => {
    t = await createTestApp({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      SMTP_URL: "smtp://127.0.0.1:1",
      ...testBillingEnv,
      PUBLIC_URL: "http://localhost:3000",
    });
    const member = await t.createUser();
    const response = await t.request("/api/auth/sign-in/email", {
      json: { email: member.email, password: member.password },
      headers: { origin: "http://localhost:3000" },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token"))!;
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it("slide: a session used after a day is extended to a full week again", async () => {
    t = await createTestApp();
    const { cookie, userId } = await t.loginAs("member");
    // Two days into the week: the session would end in five days.
    await t.db.update(session).set({ expiresAt: new Date(Date.now() + 5 * DAY_MS) }).where(eq(session.userId, userId));

    expect((await t.request("/api/auth/get-session", { cookie })).status).toBe(200);

    const [current] = await t.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, userId));
    expect(current!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);
  });

  it("end: an expired session no longer signs anyone in", async () => {
    t = await createTestApp();
    const { cookie, userId } = await t.loginAs("member");
    await t.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.userId, userId));
    expect((await t.request("/api/me", { cookie })).status).toBe(401);
  });

  it("store neither IP address nor user agent", async () => {
    t = await createTestApp();
    const member = await t.createUser();
    await t.request("/api/auth/sign-in/email", {
      json: { email: member.email, password: member.password },
      headers: { "user-agent": "Test Browser 1.0", "x-forwarded-for": "203.0.113.9" },
    });
    const [stored] = await t.db.select().from(session).where(eq(session.userId, member.userId));
    expect(stored).toMatchObject({ ipAddress: null, userAgent: null });
  });

  it("sign-out ends the session", async () => {
    t = await createTestApp();
    const { cookie } = await t.loginAs("member");
    expect((await t.request("/api/auth/sign-out", { cookie, json: {} })).status).toBe(200);
    expect((await t.request("/api/me", { cookie })).status).toBe(401);
  });

  it("slide on any signed-in request too, in the database and in the browser's cookie", async () => {
    t = await createTestApp();
    const { cookie, userId } = await t.loginAs("member");
    await t.db.update(session).set({ expiresAt: new Date(Date.now() + 5 * DAY_MS) }).where(eq(session.userId, userId));

    const response = await t.request("/api/me", { cookie });
    expect(response.status).toBe(200);
    const refreshed = response.headers.getSetCookie().find((value) => value.includes("session_token"));
    expect(refreshed).toMatch(/Max-Age=604800/);
    expect(refreshed).toMatch(/HttpOnly/i);
    expect(refreshed!.split(";")[0]).toBe(cookie.split(";")[0]);
    const [current] = await t.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, userId));
    expect(current!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);

    // Used again the same day: nothing to extend, no cookie to send.
    expect((await t.request("/api/me", { cookie })).headers.getSetCookie()).toEqual([]);
  });

  it("sign nobody in when the cookie's signature does not match", async () => {
    t = await createTestApp();
    const { cookie } = await t.loginAs("member");
    const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];
    const token = decodeURIComponent(value).split(".")[0]!;
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect((await t.request("/api/me", { cookie: forged })).status).toBe(401);
    expect((await t.request("/api/me", { cookie: `${name}=${token}` })).status).toBe(401);
    expect((await t.request("/api/me", { cookie })).status).toBe(200);
  });

  it("are read with their user and roles in one database round trip", async () => {
    t = await createTestApp();
    const { cookie } = await t.loginAs("admin");
    t.statements.length = 0;
    const response = await t.request("/api/me/profile", { cookie });
    expect(response.status).toBe(200);
    // One for the session, user and roles; one for the profile the endpoint reads.
    expect(t.statements).toHaveLength(2);
    expect(t.statements[0]).toMatch(/from "session".*join "user".*join "user_roles"/s);
  });
});
