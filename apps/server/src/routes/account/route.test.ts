import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueToken } from "../../auth/one-time-tokens";
import { mailOutbox, oneTimeTokens, rateLimitCounters, session, user } from "../../db/schema";
import { createTestApp, linkToken, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimitCounters);
  await t.db.delete(mailOutbox);
});

async function applyAs(email: string, password = "secret1") {
  const response = await t.request("/api/membership-applications", {
    json: { firstName: "Ben", lastName: "Beispiel", field: "nursing", studentType: "graduate", placeOfStudy: "Zürich", email, phone: "044 000 00 00", password },
  });
  expect(response.status).toBe(201);
  const [mail] = await t.outbox();
  return linkToken(mail!.text, "token_hash");
}

const signIn = (email: string, password: string) => t.request("/api/auth/sign-in/email", { json: { email, password } });

/** Moves a user's tokens into the past, as if their lifetime had run out. */
async function expireTokensOf(email: string) {
  const [owner] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, owner!.id));
}

describe("confirming the e-mail address", () => {
  it("cannot sign in before confirming, and is told so with a way to get the link again", async () => {
    await applyAs("unconfirmed@example.org");
    const response = await signIn("unconfirmed@example.org", "secret1");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: "Please confirm your e-mail address first: use the link we sent you, or have it sent again.",
      code: "email_not_verified",
    });
    // A wrong password does not reveal that the account is unconfirmed.
    expect((await signIn("unconfirmed@example.org", "wrong-password")).status).toBe(401);
  });

  it("confirms with the link's token once, then signs in; the token cannot be used twice", async () => {
    const token = await applyAs("confirm@example.org");
    const confirm = () => t.request("/api/account/confirm-email", { json: { tokenHash: token } });
    const first = await confirm();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ email: "confirm@example.org" });
    expect((await signIn("confirm@example.org", "secret1")).status).toBe(200);

    const again = await confirm();
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: "The link has expired or been used. Please request a new one.", code: "invalid_link" });
  });

  it("refuses an expired confirmation link", async () => {
    const token = await applyAs("late@example.org");
    await expireTokensOf("late@example.org");
    expect((await t.request("/api/account/confirm-email", { json: { tokenHash: token } })).status).toBe(400);
    const [account] = await t.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, "late@example.org"));
    expect(account!.verified).toBe(false);
  });

  it("sends the confirmation again on request, retiring the old link; unknown addresses get the same answer", async () => {
    const oldToken = await applyAs("resend@example.org");
    await t.db.delete(mailOutbox);
    const resend = (email: string) => t.request("/api/account/resend-confirmation", { json: { email } });

    const known = await resend("resend@example.org");
    const unknown = await resend("nobody@example.org");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    const mails = await t.outbox();
    expect(mails.map((mail) => mail.to)).toEqual(["resend@example.org"]);
    const newToken = linkToken(mails[0]!.text, "token_hash");
    expect((await t.request("/api/account/confirm-email", { json: { tokenHash: oldToken } })).status).toBe(400);
    expect((await t.request("/api/account/confirm-email", { json: { tokenHash: newToken } })).status).toBe(200);
  });

  it("does not consume a token on a plain GET (mail scanners follow links)", async () => {
    const token = await applyAs("scanner@example.org");
    expect((await t.request(`/api/account/confirm-email?tokenHash=${token}`)).status).toBe(404);
    expect((await t.request("/api/account/confirm-email", { json: { tokenHash: token } })).status).toBe(200);
  });
});

describe("password reset", () => {
  const requestReset = (email: string) => t.request("/api/account/password-reset-requests", { json: { email } });

  it("answers an unknown address exactly as a known one, and mails only the known one", async () => {
    const member = await t.createUser();
    const known = await requestReset(member.email);
    const unknown = await requestReset("stranger@example.org");
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    const mails = await t.outbox();
    expect(mails.map((mail) => mail.to)).toEqual([member.email]);
    expect(mails[0]!.text).toMatch(/\/auth#type=recovery&access_token=/);
  });

  it("asks for the address when it is missing", async () => {
    const response = await requestReset("  ");
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("Please enter your email address");
  });

  it("shows whose link it is, sets the new password once, and ends every session", async () => {
    const member = await t.createUser();
    const cookie = await t.signIn(member.email, member.password);
    await requestReset(member.email);
    const token = linkToken((await t.outbox())[0]!.text, "access_token");

    const inspect = await t.request("/api/account/password-links/inspect", { json: { type: "recovery", token } });
    expect(await inspect.json()).toEqual({ email: member.email });
    // Inspecting does not use the link up.
    expect((await t.request("/api/account/password-links/inspect", { json: { type: "recovery", token } })).status).toBe(200);

    const tooShort = await t.request("/api/account/password-links/use", { json: { type: "recovery", token, password: "12345" } });
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).error).toBe("Password must be at least 6 characters");

    const use = await t.request("/api/account/password-links/use", { json: { type: "recovery", token, password: "brand-new-1" } });
    expect(use.status).toBe(200);
    expect((await t.request("/api/me", { cookie })).status).toBe(401);
    expect((await signIn(member.email, member.password)).status).toBe(401);
    expect((await signIn(member.email, "brand-new-1")).status).toBe(200);

    const reuse = await t.request("/api/account/password-links/use", { json: { type: "recovery", token, password: "another-1" } });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).code).toBe("invalid_link");
  });

  it("refuses a recovery link after its hour is over", async () => {
    const member = await t.createUser();
    await requestReset(member.email);
    const token = linkToken((await t.outbox())[0]!.text, "access_token");
    const [stored] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, member.userId));
    expect((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
    await expireTokensOf(member.email);
    expect((await t.request("/api/account/password-links/inspect", { json: { type: "recovery", token } })).status).toBe(400);
    expect((await t.request("/api/account/password-links/use", { json: { type: "recovery", token, password: "brand-new-1" } })).status).toBe(400);
  });

  it("does not accept a token for another kind of link", async () => {
    const token = await applyAs("kinds@example.org");
    expect((await t.request("/api/account/password-links/use", { json: { type: "recovery", token, password: "brand-new-1" } })).status).toBe(400);
    expect((await t.request("/api/account/confirm-email", { json: { tokenHash: token } })).status).toBe(200);
  });

  it("lets an invited member set a first password", async () => {
    const invited = await t.createUser();
    const token = await issueToken(t.db, invited.userId, "invite");
    const use = await t.request("/api/account/password-links/use", { json: { type: "invite", token, password: "first-pass-1" } });
    expect(use.status).toBe(200);
    expect((await signIn(invited.email, "first-pass-1")).status).toBe(200);
    expect(await t.db.select().from(session).where(eq(session.userId, invited.userId))).toHaveLength(1);
  });
});

describe("sign-in rate limits", () => {
  it("locks an account after 10 failed attempts, even for the right password, without touching other accounts", async () => {
    const member = await t.createUser();
    const other = await t.createUser();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await signIn(member.email, "wrong-password")).status).toBe(401);
    const locked = await signIn(member.email, member.password);
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });

  it("limits failed attempts per IP address across accounts", async () => {
    const member = await t.createUser();
    const headers = { "x-forwarded-for": "203.0.113.7" };
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await t.request("/api/auth/sign-in/email", { json: { email: `spray${attempt}@example.org`, password: "guess" }, headers });
    }
    const blocked = await t.request("/api/auth/sign-in/email", { json: { email: member.email, password: member.password }, headers });
    expect(blocked.status).toBe(429);
    const elsewhere = await t.request("/api/auth/sign-in/email", { json: { email: member.email, password: member.password }, headers: { "x-forwarded-for": "198.51.100.1" } });
    expect(elsewhere.status).toBe(200);
  });

  it("keeps the rest of better-auth's surface closed", async () => {
    expect((await t.request("/api/auth/sign-up/email", { json: { email: "x@example.org", password: "secret1", name: "x" } })).status).toBe(404);
    expect((await t.request("/api/auth/request-password-reset", { json: { email: "x@example.org" } })).status).toBe(404);
  });
});
