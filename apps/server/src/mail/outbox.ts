import { desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

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
};

/**
 * Queues a message. Call it inside the transaction that causes the mail, so the mail exists
 * exactly when the change does; the worker sends it afterwards.
 */
export async function enqueueMail(db: Pick<Database, "insert">, mail: OutgoingMail) {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/** The outbox as the dev mailbox shows it: newest first. */
export async function listOutbox(db: Database, limit = 100) {
  return db
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
}
