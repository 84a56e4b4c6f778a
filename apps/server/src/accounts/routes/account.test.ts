import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { issueToken } from "../../auth/one-time-tokens";
import { rateLimits } from "../../auth/rate-limit";
import { mailOutbox, oneTimeTokens, rateLimitCounters, session, user } from "../../db/schema";
import { createTestApp, linkToken, sessionCookie, testAppForFile } from "../../testing/test-app";
import { medianDifferenceMs } from "../../testing/timing";

const t = testAppForFile();
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

  it("confirms with the link's token once, then signs in; opening the link again says it is already confirmed", async () => {
    const token = await applyAs("confirm@example.org");
    const confirm = () => t.request("/api/account/confirm-email", { json: { tokenHash: token } });
    const first = await confirm();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ email: "confirm@example.org", alreadyConfirmed: false });
    expect((await signIn("confirm@example.org", "secret1")).status).toBe(200);

    const again = await confirm();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ email: "confirm@example.org", alreadyConfirmed: true });
  });

  it("does not call an address confirmed because its link was retired by a newer one", async () => {
    const oldToken = await applyAs("retired@example.org");
    await t.request("/api/account/resend-confirmation", { json: { email: "retired@example.org" } });
    const again = await t.request("/api/account/confirm-email", { json: { tokenHash: oldToken } });
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
    // The one who set it is signed in by the answer, with no second login; only that session is left.
    expect((await t.request("/api/me", { cookie: sessionCookie(use) })).status).toBe(200);
    expect(await t.db.select().from(session).where(eq(session.userId, member.userId))).toHaveLength(1);
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
    const me = await t.request("/api/me", { cookie: sessionCookie(use) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: invited.email });
    expect((await signIn(invited.email, "first-pass-1")).status).toBe(200);
    expect(await t.db.select().from(session).where(eq(session.userId, invited.userId))).toHaveLength(2);
  });
});

describe("timing of link requests", () => {
  it("takes as long for an address with an account as for an unknown one (medians of 20 differ by less than 1 ms)", async () => {
    const member = await t.createUser();
    let round = 0;
    const requestReset = async (email: string) => {
      const response = await t.request("/api/account/password-reset-requests", { json: { email }, from: `192.0.2.${(round += 1) % 250}` });
      expect(response.status).toBe(200);
    };
    const difference = await medianDifferenceMs(
      async () => {
        // Within the per-address mail cap, so the known address really gets its mail each time.
        await t.db.delete(rateLimitCounters);
        await requestReset(member.email);
      },
      async () => {
        await t.db.delete(rateLimitCounters);
        await requestReset(`nobody-${round}@example.org`);
      },
    );
    expect(difference).toBeLessThan(1);
    expect((await t.outbox()).filter((mail) => mail.to === member.email).length).toBeGreaterThan(0);
  }, 180_000);
});

describe("sign-in protection", () => {
  const attempt = (email: string, password: string, options: { from?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
    t.request("/api/auth/sign-in/email", { json: { email, password }, ...options });
  let addresses = 0;
  /** A fresh address for each attempt, as an attacker with many addresses would have. */
  const anyAddress = () => `198.51.100.${(addresses += 1) % 250}`;
  const deviceCookieOf = (response: Response) => {
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("ssem_device="));
    expect(cookie).toMatch(/HttpOnly/i);
    return cookie!.split(";")[0]!;
  };

  it("slows a stranger's guesses step by step, from any address, but never shuts out a browser that signed in before", async () => {
    const member = await t.createUser();
    const device = deviceCookieOf(await attempt(member.email, member.password));

    for (let guess = 0; guess < 6; guess += 1) expect((await attempt(member.email, "wrong-password", { from: anyAddress() })).status).toBe(401);
    const slowed = await attempt(member.email, "wrong-password", { from: anyAddress() });
    expect(slowed.status).toBe(429);
    // The wait in the message is the wait in Retry-After, for clients that read the header.
    expect(slowed.headers.get("retry-after")).toMatch(/^[1-5]$/);
    expect((await slowed.json()).error).toMatch(/^Too many sign-in attempts\. Please wait [1-5] seconds? and try again\.$/);

    // The owner's own browser signs in at once, and a new browser waits like the stranger.
    expect((await attempt(member.email, member.password, { cookie: device })).status).toBe(200);
    expect((await attempt(member.email, member.password)).status).toBe(429);

    // Each further wrong guess doubles the wait: 5 s, then 10 s.
    await new Promise((resolve) => setTimeout(resolve, rateLimits.signInPerAccount.firstDelayMs + 100));
    expect((await attempt(member.email, "wrong-password", { from: anyAddress() })).status).toBe(401);
    const longer = await attempt(member.email, "wrong-password", { from: anyAddress() });
    expect(longer.status).toBe(429);
    expect((await longer.json()).error).toMatch(/^Too many sign-in attempts\. Please wait (6|7|8|9|10) seconds and try again\.$/);
  }, 60_000);

  it("checks no more than the allowed number of passwords when 100 wrong guesses arrive at once", async () => {
    const member = await t.createUser();
    const answers = await Promise.all(Array.from({ length: 100 }, () => attempt(member.email, "wrong-password", { from: anyAddress() })));
    const statuses = answers.map((answer) => answer.status);
    // The free attempts, and the one that starts the first delay (ADR 005); the issue's bound is 10.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(rateLimits.signInPerAccount.freeAttempts + 1);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
  });

  it("does not take a known-device cookie made for another account or with a forged signature", async () => {
    const member = await t.createUser();
    const other = await t.createUser();
    const othersDevice = deviceCookieOf(await attempt(other.email, other.password));
    const forged = othersDevice.replace(/\.[^.]+$/, ".AAAA");
    for (let guess = 0; guess < 6; guess += 1) await attempt(member.email, "wrong-password", { from: anyAddress() });
    expect((await attempt(member.email, member.password, { cookie: othersDevice })).status).toBe(429);
    expect((await attempt(member.email, member.password, { cookie: forged })).status).toBe(429);
  });

  it("slows guessing from a known device too", async () => {
    const member = await t.createUser();
    const device = deviceCookieOf(await attempt(member.email, member.password));
    for (let guess = 0; guess < 6; guess += 1) expect((await attempt(member.email, "wrong-password", { cookie: device })).status).toBe(401);
    expect((await attempt(member.email, "wrong-password", { cookie: device })).status).toBe(429);
  });

  it("counts a known browser's attempts against its address too (ADR 031)", async () => {
    const member = await t.createUser();
    const device = deviceCookieOf(await attempt(member.email, member.password, { from: "203.0.113.17" }));
    for (let guess = 0; guess < rateLimits.signInPerIp.limit; guess += 1) await attempt(`spray${guess}@example.org`, "guess", { from: "203.0.113.17" });
    expect((await attempt(member.email, member.password, { from: "203.0.113.17", cookie: device })).status).toBe(429);
  });

  it("forgets the browsers known before a password change or a reset: they wait like a stranger's (ADR 031)", async () => {
    const strangerGuesses = async (email: string) => {
      for (let guess = 0; guess < 7; guess += 1) await attempt(email, "wrong-password", { from: anyAddress() });
    };
    const changed = await t.createUser();
    const beforeChange = deviceCookieOf(await attempt(changed.email, changed.password));
    const change = await t.request("/api/me/password", { cookie: await t.signIn(changed.email, changed.password), json: { currentPassword: changed.password, newPassword: "Changed-pass-1" } });
    expect(change.status).toBe(200);
    await strangerGuesses(changed.email);
    expect((await attempt(changed.email, "Changed-pass-1", { cookie: beforeChange })).status).toBe(429);

    const reset = await t.createUser();
    const beforeReset = deviceCookieOf(await attempt(reset.email, reset.password));
    const token = await issueToken(t.db, reset.userId, "recovery");
    const use = await t.request("/api/account/password-links/use", { json: { type: "recovery", token, password: "Reset-pass-1" } });
    expect(use.status).toBe(200);
    await strangerGuesses(reset.email);
    expect((await attempt(reset.email, "Reset-pass-1", { cookie: beforeReset })).status).toBe(429);
    // The browser that set the new password is known from then on.
    expect((await attempt(reset.email, "Reset-pass-1", { cookie: deviceCookieOf(use) })).status).toBe(200);
  });

  it("limits failed attempts per client address across accounts, by the socket address", async () => {
    const member = await t.createUser();
    for (let guess = 0; guess < 30; guess += 1) {
      // Without a configured proxy a client cannot pick its address through X-Forwarded-For.
      await attempt(`spray${guess}@example.org`, "guess", { from: "203.0.113.7", headers: { "x-forwarded-for": `192.0.2.${guess}` } });
    }
    const blocked = await attempt(member.email, member.password, { from: "203.0.113.7", headers: { "x-forwarded-for": "192.0.2.200" } });
    expect(blocked.status).toBe(429);
    expect((await attempt(member.email, member.password, { from: "203.0.113.8" })).status).toBe(200);
  });

  it("behind TRUST_PROXY=1 counts the address the proxy saw: the last X-Forwarded-For entry", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      const member = await proxied.createUser();
      const viaProxy = (email: string, password: string, forwardedFor: string) =>
        proxied.request("/api/auth/sign-in/email", { json: { email, password }, from: "127.0.0.1", headers: { "x-forwarded-for": forwardedFor } });
      for (let guess = 0; guess < 30; guess += 1) await viaProxy(`spray${guess}@example.org`, "guess", `192.0.2.${guess}, 203.0.113.50`);
      expect((await viaProxy(member.email, member.password, "203.0.113.50")).status).toBe(429);
      expect((await viaProxy(member.email, member.password, "203.0.113.50, 203.0.113.51")).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("refuses a body that is not an e-mail and password with a 400", async () => {
    for (const body of [null, [], "x", { email: "a@example.org" }, { email: "a\u0000@example.org", password: "x" }, { email: "a@example.org", password: "x\u0000" }]) {
      const response = await t.request("/api/auth/sign-in/email", { json: body });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("validation_failed");
    }
  });

  it("keeps the rest of better-auth's surface closed", async () => {
    expect((await t.request("/api/auth/sign-up/email", { json: { email: "x@example.org", password: "secret1", name: "x" } })).status).toBe(404);
    expect((await t.request("/api/auth/request-password-reset", { json: { email: "x@example.org" } })).status).toBe(404);
  });
});
