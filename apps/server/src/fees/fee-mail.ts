import { invoiceNumber } from "@ssem/core";
import type { Database } from "../db/client";
import { enqueueMail } from "../mail/outbox";
import { feeReminderMail, feeInvoiceMail } from "../mail/templates";
import type { BillingConfig } from "./billing-config";
import type { Invoice } from "./invoices";

export type FeeMailKind = "invoice" | "first_reminder" | "second_reminder";

/**
 * Queues an invoice (a renewal's, an imported member's) or a reminder for `invoice` in the caller's transaction. Nothing goes to
 * a removed member (billed_email null): returns false then.
 */
export async function queueFeeMail(tx: Database, billing: BillingConfig, invoice: Invoice, kind: FeeMailKind): Promise<boolean> {
  if (!invoice.billedEmail) return false;
  const facts = {
    number: invoiceNumber(invoice.year, invoice.sequence),
    year: invoice.year,
    amountRappen: invoice.amountRappen,
    paidRappen: invoice.paidRappen,
    dueOn: invoice.dueOn,
    testAccount: billing.testAccount,
  };
  const mail =
    kind === "invoice" ? feeInvoiceMail(invoice.billedEmail, facts) : feeReminderMail(invoice.billedEmail, facts, kind === "first_reminder" ? "first" : "second");
  await enqueueMail(tx, mail);
  return true;
}
