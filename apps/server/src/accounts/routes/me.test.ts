import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { membershipApplications, profiles } from "../../db/schema";
import { testAppForFile } from "../../testing/test-app";

const t = testAppForFile();

describe("GET /api/me", () => {
  it("tells the dashboard who is signed in, with role flags and status", async () => {
    const pending = await t.loginAs("pending");
    expect(await (await t.request("/api/me", { cookie: pending.cookie })).json()).toEqual({
      email: pending.email,
      roles: ["pending"],
      isAdmin: false,
      isMember: false,
      isPending: true,
      awaitsFirstFee: false,
      status: "pending",
      locale: "en",
      twoFactorEnabled: false,
      twoFactorRequired: false,
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
    const expected = { firstName: "Lea", lastName: "Keller", email, jobTitle: null, university: "Universität Basel", yearOfStudy: null, phone: null, locale: "en" };
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

  it("leaves the fields a request leaves out as they are", async () => {
    const { cookie } = await t.loginAs("member");
    const full = { firstName: "Lea", lastName: "Keller", jobTitle: "Paramedic", university: "Basel", yearOfStudy: "3", phone: "061 000 00 00" };
    expect((await t.request("/api/me/profile", { method: "PATCH", cookie, json: full })).status).toBe(200);
    const response = await t.request("/api/me/profile", { method: "PATCH", cookie, json: { phone: "079 000 00 00" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...full, phone: "079 000 00 00" });
    expect(await (await t.request("/api/me/profile", { method: "PATCH", cookie, json: {} })).json()).toMatchObject({ ...full, phone: "079 000 00 00" });
  });

  it.each([
    ["NUL in the first name", { firstName: "Lea\u0000" }, "First name must not contain line breaks or control characters"],
    ["a line break in the job title", { jobTitle: "Medic\nhttps://spam.example" }, "Job title must not contain line breaks or control characters"],
    ["a lone surrogate in the phone", { phone: "\uDC00" }, "Phone must not contain line breaks or control characters"],
  ])("refuses %s with a 400 and changes nothing", async (_label, change, message) => {
    const { cookie } = await t.loginAs("member");
    const before = await (await t.request("/api/me/profile", { cookie })).json();
    const response = await t.request("/api/me/profile", { method: "PATCH", cookie, json: { firstName: "Lea", lastName: "Keller", ...change } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message, code: "validation_failed" });
    expect(await (await t.request("/api/me/profile", { cookie })).json()).toEqual(before);
  });

  it("saves the member's language, which GET /api/me reports, and refuses any other value with a 400 that changes nothing", async () => {
    const { cookie, userId } = await t.loginAs("member");
    const saved = await t.request("/api/me/profile", { method: "PATCH", cookie, json: { locale: "fr" } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ locale: "fr" });
    expect(await (await t.request("/api/me", { cookie })).json()).toMatchObject({ locale: "fr" });
    for (const junk of ["FR", "es", "", "de-CH", null, 1, ["de"]]) {
      const response = await t.request("/api/me/profile", { method: "PATCH", cookie, json: { locale: junk, phone: "079 111 11 11" } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed", error: "Please choose one of the languages en, de, fr, it" });
    }
    const [stored] = await t.db.select({ locale: profiles.locale, phone: profiles.phone }).from(profiles).where(eq(profiles.id, userId));
    expect(stored).toEqual({ locale: "fr", phone: null });
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

describe("GET /api/me/application", () => {
  it("shows applicants what they entered on the membership form", async () => {
    const applicant = await t.loginAs("pending");
    await t.db.insert(membershipApplications).values({ userId: applicant.userId, field: "paramedic", studentType: "student", yearOfCompletion: 2028, placeOfStudy: "Bern" });

    const response = await t.request("/api/me/application", { cookie: applicant.cookie });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ application: { field: "paramedic", studentType: "student", yearOfCompletion: 2028 } });
  });

  it("answers null for a member who never applied through the form, and shows nobody another's application", async () => {
    const other = await t.loginAs("pending");
    await t.db.insert(membershipApplications).values({ userId: other.userId, field: "nursing", studentType: "resident", placeOfStudy: "Basel" });
    const imported = await t.loginAs("member");

    expect(await (await t.request("/api/me/application", { cookie: imported.cookie })).json()).toEqual({ application: null });
  });
});
