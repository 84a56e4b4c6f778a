import { type AuditLogPage, type MailingListOverview, UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS } from "@ssem/core";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailingListSubscribers, mailOutbox, rateLimitCounters } from "../../db/schema";
import { signedInForFile, testAppForFile } from "../../testing/test-app";
import { medianDifferenceMs } from "../../testing/timing";
import { rateLimits } from "../../auth/rate-limit";
import { hashToken } from "../../auth/one-time-tokens";
import { subscriberToken, UNCONFIRMED_CONFIRMATIONS_PER_HOUR } from "../../mailing-list/subscriptions";
import { SUBSCRIPTION_ANSWER_MS } from "./route";

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

const subscribe = (email: string, from = nextIp()) => t.request("/api/mailing-list/subscriptions", { json: { email }, from });
const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email);
const tokenIn = (text: string, page: "confirm" | "unsubscribe") => {
  const match = new RegExp(`/mailing-list/${page}#token=([A-Za-z0-9_.%-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in mail`);
  return decodeURIComponent(match[1]!);
};
const confirm = (token: string) => t.request("/api/mailing-list/confirm", { json: { token } });

async function confirmedSubscriber(email: string) {
  await subscribe(email);
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
    expect(Buffer.from(await response.arrayBuffer()).toString("utf8")).toBe('\uFEFF"Email Address","Subscribed on"\r\n"\'=cmd@example.org","2026-11-01"\r\n');
  });

  it("refuses a newsletter when nobody has confirmed, and queues nothing", async () => {
    await t.db.delete(mailingListSubscribers);
    const before = (await t.outbox()).length;
    const response = await sendNewsletter("To nobody");
    expect(response.status).toBe(409);
    expect((await t.outbox()).length).toBe(before);
  });
});
