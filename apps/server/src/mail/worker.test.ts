import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox } from "../db/schema";
import { createLogger } from "../logger";
import { createTestDatabase } from "../testing/test-database";
import { startSmtpPeer } from "../testing/smtp-peer";
import { enqueueMail } from "./outbox";
import { createMailWorker, retryDelayMs } from "./worker";

let database: DatabaseHandle;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.stop();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  peer.received.length = 0;
  peer.refuseMessages(false);
});
afterEach(async () => {
  // A test that stopped the peer leaves it running again for the next one.
  await peer.stop();
  await peer.restart();
});

function worker() {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: peer.port, secure: false, ignoreTLS: true, connectionTimeout: 2000 });
  return createMailWorker({ db: database.db, transport, from: "no-reply@example.org", logger: createLogger({ silent: true }) });
}

const mail = (n: number) => ({ to: `person${n}@example.org`, subject: `Subject ${n}`, text: `Text ${n}`, html: `<p>Text ${n}</p>` });

async function rows() {
  return database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
}

/** Plays the passing of time: makes every waiting retry due now. */
async function makeRetriesDue() {
  await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
}

describe("mail worker", () => {
  it("delivers queued mail to the SMTP server and marks it sent", async () => {
    await enqueueMail(database.db, mail(1));
    await enqueueMail(database.db, mail(2));

    expect(await worker().drain()).toBe(2);

    // Two mails queued in the same instant may leave in either order.
    expect(peer.received.map((m) => m.to[0]).sort()).toEqual(["person1@example.org", "person2@example.org"]);
    expect(peer.received.find((m) => m.to[0] === "person1@example.org")!.raw).toContain("Subject: Subject 1");
    const stored = await rows();
    expect(stored.every((row) => row.status === "sent" && row.sentAt instanceof Date)).toBe(true);
    expect(await worker().drain()).toBe(0);
    expect(peer.received).toHaveLength(2);
  });

  it("keeps mail while the SMTP server is down and sends it exactly once when it is back", async () => {
    await peer.stop();
    const id = await enqueueMail(database.db, mail(3));

    expect(await worker().drain()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ id, status: "pending", attempts: 1, sentAt: null });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: another drain must not try again before the backoff has passed.
    expect(await worker().drain()).toBe(0);
    expect((await rows())[0]!.attempts).toBe(1);

    await makeRetriesDue();
    expect(await worker().drain()).toBe(0);
    expect((await rows())[0]!.attempts).toBe(2);

    await peer.restart();
    await makeRetriesDue();
    expect(await worker().drain()).toBe(1);
    await makeRetriesDue();
    expect(await worker().drain()).toBe(0);

    expect(peer.received).toHaveLength(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("does not mark mail sent when the server refuses it, and retries later", async () => {
    peer.refuseMessages(true);
    await enqueueMail(database.db, mail(4));
    expect(await worker().drain()).toBe(0);
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 1 });

    peer.refuseMessages(false);
    await makeRetriesDue();
    expect(await worker().drain()).toBe(1);
    expect(peer.received).toHaveLength(1);
  });

  it("sends each message once even when two workers drain at the same time", async () => {
    for (let n = 0; n < 6; n += 1) await enqueueMail(database.db, mail(n));
    const [a, b] = await Promise.all([worker().drain(), worker().drain()]);
    expect(a + b).toBe(6);
    expect(peer.received).toHaveLength(6);
    expect(new Set(peer.received.map((m) => m.to[0])).size).toBe(6);
  });

  it("gives a message a stable Message-ID so a resend after a crash can be recognised", async () => {
    const id = await enqueueMail(database.db, mail(7));
    await worker().drain();
    expect(peer.received[0]!.raw).toContain(`Message-ID: <${id}@outbox>`);
  });

  it("takes up a message whose sender crashed once its lease has expired", async () => {
    const id = await enqueueMail(database.db, mail(8));
    await database.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() + 60_000) }).where(eq(mailOutbox.id, id));
    expect(await worker().drain()).toBe(0);
    await database.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() - 1) }).where(eq(mailOutbox.id, id));
    expect(await worker().drain()).toBe(1);
  });
});

describe("retryDelayMs", () => {
  it("backs off exponentially and caps at an hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
