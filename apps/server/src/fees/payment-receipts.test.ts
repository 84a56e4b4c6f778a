import { association, type InvoiceBooking, invoiceNumber, type Locale, TEST_QR_IBAN } from "@ssem/core";
import { sampleCamt054, type SampleEntry } from "@ssem/core/camt-samples";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bankTransactions, profiles } from "../db/schema";
import { signedInForFile, testAppForFile } from "../testing/test-app";
import { type Invoice, issueInvoices } from "./invoices";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");

let made = 0;
/** A member who reads their mail in `locale`, with an open invoice for 2026 (a student: CHF 10.00). */
async function openInvoiceIn(locale: Locale): Promise<Invoice> {
  const person = await t.createUser({ studentType: "student", firstName: "Erika", lastName: `Receipt ${(made += 1)}` });
  await t.db.update(profiles).set({ locale }).where(eq(profiles.id, person.userId));
  const [invoice] = await t.db.transaction((tx) => issueInvoices(tx, { iban: TEST_QR_IBAN }, { userIds: [person.userId], year: 2026, issuedOn: "2026-11-01" }));
  return invoice!;
}

let entries = 0;
const pays = (reference: string, amountRappen: number, entry: Partial<SampleEntry> = {}): SampleEntry => ({
  accountServicerRef: `RECEIPT-${(entries += 1)}`,
  bookedOn: "2026-11-20",
  transactions: [{ amountRappen, reference, debtorName: "Someone" }],
  ...entry,
});
const file = (...list: SampleEntry[]) => sampleCamt054({ version: "08", notifications: [list] });
async function upload(xml: string) {
  const response = await t.request("/api/admin/fees/bank-files?fileName=camt054.xml", { method: "POST", body: xml, headers: { "content-type": "application/xml" }, cookie: admin.cookie });
  expect(response.status).toBe(200);
}
const markPaid = (invoice: Invoice, amount: string, paidOn = "2026-11-15") =>
  t.request(`/api/admin/fees/invoices/${invoice.id}/payments`, { cookie: admin.cookie, json: { paidOn, amount } });
const receiptsFor = async (invoice: Invoice) => (await t.outbox()).filter((mail) => mail.to === invoice.billedEmail).reverse();
const number = (invoice: Invoice) => invoiceNumber(invoice.year, invoice.sequence);

describe("a receipt to the member when a payment is booked (issue 39, point 21)", () => {
  it("marked as paid: a German receipt per booking, naming the invoice, the amount, the day and what is still open; a reversal sends none", async () => {
    const invoice = await openInvoiceIn("de");
    expect((await markPaid(invoice, "4.00")).status).toBe(201);
    const [partial] = await receiptsFor(invoice);
    expect(partial!.subject).toBe(`Zahlung für Rechnung ${number(invoice)} erhalten | ${association.shortName}`);
    expect(partial!.text).toContain(`Ihre Zahlung von CHF 4.00 vom 15.11.2026 wurde der Rechnung ${number(invoice)} für Ihren Mitgliederbeitrag 2026`);
    expect(partial!.text).toContain("Davon sind noch CHF 6.00 offen");
    expect(partial!.text).toContain("Guten Tag Erika Receipt");
    expect(partial!.headers).toMatchObject({ "Content-Language": "de" });

    expect((await markPaid(invoice, "6.00", "2026-11-16")).status).toBe(201);
    const [, full, ...more] = await receiptsFor(invoice);
    expect(more).toEqual([]);
    expect(full!.text).toContain("Ihre Zahlung von CHF 6.00 vom 16.11.2026");
    expect(full!.text).toContain("Die Rechnung ist damit vollständig bezahlt.");

    const { bookings } = (await (await t.request(`/api/admin/fees/invoices/${invoice.id}/payments`, { cookie: admin.cookie })).json()) as { bookings: InvoiceBooking[] };
    const reversed = await t.request(`/api/admin/fees/invoices/${invoice.id}/payments/${bookings[0]!.id}/reverse`, { cookie: admin.cookie, json: { reason: "Wrong member" } });
    expect(reversed.status).toBe(200);
    expect(await receiptsFor(invoice)).toHaveLength(2);
  });

  it("booked from a bank file: one French receipt, and none more when the same file comes again or its credit is reversed", async () => {
    const invoice = await openInvoiceIn("fr");
    const credit = pays(invoice.reference, 1000);
    await upload(file(credit));
    const [receipt, ...more] = await receiptsFor(invoice);
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe(`Paiement reçu pour la facture ${number(invoice)} | ${association.shortName}`);
    expect(receipt!.text).toContain("Votre paiement de CHF 10.00 du 20.11.2026");
    expect(receipt!.text).toContain("La facture est ainsi entièrement payée.");

    await upload(file(credit));
    await upload(file(pays(invoice.reference, 1000, { creditDebit: "DBIT", reversal: true })));
    expect(await receiptsFor(invoice)).toHaveLength(1);
  });

  it("two payments to one invoice in one file: each receipt says where the invoice stood after it, the second paid with what is too much", async () => {
    const invoice = await openInvoiceIn("en");
    await upload(file(pays(invoice.reference, 600), pays(invoice.reference, 600)));
    const receipts = await receiptsFor(invoice);
    // Queued in one statement, so in no order of their own.
    expect(receipts.map((mail) => mail.text.match(/CHF 4\.00 of it is still open|paid in full, and CHF 2\.00 more/)?.[0]).sort()).toEqual([
      "CHF 4.00 of it is still open",
      "paid in full, and CHF 2.00 more",
    ]);
  });

  it("an unmatched payment assigned by an admin: an Italian receipt", async () => {
    const invoice = await openInvoiceIn("it");
    const credit = pays("RF18539007547034", 1000);
    await upload(file(credit));
    expect(await receiptsFor(invoice)).toEqual([]);
    const [unmatched] = await t.db.select().from(bankTransactions).where(and(eq(bankTransactions.bankReference, credit.accountServicerRef!), eq(bankTransactions.status, "unmatched")));
    const assigned = await t.request(`/api/admin/fees/unmatched-payments/${unmatched!.id}/assign`, { cookie: admin.cookie, json: { invoiceId: invoice.id } });
    expect(assigned.status).toBe(200);
    const [receipt, ...more] = await receiptsFor(invoice);
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe(`Pagamento ricevuto per la fattura ${number(invoice)} | ${association.shortName}`);
    expect(receipt!.text).toContain("Il Suo pagamento di CHF 10.00 del 20.11.2026");
    expect(receipt!.text).toContain("La fattura è così interamente pagata.");
  });
});
