import {
  association,
  formatChf,
  formatEventDate,
  invoiceNumber,
  isValidCreditorReference,
  isValidQrReference,
  type Locale,
  m,
  referenceTypeFor,
} from "@ssem/core";
import type { Data } from "swissqrbill/types";
import type { BillingConfig } from "./billing-config";
import type { Invoice } from "./invoices";

/** What a bill is made from: the stored invoice (its account and reference are the ones it was issued with). */
export type BilledInvoice = Pick<
  Invoice,
  | "sequence"
  | "year"
  | "billedName"
  | "studentType"
  | "amountRappen"
  | "paidRappen"
  | "paidOn"
  | "iban"
  | "referenceType"
  | "reference"
  | "issuedOn"
  | "dueOn"
  | "cancelledAt"
>;

/** What is still to pay, in Rappen: nothing once paid in full or cancelled (such a bill gets no payment part). */
export function outstandingRappen(invoice: Pick<BilledInvoice, "amountRappen" | "paidRappen" | "cancelledAt">): number {
  return invoice.cancelledAt ? 0 : Math.max(invoice.amountRappen - invoice.paidRappen, 0);
}

/**
 * The payment part's data: the creditor, the invoice's account and its reference, the outstanding
 * amount in CHF and no debtor (we collect no postal addresses; the standard's blank box stays).
 * The reference is checked here against the account it goes with: swissqrbill checks a QR
 * reference's digit but not a creditor reference's, and a bank refuses a bill with either wrong.
 * The message is what the payer's banking app shows, so it is in the member's language.
 */
export function qrBillData(invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor">, locale: Locale): Data {
  const referenceType = referenceTypeFor(invoice.iban);
  const valid = referenceType === "QRR" ? isValidQrReference(invoice.reference) : isValidCreditorReference(invoice.reference);
  if (referenceType !== invoice.referenceType || !valid) {
    throw new Error(`Invoice ${invoiceNumber(invoice.year, invoice.sequence)} has no valid ${referenceType} reference for its account`);
  }
  return {
    currency: "CHF",
    amount: outstandingRappen(invoice) / 100,
    creditor: { ...billing.creditor, account: invoice.iban },
    reference: invoice.reference,
    message: m.invoice_qr_message({ year: invoice.year, number: invoiceNumber(invoice.year, invoice.sequence) }, { locale }),
  };
}

const MARGIN = 56;

/** swissqrbill's languages of the payment part, by ours: the same four. */
const paymentPartLanguages = { en: "EN", de: "DE", fr: "FR", it: "IT" } as const satisfies Record<Locale, string>;

/**
 * The A4 invoice in the member's language (issue 26): association and creditor, invoice number and
 * dates, the member's name, the year, the amount and the due date, and at the bottom the Swiss
 * QR-bill payment part while anything is outstanding. A bill on the published test account says so
 * on the page. The letter is set in an embedded Unicode font (letter-fonts.ts), so that every name
 * prints as it is written; the payment part keeps the standard's Helvetica.
 */
export async function renderInvoicePdf(invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor" | "testAccount">, locale: Locale): Promise<Buffer> {
  // Loaded with the first bill, by the worker that draws it (pdf-workers.ts): the server itself draws none, and pdfkit
  // with its fonts and font metrics took 160 ms and several MB of every start when this module's callers imported it (ADR 038).
  const [{ default: PDFDocument }, { SwissQRBill }, { letterFonts }] = await Promise.all([
    import("pdfkit"),
    import("swissqrbill/pdf"),
    import("./letter-fonts"),
    import("./standard-font-metrics"),
  ]);
  const number = invoiceNumber(invoice.year, invoice.sequence);
  const outstanding = outstandingRappen(invoice);
  const chf = (rappen: number) => formatChf(rappen, locale);
  // Built before the document, so that a bill a bank would refuse fails before anything is written.
  const paymentPart = outstanding > 0 ? new SwissQRBill(qrBillData(invoice, billing, locale), { language: paymentPartLanguages[locale] }) : undefined;
  const title = m.invoice_title({ number }, { locale });
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title, Author: association.name } });
  const fonts = letterFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { creditor } = billing;
  doc.font(fonts.bold).fontSize(16).text(association.name);
  doc.font(fonts.regular).fontSize(10).text(`${creditor.address} ${creditor.buildingNumber}`).text(`${creditor.country}-${creditor.zip} ${creditor.city}`).text(association.infoEmail);
  doc.moveDown(2);
  doc.font(fonts.bold).fontSize(20).text(title);
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [m.invoice_date({}, { locale }), formatEventDate(invoice.issuedOn)],
    [m.invoice_billed_to({}, { locale }), invoice.billedName],
    [m.invoice_membership_year({}, { locale }), String(invoice.year)],
    [m.invoice_due_date({}, { locale }), formatEventDate(invoice.dueOn)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font(fonts.bold).fontSize(10).text(label, MARGIN, y, { width: 120 });
    doc.font(fonts.regular).text(value, MARGIN + 130, y);
  }
  doc.moveDown(1.5);
  const studentType = m.invoice_student_type({ studentType: invoice.studentType }, { locale });
  const lines: [string, string][] = [[m.invoice_annual_fee({ year: invoice.year, studentType }, { locale }), chf(invoice.amountRappen)]];
  if (invoice.paidRappen > 0) lines.push([m.invoice_received_so_far({}, { locale }), chf(-invoice.paidRappen)]);
  lines.push([m.invoice_amount_due({}, { locale }), chf(outstanding)]);
  const amountWidth = 100;
  const amountX = doc.page.width - MARGIN - amountWidth;
  lines.forEach(([label, amount], index) => {
    const y = doc.y;
    const font = index === lines.length - 1 ? fonts.bold : fonts.regular;
    doc.font(font).fontSize(11).text(label, MARGIN, y, { width: amountX - MARGIN - 10 });
    doc.text(amount, amountX, y, { width: amountWidth, align: "right" });
  });
  doc.moveDown(1.5);
  doc.font(fonts.regular).fontSize(10).text("", MARGIN, doc.y);
  if (invoice.cancelledAt) doc.text(m.invoice_cancelled({}, { locale }));
  else if (outstanding === 0) {
    doc.text(invoice.paidOn ? m.invoice_paid_in_full_on({ day: formatEventDate(invoice.paidOn) }, { locale }) : m.invoice_paid_in_full({}, { locale }));
  } else {
    doc.text(`${m.invoice_please_pay({ amount: chf(outstanding), dueOn: formatEventDate(invoice.dueOn) }, { locale })} ${m.mail_membership_starts({}, { locale })}`);
    doc.moveDown(0.5).text(m.invoice_no_address({}, { locale }));
  }
  if (billing.testAccount) {
    const note = m.invoice_test_account_note({ notice: m.invoice_test_account({}, { locale }) }, { locale });
    doc.moveDown(1).font(fonts.bold).fontSize(12).fillColor("#b91c1c").text(note).fillColor("black");
  }
  paymentPart?.attachTo(doc);
  doc.end();
  return done;
}
