import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, membershipApplications, oneTimeTokens, profiles, rateLimitCounters, user, userRoles } from "../../db/schema";
import { createTestApp, linkToken, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimitCounters);
});

const valid = {
  firstName: "  Anna ",
  lastName: " Muster ",
  field: "medicine",
  studentType: "student",
  yearOfCompletion: 2028,
  placeOfStudy: " Universität Bern ",
  email: " Anna.Muster@Example.org ",
  phone: "+41 79 000 00 00",
  password: "secret1",
  message: "  I teach BLS courses.  ",
};

const apply = (body: unknown) => t.request("/api/membership-applications", { json: body });

async function userCount() {
  return (await t.db.select({ id: user.id }).from(user)).length;
}

describe("POST /api/membership-applications", () => {
  it("creates the pending account, profile, role and application, and queues the confirmation e-mail", async () => {
    const response = await apply(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "received" });

    const [created] = await t.db.select().from(user).where(eq(user.email, "anna.muster@example.org"));
    expect(created).toMatchObject({ emailVerified: false, name: "Anna Muster" });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, created!.id));
    expect(profile).toMatchObject({ firstName: "Anna", lastName: "Muster", status: "pending", phone: "+41 79 000 00 00", university: "Universität Bern" });
    expect(await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, created!.id))).toEqual([{ role: "pending" }]);
    const [application] = await t.db.select().from(membershipApplications).where(eq(membershipApplications.userId, created!.id));
    expect(application).toMatchObject({ field: "medicine", studentType: "student", yearOfCompletion: 2028, placeOfStudy: "Universität Bern", message: "I teach BLS courses." });

    const [mail] = await t.outbox();
    expect(mail).toMatchObject({ to: "anna.muster@example.org", status: "pending" });
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/auth#type=signup&token_hash=[A-Za-z0-9_-]+/);
    expect(mail!.text).toContain("within 7 days");
    expect(t.mailNotifications()).toBeGreaterThan(0);

    // Only a hash of the token is stored.
    const token = linkToken(mail!.text, "token_hash");
    const stored = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, created!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(stored[0]!.type).toBe("signup");
    const lifetimeHours = (stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()) / 3_600_000;
    expect(lifetimeHours).toBeCloseTo(24, 1);
  });

  it("answers an address that already has an account exactly the same, and tells the owner by e-mail", async () => {
    const before = await userCount();
    const response = await apply({ ...valid, firstName: "Mallory", email: "ANNA.MUSTER@example.org" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "received" });
    expect(await userCount()).toBe(before);
    const [mail] = await t.outbox();
    expect(mail!.to).toBe("anna.muster@example.org");
    expect(mail!.subject).toMatch(/already have an account/);
    expect(mail!.text).not.toContain("token_hash");
  });

  it("drops the year of completion for anyone who is not a student", async () => {
    const response = await apply({ ...valid, email: "resident@example.org", studentType: "resident", yearOfCompletion: 2020, message: "" });
    expect(response.status).toBe(201);
    const [created] = await t.db.select().from(user).where(eq(user.email, "resident@example.org"));
    const [application] = await t.db.select().from(membershipApplications).where(eq(membershipApplications.userId, created!.id));
    expect(application).toMatchObject({ studentType: "resident", yearOfCompletion: null, message: null });
  });

  it.each([
    ["first name missing", { firstName: "   " }, "First name is required"],
    ["last name missing", { lastName: undefined }, "Last name is required"],
    ["unknown field", { field: "dentistry" }, "Please choose your field"],
    ["unknown status", { studentType: "professor" }, "Please choose your status"],
    ["student without year of completion", { yearOfCompletion: undefined }, "Year of completion is required for students"],
    ["year of completion not a year", { yearOfCompletion: "soon" }, "Year of completion must be a year"],
    ["place of study missing", { placeOfStudy: "" }, "Place of study is required"],
    ["email missing", { email: "" }, "Please enter your email address"],
    ["email malformed", { email: "anna@" }, "Please enter a valid email address"],
    ["phone missing", { phone: " " }, "Phone is required"],
    ["phone with letters", { phone: "call me maybe" }, "Please enter a valid phone number"],
    ["password too short", { password: "12345" }, "Password must be at least 6 characters"],
    ["password too long", { password: "x".repeat(129) }, "Password must be at most 128 characters"],
    ["message too long", { message: "x".repeat(2001) }, "Message must be at most 2000 characters"],
    ["first name too long", { firstName: "x".repeat(101) }, "First name must be at most 100 characters"],
  ])("refuses %s with a clear 400 and creates nothing", async (_label, change, message) => {
    const users = await userCount();
    const mails = (await t.outbox()).length;
    const response = await apply({ ...valid, email: "new-applicant@example.org", ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ error: message, code: "validation_failed" });
    expect(body.issues[0].message).toBe(message);
    expect(await userCount()).toBe(users);
    expect((await t.outbox()).length).toBe(mails);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await t.request("/api/membership-applications", { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("invalid_json");
  });

  it("limits applications per address: past the limit no further mail is sent, the answer stays the same", async () => {
    await t.db.delete(mailOutbox);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await apply({ ...valid, email: "anna.muster@example.org" })).status).toBe(201);
    }
    expect((await t.outbox()).length).toBe(3);
  });
});
