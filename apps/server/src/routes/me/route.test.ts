import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/me", () => {
  it("tells the dashboard who is signed in, with role flags and status", async () => {
    const pending = await t.loginAs("pending");
    expect(await (await t.request("/api/me", { cookie: pending.cookie })).json()).toEqual({
      email: pending.email,
      roles: ["pending"],
      isAdmin: false,
      isMember: false,
      isPending: true,
      status: "pending",
    });
    const admin = await t.loginAs("admin");
    expect(await (await t.request("/api/me", { cookie: admin.cookie })).json()).toMatchObject({ isAdmin: true, isMember: true, isPending: false, status: "approved" });
  });

  it("tells a rejected applicant so", async () => {
    const rejected = await t.loginAs("pending", "rejected");
    expect((await (await t.request("/api/me", { cookie: rejected.cookie })).json()).status).toBe("rejected");
  });
});

describe("/api/me/profile", () => {
  it("saves trimmed values, stores empty ones as null, and never changes the e-mail", async () => {
    const { cookie, email, userId } = await t.loginAs("member");
    const response = await t.request("/api/me/profile", {
      method: "PATCH",
      cookie,
      json: { firstName: "  Lea ", lastName: " Keller ", jobTitle: "  ", university: " Universität Basel ", yearOfStudy: "", phone: null, email: "new@example.org" },
    });
    expect(response.status).toBe(200);
    const expected = { firstName: "Lea", lastName: "Keller", email, jobTitle: null, university: "Universität Basel", yearOfStudy: null, phone: null };
    expect(await response.json()).toEqual(expected);
    expect(await (await t.request("/api/me/profile", { cookie })).json()).toEqual(expected);
    const [stored] = await t.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
    expect(stored!.email).toBe(email);
  });

  it("requires first and last name, and changes nothing when they are missing", async () => {
    const { cookie } = await t.loginAs("member");
    const before = await (await t.request("/api/me/profile", { cookie })).json();
    const response = await t.request("/api/me/profile", { method: "PATCH", cookie, json: { firstName: " ", lastName: "Keller" } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("First name and last name are required");
    expect(await (await t.request("/api/me/profile", { cookie })).json()).toEqual(before);
  });

  it("enforces length limits on the server", async () => {
    const { cookie } = await t.loginAs("member");
    const response = await t.request("/api/me/profile", { method: "PATCH", cookie, json: { firstName: "A", lastName: "B", jobTitle: "x".repeat(101) } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("Job title must be at most 100 characters");
  });
});

describe("POST /api/me/password", () => {
  it.each([
    [{ currentPassword: "", newPassword: "Abcdef1" }, "Please fill in all password fields"],
    [{ currentPassword: "x", newPassword: "Ab1" }, "Password must be at least 6 characters long"],
    [{ currentPassword: "x", newPassword: "abcdef1" }, "Password must contain at least one capital letter"],
    [{ currentPassword: "x", newPassword: "Abcdefg" }, "Password must contain at least one number"],
  ])("refuses %j with the spec's message", async (body, message) => {
    const { cookie } = await t.loginAs("member");
    const response = await t.request("/api/me/password", { cookie, json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(message);
  });

  it("requires the current password", async () => {
    const { cookie } = await t.loginAs("member");
    const response = await t.request("/api/me/password", { cookie, json: { currentPassword: "not-it", newPassword: "Newpass1" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The current password is not correct.", code: "wrong_password" });
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const member = await t.loginAs("member");
    const otherDevice = await t.signIn(member.email, member.password);
    const response = await t.request("/api/me/password", { cookie: member.cookie, json: { currentPassword: member.password, newPassword: "Newpass1" } });
    expect(response.status).toBe(200);
    expect((await t.request("/api/me", { cookie: member.cookie })).status).toBe(200);
    expect((await t.request("/api/me", { cookie: otherDevice })).status).toBe(401);
    await expect(t.signIn(member.email, member.password)).rejects.toThrow();
    await t.signIn(member.email, "Newpass1");
  });
});
