import { invoiceState } from "@ssem/core";
import { eq, inArray } from "drizzle-orm";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { invoices, mailOutbox, user } from "../db/schema";
import { attachmentsOf } from "../mail/outbox";
import { createTestApp, testAppForFile } from "../testing/test-app";
import { bookPayment, issueInvoices, type Invoice } from "./invoices";
import { sendDueReminders } from "./reminders";

const t = testAppForFile();
let years = 2040;

/** One member's invoice issued on `issuedOn`, in a year of its own so that tests do not meet. */
async function invoiceIssuedOn(issuedOn: string, studentType: "student" | "resident" = "student"): Promise<Invoice> {
  const member = await t.createUser({ studentType });
  const [invoice] = await issueInvoices(t.db, t.env.billing, { userIds: [member.userId], year: (years += 1), issuedOn });
  return invoice!;
}
const reload = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const mailsTo = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((mail) => mail.subject);
/** Noon in Switzerland on a day, as housekeeping's clock would read. */
const noon = (day: string) => new Date(`${day}T11:00:00Z`);

describe("sendDueReminders", () => {
  it("sends the first reminder 30 days after the invoice date and the second after 60, each once, and then the invoice is overdue", async () => {
    const invoice = await invoiceIssuedOn("2030-03-01");
    const to = invoice.billedEmail!;

    await sendDueReminders(t.db, t.env, noon("2030-03-30"));
    expect(await mailsTo(to)).toEqual([]);

    await sendDueReminders(t.db, t.env, noon("2030-03-31"));
    await sendDueReminders(t.db, t.env, noon("2030-04-01"));
    expect(await mailsTo(to)).toEqual([expect.stringMatching(new RegExp(`^Reminder: invoice ${invoice.year}-\\d{6}, membership fee ${invoice.year} `))]);
    const afterFirst = await reload(invoice.id);
    expect(afterFirst.firstReminderAt).toEqual(noon("2030-03-31"));
    expect(invoiceState(afterFirst)).toBe("open");

    await sendDueReminders(t.db, t.env, noon("2030-04-29"));
    expect(await mailsTo(to)).toHaveLength(1);
    await sendDueReminders(t.db, t.env, noon("2030-04-30"));
    await sendDueReminders(t.db, t.env, noon("2030-05-30"));
    const subjects = await mailsTo(to);
    expect(subjects).toHaveLength(2);
    expect(subjects.filter((subject) => subject.startsWith("Second reminder: invoice "))).toHaveLength(1);
    expect(invoiceState(await reload(invoice.id))).toBe("overdue");
  });

  it("carries the invoice as it is now: a partial payment shows in the mail and on the PDF attached", async () => {
    const invoice = await invoiceIssuedOn("2030-06-01", "resident");
    await bookPayment(t.db, { invoiceId: invoice.id, amountRappen: 500, paidOn: "2030-06-10" });
    await sendDueReminders(t.db, t.env, noon("2030-07-02"));
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, invoice.billedEmail!));
    expect(mail!.text).toContain("CHF 15.00 is still open");
    const [attachment] = await attachmentsOf(t.db, mail!.id);
    expect(attachment).toMatchObject({ filename: `invoice-${invoice.year}-${String(invoice.sequence).padStart(6, "0")}.pdf`, contentType: "application/pdf" });
    // Read back as a reader would: the PDF asks for what is open today, not the original amount.
    const page = mupdf.Document.openDocument(attachment!.content, "application/pdf").loadPage(0);
    expect(page.toStructuredText("preserve-whitespace").asText()).toContain("CHF 15.00");
  });

  it("reminds nobody whose address is not confirmed: they never got the invoice, which goes out on confirmation", async () => {
    const invoice = await invoiceIssuedOn("2030-08-01");
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, invoice.userId!));
    await sendDueReminders(t.db, t.env, noon("2030-12-31"));
    expect((await reload(invoice.id)).firstReminderAt).toBeNull();
    expect(await mailsTo(invoice.billedEmail!)).toEqual([]);
  });

  it("reminds nobody of a paid or cancelled invoice, nor a removed member (no address)", async () => {
    const paid = await invoiceIssuedOn("2030-01-10");
    await bookPayment(t.db, { invoiceId: paid.id, amountRappen: paid.amountRappen, paidOn: "2030-01-15" });
    const cancelled = await invoiceIssuedOn("2030-01-10");
    await t.db.update(invoices).set({ cancelledAt: new Date(), cancelReason: "Left" }).where(eq(invoices.id, cancelled.id));
    const removed = await invoiceIssuedOn("2030-01-10");
    await t.db.update(invoices).set({ billedEmail: null }).where(eq(invoices.id, removed.id));

    await sendDueReminders(t.db, t.env, noon("2030-12-31"));
    const stamped = await t.db.select().from(invoices).where(inArray(invoices.id, [paid.id, cancelled.id, removed.id]));
    expect(stamped.map((invoice) => [invoice.firstReminderAt, invoice.secondReminderAt])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect([...(await mailsTo(paid.billedEmail!)), ...(await mailsTo(cancelled.billedEmail!))]).toEqual([]);
  });

  it("a server that was off for months sends the first reminder now and the second only 30 days later", async () => {
    const invoice = await invoiceIssuedOn("2031-01-05");
    await sendDueReminders(t.db, t.env, noon("2031-06-01"));
    expect((await reload(invoice.id)).secondReminderAt).toBeNull();
    await sendDueReminders(t.db, t.env, noon("2031-06-30"));
    expect((await reload(invoice.id)).secondReminderAt).toBeNull();
    await sendDueReminders(t.db, t.env, noon("2031-07-01"));
    expect((await reload(invoice.id)).secondReminderAt).toEqual(noon("2031-07-01"));
  });

  it("two processes running at once send each reminder once", async () => {
    const batch = await Promise.all(Array.from({ length: 30 }, () => invoiceIssuedOn("2032-02-01")));
    const second = await createTestApp({}, { sharing: { databaseUrl: t.databaseUrl } });
    try {
      const [a, b] = await Promise.all([sendDueReminders(t.db, t.env, noon("2032-03-15")), sendDueReminders(second.db, second.env, noon("2032-03-15"))]);
      expect(a.first + b.first).toBeGreaterThanOrEqual(30);
      for (const invoice of batch) expect(await mailsTo(invoice.billedEmail!), invoice.billedEmail!).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("follows FEE_FIRST_REMINDER_DAYS and FEE_SECOND_REMINDER_DAYS", async () => {
    const invoice = await invoiceIssuedOn("2033-01-01");
    const env = { ...t.env, billing: { ...t.env.billing, firstReminderDays: 10, secondReminderDays: 20 } };
    await sendDueReminders(t.db, env, noon("2033-01-11"));
    await sendDueReminders(t.db, env, noon("2033-01-21"));
    const stamped = await reload(invoice.id);
    expect([stamped.firstReminderAt, stamped.secondReminderAt]).toEqual([noon("2033-01-11"), noon("2033-01-21")]);
  });
});
