import { type AuditLogPage, type Locale, locales, type MailingListOverview, UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS } from "@ssem/core";
import { and, eq, ne } from "drizzle-orm";
import fc from "fast-check";
import nodemailer from "nodemailer";
import { beforeEach, describe, expect, it } from "vitest";
import { mailingListSubscribers, mailOutbox, profiles, rateLimitCounters } from "../../db/schema";
import { createLogger } from "../../logger";
import { createMailWorker } from "../../mail/worker";
import { startSmtpPeer } from "../../testing/smtp-peer";
import { signedInForFile, testAppForFile } from "../../testing/test-app";
import { medianDifferenceMs } from "../../testing/timing";
import { rateLimits } from "../../auth/rate-limit";
import { hashToken } from "../../auth/one-time-tokens";
import { subscriberToken, UNCONFIRMED_CONFIRMATIONS_PER_HOUR } from "../subscriptions";
import { SUBSCRIPTION_ANSWER_MS } from "./mailing-list";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");
beforeEach(async () => {
  await t.db.delete(rateLimitCounters);
  // The pending subscriptions of the last hour count towards the total cap of confirmation mails.
  await t.db.delete(mailingListSubscribers);
});

let addresses = 0;
/** Each request from its own address, so the per-IP limit stays out of tests about something else. */
const nextIp = () => `198.51.100.${(addresses += 1) % 250}`;

/** Asks as the 'Stay Updated' form of a page in `locale` does; without one, as API clients from before languages did. */
const subscribe = (email: string, from = nextIp(), locale?: Locale) => t.request("/api/mailing-list/subscriptions", { json: { email, locale }, from });
const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email);
const tokenIn = (text: string, page: "confirm" | "unsubscribe") => {
  const match = new RegExp(`/mailing-list/${page}#token=([A-Za-z0-9_.%-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in mail`);
  return decodeURIComponent(match[1]!);
};
const confirm = (token: string) => t.request("/api/mailing-list/confirm", { json: { token } });

async function confirmedSubscriber(email: string, locale?: Locale) {
  await subscribe(email, nextIp(), locale);
  const [mail] = await mailsTo(email);
  expect((await confirm(tokenIn(mail!.text, "confirm"))).status).toBe(200);
}

const sendNewsletter = (subject: string, text = "First paragraph.\n\nSecond paragraph.") =>
  t.request("/api/admin/newsletters", { json: { subject, text }, cookie: admin.cookie });

describe("subscribing (double opt-in)", () => {
  it("keeps a new address pending until the link's token is POSTed, then confirmed; the link opened again still succeeds", async () => {
    const email = "new-subscriber@example.org";
    const response = await subscribe(email);
    expect(response.status).toBe(202);
    const [row] = await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, email));
    expect(row?.confirmedAt).toBeNull();
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain("Please confirm your subscription");
    const token = tokenIn(mail!.text, "confirm");
    // The token is signed, not stored.
    expect(JSON.stringify(row)).not.toContain(token.split(".")[1]);

    expect(await (await confirm(token)).json()).toEqual({ status: "confirmed" });
    const [confirmed] = await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, email));
    expect(confirmed?.confirmedAt).not.toBeNull();
    // A second click in the mail (or a second tab) is told the truth: the address is confirmed.
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "confirmed" });
    const [unchanged] = await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, email));
    expect(unchanged?.confirmedAt).toEqual(confirmed?.confirmedAt);
  });

  it("keeps the first mail's link working when the address subscribes again", async () => {
    const email = "twice@example.org";
    await subscribe(email);
    await subscribe(email);
    const [first, second] = (await mailsTo(email)).map((mail) => tokenIn(mail.text, "confirm"));
    expect((await confirm(first!)).status).toBe(200);
    expect((await confirm(second!)).status).toBe(200);
  });

  it("confirms with no other token: not an unsubscribe token, not one of another secret, not an unknown one", async () => {
    const email = "other-token@example.org";
    await subscribe(email);
    const [row] = await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, email));
    for (const token of [
      subscriberToken(t.env.sessionSecret, "unsubscribe", row!.id),
      subscriberToken("another secret of at least thirty-two characters", "confirm", row!.id),
      `${row!.id}.`,
      "not-a-token",
    ]) {
      const answer = await confirm(token);
      expect(answer.status).toBe(400);
      expect((await answer.json()).code).toBe("invalid_link");
    }
    const [still] = await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, email));
    expect(still?.confirmedAt).toBeNull();
  });

  it("still confirms a link mailed before links were signed (its token's hash is on the row)", async () => {
    const token = "a-random-token-from-an-earlier-mail";
    await t.db.insert(mailingListSubscribers).values({ email: "earlier@example.org", confirmTokenHash: hashToken(token) });
    expect((await confirm(token)).status).toBe(200);
    expect((await confirm(token)).status).toBe(200);
  });

  it("gives new, pending and confirmed addresses the same status and body; a confirmed one gets no mail", async () => {
    await confirmedSubscriber("already@example.org");
    await subscribe("waiting@example.org");
    const answers = await Promise.all(["brand-new@example.org", "waiting@example.org", "already@example.org"].map((email) => subscribe(email)));
    const bodies = await Promise.all(answers.map(async (answer) => [answer.status, await answer.text()]));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(await mailsTo("already@example.org")).toHaveLength(1);
    expect(await mailsTo("waiting@example.org")).toHaveLength(2);
  });

  it("takes as long for a confirmed address as for a new one", async () => {
    await confirmedSubscriber("timing-confirmed@example.org");
    let round = 0;
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await subscribe(email)).status).toBe(202);
      expect(performance.now() - started).toBeGreaterThanOrEqual(SUBSCRIPTION_ANSWER_MS - 1);
    };
    await t.db.delete(rateLimitCounters);
    const difference = await medianDifferenceMs(
      () => timed("timing-confirmed@example.org"),
      () => timed(`timing-${(round += 1)}@example.org`),
    );
    expect(difference).toBeLessThan(1);
  }, 180_000);

  it("limits confirmation mails per address and per IP", async () => {
    const email = "flooded@example.org";
    for (let n = 0; n < 5; n += 1) expect((await subscribe(email)).status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(3);

    const { limit } = rateLimits.mailingListRequestsPerIp;
    expect(limit).toBeLessThanOrEqual(5);
    const statuses: number[] = [];
    for (let n = 0; n <= limit; n += 1) statuses.push((await subscribe(`ip-${n}@example.org`, "203.0.113.77")).status);
    expect(statuses.slice(0, limit).every((status) => status === 202)).toBe(true);
    expect(statuses[limit]).toBe(429);
  }, 60_000);

  it("caps confirmation mails to unconfirmed addresses per hour in total, with the same neutral answer", async () => {
    await t.db.delete(mailingListSubscribers);
    const limit = UNCONFIRMED_CONFIRMATIONS_PER_HOUR;
    expect(limit).toBeLessThanOrEqual(50);
    // The hour's pending subscriptions, as many requests from many addresses would have left them.
    await t.db.insert(mailingListSubscribers).values(Array.from({ length: limit }, (_, n) => ({ email: `pending-${n}@example.org` })));

    const response = await subscribe("one-too-many@example.org");
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "received" });
    expect(await mailsTo("one-too-many@example.org")).toHaveLength(0);

    // An hour later the cap has room again.
    await t.db.update(mailingListSubscribers).set({ requestedAt: new Date(Date.now() - 61 * 60_000) });
    expect((await subscribe("an-hour-later@example.org")).status).toBe(202);
    expect(await mailsTo("an-hour-later@example.org")).toHaveLength(1);
  });

  it(`refuses a confirmation link older than ${UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS} days`, async () => {
    const email = "late@example.org";
    await subscribe(email);
    const [mail] = await mailsTo(email);
    await t.db
      .update(mailingListSubscribers)
      .set({ requestedAt: new Date(Date.now() - (UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS + 1) * 24 * 60 * 60_000) })
      .where(eq(mailingListSubscribers.email, email));
    expect((await confirm(tokenIn(mail!.text, "confirm"))).status).toBe(400);
  });
});

describe("newsletters and unsubscribing", () => {
  it("queues one mail per confirmed subscriber with a personal unsubscribe link and the RFC 8058 headers, audited", async () => {
    await t.db.delete(mailingListSubscribers);
    await confirmedSubscriber("reader-a@example.org");
    await confirmedSubscriber("reader-b@example.org");
    await subscribe("not-confirmed@example.org");

    const response = await sendNewsletter("Autumn news");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ queued: 2 });
    const copies = (await t.outbox()).filter((mail) => mail.subject.startsWith("Autumn news"));
    expect(copies.map((mail) => mail.to).sort()).toEqual(["reader-a@example.org", "reader-b@example.org"]);
    const [a, b] = copies.map((mail) => tokenIn(mail.text, "unsubscribe"));
    expect(a).not.toBe(b);
    for (const copy of copies) {
      expect(copy.text).toContain("Second paragraph.");
      const token = tokenIn(copy.text, "unsubscribe");
      expect(copy.headers).toEqual({
        "Content-Language": "en",
        "List-Id": `<newsletter.${new URL(t.env.publicUrl).hostname}>`,
        "List-Unsubscribe": `<${t.env.publicUrl}/api/mailing-list/unsubscribe/one-click?token=${encodeURIComponent(token)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
    }

    const overview = (await (await t.request("/api/admin/mailing-list", { cookie: admin.cookie })).json()) as MailingListOverview;
    expect(overview.subscribers.map((subscriber) => subscriber.email).sort()).toEqual(["reader-a@example.org", "reader-b@example.org"]);
    expect(overview.newsletters[0]).toMatchObject({ subject: "Autumn news", queued: 2, sent: 0, waiting: 2, failed: 0 });
    const log = (await (await t.request("/api/admin/audit-log?pageSize=1", { cookie: admin.cookie })).json()) as AuditLogPage;
    expect(log.entries[0]).toMatchObject({ action: "newsletter_sent", sentence: expect.stringMatching(/ sent a newsletter to 2 subscribers$/) });
  });

  it("unsubscribing through the page's POST deletes the subscription and the newsletter mail not yet sent to it", async () => {
    await t.db.delete(mailingListSubscribers);
    await confirmedSubscriber("leaving@example.org");
    await confirmedSubscriber("staying@example.org");
    await sendNewsletter("Queued before leaving");
    const [copy] = (await mailsTo("leaving@example.org")).filter((mail) => mail.subject.startsWith("Queued before leaving"));

    const response = await t.request("/api/mailing-list/unsubscribe", { json: { token: tokenIn(copy!.text, "unsubscribe") } });
    expect(await response.json()).toEqual({ status: "unsubscribed" });
    expect(await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, "leaving@example.org"))).toEqual([]);
    expect((await mailsTo("leaving@example.org")).filter((mail) => mail.subject.startsWith("Queued before leaving"))).toEqual([]);
    expect((await mailsTo("staying@example.org")).filter((mail) => mail.subject.startsWith("Queued before leaving"))).toHaveLength(1);

    await sendNewsletter("After leaving");
    expect((await mailsTo("leaving@example.org")).filter((mail) => mail.subject.startsWith("After leaving"))).toEqual([]);
  });

  it("the one-click POST works from a mail provider: no cookie, another origin, form body, token in the query", async () => {
    await t.db.delete(mailingListSubscribers);
    await confirmedSubscriber("one-click@example.org");
    await sendNewsletter("One-click test");
    const [copy] = (await mailsTo("one-click@example.org")).filter((mail) => mail.subject.startsWith("One-click test"));
    const url = new URL(copy!.headers!["List-Unsubscribe"]!.slice(1, -1));

    const response = await t.request(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { origin: "https://mail.example.com", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, "one-click@example.org"))).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "one-click@example.org")).then((rows) => rows.filter((row) => row.status === "pending" && row.newsletterId))).toEqual([]);
    // Again (a provider retries): the same answer.
    expect((await t.request(`${url.pathname}${url.search}`, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);
  });

  it("a GET on the one-click address (a mail app opening it in a browser) leads to the unsubscribe page in the subscriber's language, unsubscribing nobody", async () => {
    await t.db.delete(mailingListSubscribers);
    await confirmedSubscriber("browser@example.org", "de");
    await sendNewsletter("Opened in a browser");
    const [copy] = (await mailsTo("browser@example.org")).filter((mail) => mail.subject.startsWith("Opened in a browser"));
    const url = new URL(copy!.headers!["List-Unsubscribe"]!.slice(1, -1));
    const token = url.searchParams.get("token")!;

    const response = await t.request(`${url.pathname}${url.search}`, { headers: { "sec-fetch-site": "cross-site" } });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${t.env.publicUrl}/de/mailing-list/unsubscribe#token=${encodeURIComponent(token)}`);
    expect(await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, "browser@example.org"))).toHaveLength(1);
    // A link without a token, or with one we did not sign, still reaches the page, which says the link is not valid.
    const unsigned = await t.request("/api/mailing-list/unsubscribe/one-click?token=forged");
    expect(unsigned.status).toBe(303);
    expect(unsigned.headers.get("location")).toBe(`${t.env.publicUrl}/mailing-list/unsubscribe#token=forged`);
    expect((await t.request("/api/mailing-list/unsubscribe/one-click")).headers.get("location")).toBe(`${t.env.publicUrl}/mailing-list/unsubscribe`);
  });

  it("exempts only the one-click address from the cross-origin guard, and refuses a token we did not sign", async () => {
    const foreign = { origin: "https://mail.example.com", "sec-fetch-site": "cross-site" };
    const page = await t.request("/api/mailing-list/unsubscribe", { method: "POST", headers: { ...foreign, "content-type": "application/json" }, body: '{"token":"x"}' });
    expect(page.status).toBe(403);
    const nearby = await t.request("/api/mailing-list/unsubscribe/one-click/", { method: "POST", headers: foreign });
    expect(nearby.status).toBe(403);
    const forged = await t.request("/api/mailing-list/unsubscribe/one-click?token=00000000-0000-4000-8000-000000000000.forged", { method: "POST", headers: foreign });
    expect(forged.status).toBe(400);
    expect((await forged.json()).code).toBe("invalid_link");
  });

  it("takes at most 1 KiB from another origin's one-click POST, refused in the API's error format", async () => {
    const response = await t.request("/api/mailing-list/unsubscribe/one-click?token=x", {
      method: "POST",
      headers: { origin: "https://mail.example.com", "content-type": "application/x-www-form-urlencoded" },
      body: `List-Unsubscribe=One-Click&padding=${"x".repeat(1024)}`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request is too large.", code: "payload_too_large" });
  });

  it("exports the confirmed subscribers as CSV with formula cells neutralised", async () => {
    await t.db.delete(mailingListSubscribers);
    await t.db.insert(mailingListSubscribers).values({ email: "=cmd@example.org", confirmedAt: new Date("2026-11-01T10:00:00Z") });
    await t.db.insert(mailingListSubscribers).values({ email: "pending@example.org" });
    const response = await t.request("/api/admin/mailing-list/export", { cookie: admin.cookie });
    expect(response.headers.get("content-type")).toContain("text/csv");
    // Read as bytes: Response.text() would drop the byte order mark that is part of the promise.
    expect(Buffer.from(await response.arrayBuffer()).toString("utf8")).toBe('\uFEFF"Email Address";"Subscribed on";"Language"\r\n"\'=cmd@example.org";"2026-11-01";"en"\r\n');
    // In the downloading admin's language, for Excel set to Swiss German.
    const german = await t.request("/api/admin/mailing-list/export?lang=de", { cookie: admin.cookie });
    expect(Buffer.from(await german.arrayBuffer()).toString("utf8")).toBe('\uFEFF"E-Mail-Adresse";"Abonniert am";"Sprache"\r\n"\'=cmd@example.org";"2026-11-01";"en"\r\n');
    expect((await t.request("/api/admin/mailing-list/export?lang=xx", { cookie: admin.cookie })).status).toBe(400);
  });

  it("refuses a newsletter when nobody has confirmed, and queues nothing", async () => {
    await t.db.delete(mailingListSubscribers);
    const before = (await t.outbox()).length;
    const response = await sendNewsletter("To nobody");
    expect(response.status).toBe(409);
    expect((await t.outbox()).length).toBe(before);
  });
});

describe("in the subscriber's language (issue 26)", () => {
  const subscriberRow = async (email: string) => (await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, email)))[0];
  /** A member whose profile is in `locale`, as chosen in the dashboard. */
  async function memberIn(locale: Locale) {
    const member = await t.createUser({ role: "member" });
    await t.db.update(profiles).set({ locale }).where(eq(profiles.id, member.userId));
    return member;
  }
  const copyOf = async (email: string, subject: string) => (await mailsTo(email)).find((mail) => mail.subject.startsWith(subject));

  it("asked on a German page: the confirmation mail is German and links to the German page, whose token confirms", async () => {
    const email = "deutsch@example.org";
    expect((await subscribe(email, nextIp(), "de")).status).toBe(202);
    expect((await subscriberRow(email))?.locale).toBe("de");
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/^Bitte bestätigen Sie Ihr Abonnement \| /);
    expect(mail!.text).toContain(`Abonnement bestätigen:\n${t.env.publicUrl}/de/mailing-list/confirm#token=`);
    expect(mail!.html).toContain(`href="${t.env.publicUrl}/de/mailing-list/confirm#token=`);
    expect((await confirm(tokenIn(mail!.text, "confirm"))).status).toBe(200);
  });

  it("asked without a language (an API client of before): English, at the page's address of before", async () => {
    const email = "no-language@example.org";
    await subscribe(email);
    expect((await subscriberRow(email))?.locale).toBe("en");
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/^Please confirm your subscription \| /);
    expect(mail!.text).toContain(`Confirm subscription:\n${t.env.publicUrl}/mailing-list/confirm#token=`);
    // The English page, as the same request on an English page names it.
    await subscribe(email, nextIp(), "en");
    const [again] = await mailsTo(email);
    expect(tokenIn(again!.text, "confirm")).toBe(tokenIn(mail!.text, "confirm"));
    expect(again!.text).toContain(`${t.env.publicUrl}/mailing-list/confirm#token=`);
  });

  it("a pending address asking again from a French page is written to in French; once confirmed, its language stays", async () => {
    const email = "changes-mind@example.org";
    await subscribe(email, nextIp(), "de");
    await subscribe(email, nextIp(), "fr");
    expect((await subscriberRow(email))?.locale).toBe("fr");
    const [french, german] = await mailsTo(email);
    expect(french!.subject).toMatch(/^Veuillez confirmer votre abonnement \| /);
    expect(french!.text).toContain(`${t.env.publicUrl}/fr/mailing-list/confirm#token=`);
    expect(german!.text).toContain(`${t.env.publicUrl}/de/mailing-list/confirm#token=`);
    // One subscription, one token: the German mail's link still confirms.
    expect(tokenIn(german!.text, "confirm")).toBe(tokenIn(french!.text, "confirm"));
    expect((await confirm(tokenIn(german!.text, "confirm"))).status).toBe(200);

    await subscribe(email, nextIp(), "it");
    expect((await subscriberRow(email))?.locale).toBe("fr");
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("a member's address: the member's own language wins over the page's, for the confirmation mail too", async () => {
    const member = await memberIn("it");
    await subscribe(member.email, nextIp(), "de");
    expect((await subscriberRow(member.email))?.locale).toBe("de");
    const [mail] = (await mailsTo(member.email)).filter((each) => each.text.includes("/mailing-list/confirm#token="));
    expect(mail!.subject).toMatch(/^Confermi la Sua iscrizione \| /);
    expect(mail!.text).toContain(`${t.env.publicUrl}/it/mailing-list/confirm#token=`);
  });

  it("each newsletter copy is in its subscriber's language and links to that language's unsubscribe page; the one-click address stays the API's", async () => {
    await t.db.delete(mailingListSubscribers);
    await confirmedSubscriber("lecteur@example.org", "fr");
    await confirmedSubscriber("reader@example.org");
    const member = await memberIn("it");
    await confirmedSubscriber(member.email, "de");

    expect((await sendNewsletter("Languages news")).status).toBe(201);
    const french = await copyOf("lecteur@example.org", "Languages news");
    expect(french!.text).toContain(`Se désabonner en un clic:\n${t.env.publicUrl}/fr/mailing-list/unsubscribe#token=`);
    expect(french!.html).toContain(`href="${t.env.publicUrl}/fr/mailing-list/unsubscribe#token=`);
    const token = tokenIn(french!.text, "unsubscribe");
    expect(french!.headers).toMatchObject({
      "Content-Language": "fr",
      "List-Unsubscribe": `<${t.env.publicUrl}/api/mailing-list/unsubscribe/one-click?token=${encodeURIComponent(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const english = await copyOf("reader@example.org", "Languages news");
    expect(english!.text).toContain(`Unsubscribe with one click:\n${t.env.publicUrl}/mailing-list/unsubscribe#token=`);
    // The member's own language (Italian), not the German page they subscribed on.
    const members = await copyOf(member.email, "Languages news");
    expect(members!.text).toContain(`Disiscriversi con un clic:\n${t.env.publicUrl}/it/mailing-list/unsubscribe#token=`);

    // The member changes their language in the dashboard: the next newsletter follows it.
    const cookie = await t.signIn(member.email, member.password);
    expect((await t.request("/api/me/profile", { method: "PATCH", json: { locale: "de" }, cookie })).status).toBe(200);
    await sendNewsletter("After the change");
    const changed = await copyOf(member.email, "After the change");
    expect(changed!.text).toContain(`Mit einem Klick abmelden:\n${t.env.publicUrl}/de/mailing-list/unsubscribe#token=`);

    // The French page's POST unsubscribes with the French link's token.
    expect(await (await t.request("/api/mailing-list/unsubscribe", { json: { token } })).json()).toEqual({ status: "unsubscribed" });
    expect(await subscriberRow("lecteur@example.org")).toBeUndefined();
  });

  it("the French copy reaches the subscriber over SMTP with its French link", async () => {
    await t.db.delete(mailingListSubscribers);
    await confirmedSubscriber("par-smtp@example.org", "fr");
    await sendNewsletter("Delivered news");
    // The rest of this file's queue is not this test's, and the worker's pace would take minutes over it.
    await t.db.delete(mailOutbox).where(and(eq(mailOutbox.status, "pending"), ne(mailOutbox.to, "par-smtp@example.org")));
    const peer = await startSmtpPeer();
    try {
      const transport = nodemailer.createTransport({ host: "127.0.0.1", port: peer.port, secure: false, ignoreTLS: true });
      await createMailWorker({ db: t.db, transport, from: "no-reply@example.org", logger: createLogger({ silent: true }) }).drain();
      const delivered = peer.received.filter((mail) => mail.to.includes("par-smtp@example.org") && mail.raw.includes("Delivered news"));
      expect(delivered).toHaveLength(1);
      // Quoted-printable: soft line breaks joined, "=" written as =3D.
      const body = delivered[0]!.raw.replace(/=\r?\n/g, "").replaceAll("=3D", "=");
      expect(body).toContain(`${t.env.publicUrl}/fr/mailing-list/unsubscribe#token=`);
    } finally {
      await peer.stop();
    }
  });

  it("refuses any locale that is not one of the four with the API's validation error, and changes nothing", async () => {
    const notALocale = fc.oneof(
      fc.string({ maxLength: 12 }).filter((value) => !(locales as readonly string[]).includes(value)),
      fc.constantFrom("EN", "De", "de-CH", "en-US", " de", "de ", "deutsch", "gsw", "rm", "\u0000", "null"),
      fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.array(fc.constantFrom(...locales), { maxLength: 2 }), fc.object({ maxDepth: 1 })),
    );
    const email = "bad-locale@example.org";
    await fc.assert(
      fc.asyncProperty(notALocale, async (locale) => {
        const response = await t.request("/api/mailing-list/subscriptions", { json: { email, locale }, from: nextIp() });
        expect(response.status, JSON.stringify(locale)).toBe(400);
        expect(await response.json()).toEqual({
          error: "Please choose one of the languages en, de, fr, it",
          code: "validation_failed",
          issues: [{ path: "locale", message: "Please choose one of the languages en, de, fr, it" }],
        });
      }),
      { numRuns: 60 },
    );
    expect(await subscriberRow(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });
});
