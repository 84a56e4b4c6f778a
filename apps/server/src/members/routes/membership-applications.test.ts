import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, membershipApplications, oneTimeTokens, profiles, rateLimitCounters, user, userRoles } from "../../db/schema";
import { yearOfCompletionRange } from "@ssem/core";
import { linkToken, testAppForFile } from "../../testing/test-app";
import { medianDifferenceMs } from "../../testing/timing";
import { APPLICATION_ANSWER_MS } from "./membership-applications";

const t = testAppForFile();
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

  it("takes the language of the page applied on: a German applicant is stored as German and gets the confirmation mail in German", async () => {
    await t.db.delete(mailOutbox);
    expect((await apply({ ...valid, email: "deutsch@example.org", locale: "de" })).status).toBe(201);
    const [profile] = await t.db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.email, "deutsch@example.org"));
    expect(profile!.locale).toBe("de");
    const [mail] = await t.outbox();
    expect(mail!.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse | SSAEM");
    expect(mail!.text).toMatch(/^Guten Tag,\n\nVielen Dank für Ihren Antrag auf Mitgliedschaft/);
    expect(mail!.text).toContain("E-Mail-Adresse bestätigen:\nhttp://localhost:3000/de/auth#type=signup&token_hash=");
    expect(mail!.text).toContain("innerhalb von 7 Tagen");
    expect(mail!.html).toContain("Oder kopieren Sie diese Adresse in Ihren Browser:");
    expect(mail!.text).not.toMatch(/Hello|Please|ß/);
  });

  it("refuses a language that is not one of the four with a 400, and creates nothing", async () => {
    const before = await userCount();
    for (const locale of ["es", "DE", "", null, 7]) {
      const response = await apply({ ...valid, email: "spanish@example.org", locale });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed", error: "Please choose one of the languages en, de, fr, it" });
    }
    expect(await userCount()).toBe(before);
  });

  it("answers 50 applications for one new address at once each with the same 201, and creates one account", async () => {
    const email = "fifty-at-once@example.org";
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, n) => t.request("/api/membership-applications", { json: { ...valid, email }, from: `198.51.100.${n + 1}` })),
    );
    const answers = await Promise.all(responses.map(async (response) => `${response.status} ${await response.text()}`));
    expect(new Set(answers)).toEqual(new Set(['201 {"status":"received"}']));
    expect(await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))).toHaveLength(1);
  }, 60_000);

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
    ["year of completion in an array", { yearOfCompletion: [2028] }, "Year of completion must be a year"],
    ["year of completion with decimals", { yearOfCompletion: "2028.0" }, "Year of completion must be a year"],
    ["year of completion as an exponent", { yearOfCompletion: "2.028e3" }, "Year of completion must be a year"],
    ["year of completion too far ahead", { yearOfCompletion: yearOfCompletionRange.max + 1 }, `Year of completion must be between ${yearOfCompletionRange.min} and ${yearOfCompletionRange.max}`],
    ["a line break and a link in the first name", { firstName: "Anna\nWin a prize: https://spam.example" }, "First name must not contain line breaks or control characters"],
    ["NUL in the last name", { lastName: "Mus\u0000ter" }, "Last name must not contain line breaks or control characters"],
    ["NUL in the place of study", { placeOfStudy: "Bern\u0000" }, "Place of study must not contain line breaks or control characters"],
    ["an escape sequence in the message", { message: "Hi\u001B[2J" }, "Message must not contain control characters"],
    ["a lone surrogate in the phone", { phone: "+41 79\uD800" }, "Phone must not contain line breaks or control characters"],
    ["NUL in the password", { password: "secret\u0000" }, "Password must not contain line breaks or control characters"],
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

  it("accepts a year of completion typed as text, and a message with line breaks", async () => {
    const response = await apply({ ...valid, email: "typed-year@example.org", yearOfCompletion: " 2029 ", message: "Line one\nLine two" });
    expect(response.status).toBe(201);
    const [created] = await t.db.select().from(user).where(eq(user.email, "typed-year@example.org"));
    const [application] = await t.db.select().from(membershipApplications).where(eq(membershipApplications.userId, created!.id));
    expect(application).toMatchObject({ yearOfCompletion: 2029, message: "Line one\nLine two" });
  });

  it("puts nothing the applicant typed into the mail to the still unconfirmed address, and says what happens next", async () => {
    await t.db.delete(mailOutbox);
    const response = await apply({ ...valid, firstName: "Visit spam.example now", lastName: "Buy", email: "unconfirmed-target@example.org", message: "Cheap pills" });
    expect(response.status).toBe(201);
    const [mail] = await t.outbox();
    expect(mail!.to).toBe("unconfirmed-target@example.org");
    for (const typed of ["spam.example", "Visit", "Buy", "Cheap pills", "Universität Bern", "+41 79"]) {
      expect(mail!.text).not.toContain(typed);
      expect(mail!.html).not.toContain(typed);
    }
    expect(mail!.text).toContain("Once your address is confirmed you can log in");
    expect(mail!.text).toContain("the member features open after approval");
  });

  it("takes as long for an address with an account as for a new one (medians of 20 differ by less than 1 ms)", async () => {
    let round = 0;
    const applyAs = async (email: string) => {
      const started = performance.now();
      const response = await t.request("/api/membership-applications", { json: { ...valid, email }, from: `192.0.2.${(round += 1) % 250}` });
      expect(response.status).toBe(201);
      expect(performance.now() - started).toBeGreaterThanOrEqual(APPLICATION_ANSWER_MS - 1);
    };
    const difference = await medianDifferenceMs(
      () => applyAs("anna.muster@example.org"),
      () => applyAs(`timing-${round}@example.org`),
    );
    expect(difference).toBeLessThan(1);
  }, 180_000);

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
