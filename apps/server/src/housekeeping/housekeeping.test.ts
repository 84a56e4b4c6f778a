import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import { MAIL_RETENTION_DAYS, REVIEW_CHANGE_RETENTION_DAYS, RIDE_ALONG_RETENTION_MONTHS, UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS } from "@ssem/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueToken, peekToken } from "../auth/one-time-tokens";
import { runExclusively } from "../db/run-once";
import { mailAttachments, mailingListSubscribers, mailOutbox, oneTimeTokens, profiles, rateLimitCounters, reviewChanges, rideAlongRequests, session, user } from "../db/schema";
import type { Logger } from "../logger";
import { localDiskStorage } from "../files/storage/local-disk";
import { s3Storage } from "../files/storage/s3";
import { testAppForFile } from "../testing/test-app";
import { deleteExpiredData, startHousekeeping } from "./housekeeping";

const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const t = testAppForFile();
const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

async function queueMail(subject: string, values: Partial<typeof mailOutbox.$inferInsert> = {}) {
  await t.db.insert(mailOutbox).values({ to: "person@example.org", subject, text: "text", html: "<p>html</p>", ...values });
}

const subjects = async () => (await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((row) => row.subject).sort();

describe("deleteExpiredData", () => {
  it(`deletes mail sent more than ${MAIL_RETENTION_DAYS} days ago and keeps newer and unsent mail`, async () => {
    await t.db.delete(mailOutbox);
    await queueMail("sent long ago", { status: "sent", sentAt: daysAgo(MAIL_RETENTION_DAYS + 1) });
    await queueMail("sent recently", { status: "sent", sentAt: daysAgo(MAIL_RETENTION_DAYS - 1) });
    await queueMail("still waiting", { createdAt: daysAgo(60) });

    expect((await deleteExpiredData(t.db)).sentMail).toBe(1);
    expect(await subjects()).toEqual(["sent recently", "still waiting"]);
  });

  it(`deletes mail given up as undeliverable more than ${MAIL_RETENTION_DAYS} days ago and keeps mail given up since`, async () => {
    await t.db.delete(mailOutbox);
    await queueMail("given up long ago", { status: "failed", failedAt: daysAgo(MAIL_RETENTION_DAYS + 1), createdAt: daysAgo(MAIL_RETENTION_DAYS + 8) });
    await queueMail("given up recently", { status: "failed", failedAt: daysAgo(MAIL_RETENTION_DAYS - 1), createdAt: daysAgo(MAIL_RETENTION_DAYS + 6) });

    expect(await deleteExpiredData(t.db)).toMatchObject({ sentMail: 0, undeliverableMail: 1 });
    expect(await subjects()).toEqual(["given up recently"]);
  });

  it("deletes a mail's attachments with the mail, and keeps those of mail it keeps", async () => {
    await t.db.delete(mailOutbox);
    const [old] = await t.db.insert(mailOutbox).values({ to: "person@example.org", subject: "old invoice", text: "t", html: "h", status: "sent", sentAt: daysAgo(MAIL_RETENTION_DAYS + 1) }).returning();
    const [recent] = await t.db.insert(mailOutbox).values({ to: "person@example.org", subject: "new invoice", text: "t", html: "h" }).returning();
    await t.db.insert(mailAttachments).values([old!, recent!].map((mail) => ({ mailId: mail.id, filename: "invoice.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-1.3") })));

    expect((await deleteExpiredData(t.db)).sentMail).toBe(1);
    expect((await t.db.select({ mailId: mailAttachments.mailId }).from(mailAttachments)).map((row) => row.mailId)).toEqual([recent!.id]);
  });

  it("deletes expired sessions and keeps a live one working", async () => {
    const member = await t.loginAs("member");
    await t.db.insert(session).values({ id: randomUUID(), token: randomUUID(), userId: member.userId, expiresAt: new Date(Date.now() - 1000) });

    expect((await deleteExpiredData(t.db)).sessions).toBe(1);
    const me = await t.request("/api/me", { cookie: member.cookie });
    expect(me.status).toBe(200);
  });

  it("deletes expired one-time tokens, used or not; a used one stays until it expires, an unused one still works", async () => {
    const { userId } = await t.createUser();
    await t.db.delete(oneTimeTokens);
    await issueToken(t.db, userId, "recovery");
    await t.db.update(oneTimeTokens).set({ usedAt: new Date(), expiresAt: new Date(Date.now() - 1000) });
    await issueToken(t.db, userId, "signup");
    await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.type, "signup"));
    await issueToken(t.db, userId, "invite");
    const unused = await issueToken(t.db, userId, "invite");

    expect((await deleteExpiredData(t.db)).tokens).toBe(2);
    const left = await t.db.select({ usedAt: oneTimeTokens.usedAt }).from(oneTimeTokens);
    expect(left.map((row) => row.usedAt !== null).sort()).toEqual([false, true]);
    expect(await peekToken(t.db, unused, ["invite"])).toMatchObject({ userId });
  });

  it("deletes rate-limit counters whose window is over and keeps a running limit or delay in force", async () => {
    await t.db.delete(rateLimitCounters);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.db.insert(rateLimitCounters).values([
      { key: "old", count: 50, windowStartedAt: minutesAgo(16), blockedUntil: minutesAgo(16) },
      { key: "current", count: 50, windowStartedAt: new Date() },
      { key: "still delayed", count: 20, windowStartedAt: minutesAgo(16), blockedUntil: minutesAgo(-1) },
    ]);

    expect((await deleteExpiredData(t.db)).rateLimitCounters).toBe(1);
    expect((await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key).sort()).toEqual([
      "current",
      "still delayed",
    ]);
  });

  it(`deletes review changes after ${REVIEW_CHANGE_RETENTION_DAYS} days and keeps newer ones`, async () => {
    await t.db.delete(reviewChanges);
    await t.db.insert(reviewChanges).values([
      { reviewId: 1, kind: "added", at: new Date(Date.now() - (REVIEW_CHANGE_RETENTION_DAYS + 1) * DAY_MS) },
      { reviewId: 2, kind: "added", at: new Date(Date.now() - (REVIEW_CHANGE_RETENTION_DAYS - 1) * DAY_MS) },
    ]);
    expect((await deleteExpiredData(t.db)).reviewChanges).toBe(1);
    expect((await t.db.select({ reviewId: reviewChanges.reviewId }).from(reviewChanges)).map((row) => row.reviewId)).toEqual([2]);
  });
});

describe("what /legal promises about ride-along requests and the mailing list", () => {
  it(`deletes ride-along requests ${RIDE_ALONG_RETENTION_MONTHS} months after they were made and keeps newer ones`, async () => {
    const { userId } = await t.createUser();
    await t.db.delete(rideAlongRequests);
    const monthsAgo = (months: number) => new Date(Date.now() - months * 31 * DAY_MS);
    await t.db.insert(rideAlongRequests).values([
      { userId, location: "zurich", yearOfStudies: 1, createdAt: monthsAgo(RIDE_ALONG_RETENTION_MONTHS) },
      { userId, location: "basel", yearOfStudies: 2, createdAt: monthsAgo(RIDE_ALONG_RETENTION_MONTHS - 1) },
    ]);

    expect((await deleteExpiredData(t.db)).rideAlongRequests).toBe(1);
    expect((await t.db.select({ location: rideAlongRequests.location }).from(rideAlongRequests)).map((row) => row.location)).toEqual(["basel"]);
  });

  it(`deletes addresses not confirmed within ${UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS} days and keeps confirmed and newer ones`, async () => {
    await t.db.delete(mailingListSubscribers);
    await t.db.insert(mailingListSubscribers).values([
      { email: "never-confirmed@example.org", requestedAt: daysAgo(UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS + 1) },
      { email: "still-pending@example.org", requestedAt: daysAgo(UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS - 1) },
      { email: "confirmed-long-ago@example.org", requestedAt: daysAgo(400), confirmedAt: daysAgo(399) },
    ]);

    expect((await deleteExpiredData(t.db)).unconfirmedSubscriptions).toBe(1);
    const left = (await t.db.select({ email: mailingListSubscribers.email }).from(mailingListSubscribers)).map((row) => row.email).sort();
    expect(left).toEqual(["confirmed-long-ago@example.org", "still-pending@example.org"]);
  });
});

describe("startHousekeeping", () => {
  it("deletes a rejected applicant 6 months after the decision, and keeps one rejected since and an approved member", async () => {
    const monthsAgo = (months: number) => new Date(Date.now() - months * 31 * DAY_MS);
    const longRejected = await t.createUser({ role: "pending", status: "rejected" });
    const recentlyRejected = await t.createUser({ role: "pending", status: "rejected" });
    const approvedLongAgo = await t.createUser({ role: "member", status: "approved" });
    await t.db.update(profiles).set({ decidedAt: monthsAgo(6) }).where(eq(profiles.id, longRejected.userId));
    await t.db.update(profiles).set({ decidedAt: monthsAgo(5) }).where(eq(profiles.id, recentlyRejected.userId));
    await t.db.update(profiles).set({ decidedAt: monthsAgo(24) }).where(eq(profiles.id, approvedLongAgo.userId));

    expect((await deleteExpiredData(t.db)).rejectedApplications).toBe(1);
    const left = (await t.db.select({ id: user.id }).from(user)).map((row) => row.id);
    expect(left).not.toContain(longRejected.userId);
    expect(left).toEqual(expect.arrayContaining([recentlyRejected.userId, approvedLongAgo.userId]));
  });

  it("never deletes anyone who holds the member or admin role, whatever their status says", async () => {
    const monthsAgo = (months: number) => new Date(Date.now() - months * 31 * DAY_MS);
    const holders = [await t.createUser({ role: "member", status: "rejected" }), await t.createUser({ role: "admin", status: "rejected" })];
    for (const holder of holders) await t.db.update(profiles).set({ decidedAt: monthsAgo(12) }).where(eq(profiles.id, holder.userId));

    await deleteExpiredData(t.db);
    const left = (await t.db.select({ id: user.id }).from(user)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining(holders.map((holder) => holder.userId)));
  });

  it("runs at once, logs only counts, and stops cleanly", async () => {
    await t.db.delete(mailOutbox);
    await queueMail("sent long ago", { status: "sent", sentAt: daysAgo(MAIL_RETENTION_DAYS + 5) });
    const lines: Array<{ message: string; fields?: Record<string, unknown> }> = [];
    const logger: Logger = {
      info: (message, fields) => lines.push({ message, fields }),
      warn: (message, fields) => lines.push({ message, fields }),
      error: (message, fields) => lines.push({ message, fields }),
    };

    const housekeeping = startHousekeeping({ db: t.db, storage: localDiskStorage(t.storageFolder), logger, env: t.env, notifyMailQueued: () => {} });
    await housekeeping.stop();

    expect(await subjects()).toEqual([]);
    expect(lines).toEqual([{ message: "expired data deleted", fields: expect.objectContaining({ sentMail: 1 }) }]);
    expect(JSON.stringify(lines)).not.toContain("example.org");
  });
});

describe("startHousekeeping in several processes", () => {
  it("skips its run while another process is housekeeping, and housekeeps at its next run", async () => {
    await t.db.delete(mailOutbox);
    await queueMail("sent long ago", { status: "sent", sentAt: daysAgo(MAIL_RETENTION_DAYS + 5) });
    let finish = () => {};
    let begun = () => {};
    const otherHasBegun = new Promise<void>((resolve) => (begun = resolve));
    const otherProcess = runExclusively(t.db, "housekeeping", () => new Promise<void>((resolve) => ((finish = resolve), begun())));
    await otherHasBegun;
    const start = () => startHousekeeping({ db: t.db, storage: localDiskStorage(t.storageFolder), logger: silentLogger, env: t.env, notifyMailQueued: () => {} });

    await start().stop();
    expect(await subjects()).toEqual(["sent long ago"]);

    finish();
    await otherProcess;
    await start().stop();
    expect(await subjects()).toEqual([]);
  });
});

describe("startHousekeeping and the file share", () => {
  it("removes uploads a killed server left behind, and keeps one in progress and the stored files", async () => {
    const storage = localDiskStorage(t.storageFolder);
    await storage.list(); // The folder exists.
    // What a kill -9 (or a shutdown that did not wait for a long upload) leaves: the temporary file of the upload.
    const abandoned = path.join(t.storageFolder, `.upload-${randomUUID()}`);
    await writeFile(abandoned, Buffer.alloc(64 * 1024));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(abandoned, twoHoursAgo, twoHoursAgo);
    const inProgress = new PassThrough();
    const stored = storage.write("Statuten.pdf", inProgress);
    inProgress.write(Buffer.from("%PDF-1.7\n"));
    await expect.poll(async () => (await readdir(t.storageFolder)).length).toBe(2);

    await startHousekeeping({ db: t.db, logger: silentLogger, storage, env: t.env, notifyMailQueued: () => {} }).stop();

    expect(fs.existsSync(abandoned)).toBe(false);
    inProgress.end("%%EOF\n");
    expect((await stored).name).toBe("Statuten.pdf");
    expect(await readdir(t.storageFolder)).toEqual(["Statuten.pdf"]);
  });

  it("does the database's share and logs the storage's failure while the file storage is unreachable", async () => {
    await t.db.delete(mailOutbox);
    await queueMail("sent long ago", { status: "sent", sentAt: daysAgo(MAIL_RETENTION_DAYS + 5) });
    const lines: string[] = [];
    const logger: Logger = { info: (message) => lines.push(message), warn: (message) => lines.push(message), error: (message) => lines.push(message) };
    // An object store nobody listens at (port 9 is discard, closed here): connections are refused.
    const unreachable = s3Storage({ endpoint: "http://127.0.0.1:9", bucket: "gone", region: "us-east-1", accessKeyId: "k", secretAccessKey: "s", forcePathStyle: true });

    await startHousekeeping({ db: t.db, logger, storage: unreachable, env: t.env, notifyMailQueued: () => {} }).stop();

    expect(await subjects()).toEqual([]);
    expect(lines.sort()).toEqual(["abandoned uploads not removed: the file storage is unavailable", "expired data deleted"]);
  });
});
