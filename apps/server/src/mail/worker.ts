import { association, DEFAULT_MAIL_MAX_PER_MINUTE, UNDELIVERED_MAIL_GIVE_UP_DAYS } from "@ssem/core";
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { errorFields, type Logger } from "../logger";
import { boardRecipients } from "./board";
import { attachmentsOf, enqueueMail } from "./outbox";
import { undeliverableMailNotice } from "./templates";

export type MailWorkerOptions = {
  db: Database;
  transport: Pick<Transporter, "sendMail">;
  /** The sender (MAIL_FROM): an address, shown under the association's name, or an address and its name. */
  from: string | { name: string; address: string };
  /** Every mail's Reply-To (MAIL_REPLY_TO), unless the mail names its own: nobody reads the no-reply@ sender. */
  replyTo?: string;
  logger: Logger;
  /** How often to look for due mail when nothing nudges the worker. */
  pollIntervalMs?: number;
  /** How long a claimed message stays reserved for the worker sending it. */
  leaseMs?: number;
  /** Messages sent at once, each on its own connection: one stuck on a hung connection holds up only itself. */
  concurrency?: number;
  /** How long after it was queued a message that keeps failing is given up. */
  giveUpAfterMs?: number;
  /** At most this many messages in any minute, from this process (MAIL_MAX_PER_MINUTE): the provider's limit. */
  maxPerMinute?: number;
  /** How long a message waits after its `attempts`-th failure; the failure tests compress the minutes of the default. */
  retryDelayMs?: (attempts: number) => number;
};

/**
 * A token bucket for the worker's lanes: a sixth of the minute's allowance may go at once (a
 * confirmation mail is not held up behind nothing), the rest refills evenly, so that no minute ever
 * holds more than `maxPerMinute` messages, however large the queue (a renewal's thousands).
 */
export function sendingPace(maxPerMinute: number, clock: () => number = Date.now) {
  const capacity = Math.max(1, Math.floor(maxPerMinute / 6));
  const refillPerMs = Math.max(maxPerMinute - capacity, 1) / 60_000;
  let tokens = capacity;
  let last = clock();
  const refill = () => {
    const now = clock();
    tokens = Math.min(capacity, tokens + (now - last) * refillPerMs);
    last = now;
  };
  return {
    /** Waits until a message may go, and counts it. */
    async take() {
      for (refill(); tokens < 1; refill()) await new Promise((resolve) => setTimeout(resolve, Math.ceil((1 - tokens) / refillPerMs)));
      tokens -= 1;
    },
    /** Gives back a turn that found nothing to send. */
    giveBack() {
      tokens = Math.min(capacity, tokens + 1);
    },
  };
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 1 h, so a long outage costs few attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type MailWorker = {
  /** Sends every message that is due now; resolves with how many were accepted by the SMTP server. */
  drain(): Promise<number>;
  /** Asks for a drain soon, e.g. right after a message was queued. */
  nudge(): void;
  start(): void;
  stop(): Promise<void>;
};

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, logger } = options;
  const from = typeof options.from === "string" ? { name: association.name, address: options.from } : options.from;
  // Message-IDs name the sender's domain: receiving servers and spam filters expect one that exists (issue 39).
  const messageIdDomain = from.address.slice(from.address.lastIndexOf("@") + 1);
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const concurrency = options.concurrency ?? 5;
  const giveUpAfterMs = options.giveUpAfterMs ?? UNDELIVERED_MAIL_GIVE_UP_DAYS * 24 * 60 * 60_000;
  const pace = sendingPace(options.maxPerMinute ?? DEFAULT_MAIL_MAX_PER_MINUTE);
  const retryDelay = options.retryDelayMs ?? retryDelayMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  /** Set by stop(): a paced drain of a long queue ends after the messages in flight. */
  let stopping = false;

  /**
   * Reserves the next due message so that a second worker (another process) skips it. One at a
   * time, so that the lease runs only while the message is being sent. Times are the database's
   * own: rows are stamped by it, and a JavaScript clock a fraction of a millisecond behind would
   * leave a message that is already due waiting for the next poll.
   */
  async function claimNext(): Promise<OutboxRow | undefined> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [claimed] = await db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
      // `=`, not `in`: a scalar subquery runs once. Planned as a semi-join's inner side, `in (…)` was re-run
      // per row, each run skipping the row just leased, so one claim leased every due message.
      .where(sql`${mailOutbox.id} = (${due})`)
      .returning();
    return claimed;
  }

  /**
   * Ends the retries of a message that has failed for too long: it is marked failed (housekeeping
   * deletes it later, as it does sent mail) and every admin gets a notice through the outbox, in
   * the same transaction. A notice that is itself undeliverable is only logged.
   */
  async function giveUp(message: OutboxRow, attempts: number, lastError: string) {
    await db.transaction(async (tx) => {
      await tx
        .update(mailOutbox)
        .set({ status: "failed", failedAt: sql`now()`, attempts, lockedUntil: null, lastError })
        .where(eq(mailOutbox.id, message.id));
      if (!message.reportIfUndeliverable) return;
      const lost = { recipient: message.to, subject: message.subject, queuedAt: message.createdAt, attempts, giveUpDays: giveUpAfterMs / (24 * 60 * 60_000) };
      for (const admin of await boardRecipients(tx)) await enqueueMail(tx, { ...undeliverableMailNotice(admin, lost), reportIfUndeliverable: false });
    });
    logger.warn("mail undeliverable, given up", { mailId: message.id, attempts, reported: message.reportIfUndeliverable });
  }

  async function sendOne(message: OutboxRow): Promise<boolean> {
    try {
      // Read again on every attempt: the stored bytes, so a retry sends exactly what the first try did.
      const attachments = await attachmentsOf(db, message.id);
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo ?? options.replyTo,
        headers: message.headers ?? undefined,
        // An image is shown in the HTML part by its file name (layout.tsx's MailImage): that is its Content-ID.
        attachments: attachments.map((file) => (file.contentType.startsWith("image/") ? { ...file, cid: file.filename } : file)),
        // A stable Message-ID lets receiving servers drop a duplicate if a crash forces a resend.
        messageId: `<${message.id}@${messageIdDomain}>`,
      });
    } catch (error) {
      const attempts = message.attempts + 1;
      const lastError = error instanceof Error ? error.name : "SendError";
      if (Date.now() - message.createdAt.getTime() >= giveUpAfterMs) {
        await giveUp(message, attempts, lastError);
        return false;
      }
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lockedUntil: null,
          nextAttemptAt: new Date(Date.now() + retryDelay(attempts)),
          lastError,
        })
        .where(eq(mailOutbox.id, message.id));
      logger.warn("mail send failed, will retry", { mailId: message.id, attempts });
      return false;
    }
    // Marked sent only now, after the SMTP server accepted the message.
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date(), lockedUntil: null, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, message.id));
    logger.info("mail sent", { mailId: message.id });
    return true;
  }

  /** The lanes of the running drain, what they sent, and the first failure of one (the drain rethrows it). */
  const lanes = new Set<Promise<void>>();
  let sent = 0;
  let laneFailures: unknown[] = [];

  /** The next message, once the pace allows one: claimed only then, so its lease runs while it is sent. */
  const pacedClaim = async () => {
    await pace.take();
    if (stopping) return undefined;
    const message = await claimNext();
    if (!message) pace.giveBack();
    return message;
  };

  /** Sends one message after another until none is due. */
  const lane = async (first?: OutboxRow) => {
    for (let message = first ?? (await pacedClaim()); message; message = await pacedClaim()) {
      if (await sendOne(message)) sent += 1;
      // Only accepted messages count against the provider's limit: during an outage every
      // message is tried (and scheduled for its retry) without waiting for the pace.
      else pace.giveBack();
    }
  };

  /**
   * A lane, tracked until it ends. Its failure is kept for the drain at once, so that no lane's
   * rejection goes unhandled (which would end the process) while the drain is between two waits.
   */
  function startLane(first?: OutboxRow) {
    const added: Promise<void> = lane(first)
      .catch((error: unknown) => {
        laneFailures.push(error);
      })
      .finally(() => lanes.delete(added));
    lanes.add(added);
  }

  /** A lane for `first`, a claimed message, whatever the count; then lanes up to `concurrency`. */
  function addLanes(first?: OutboxRow) {
    if (first) startLane(first);
    while (lanes.size < concurrency) startLane();
  }

  /**
   * `concurrency` lanes, each sending one message after another until none is due. The other lanes
   * start only once a first message is found: an idle poll stays one statement, not one per lane.
   */
  async function drainNow(): Promise<number> {
    sent = 0;
    laneFailures = [];
    const first = await pacedClaim();
    if (!first) return 0;
    addLanes(first);
    // Lanes added meanwhile (a nudge, a poll) are waited for too.
    while (lanes.size > 0) await Promise.all([...lanes]);
    if (laneFailures.length > 0) throw laneFailures[0];
    return sent;
  }

  function drain(): Promise<number> {
    // One drain at a time per process. A caller arriving meanwhile tops its lanes up again, since
    // lanes end when they find nothing due: mail queued since, or due again after an outage, must
    // not wait behind the one lane still busy with a slow or stuck message (ADR 004). Not before
    // the drain's first claim has started them: lanes begun then would race it for the first message.
    if (running) {
      if (lanes.size > 0) addLanes();
      return running;
    }
    running = drainNow().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) => logger.error("mail worker failed", errorFields(error)))
        .finally(() => schedule(pollIntervalMs));
    }, delayMs);
  }

  return {
    drain,
    nudge: () => schedule(0),
    start() {
      stopped = false;
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
