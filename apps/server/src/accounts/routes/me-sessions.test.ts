import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../../db/schema";
import { testAppForFile } from "../../testing/test-app";

const t = testAppForFile();

type Listed = { id: string; startedAt: string; lastSeenAt: string; current: boolean };
const listSessions = async (cookie: string) => ((await (await t.request("/api/me/sessions", { cookie })).json()) as { sessions: Listed[] }).sessions;
const signedIn = async (cookie: string) => (await t.request("/api/me", { cookie })).status === 200;

/** One person signed in on three devices. */
async function threeDevices() {
  const { email, password, userId, cookie: laptop } = await t.loginAs("member");
  return { userId, laptop, phone: await t.signIn(email, password), tablet: await t.signIn(email, password) };
}

describe("GET /api/me/sessions", () => {
  it("lists the member's own sessions, this device first, with times only", async () => {
    const { laptop } = await threeDevices();
    // Someone else's sessions are not listed.
    await t.loginAs("member");
    const sessions = await listSessions(laptop);
    expect(sessions).toHaveLength(3);
    expect(sessions.map((each) => each.current)).toEqual([true, false, false]);
    for (const each of sessions) {
      expect(Object.keys(each).sort()).toEqual(["current", "id", "lastSeenAt", "startedAt"]);
      expect(Date.now() - Date.parse(each.startedAt)).toBeLessThan(60_000);
    }
  });

  it("leaves out expired sessions", async () => {
    const { laptop, userId } = await threeDevices();
    const [, expired] = await listSessions(laptop);
    await t.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.id, expired!.id));
    const ids = (await listSessions(laptop)).map((each) => each.id);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(expired!.id);
    expect((await t.db.select().from(session).where(eq(session.userId, userId))).length).toBe(3);
  });
});

describe("POST /api/me/sessions/end-others", () => {
  it("signs out every other device and keeps this one", async () => {
    const { laptop, phone, tablet } = await threeDevices();
    const other = await t.loginAs("member");
    const response = await t.request("/api/me/sessions/end-others", { method: "POST", cookie: laptop });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: 2 });
    expect([await signedIn(laptop), await signedIn(phone), await signedIn(tablet)]).toEqual([true, false, false]);
    // Another person's session is untouched.
    expect(await signedIn(other.cookie)).toBe(true);
    expect(await listSessions(laptop)).toHaveLength(1);
  });
});

describe("DELETE /api/me/sessions/:id", () => {
  it("signs out one other device", async () => {
    const { laptop, phone, tablet } = await threeDevices();
    const phoneSession = (await listSessions(phone)).find((each) => each.current)!;
    const response = await t.request(`/api/me/sessions/${phoneSession.id}`, { method: "DELETE", cookie: laptop });
    expect(response.status).toBe(200);
    expect([await signedIn(laptop), await signedIn(phone), await signedIn(tablet)]).toEqual([true, false, true]);
  });

  it("cannot end another person's session, and answers as for a session nobody has", async () => {
    const victim = await t.loginAs("member");
    const [victimSession] = await listSessions(victim.cookie);
    const attacker = await t.loginAs("admin");
    const response = await t.request(`/api/me/sessions/${victimSession!.id}`, { method: "DELETE", cookie: attacker.cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found", error: "There is no such session." });
    const unknown = await t.request("/api/me/sessions/nobodyhasthisid0000000000000000", { method: "DELETE", cookie: attacker.cookie });
    expect(unknown.status).toBe(404);
    expect(await signedIn(victim.cookie)).toBe(true);
  });

  it("refuses to end the session it is sent with: Logout does that", async () => {
    const { cookie } = await t.loginAs("member");
    const [current] = await listSessions(cookie);
    const response = await t.request(`/api/me/sessions/${current!.id}`, { method: "DELETE", cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "current_session" });
    expect(await signedIn(cookie)).toBe(true);
  });
});
