import { isValidQrReference, TEST_QR_IBAN } from "@ssem/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices, payments } from "../db/schema";
import { testAppForFile } from "../testing/test-app";
import { addDays, billingYear, bookPayment, issueInvoices, reissueCancelledInvoice } from "./invoices";

const t = testAppForFile();
const billing = { iban: TEST_QR_IBAN };

describe("billingYear", () => {
  it("bills the calendar year, and from 1 October the next one", () => {
    expect(billingYear("2026-01-01")).toBe(2026);
    expect(billingYear("2026-09-30")).toBe(2026);
    expect(billingYear("2026-10-01")).toBe(2027);
    expect(billingYear("2026-12-31")).toBe(2027);
  });

  it("counts due dates in calendar days, across months and leap days", () => {
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDays("2028-02-15", 30)).toBe("2028-03-16");
  });
});

describe("issueInvoices", () => {
  it("bills each member's tier once per year, with a valid reference made from its number", async () => {
    const student = await t.createUser({ studentType: "student", firstName: "Erika", lastName: "Muster" });
    const resident = await t.createUser({ studentType: "resident" });
    const withoutApplication = await t.createUser();
    const made = await t.db.transaction((tx) =>
      issueInvoices(tx, billing, { userIds: [student.userId, resident.userId, withoutApplication.userId], year: 2031, issuedOn: "2031-01-10" }),
    );
    expect(made.map((invoice) => [invoice.userId, invoice.amountRappen]).sort()).toEqual(
      [
        [student.userId, 1000],
        [resident.userId, 2000],
      ].sort(),
    );
    const erika = made.find((invoice) => invoice.userId === student.userId)!;
    expect(erika).toMatchObject({ billedName: "Erika Muster", billedEmail: student.email, dueOn: "2031-02-09", referenceType: "QRR", paidRappen: 0 });
    expect(isValidQrReference(erika.reference)).toBe(true);
    const again = await t.db.transaction((tx) => issueInvoices(tx, billing, { userIds: [student.userId, resident.userId], year: 2031, issuedOn: "2031-01-11" }));
    expect(again).toEqual([]);
  });
});

describe("bookPayment", () => {
  it("keeps the paid sum and the paid date through partial payments and a reversal", async () => {
    const member = await t.createUser({ studentType: "graduate" });
    const [invoice] = await t.db.transaction((tx) => issueInvoices(tx, billing, { userIds: [member.userId], year: 2032, issuedOn: "2032-01-10" }));
    const book = (amountRappen: number, paidOn: string) => t.db.transaction((tx) => bookPayment(tx, { invoiceId: invoice!.id, amountRappen, paidOn }));
    expect(await book(500, "2032-01-12")).toMatchObject({ paidRappen: 500, paidOn: null });
    expect(await book(1500, "2032-01-20")).toMatchObject({ paidRappen: 2000, paidOn: "2032-01-20" });
    expect(await book(100, "2032-01-25")).toMatchObject({ paidRappen: 2100, paidOn: "2032-01-20" });
    expect(await book(-2100, "2032-02-01")).toMatchObject({ paidRappen: 0, paidOn: null });
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice!.id))).toHaveLength(4);
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoice!.id)))[0]!.paidRappen).toBe(0);
  });
});

describe("reissueCancelledInvoice", () => {
  it("issues a re-admitted member's cancelled invoice again: same number and reference, new dates, no reminders", async () => {
    const member = await t.createUser({ studentType: "student" });
    const [invoice] = await t.db.transaction((tx) => issueInvoices(tx, billing, { userIds: [member.userId], year: 2033, issuedOn: "2033-01-10" }));
    await t.db
      .update(invoices)
      .set({ firstReminderAt: new Date("2033-02-10"), secondReminderAt: new Date("2033-03-12"), cancelledAt: new Date("2033-04-01"), cancelReason: "Membership ended" })
      .where(eq(invoices.id, invoice!.id));
    const reissued = await t.db.transaction((tx) => reissueCancelledInvoice(tx, { userId: member.userId, year: 2033, issuedOn: "2033-05-02" }));
    expect(reissued).toMatchObject({
      id: invoice!.id,
      sequence: invoice!.sequence,
      reference: invoice!.reference,
      issuedOn: "2033-05-02",
      dueOn: "2033-06-01",
      firstReminderAt: null,
      secondReminderAt: null,
      cancelledAt: null,
      cancelReason: null,
    });
  });

  it("leaves an invoice that is open or paid alone, and another year's", async () => {
    const member = await t.createUser({ studentType: "student" });
    const [invoice] = await t.db.transaction((tx) => issueInvoices(tx, billing, { userIds: [member.userId], year: 2034, issuedOn: "2034-01-10" }));
    const reissue = (year: number) => t.db.transaction((tx) => reissueCancelledInvoice(tx, { userId: member.userId, year, issuedOn: "2034-05-02" }));
    expect(await reissue(2034)).toBeUndefined();
    await t.db.transaction((tx) => bookPayment(tx, { invoiceId: invoice!.id, amountRappen: 1000, paidOn: "2034-01-20" }));
    await t.db.update(invoices).set({ cancelledAt: new Date() }).where(eq(invoices.id, invoice!.id));
    expect(await reissue(2034)).toBeUndefined();
    expect(await reissue(2035)).toBeUndefined();
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoice!.id)))[0]!.issuedOn).toBe("2034-01-10");
  });
});
