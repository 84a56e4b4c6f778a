import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken, peekToken } from "../auth/one-time-tokens";
import { mailOutbox, oneTimeTokens, rateLimitCounters, session } from "../db/schema";
import type { Logger } from "../logger";
import { createTestApp, type TestApp } from "../testing/test-app";
import { deleteExpiredData, SENT_MAIL_RETENTION_DAYS, startHousekeeping } from "./housekeeping";

const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function queueMail(subject: string, values: Partial<typeof mailOutbox.$inferInsert> = {}) {
  await t.db.insert(mailOutbox).values({ to: "person@example.org", subject, text: "text", html: "<p>html</p>", ...values });
}

const subjects = async () => (await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((row) => row.subject).sort();

describe("deleteExpiredData", () => {
  it(`deletes mail sent more than ${SENT_MAIL_RETENTION_DAYS} days ago and keeps newer and unsent mail`, async () => {
    await t.db.delete(mailOutbox);
    await queueMail("sent long ago", { status: "sent", sentAt: daysAgo(SENT_MAIL_RETENTION_DAYS + 1) });
    await queueMail("sent recently", { status: "sent", sentAt: daysAgo(SENT_MAIL_RETENTION_DAYS - 1) });
    await queueMail("still waiting", { createdAt: daysAgo(60) });

    expect((await deleteExpiredData(t.db)).sentMail).toBe(1);
    expect(await subjects()).toEqual(["sent recently", "still waiting"]);
  });

  it("deletes expired sessions and keeps a live one working", async () => {
    const member = await t.loginAs("member");
    await t.db.insert(session).values({ id: randomUUID(), token: randomUUID(), userId: member.userId, expiresAt: new Date(Date.now() - 1000) });

    expect((await deleteExpiredData(t.db)).sessions).toBe(1);
    const me = await t.request("/api/me", { cookie: member.cookie });
    expect(me.status).toBe(200);
  });

  it("deletes used and expired one-time tokens; an unused one still works", async () => {
    const { userId } = await t.createUser();
    await t.db.delete(oneTimeTokens);
    await issueToken(t.db, userId, "recovery");
    await t.db.update(oneTimeTokens).set({ usedAt: new Date() });
    await issueToken(t.db, userId, "signup");
    await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.type, "signup"));
    const unused = await issueToken(t.db, userId, "invite");

    expect((await deleteExpiredData(t.db)).tokens).toBe(2);
    expect(await t.db.select({ type: oneTimeTokens.type }).from(oneTimeTokens)).toEqual([{ type: "invite" }]);
    expect(await peekToken(t.db, unused, ["invite"])).toMatchObject({ userId });
  });

  it("deletes rate-limit counters whose window is over and keeps a running limit in force", async () => {
    await t.db.delete(rateLimitCounters);
    await t.db.insert(rateLimitCounters).values([
      { key: "old", count: 50, windowStartedAt: new Date(Date.now() - 16 * 60_000) },
      { key: "current", count: 50, windowStartedAt: new Date() },
    ]);

    expect((await deleteExpiredData(t.db)).rateLimitCounters).toBe(1);
    expect(await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).toEqual([{ key: "current" }]);
  });
});

describe("startHousekeeping", () => {
  it("runs at once, logs only counts, and stops cleanly", async () => {
    await t.db.delete(mailOutbox);
    await queueMail("sent long ago", { status: "sent", sentAt: daysAgo(SENT_MAIL_RETENTION_DAYS + 5) });
    const lines: Array<{ message: string; fields?: Record<string, unknown> }> = [];
    const logger: Logger = {
      info: (message, fields) => lines.push({ message, fields }),
      warn: (message, fields) => lines.push({ message, fields }),
      error: (message, fields) => lines.push({ message, fields }),
    };

    const housekeeping = startHousekeeping({ db: t.db, logger });
    await housekeeping.stop();

    expect(await subjects()).toEqual([]);
    expect(lines).toEqual([{ message: "expired data deleted", fields: expect.objectContaining({ sentMail: 1 }) }]);
    expect(JSON.stringify(lines)).not.toContain("example.org");
  });
});
