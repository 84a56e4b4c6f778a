import { type MailingListOverview, newsletterTestSubjectPrefix, type NewsletterPreview } from "@ssem/core";
import { count, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { rateLimits } from "../../auth/rate-limit";
import { mailingListSubscribers, newsletters, profiles } from "../../db/schema";
import { createLogger } from "../../logger";
import { createMailWorker } from "../../mail/worker";
import { startSmtpPeer } from "../../testing/smtp-peer";
import { signedInForFile, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");
const draft = { subject: "Spring <b>news</b>", text: "First paragraph with <script>alert(1)</script>.\n\nSecond paragraph." };
const newsletterCount = async () => (await t.db.select({ n: count() }).from(newsletters))[0]!.n;

describe("GET /api/admin/mailing-list and its CSV: each subscriber's language (issue 26)", () => {
  it("gives the language of each confirmed subscriber's mails: a member's own, else the one they subscribed in", async () => {
    await t.db.delete(mailingListSubscribers);
    const member = await t.createUser({ role: "member" });
    await t.db.update(profiles).set({ locale: "fr" }).where(eq(profiles.id, member.userId));
    await t.db.insert(mailingListSubscribers).values([
      { email: "leser@example.org", locale: "de", confirmedAt: new Date("2026-11-03T10:00:00Z") },
      { email: "reader@example.org", confirmedAt: new Date("2026-11-02T10:00:00Z") },
      // Subscribed on an Italian page, later chose French in the dashboard: the newsletter goes out in French.
      { email: member.email.toLowerCase(), locale: "it", confirmedAt: new Date("2026-11-01T10:00:00Z") },
      { email: "pending@example.org", locale: "it" },
    ]);

    const response = await t.request("/api/admin/mailing-list", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const overview = (await response.json()) as MailingListOverview;
    expect(overview.subscribers.map(({ email, locale }) => ({ email, locale }))).toEqual([
      { email: "leser@example.org", locale: "de" },
      { email: "reader@example.org", locale: "en" },
      { email: member.email.toLowerCase(), locale: "fr" },
    ]);

    const csv = Buffer.from(await (await t.request("/api/admin/mailing-list/export", { cookie: admin.cookie })).arrayBuffer()).toString("utf8");
    expect(csv.split("\r\n")).toEqual([
      '\uFEFF"Email Address";"Subscribed on";"Language"',
      '"leser@example.org";"2026-11-03";"de"',
      '"reader@example.org";"2026-11-02";"en"',
      `"${member.email.toLowerCase()}";"2026-11-01";"fr"`,
      "",
    ]);
    await t.db.delete(mailingListSubscribers);
  });
});

describe("POST /api/admin/newsletters/preview", () => {
  it("renders the mail from the newsletter's own template, addressed to the admin, and writes nothing", async () => {
    await t.db.insert(mailingListSubscribers).values({ email: "preview-subscriber@example.org", confirmedAt: new Date() });
    const mailsBefore = (await t.outbox()).length;
    const response = await t.request("/api/admin/newsletters/preview", { json: draft, cookie: admin.cookie });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as NewsletterPreview;
    expect(preview.to).toBe(admin.email);
    expect(preview.subject).toMatch(/^Spring <b>news<\/b> \| /);
    expect(preview.text).toContain("First paragraph with <script>alert(1)</script>.\n\nSecond paragraph.");
    expect(preview.text).toContain("/mailing-list/unsubscribe#token=");
    expect(Object.keys(preview).sort()).toEqual(["subject", "text", "to"]);
    expect((await t.outbox()).length).toBe(mailsBefore);
    expect(await newsletterCount()).toBe(0);
  });

  it("refuses a draft the newsletter would refuse", async () => {
    for (const body of [{}, { subject: "", text: "x" }, { subject: "Line\nbreak", text: "x" }, { ...draft, extra: 1 }]) {
      expect((await t.request("/api/admin/newsletters/preview", { json: body, cookie: admin.cookie })).status).toBe(400);
    }
  });
});

describe("POST /api/admin/newsletters/test", () => {
  it("mails the newsletter to the signed-in admin only, marked as a test, counted as no newsletter; it arrives over SMTP", async () => {
    const peer = await startSmtpPeer();
    try {
      await t.db.insert(mailingListSubscribers).values({ email: "test-subscriber@example.org", confirmedAt: new Date() }).onConflictDoNothing();
      const before = new Set((await t.outbox()).map((mail) => mail.id));
      const response = await t.request("/api/admin/newsletters/test", { json: draft, cookie: admin.cookie });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ to: admin.email });

      const queued = (await t.outbox()).filter((mail) => !before.has(mail.id));
      expect(queued.map((mail) => [mail.to, mail.subject, mail.newsletterId])).toEqual([[admin.email, expect.stringMatching(/^\[Test\] Spring <b>news<\/b> \| /), null]]);
      expect(await newsletterCount()).toBe(0);

      const transport = nodemailer.createTransport({ host: "127.0.0.1", port: peer.port, secure: false, ignoreTLS: true });
      await createMailWorker({ db: t.db, transport, from: "no-reply@example.org", logger: createLogger({ silent: true }) }).drain();
      const delivered = peer.received.filter((mail) => mail.raw.includes(newsletterTestSubjectPrefix.trim()));
      expect(delivered.map((mail) => mail.to)).toEqual([[admin.email]]);
    } finally {
      await peer.stop();
    }
  });

  it(`sends at most ${rateLimits.newsletterTestsPerAdmin.limit} tests per admin in 15 minutes, then a 429 that queues nothing`, async () => {
    const other = await t.loginAs("admin");
    const send = () => t.request("/api/admin/newsletters/test", { json: draft, cookie: other.cookie });
    for (let n = 0; n < rateLimits.newsletterTestsPerAdmin.limit; n += 1) expect((await send()).status).toBe(202);
    const mailsBefore = (await t.outbox()).length;
    const refused = await send();
    expect(refused.status).toBe(429);
    expect((await t.outbox()).length).toBe(mailsBefore);
  });

  it("refuses a bad draft and queues nothing, and is for admins only", async () => {
    const mailsBefore = (await t.outbox()).length;
    expect((await t.request("/api/admin/newsletters/test", { json: { subject: "x" }, cookie: admin.cookie })).status).toBe(400);
    expect((await t.request("/api/admin/newsletters/test", { json: draft, cookie: (await t.loginAs("member")).cookie })).status).toBe(403);
    expect((await t.request("/api/admin/newsletters/test", { json: draft })).status).toBe(401);
    expect((await t.outbox()).length).toBe(mailsBefore);
  });
});
