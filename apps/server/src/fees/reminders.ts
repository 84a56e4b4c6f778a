import { swissToday } from "@ssem/core";
import { and, asc, eq, exists, inArray, isNotNull, isNull, lte, type SQL } from "drizzle-orm";
import { localesOf } from "../accounts/person-locale";
import type { Database } from "../db/client";
import { invoices, user } from "../db/schema";
import { type MailEnv, queueReminderMail } from "./invoice-mail";
import { addDays, isOpenInvoice } from "./invoices";
import { renderInvoicePdfInWorker } from "./pdf-workers";

/** Reminders claimed and mailed per transaction: a large backlog commits in steps, not as one long lock. */
const REMINDER_BATCH = 200;

/**
 * Sends the reminders that are due at `now` (ADR 019): the first `firstReminderDays` after the
 * invoice date, the second `secondReminderDays` after it (and never sooner after the first than
 * the two settings lie apart, so a server that was off does not send both at once). Only for
 * invoices not cancelled, not fully paid, whose member is not removed and has confirmed the address
 * (an unconfirmed one never got the invoice: it goes out on confirmation). Each reminder is stamped
 * on the invoice by a conditional update in the transaction that queues its mail: a second process,
 * or a restart, finds it stamped and sends nothing twice. Returns how many of each went out.
 */
export async function sendDueReminders(db: Database, env: MailEnv, now: Date = new Date()): Promise<{ first: number; second: number }> {
  const { billing } = env;
  const today = swissToday(now);
  const unpaid = and(
    isOpenInvoice,
    isNotNull(invoices.billedEmail),
    exists(db.select({ id: user.id }).from(user).where(and(eq(user.id, invoices.userId), eq(user.emailVerified, true)))),
  );
  const first = await remindInBatches(db, env, now, "first_reminder", and(unpaid, isNull(invoices.firstReminderAt), lte(invoices.issuedOn, addDays(today, -billing.firstReminderDays))));
  const gapMs = Math.max(0, billing.secondReminderDays - billing.firstReminderDays) * 24 * 60 * 60_000;
  const second = await remindInBatches(
    db,
    env,
    now,
    "second_reminder",
    and(
      unpaid,
      isNull(invoices.secondReminderAt),
      lte(invoices.firstReminderAt, new Date(now.getTime() - gapMs)),
      lte(invoices.issuedOn, addDays(today, -billing.secondReminderDays)),
    ),
  );
  return { first, second };
}

async function remindInBatches(db: Database, env: MailEnv, now: Date, kind: "first_reminder" | "second_reminder", due: SQL | undefined) {
  const stamp = kind === "first_reminder" ? invoices.firstReminderAt : invoices.secondReminderAt;
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // Rows another process is reminding right now are skipped; the `is null` on the update decides
      // for rows it finished meanwhile.
      const claim = tx.select({ id: invoices.id }).from(invoices).where(due).orderBy(asc(invoices.issuedOn)).limit(REMINDER_BATCH).for("update", { skipLocked: true });
      const claimed = await tx
        .update(invoices)
        .set(kind === "first_reminder" ? { firstReminderAt: now } : { secondReminderAt: now })
        .where(and(inArray(invoices.id, claim), isNull(stamp)))
        .returning();
      // A backlog's PDFs render in the worker threads, as a renewal's do, not on the thread that answers requests.
      const localeOfMember = await localesOf(tx, claimed.map((invoice) => invoice.userId));
      const pdfs = await Promise.all(claimed.map((invoice) => renderInvoicePdfInWorker(invoice, env.billing, localeOfMember(invoice.userId))));
      for (const [index, invoice] of claimed.entries()) {
        await queueReminderMail(tx, env, invoice, kind === "first_reminder" ? "first" : "second", localeOfMember(invoice.userId), pdfs[index]);
      }
      return claimed.length;
    });
    sent += batch;
    if (batch < REMINDER_BATCH) return sent;
  }
}
