import {
  association,
  formatChf,
  formatEventDate,
  invoiceNumber,
  isValidCreditorReference,
  isValidQrReference,
  referenceTypeFor,
  studentTypeLabels,
  TEST_ACCOUNT_NOTICE,
} from "@ssem/core";
import PDFDocument from "pdfkit";
import "./standard-font-metrics";
import { SwissQRBill } from "swissqrbill/pdf";
import { SwissQRCode } from "swissqrbill/svg";
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

export const NO_ADDRESS_NOTICE = "We collect no postal address, so the “Payable by” box of the payment part is left blank.";

/** What is still to pay, in Rappen: nothing once paid in full or cancelled (such a bill gets no payment part). */
export function outstandingRappen(invoice: Pick<BilledInvoice, "amountRappen" | "paidRappen" | "cancelledAt">): number {
  return invoice.cancelledAt ? 0 : Math.max(invoice.amountRappen - invoice.paidRappen, 0);
}

/**
 * The payment part's data: the creditor, the invoice's account and its reference, the outstanding
 * amount in CHF and no debtor (we collect no postal addresses; the standard's blank box stays).
 * The reference is checked here against the account it goes with: swissqrbill checks a QR
 * reference's digit but not a creditor reference's, and a bank refuses a bill with either wrong.
 */
export function qrBillData(invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor">): Data {
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
    message: `Membership fee ${invoice.year}, invoice ${invoiceNumber(invoice.year, invoice.sequence)}`,
  };
}

/** The QR code alone, as SVG, for the member's dashboard (scanned from a second device). */
export function invoiceQrSvg(invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor">): string {
  return new SwissQRCode(qrBillData(invoice, billing), 46).toString();
}

const MARGIN = 56;

/**
 * The A4 invoice: association and creditor, invoice number and dates, the member's name, the year,
 * the amount and the due date, and at the bottom the Swiss QR-bill payment part while anything is
 * outstanding. A bill on the published test account says so on the page.
 */
export async function renderInvoicePdf(invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor" | "testAccount">): Promise<Buffer> {
  const number = invoiceNumber(invoice.year, invoice.sequence);
  const outstanding = outstandingRappen(invoice);
  // Built before the document, so that a bill a bank would refuse fails before anything is written.
  const paymentPart = outstanding > 0 ? new SwissQRBill(qrBillData(invoice, billing), { language: "EN" }) : undefined;
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: `Invoice ${number}`, Author: association.name } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { creditor } = billing;
  doc.font("Helvetica-Bold").fontSize(16).text(association.name);
  doc.font("Helvetica").fontSize(10).text(`${creditor.address} ${creditor.buildingNumber}`).text(`${creditor.country}-${creditor.zip} ${creditor.city}`).text(association.infoEmail);
  doc.moveDown(2);
  doc.font("Helvetica-Bold").fontSize(20).text(`Invoice ${number}`);
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    ["Invoice date", formatEventDate(invoice.issuedOn)],
    ["Billed to", invoice.billedName],
    ["Membership year", String(invoice.year)],
    ["Due date", formatEventDate(invoice.dueOn)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(10).text(label, MARGIN, y, { width: 120 });
    doc.font("Helvetica").text(value, MARGIN + 130, y);
  }
  doc.moveDown(1.5);
  const lines: [string, string][] = [[`Annual membership fee ${invoice.year} (${studentTypeLabels[invoice.studentType]})`, formatChf(invoice.amountRappen)]];
  if (invoice.paidRappen > 0) lines.push(["Received so far", formatChf(-invoice.paidRappen)]);
  lines.push(["Amount due", formatChf(outstanding)]);
  const amountWidth = 100;
  const amountX = doc.page.width - MARGIN - amountWidth;
  lines.forEach(([label, amount], index) => {
    const y = doc.y;
    const font = index === lines.length - 1 ? "Helvetica-Bold" : "Helvetica";
    doc.font(font).fontSize(11).text(label, MARGIN, y, { width: amountX - MARGIN - 10 });
    doc.text(amount, amountX, y, { width: amountWidth, align: "right" });
  });
  doc.moveDown(1.5);
  doc.font("Helvetica").fontSize(10).text("", MARGIN, doc.y);
  if (invoice.cancelledAt) doc.text("This invoice has been cancelled: please do not pay it.");
  else if (outstanding === 0) doc.text(`Paid in full${invoice.paidOn ? ` on ${formatEventDate(invoice.paidOn)}` : ""}. Thank you.`);
  else {
    doc.text(`Please pay ${formatChf(outstanding)} by ${formatEventDate(invoice.dueOn)} with the payment part below, quoting its reference. Your membership starts once the fee is received.`);
    doc.moveDown(0.5).text(NO_ADDRESS_NOTICE);
  }
  if (billing.testAccount) {
    doc.moveDown(1).font("Helvetica-Bold").fontSize(12).fillColor("#b91c1c").text(`Note: ${TEST_ACCOUNT_NOTICE}.`).fillColor("black");
  }
  paymentPart?.attachTo(doc);
  doc.end();
  return done;
}
