import { formatChf, invoiceNumber, swissToday } from "@ssem/core";
import { eq } from "drizzle-orm";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { issueToken } from "../auth/one-time-tokens";
import { invoices, mailAttachments, mailOutbox, user } from "../db/schema";
import { linkToken, signedInForFile, testAppForFile } from "../testing/test-app";
import { queueInvoiceMails } from "./invoice-mail";
import { billingYear, issueInvoices } from "./invoices";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");

/** Applies through the form, as a stranger does: the address is not confirmed yet. Returns the id and the confirmation token. */
async function applyAs(email: string, locale = "en") {
  const response = await t.request("/api/membership-applications", {
    json: { firstName: "Ben", lastName: "Beispiel", field: "nursing", studentType: "graduate", placeOfStudy: "Zürich", email, phone: "044 000 00 00", password: "secret1", locale },
  });
  expect(response.status).toBe(201);
  const [confirmation] = (await t.outbox()).filter((mail) => mail.to === email);
  const [account] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { userId: account!.id, token: linkToken(confirmation!.text, "token_hash") };
}

const approve = (userId: string) => t.request(`/api/admin/members/${userId}/approve`, { method: "POST", cookie: admin.cookie });
const invoiceMailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email && mail.subject.startsWith("Invoice "));
const invoicesOf = (userId: string) => t.db.select().from(invoices).where(eq(invoices.userId, userId));
const attachmentsOf = (mailId: string) => t.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mailId));

describe("approval sends the invoice", () => {
  it("bills a confirmed applicant at once: the invoice in the approval's transaction, its mail with the PDF queued", async () => {
    const person = await t.createUser({ role: "pending", studentType: "student", firstName: "Erika", lastName: "Muster" });
    expect((await approve(person.userId)).status).toBe(200);

    const [invoice] = await invoicesOf(person.userId);
    expect(invoice).toMatchObject({ year: billingYear(swissToday()), issuedOn: swissToday(), amountRappen: 1000, billedName: "Erika Muster" });
    const [mail] = await invoiceMailsTo(person.email);
    const number = invoiceNumber(invoice!.year, invoice!.sequence);
    expect(mail!.subject).toContain(`Invoice ${number}`);
    expect(mail!.text).toContain(formatChf(1000));
    expect(mail!.text.replace(/(\d) (?=\d)/g, "$1")).toContain(invoice!.reference);
    expect(mail!.text).toContain(`${t.env.publicUrl}/member-dashboard`);
    // The applicant confirmed this address: the mail greets them by the name they gave (issue 39, point 19).
    expect(mail!.text).toMatch(/^Hello Erika Muster,\n/);

    const [pdf] = await attachmentsOf(mail!.id);
    expect(pdf).toMatchObject({ filename: `invoice-${number}.pdf`, contentType: "application/pdf" });
    const text = mupdf.Document.openDocument(pdf!.content, "application/pdf").loadPage(0).toStructuredText("preserve-whitespace").asText();
    expect(text).toContain(`Invoice ${number}`);
    expect(text).toContain("Erika Muster");

    // Approving again changes nothing: no second invoice, no second mail.
    expect((await approve(person.userId)).status).toBe(200);
    expect(await invoicesOf(person.userId)).toHaveLength(1);
    expect(await invoiceMailsTo(person.email)).toHaveLength(1);
  });

  it("bills an unconfirmed applicant at approval but mails the bill only once the address is confirmed", async () => {
    const email = "unconfirmed-payer@example.org";
    const { userId, token } = await applyAs(email);
    expect((await approve(userId)).status).toBe(200);
    expect(await invoicesOf(userId)).toHaveLength(1);
    expect(await invoiceMailsTo(email)).toEqual([]);

    expect((await t.request("/api/account/confirm-email", { json: { tokenHash: token } })).status).toBe(200);
    const [mail] = await invoiceMailsTo(email);
    expect(await attachmentsOf(mail!.id)).toHaveLength(1);
    // Opening the link again sends nothing more.
    expect((await t.request("/api/account/confirm-email", { json: { tokenHash: token } })).status).toBe(200);
    expect(await invoiceMailsTo(email)).toHaveLength(1);
  });

  it("sends the waiting bill when a password link proves the mailbox instead of the confirmation link", async () => {
    const email = "reset-instead@example.org";
    const { userId } = await applyAs(email);
    await approve(userId);
    expect(await invoiceMailsTo(email)).toEqual([]);
    const token = await issueToken(t.db, userId, "recovery");
    expect((await t.request("/api/account/password-links/use", { json: { type: "recovery", token, password: "brand-new-1" } })).status).toBe(200);
    expect(await invoiceMailsTo(email)).toHaveLength(1);
  });

  it("sends nothing on confirmation to an applicant who has not been approved yet", async () => {
    const email = "early-confirmer@example.org";
    const { userId, token } = await applyAs(email);
    expect((await t.request("/api/account/confirm-email", { json: { tokenHash: token } })).status).toBe(200);
    expect(await invoicesOf(userId)).toEqual([]);
    expect(await invoiceMailsTo(email)).toEqual([]);
    // Approved later, with the address confirmed: the bill goes out at once.
    await approve(userId);
    expect(await invoiceMailsTo(email)).toHaveLength(1);
  });

  it("writes the approval, the invoice mail and its PDF in German for an applicant who applied on a German page", async () => {
    const email = "deutsch-zahlend@example.org";
    const { userId, token } = await applyAs(email, "de");
    expect((await t.request("/api/account/confirm-email", { json: { tokenHash: token } })).status).toBe(200);
    expect((await approve(userId)).status).toBe(200);
    const mails = (await t.outbox()).filter((mail) => mail.to === email);
    const approval = mails.find((mail) => mail.subject === "Ihre Mitgliedschaft wurde genehmigt | SSAEM");
    expect(approval!.text).toContain("Ein Admin hat Ihren Antrag auf Mitgliedschaft bei der Swiss Student Association for Emergency Medicine genehmigt.");
    // The member area opens with the first fee (ADR 033), so the approval promises nothing sooner.
    expect(approval!.text).not.toContain("Mitgliederbereich");
    expect(approval!.text).toContain("Anmelden:\nhttp://localhost:3000/de/auth#lang=de");

    const [invoice] = await invoicesOf(userId);
    const number = invoiceNumber(invoice!.year, invoice!.sequence);
    const bill = mails.find((mail) => mail.subject === `Rechnung ${number}: Mitgliederbeitrag ${invoice!.year} | SSAEM`);
    expect(bill!.text).toContain(`Im Anhang finden Sie die Rechnung ${number} für Ihren Mitgliederbeitrag ${invoice!.year}`);
    expect(bill!.text).toContain(`: ${formatChf(invoice!.amountRappen, "de")}, zahlbar bis`);
    expect(bill!.text).toContain("Ihre Mitgliedschaft beginnt, sobald der Beitrag eingegangen ist.");
    // The dashboard in the member's language, German before any script runs.
    expect(bill!.text).toContain("http://localhost:3000/de/member-dashboard");
    expect(bill!.text).not.toMatch(/Hello|Invoice|ß/);
    const [pdf] = await attachmentsOf(bill!.id);
    const text = mupdf.Document.openDocument(pdf!.content, "application/pdf").loadPage(0).toStructuredText("preserve-whitespace").asText();
    for (const expected of [`Rechnung ${number}`, "Ben Beispiel", "Jahresbeitrag", "Absolvent/in", "Zahlteil", "Zahlbar durch"]) expect(text).toContain(expected);
    expect(text).not.toContain("Amount due");
  });

  it("makes no invoice when an applicant is rejected", async () => {
    const person = await t.createUser({ role: "pending", studentType: "resident" });
    expect((await t.request(`/api/admin/members/${person.userId}/reject`, { method: "POST", cookie: admin.cookie })).status).toBe(200);
    expect(await invoicesOf(person.userId)).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email))).toHaveLength(1);
  });
});

describe("queueInvoiceMails", () => {
  it("queues a batch of invoice mails, each with its own PDF, in one insert of mails and one of files", async () => {
    const people = await Promise.all([0, 1, 2].map((index) => t.createUser({ studentType: "student", lastName: `Batch ${index}` })));
    const made = await t.db.transaction((tx) => issueInvoices(tx, t.env.billing, { userIds: people.map((person) => person.userId), year: 2035, issuedOn: "2035-01-05" }));
    const before = t.statements.length;
    await t.db.transaction((tx) => queueInvoiceMails(tx, t.env, made.map((invoice) => ({ invoice, locale: "en" as const, pdf: Buffer.from(`%PDF- ${invoice.id}`) }))));
    const inserts = t.statements.slice(before).filter((statement) => /^insert into "mail_(outbox|attachments)"/.test(statement));
    expect(inserts.map((statement) => statement.slice(0, 26))).toEqual(['insert into "mail_outbox" ', 'insert into "mail_attachme']);
    for (const invoice of made) {
      const [mail] = await invoiceMailsTo(invoice.billedEmail!);
      const [file] = await attachmentsOf(mail!.id);
      expect(mail!.subject).toContain(invoiceNumber(invoice.year, invoice.sequence));
      expect(file!.content.toString()).toBe(`%PDF- ${invoice.id}`);
    }
  });
});
