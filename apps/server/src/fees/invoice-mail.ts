import { formatChf, formatEventDate, invoiceNumber, type Locale, localizedPath } from "@ssem/core";
import { and, asc, eq } from "drizzle-orm";
import { formatIBAN, formatReference } from "swissqrbill/utils";
import { localeOf } from "../accounts/person-locale";
import type { Database } from "../db/client";
import { invoices } from "../db/schema";
import type { Env } from "../env";
import { enqueueMail, enqueueMails, type MailAttachment } from "../mail/outbox";
import { feeReminderMail, invoiceMail, type InvoiceMailFacts } from "../mail/templates";
import { type BilledInvoice, outstandingRappen } from "./invoice-pdf";
import { type Invoice, isOpenInvoice } from "./invoices";
import { renderInvoicePdfInWorker } from "./pdf-workers";

export type MailEnv = Pick<Env, "billing" | "publicUrl">;

/**
 * The invoice's current PDF (what is still open today) in the member's language, as a mail
 * attachment; `pdf` when it was rendered already (a renewal's), else rendered here, in a worker
 * (an import's approvals must not hold up every other request).
 */
export async function invoicePdfAttachment(invoice: BilledInvoice, billing: Env["billing"], locale: Locale, pdf?: Buffer): Promise<MailAttachment> {
  return {
    filename: `invoice-${invoiceNumber(invoice.year, invoice.sequence)}.pdf`,
    contentType: "application/pdf",
    content: pdf ?? (await renderInvoicePdfInWorker(invoice, billing, locale)),
  };
}

/**
 * Queues the invoice mail with its PDF in the caller's transaction. Call it only for a confirmed
 * address (the bill carries the name the applicant typed). The caller nudges the mail worker after commit.
 */
export async function queueInvoiceMail(tx: Database, env: MailEnv, invoice: Invoice): Promise<void> {
  await queueInvoiceMails(tx, env, [{ invoice, locale: await localeOf(tx, invoice.userId) }]);
}

/**
 * The same for many invoices at once (a renewal's batch): their mails go into the outbox in two
 * statements, each in its member's language (`pdf` rendered in it already, or rendered here).
 */
export async function queueInvoiceMails(tx: Database, env: MailEnv, bills: { invoice: Invoice; locale: Locale; pdf?: Buffer }[]): Promise<void> {
  const mails = await Promise.all(
    bills
      .filter(({ invoice }) => invoice.billedEmail)
      .map(async ({ invoice, locale, pdf }) => ({
        ...invoiceMail(invoice.billedEmail!, invoiceMailFacts(invoice, env, locale)),
        attachments: [await invoicePdfAttachment(invoice, env.billing, locale, pdf)],
      })),
  );
  await enqueueMails(tx, mails);
}

/**
 * Queues the first or second reminder with the invoice's current PDF (what is still open today, not
 * the original) in the caller's transaction. Like the invoice, only for a confirmed address.
 */
export async function queueReminderMail(tx: Database, env: MailEnv, invoice: Invoice, which: "first" | "second", locale: Locale, pdf?: Buffer): Promise<void> {
  if (!invoice.billedEmail) return;
  const mail = feeReminderMail(invoice.billedEmail, invoiceMailFacts(invoice, env, locale), which);
  await enqueueMail(tx, { ...mail, attachments: [await invoicePdfAttachment(invoice, env.billing, locale, pdf)] });
}

/** What the invoice mail and the reminders say about an invoice, as it stands, in the member's language. */
function invoiceMailFacts(invoice: Invoice, env: MailEnv, locale: Locale): InvoiceMailFacts {
  return {
    locale,
    name: invoice.billedName,
    number: invoiceNumber(invoice.year, invoice.sequence),
    year: invoice.year,
    amount: formatChf(outstandingRappen(invoice), locale),
    dueOn: formatEventDate(invoice.dueOn),
    iban: formatIBAN(invoice.iban),
    reference: formatReference(invoice.reference),
    // The dashboard in the member's language (ADR 029).
    dashboardLink: `${env.publicUrl}${localizedPath("/member-dashboard", locale)}`,
    testAccount: env.billing.testAccount,
  };
}

/**
 * Sends the invoices that waited for the member's address to be confirmed: every invoice still
 * open, since none of them could be mailed before. Returns how many mails it queued.
 */
export async function queueInvoicesAwaitingConfirmation(tx: Database, env: MailEnv, userId: string): Promise<number> {
  const waiting = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), isOpenInvoice))
    .orderBy(asc(invoices.sequence));
  const locale = await localeOf(tx, userId);
  await queueInvoiceMails(tx, env, waiting.map((invoice) => ({ invoice, locale })));
  return waiting.length;
}
