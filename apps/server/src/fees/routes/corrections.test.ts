import { type InvoiceBooking, type InvoiceListEntry, TEST_QR_IBAN, type UnmatchedPaymentsPage } from "@ssem/core";
import { sampleCamt054, type SampleTransaction } from "@ssem/core/camt-samples";
import { and, desc, eq } from "drizzle-orm";
import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { auditLog, bankTransactions, invoices } from "../../db/schema";
import { bookPayment, type Invoice, issueInvoices } from "../invoices";
import { snapshotRows } from "../../testing/database-snapshot";
import { signedInForFile, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");
const year = 2051;

let people = 0;
/** A member with an open invoice of CHF 10.00 for `year`. */
async function openInvoice(lastName = `Correction ${(people += 1)}`): Promise<Invoice> {
  const person = await t.createUser({ studentType: "student", firstName: "Kim", lastName });
  const [invoice] = await t.db.transaction((tx) => issueInvoices(tx, { iban: TEST_QR_IBAN }, { userIds: [person.userId], year, issuedOn: `${year}-01-10` }));
  return invoice!;
}

let entries = 0;
/** Imports a bank file of credits, through the API as an admin does. */
async function importCredits(...transactions: SampleTransaction[]) {
  const xml = sampleCamt054({
    version: "08",
    notifications: [transactions.map((transaction) => ({ accountServicerRef: `CORR-${(entries += 1)}`, bookedOn: `${year}-01-20`, transactions: [transaction] }))],
  });
  const response = await t.request("/api/admin/fees/bank-files?fileName=corrections.xml", { method: "POST", body: xml, headers: { "content-type": "application/xml" }, cookie: admin.cookie });
  expect(response.status).toBe(200);
}

const post = (path: string, json: unknown) => t.request(path, { json, cookie: admin.cookie });
const bookingsOf = async (invoice: Invoice) => ((await (await t.request(`/api/admin/fees/invoices/${invoice.id}/payments`, { cookie: admin.cookie })).json()) as { bookings: InvoiceBooking[] }).bookings;
const invoiceNow = async (invoice: Invoice) => (await t.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!;
const lastAudit = async (action: "payment_reversed" | "refund_marked" | "payment_dismissed") =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.at)).limit(1))[0];
async function csvRows() {
  const response = await t.request(`/api/admin/fees/payments.csv?year=${year}`, { cookie: admin.cookie });
  return Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
}
const unmatchedIds = async () =>
  ((await (await t.request("/api/admin/fees/unmatched-payments", { cookie: admin.cookie })).json()) as UnmatchedPaymentsPage).payments.map((payment) => payment.id);
/** What a refused correction must leave as it was. */
const books = () => snapshotRows(t.db, ["rate_limit_counters", "session", "user"]);

describe("POST /api/admin/fees/invoices/:id/payments/:paymentId/reverse", () => {
  it("takes back a bank booking: the invoice is open again, the payment waits among the unmatched, audited and in the CSV with its reason", async () => {
    const invoice = await openInvoice();
    await importCredits({ amountRappen: 1000, reference: invoice.reference, debtorName: "Kim Wrong", debtorIban: "CH9300762011623852957" });
    expect(await invoiceNow(invoice)).toMatchObject({ paidRappen: 1000, paidOn: `${year}-01-20` });
    const [booking] = await bookingsOf(invoice);
    expect(booking).toMatchObject({ amountRappen: 1000, source: "bank", reversible: true, reversed: false, payerName: "Kim Wrong" });

    const response = await post(`/api/admin/fees/invoices/${invoice.id}/payments/${booking!.id}/reverse`, { reason: "Paid by another member's parent" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ state: "open", paidRappen: 0, openRappen: 1000, paidOn: null } satisfies Partial<InvoiceListEntry>);
    expect(await invoiceNow(invoice)).toMatchObject({ paidRappen: 0, paidOn: null });
    expect(await bookingsOf(invoice)).toMatchObject([
      { id: booking!.id, reversed: true, reversible: false },
      { amountRappen: -1000, correction: "reversal", reversible: false, note: "Paid by another member's parent" },
    ]);
    const [transaction] = await t.db.select().from(bankTransactions).where(eq(bankTransactions.reference, invoice.reference));
    expect(transaction!.status).toBe("unmatched");
    expect(await unmatchedIds()).toContain(transaction!.id);
    expect(await lastAudit("payment_reversed")).toMatchObject({
      actorId: admin.userId,
      subjectUserId: invoice.userId,
      details: { invoice: `${year}-${String(invoice.sequence).padStart(6, "0")}`, amountRappen: 1000, reason: "Paid by another member's parent" },
    });
    const reversal = (await csvRows()).find((row) => row[4] === "reversed booking");
    expect(reversal).toEqual([expect.any(String), `${year}-${String(invoice.sequence).padStart(6, "0")}`, invoice.billedName, "-10.00", "reversed booking", `CORR-${entries}`, "Kim Wrong", "CH9300762011623852957", "corrections.xml", "Paid by another member's parent"]);

    // Once reversed, the booking stays reversed.
    const before = await books();
    expect((await post(`/api/admin/fees/invoices/${invoice.id}/payments/${booking!.id}/reverse`, { reason: "Again" })).status).toBe(409);
    expect(await books()).toBe(before);
  });

  it("takes back a payment marked by hand: the invoice is as before it, partly paid by the rest", async () => {
    const invoice = await openInvoice();
    await t.db.transaction(async (tx) => {
      await bookPayment(tx, { invoiceId: invoice.id, amountRappen: 400, paidOn: `${year}-02-01`, recordedBy: admin.userId });
      await bookPayment(tx, { invoiceId: invoice.id, amountRappen: 600, paidOn: `${year}-02-02`, recordedBy: admin.userId });
    });
    const [, second] = await bookingsOf(invoice);
    const response = await post(`/api/admin/fees/invoices/${invoice.id}/payments/${second!.id}/reverse`, { reason: "Typed on the wrong invoice" });
    expect(await response.json()).toMatchObject({ state: "partially_paid", paidRappen: 400, openRappen: 600, paidOn: null });
  });

  it("refuses a bad reason with 400, another invoice's payment and unknown ids with 404, and a negative booking with 409, changing nothing", async () => {
    const [invoice, other] = [await openInvoice(), await openInvoice()];
    await t.db.transaction(async (tx) => {
      await bookPayment(tx, { invoiceId: invoice.id, amountRappen: 1000, paidOn: `${year}-02-01` });
      await bookPayment(tx, { invoiceId: invoice.id, amountRappen: -1000, paidOn: `${year}-02-03` });
    });
    const [positive, negative] = await bookingsOf(invoice);
    const before = await books();
    const path = (id: string, paymentId: string) => `/api/admin/fees/invoices/${id}/payments/${paymentId}/reverse`;
    const nobody = "00000000-0000-4000-8000-000000000000";
    for (const [target, body, status] of [
      [path(invoice.id, positive!.id), { reason: "" }, 400],
      [path(invoice.id, positive!.id), { reason: " " }, 400],
      [path(invoice.id, positive!.id), {}, 400],
      [path(invoice.id, positive!.id), { reason: "x".repeat(501) }, 400],
      [path(other.id, positive!.id), { reason: "Mistake" }, 404],
      [path(nobody, positive!.id), { reason: "Mistake" }, 404],
      [path(invoice.id, nobody), { reason: "Mistake" }, 404],
      [path(invoice.id, "not-an-id"), { reason: "Mistake" }, 404],
      [path(invoice.id, negative!.id), { reason: "Mistake" }, 409],
    ] as const) {
      expect((await post(target, body)).status, `${target} ${JSON.stringify(body)}`).toBe(status);
    }
    // Any reason typed is either refused as bad input or taken; a booking that cannot be reversed stays a 409.
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 600 }), async (reason) => {
        expect([400, 409]).toContain((await post(path(invoice.id, negative!.id), { reason })).status);
      }),
      { numRuns: 40 },
    );
    expect(await books()).toBe(before);
  });
});

describe("POST /api/admin/fees/invoices/:id/refund", () => {
  it("marks a double payment to refund: the invoice is paid exactly, the excess a negative row 'to refund' in the CSV, audited", async () => {
    const invoice = await openInvoice();
    await importCredits({ amountRappen: 1000, reference: invoice.reference }, { amountRappen: 1000, reference: invoice.reference, debtorName: "Kim Twice" });
    expect((await invoiceNow(invoice)).paidRappen).toBe(2000);
    const response = await post(`/api/admin/fees/invoices/${invoice.id}/refund`, { reason: "Paid twice in January" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ state: "paid", paidRappen: 1000, openRappen: 0, paidOn: `${year}-01-20` });
    expect((await bookingsOf(invoice)).at(-1)).toMatchObject({ amountRappen: -1000, correction: "refund", reversible: false, note: "Paid twice in January" });
    expect(await lastAudit("refund_marked")).toMatchObject({ subjectUserId: invoice.userId, details: { amountRappen: 1000, reason: "Paid twice in January" } });
    expect((await csvRows()).find((row) => row[4] === "to refund")).toMatchObject({ 3: "-10.00", 9: "Paid twice in January" });
    // Nothing is paid too much any more.
    expect((await post(`/api/admin/fees/invoices/${invoice.id}/refund`, { reason: "Again" })).status).toBe(409);
  });

  it("refunds all that was paid on a cancelled invoice, and refuses an invoice not overpaid (409) or a missing reason (400)", async () => {
    const [cancelled, open] = [await openInvoice(), await openInvoice()];
    await t.db.transaction((tx) => bookPayment(tx, { invoiceId: cancelled.id, amountRappen: 500, paidOn: `${year}-02-01` }));
    await t.db.update(invoices).set({ cancelledAt: new Date(), cancelReason: "Left" }).where(eq(invoices.id, cancelled.id));
    const before = await books();
    expect((await post(`/api/admin/fees/invoices/${open.id}/refund`, { reason: "Nothing" })).status).toBe(409);
    expect((await post(`/api/admin/fees/invoices/${cancelled.id}/refund`, { reason: "" })).status).toBe(400);
    expect(await books()).toBe(before);
    expect(await (await post(`/api/admin/fees/invoices/${cancelled.id}/refund`, { reason: "Left after paying half" })).json()).toMatchObject({ state: "cancelled", paidRappen: 0 });
  });
});

describe("POST /api/admin/fees/unmatched-payments/:id/dismiss", () => {
  it("dismisses an unmatched payment as not a fee: it leaves the list, keeps the reason, audited and in the CSV of its year", async () => {
    await importCredits({ amountRappen: 5000, reference: "RF18539007547034", debtorName: "Generous Donor", debtorIban: "CH5604835012345678009" });
    const [transaction] = await t.db.select().from(bankTransactions).where(and(eq(bankTransactions.debtorName, "Generous Donor"), eq(bankTransactions.status, "unmatched")));
    const before = await books();
    for (const body of [{}, { reason: "" }, { reason: "x".repeat(501) }]) {
      expect((await post(`/api/admin/fees/unmatched-payments/${transaction!.id}/dismiss`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post("/api/admin/fees/unmatched-payments/00000000-0000-4000-8000-000000000000/dismiss", { reason: "Donation" })).status).toBe(404);
    expect(await books()).toBe(before);

    const response = await post(`/api/admin/fees/unmatched-payments/${transaction!.id}/dismiss`, { reason: "A donation" });
    expect(response.status).toBe(200);
    expect(await unmatchedIds()).not.toContain(transaction!.id);
    expect((await t.db.select().from(bankTransactions).where(eq(bankTransactions.id, transaction!.id)))[0]).toMatchObject({ status: "dismissed", dismissReason: "A donation" });
    expect(await lastAudit("payment_dismissed")).toMatchObject({ actorId: admin.userId, subjectUserId: null, details: { amountRappen: 5000, reason: "A donation" } });
    expect((await csvRows()).find((row) => row[4] === "not a fee")).toEqual([`${year}-01-20`, "", "", "50.00", "not a fee", `CORR-${entries}`, "Generous Donor", "CH5604835012345678009", "corrections.xml", "A donation"]);
    // It cannot be assigned or dismissed again.
    expect((await post(`/api/admin/fees/unmatched-payments/${transaction!.id}/dismiss`, { reason: "Again" })).status).toBe(409);
  });
});
