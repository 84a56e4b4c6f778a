import { randomUUID } from "node:crypto";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailAttachments, mailOutbox } from "../db/schema";

/** A file sent with a mail (an invoice's PDF); stored with it, so that a retry sends the same bytes. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  reportIfUndeliverable?: boolean;
  /** Where the recipient's answer goes, when not to the sender (a member's ride-along request). */
  replyTo?: string;
  /** Extra headers such as List-Unsubscribe; the worker sends them as they are. */
  headers?: Record<string, string>;
  newsletterId?: string;
  subscriberId?: string;
  attachments?: MailAttachment[];
};

/**
 * Queues a message. Call it inside the transaction that causes the mail, so the mail exists
 * exactly when the change does; the worker sends it afterwards.
 */
export async function enqueueMail(db: Pick<Database, "insert" | "transaction">, mail: OutgoingMail) {
  if (!mail.attachments?.length) return insertMail(db, mail);
  const [id] = await enqueueMails(db, [mail]);
  return id!;
}

/**
 * Queues many messages at once (a renewal's batch of invoices) in two statements, whatever their
 * number: one insert of the mails, one of their files. In a savepoint of the caller's transaction,
 * so a mail never exists without its files. Ids are made here, so each file names its mail.
 */
export async function enqueueMails(db: Pick<Database, "insert" | "transaction">, mails: OutgoingMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = mails.map(({ attachments = [], ...mail }) => ({ id: randomUUID(), mail, attachments }));
  // Without files there is one statement, atomic by itself: no savepoint's two round trips.
  if (rows.every(({ attachments }) => attachments.length === 0)) {
    await db.insert(mailOutbox).values(rows.map(({ id, mail }) => ({ ...mail, id })));
    return rows.map(({ id }) => id);
  }
  return db.transaction(async (tx) => {
    await tx.insert(mailOutbox).values(rows.map(({ id, mail }) => ({ ...mail, id })));
    const files = rows.flatMap(({ id, attachments }) => attachments.map((attachment) => ({ ...attachment, mailId: id })));
    if (files.length > 0) await tx.insert(mailAttachments).values(files);
    return rows.map(({ id }) => id);
  });
}

async function insertMail(db: Pick<Database, "insert">, mail: Omit<OutgoingMail, "attachments">) {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/** The files a mail carries, with their bytes, as the worker sends them. */
export function attachmentsOf(db: Pick<Database, "select">, mailId: string) {
  return db
    .select({ filename: mailAttachments.filename, contentType: mailAttachments.contentType, content: mailAttachments.content })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(asc(mailAttachments.filename));
}

/** One attachment, for the dev mailbox's download link. */
export async function outboxAttachment(db: Pick<Database, "select">, id: string) {
  const [file] = await db.select().from(mailAttachments).where(eq(mailAttachments.id, id));
  return file;
}

/** The outbox as the dev mailbox shows it: newest first. */
export async function listOutbox(db: Database, limit = 100) {
  const mails = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      replyTo: mailOutbox.replyTo,
      headers: mailOutbox.headers,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  const files =
    mails.length === 0
      ? []
      : await db
          .select({ id: mailAttachments.id, mailId: mailAttachments.mailId, filename: mailAttachments.filename, contentType: mailAttachments.contentType })
          .from(mailAttachments)
          .where(inArray(mailAttachments.mailId, mails.map((mail) => mail.id)))
          .orderBy(asc(mailAttachments.filename));
  return mails.map((mail) => ({ ...mail, attachments: files.filter((file) => file.mailId === mail.id).map(({ mailId: _, ...file }) => file) }));
}
