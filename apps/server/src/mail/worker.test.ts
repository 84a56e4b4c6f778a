import { UNDELIVERED_MAIL_GIVE_UP_DAYS } from "@ssem/core";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { createAccount } from "../accounts/accounts";
import { mailAttachments, mailOutbox } from "../db/schema";
import { createLogger, type Logger } from "../logger";
import { createTestDatabase, databaseAndSmtpPeerForFile } from "../testing/test-database";
import { enqueueMail } from "./outbox";
import { smtpTransport } from "./transport";
import { createMailWorker, retryDelayMs, sendingPace } from "./worker";

const testbed = databaseAndSmtpPeerForFile();
beforeEach(async () => {
  await testbed.database.db.delete(mailOutbox);
  testbed.peer.received.length = 0;
  testbed.peer.refuseMessages(false);
});
afterEach(async () => {
  // A test that stopped the peer leaves it running again for the next one.
  await testbed.peer.stop();
  await testbed.peer.restart();
});

function worker(logger: Logger = createLogger({ silent: true })) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: testbed.peer.port, secure: false, ignoreTLS: true, connectionTimeout: 2000 });
  return createMailWorker({ db: testbed.database.db, transport, from: "no-reply@example.org", logger });
}

const mail = (n: number) => ({ to: `person${n}@example.org`, subject: `Subject ${n}`, text: `Text ${n}`, html: `<p>Text ${n}</p>` });

async function rows() {
  return testbed.database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
}

/** Plays the passing of time: makes every waiting retry due now. */
async function makeRetriesDue() {
  await testbed.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
}

describe("mail worker", () => {
  it("costs one statement per poll while nothing is due, however many lanes it sends in", async () => {
    const statements: string[] = [];
    const counted = await createTestDatabase({ onQuery: (statement) => void statements.push(statement) });
    try {
      const transport = nodemailer.createTransport({ host: "127.0.0.1", port: testbed.peer.port, secure: false, ignoreTLS: true });
      const idle = createMailWorker({ db: counted.db, transport, from: "no-reply@example.org", logger: createLogger({ silent: true }), concurrency: 5 });
      statements.length = 0;
      expect(await idle.drain()).toBe(0);
      expect(statements).toHaveLength(1);
    } finally {
      await counted.close();
    }
  });

  it("delivers queued mail to the SMTP server and marks it sent", async () => {
    await enqueueMail(testbed.database.db, mail(1));
    await enqueueMail(testbed.database.db, mail(2));

    expect(await worker().drain()).toBe(2);

    // Two mails queued in the same instant may leave in either order.
    expect(testbed.peer.received.map((m) => m.to[0]).sort()).toEqual(["person1@example.org", "person2@example.org"]);
    expect(testbed.peer.received.find((m) => m.to[0] === "person1@example.org")!.raw).toContain("Subject: Subject 1");
    const stored = await rows();
    expect(stored.every((row) => row.status === "sent" && row.sentAt instanceof Date)).toBe(true);
    expect(await worker().drain()).toBe(0);
    expect(testbed.peer.received).toHaveLength(2);
  });

  it("keeps mail while the SMTP server is down and sends it exactly once when it is back", async () => {
    await testbed.peer.stop();
    const id = await enqueueMail(testbed.database.db, mail(3));

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

    await testbed.peer.restart();
    await makeRetriesDue();
    expect(await worker().drain()).toBe(1);
    await makeRetriesDue();
    expect(await worker().drain()).toBe(0);

    expect(testbed.peer.received).toHaveLength(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("does not mark mail sent when the server refuses it, and retries later", async () => {
    testbed.peer.refuseMessages(true);
    await enqueueMail(testbed.database.db, mail(4));
    expect(await worker().drain()).toBe(0);
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 1 });

    testbed.peer.refuseMessages(false);
    await makeRetriesDue();
    expect(await worker().drain()).toBe(1);
    expect(testbed.peer.received).toHaveLength(1);
  });

  it("sends a mail's attachments, the stored bytes, on the first try and on a retry alike", async () => {
    const content = Buffer.from(Array.from({ length: 20_000 }, (_, index) => (index * 7) % 256));
    testbed.peer.refuseMessages(true);
    const id = await enqueueMail(testbed.database.db, { ...mail(5), attachments: [{ filename: "invoice-2026-000001.pdf", contentType: "application/pdf", content }] });
    expect(await worker().drain()).toBe(0);
    testbed.peer.refuseMessages(false);
    await makeRetriesDue();
    expect(await worker().drain()).toBe(1);

    const [stored] = await testbed.database.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, id));
    expect(stored!.content.equals(content)).toBe(true);
    const sent = attachmentOf(testbed.peer.received[0]!.raw, "invoice-2026-000001.pdf");
    expect(sent.contentType).toBe("application/pdf");
    expect(sent.content.equals(stored!.content)).toBe(true);
  });

  it("stores a mail and its attachments together, or neither when the transaction fails", async () => {
    await testbed.database.db.delete(mailAttachments);
    const failing = testbed.database.db.transaction(async (tx) => {
      await enqueueMail(tx, { ...mail(6), attachments: [{ filename: "a.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-") }] });
      throw new Error("the change that caused the mail failed");
    });
    await expect(failing).rejects.toThrow("the change that caused the mail failed");
    expect(await rows()).toEqual([]);
    expect(await testbed.database.db.select().from(mailAttachments)).toEqual([]);
  });

  it("sends each message once even when two workers drain at the same time", async () => {
    for (let n = 0; n < 6; n += 1) await enqueueMail(testbed.database.db, mail(n));
    const [a, b] = await Promise.all([worker().drain(), worker().drain()]);
    expect(a + b).toBe(6);
    expect(testbed.peer.received).toHaveLength(6);
    expect(new Set(testbed.peer.received.map((m) => m.to[0])).size).toBe(6);
  });

  it("sends every mail exactly once when two processes' workers run on one outbox while mail keeps coming", async () => {
    // Each worker on a pool of its own, as in two server processes; both poll and are nudged.
    const otherProcess = await openDatabase({ databaseUrl: testbed.database.url });
    const transport = () => nodemailer.createTransport({ host: "127.0.0.1", port: testbed.peer.port, secure: false, ignoreTLS: true });
    const options = { from: "no-reply@example.org", logger: createLogger({ silent: true }), pollIntervalMs: 20, maxPerMinute: 60_000 };
    const workers = [
      createMailWorker({ ...options, db: testbed.database.db, transport: transport() }),
      createMailWorker({ ...options, db: otherProcess.db, transport: transport() }),
    ];
    try {
      for (const running of workers) running.start();
      const ids: string[] = [];
      for (let burst = 0; burst < 4; burst += 1) {
        for (let n = 0; n < 15; n += 1) ids.push(await enqueueMail(burst % 2 ? otherProcess.db : testbed.database.db, mail(burst * 100 + n)));
        for (const running of workers) running.nudge();
      }
      await expect.poll(async () => (await rows()).filter((row) => row.status === "sent").length, { timeout: 20_000 }).toBe(ids.length);
      // A late duplicate would arrive after the rows say sent: give it the time of several polls.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const messageIds = testbed.peer.received.map((received) => /^Message-ID: <([^@]+)@example\.org>/im.exec(received.raw)?.[1]);
      expect(messageIds.sort()).toEqual([...ids].sort());
      expect((await rows()).every((row) => row.attempts === 1)).toBe(true);
    } finally {
      for (const running of workers) await running.stop();
      await otherProcess.close();
    }
  });

  it("gives a message a stable Message-ID so a resend after a crash can be recognised", async () => {
    const id = await enqueueMail(testbed.database.db, mail(7));
    await worker().drain();
    // Its right side is the sender's domain: a Message-ID without a real one is what spam filters score (issue 39).
    expect(testbed.peer.received[0]!.raw).toContain(`Message-ID: <${id}@example.org>`);
  });

  it("sends a message's Reply-To and extra headers (a ride-along request, a newsletter's List-Unsubscribe)", async () => {
    await enqueueMail(testbed.database.db, {
      ...mail(9),
      replyTo: "member@example.org",
      headers: { "List-Unsubscribe": "<https://example.org/u?token=t>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    await worker().drain();
    const raw = testbed.peer.received[0]!.raw;
    expect(raw).toContain("Reply-To: member@example.org");
    expect(raw).toContain("List-Unsubscribe: <https://example.org/u?token=t>");
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("takes up a message whose sender crashed once its lease has expired", async () => {
    const id = await enqueueMail(testbed.database.db, mail(8));
    await testbed.database.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() + 60_000) }).where(eq(mailOutbox.id, id));
    expect(await worker().drain()).toBe(0);
    await testbed.database.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() - 1) }).where(eq(mailOutbox.id, id));
    expect(await worker().drain()).toBe(1);
  });
});

/** A server that accepts TCP connections and never says a word, as a hung SMTP server does. */
async function startSilentServer(forward: (socket: net.Socket, connection: number) => boolean = () => false) {
  const held: net.Socket[] = [];
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    if (forward(socket, connections)) return;
    socket.on("error", () => {});
    held.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    held,
    /** Ends the held connections, as the hung server finally would. */
    release: () => held.splice(0).forEach((socket) => socket.destroy()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("a hung SMTP server", () => {
  it("costs each message a short greeting timeout, all tried at once, and they are retried later", async () => {
    const silent = await startSilentServer();
    try {
      for (let n = 1; n <= 5; n += 1) await enqueueMail(testbed.database.db, mail(n));
      const startedAt = Date.now();
      const hung = createMailWorker({ db: testbed.database.db, transport: smtpTransport(`smtp://127.0.0.1:${silent.port}`), from: "no-reply@example.org", logger: createLogger({ silent: true }) });
      expect(await hung.drain()).toBe(0);
      // nodemailer's defaults waited 30 s per message, one at a time: the fifth was tried after 2 minutes.
      expect(Date.now() - startedAt).toBeLessThan(15_000);
      expect((await rows()).map((row) => [row.status, row.attempts])).toEqual(Array(5).fill(["pending", 1]));

      await makeRetriesDue();
      expect(await worker().drain()).toBe(5);
    } finally {
      silent.release();
      await silent.close();
    }
  }, 30_000);

  it("leases only the message it is sending, also when the outbox was analysed while empty", async () => {
    // The planner then re-ran the claim's `in (select … limit 1 for update skip locked)` once per row: every
    // rescan skipped the row just leased and took the next, so one claim leased all five messages for the
    // lease's 2 minutes and sent one (CI, stop 45).
    for (let n = 1; n <= 5; n += 1) await enqueueMail(testbed.database.db, mail(n));
    await testbed.database.db.delete(mailOutbox);
    await testbed.database.db.execute(sql`analyze mail_outbox`);
    const silent = await startSilentServer();
    try {
      for (let n = 1; n <= 5; n += 1) await enqueueMail(testbed.database.db, mail(n));
      const transport = nodemailer.createTransport({ host: "127.0.0.1", port: silent.port, secure: false, ignoreTLS: true, greetingTimeout: 1_000 });
      const hung = createMailWorker({ db: testbed.database.db, transport, from: "no-reply@example.org", logger: createLogger({ silent: true }), concurrency: 1 });
      const draining = hung.drain();
      await expect.poll(() => silent.held.length).toBe(1);
      expect((await rows()).filter((row) => row.lockedUntil !== null)).toHaveLength(1);
      // Each message is tried in its turn, none waits for a lease.
      expect(await draining).toBe(0);
      expect((await rows()).map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1]);
    } finally {
      silent.release();
      await silent.close();
    }
  });

  /** An SMTP address whose first connection hangs; every later one reaches the real SMTP peer. */
  const firstConnectionHangs = () =>
    startSilentServer((socket, connection) => {
      if (connection === 1) return false;
      const upstream = net.connect(testbed.peer.port, "127.0.0.1");
      socket.pipe(upstream).pipe(socket);
      for (const end of [socket, upstream]) end.on("error", () => [socket, upstream].forEach((side) => side.destroy()));
      return true;
    });

  it("keeps one stuck message from holding up the others", async () => {
    const flaky = await firstConnectionHangs();
    try {
      for (let n = 1; n <= 5; n += 1) await enqueueMail(testbed.database.db, mail(n));
      const transport = nodemailer.createTransport({ host: "127.0.0.1", port: flaky.port, secure: false, ignoreTLS: true });
      const draining = createMailWorker({ db: testbed.database.db, transport, from: "no-reply@example.org", logger: createLogger({ silent: true }) }).drain();

      await expect.poll(() => testbed.peer.received.length, { timeout: 5_000 }).toBe(4);
      expect(flaky.held).toHaveLength(1);
      flaky.release();
      expect(await draining).toBe(4);
      await makeRetriesDue();
      expect(await worker().drain()).toBe(1);
      expect(new Set(testbed.peer.received.map((m) => m.to[0])).size).toBe(5);
    } finally {
      flaky.release();
      await flaky.close();
    }
  }, 30_000);
  it("a second drain asked for while the first is still claiming its first message sends it once, in the first drain", async () => {
    await enqueueMail(testbed.database.db, mail(1));
    const mailWorker = worker();
    const draining = mailWorker.drain();
    const joined = mailWorker.drain();
    expect(await draining).toBe(1);
    expect(await joined).toBe(1);
    expect(testbed.peer.received).toHaveLength(1);
    const [row] = await testbed.database.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(row!.status).toBe("sent");
  });

  it("sends mail queued while a message is stuck at once, in lanes of its own (a drain's lanes end when nothing is due)", async () => {
    const flaky = await firstConnectionHangs();
    try {
      await enqueueMail(testbed.database.db, mail(1));
      const transport = nodemailer.createTransport({ host: "127.0.0.1", port: flaky.port, secure: false, ignoreTLS: true });
      const stuckWorker = createMailWorker({ db: testbed.database.db, transport, from: "no-reply@example.org", logger: createLogger({ silent: true }) });
      const draining = stuckWorker.drain();
      await expect.poll(() => flaky.held.length, { timeout: 5_000 }).toBe(1);
      // The other lanes found nothing and ended; three more mails come, and a nudge with them.
      for (let n = 2; n <= 4; n += 1) await enqueueMail(testbed.database.db, mail(n));
      void stuckWorker.drain();
      await expect.poll(() => testbed.peer.received.length, { timeout: 5_000 }).toBe(3);
      flaky.release();
      expect(await draining).toBe(3);
    } finally {
      flaky.release();
      await flaky.close();
    }
  }, 30_000);
});

describe("undeliverable mail", () => {
  const DAY_MS = 24 * 60 * 60_000;
  const queuedDaysAgo = (id: string, days: number) =>
    testbed.database.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - days * DAY_MS) }).where(eq(mailOutbox.id, id));
  const adminEmail = "board-admin@example.org";

  beforeAll(async () => {
    await testbed.database.db.transaction((tx) =>
      createAccount(tx, { email: adminEmail, firstName: "Admin", status: "approved", role: "admin", emailVerified: true, passwordHash: null }),
    );
  });

  function recordingLogger() {
    const lines: string[] = [];
    const record = (message: string, fields?: Record<string, unknown>) => lines.push(JSON.stringify({ message, ...fields }));
    return { lines, logger: { info: record, warn: record, error: record } satisfies Logger };
  }

  it(`keeps retrying a message that fails for less than ${UNDELIVERED_MAIL_GIVE_UP_DAYS} days`, async () => {
    await testbed.peer.stop();
    const id = await enqueueMail(testbed.database.db, mail(10));
    await queuedDaysAgo(id, UNDELIVERED_MAIL_GIVE_UP_DAYS - 1);

    expect(await worker().drain()).toBe(0);

    expect(await rows()).toEqual([expect.objectContaining({ id, status: "pending", attempts: 1, failedAt: null })]);
  });

  it(`gives up a message that still fails ${UNDELIVERED_MAIL_GIVE_UP_DAYS} days after it was queued and tells every admin`, async () => {
    await testbed.peer.stop();
    const id = await enqueueMail(testbed.database.db, mail(11));
    await queuedDaysAgo(id, UNDELIVERED_MAIL_GIVE_UP_DAYS);
    const { lines, logger } = recordingLogger();

    expect(await worker(logger).drain()).toBe(0);

    const [lost, notice] = await rows();
    expect(lost).toMatchObject({ id, status: "failed", attempts: 1, lockedUntil: null });
    expect(lost!.failedAt).toBeInstanceOf(Date);
    expect(notice).toMatchObject({ to: adminEmail, status: "pending", reportIfUndeliverable: false });
    expect(notice!.text).toContain('"Subject 11" to person11@example.org');
    // The log names the message by id only: no recipient, no subject.
    expect(lines.join("\n")).toContain(id);
    expect(lines.join("\n")).not.toMatch(/person11|Subject 11/);

    // Back online: the admin gets the notice, and the message given up is not sent after all.
    await testbed.peer.restart();
    await makeRetriesDue();
    expect(await worker().drain()).toBe(1);
    expect(testbed.peer.received.map((m) => m.to[0])).toEqual([adminEmail]);
    expect(testbed.peer.received[0]!.raw).toContain("An e-mail could not be delivered");
  });

  it("gives up an undeliverable notice without sending a notice about the notice", async () => {
    testbed.peer.refuseMessages(true);
    const id = await enqueueMail(testbed.database.db, { ...mail(12), reportIfUndeliverable: false });
    await queuedDaysAgo(id, UNDELIVERED_MAIL_GIVE_UP_DAYS + 1);

    expect(await worker().drain()).toBe(0);

    expect(await rows()).toEqual([expect.objectContaining({ id, status: "failed" })]);
  });
});

/** The MIME part of `raw` that carries the file `filename`: its type and its decoded bytes. */
function attachmentOf(raw: string, filename: string) {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)![1]!;
  const part = raw.split(`--${boundary}`).find((candidate) => candidate.includes(`filename=${filename}`) || candidate.includes(`filename="${filename}"`));
  if (!part) throw new Error(`no attachment ${filename} in the mail`);
  const [headers, body] = part.split(/\r?\n\r?\n/, 2) as [string, string];
  expect(headers).toMatch(/Content-Transfer-Encoding: base64/i);
  return { contentType: /Content-Type: ([^;\r\n]+)/i.exec(headers)![1]!, content: Buffer.from(body.replace(/\s+/g, ""), "base64") };
}

describe("retryDelayMs", () => {
  it("backs off exponentially and caps at an hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe("sending pace (MAIL_MAX_PER_MINUTE)", () => {
  it("sends a sixth of the minute's allowance at once and the rest evenly, never more in a minute", async () => {
    let now = 0;
    const pace = sendingPace(60, () => now);
    const started: number[] = [];
    // Eleven takes on a stopped clock: the first ten go at once, the eleventh waits for the refill.
    const takes = Array.from({ length: 11 }, () => pace.take().then(() => started.push(now)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toHaveLength(10);
    now = 1_200; // 50 a minute refill after the burst of 10: one every 1.2 s.
    await Promise.all(takes);
    expect(started).toEqual([...Array.from({ length: 10 }, () => 0), 1_200]);
  });

  it("holds a large queue to the limit: with 60 a minute, 14 messages take more than 4 seconds, the first 10 at once", async () => {
    for (let n = 0; n < 14; n += 1) await enqueueMail(testbed.database.db, mail(n));
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: testbed.peer.port, secure: false, ignoreTLS: true });
    const paced = createMailWorker({ db: testbed.database.db, transport, from: "no-reply@example.org", logger: createLogger({ silent: true }), maxPerMinute: 60 });
    const started = Date.now();
    const draining = paced.drain();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(testbed.peer.received).toHaveLength(10);
    expect(await draining).toBe(14);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 1_200 - 100);
  }, 15_000);
});
