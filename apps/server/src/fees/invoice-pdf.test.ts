import { association, TEST_ACCOUNT_NOTICE, TEST_IBAN, TEST_QR_IBAN } from "@ssem/core";
import jsQR from "jsqr";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { sampleBilling, sampleInvoice } from "../testing/sample-invoice";
import type { BillingConfig } from "./billing-config";
import { type BilledInvoice, invoiceQrSvg, renderInvoicePdf } from "./invoice-pdf";

const { creditor } = sampleBilling;
const invoiceOn = (iban: string, overrides: Partial<BilledInvoice> = {}) => sampleInvoice(4217, { iban, ...overrides });

/** The page as a reader sees it: its text, and the payload of the QR code found by rendering it. */
function readBack(pdf: Buffer) {
  const document = mupdf.Document.openDocument(pdf, "application/pdf");
  expect(document.countPages()).toBe(1);
  const page = document.loadPage(0);
  const text = page.toStructuredText("preserve-whitespace").asText();
  // Opaque RGB (a transparent background would read as black), widened to the RGBA that jsQR takes.
  const pixmap = page.toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceRGB, false);
  const rgb = pixmap.getPixels();
  const rgba = new Uint8ClampedArray((rgb.length / 3) * 4);
  for (let source = 0, target = 0; source < rgb.length; source += 3, target += 4) rgba.set([rgb[source]!, rgb[source + 1]!, rgb[source + 2]!, 255], target);
  const qr = jsQR(rgba, pixmap.getWidth(), pixmap.getHeight());
  return { text, payload: qr?.data.split(/\r?\n/) };
}

describe("renderInvoicePdf", () => {
  for (const [kind, iban, type] of [
    ["QR-IBAN", TEST_QR_IBAN, "QRR"],
    ["normal IBAN", TEST_IBAN, "SCOR"],
  ] as const) {
    it(`prints the invoice and a payment part whose QR code pays it (${kind}, ${type})`, async () => {
      const invoice = invoiceOn(iban);
      const { text, payload } = readBack(await renderInvoicePdf(invoice, { creditor, testAccount: false }, "en"));
      for (const expected of [association.name, "Invoice 2026-004217", "25.11.2026", "Erika Muster", "Membership year", "2026", "CHF 10.00", "25.12.2026", "Payable by"]) {
        expect(text).toContain(expected);
      }
      expect(text).toContain("We collect no postal address");
      expect(text).not.toContain(TEST_ACCOUNT_NOTICE);
      expect(payload).toBeDefined();
      // Swiss Payments Code: header, creditor (structured address), 7 empty ultimate-creditor lines, amount, currency, 7 empty debtor lines, reference.
      const [header, version, coding, account, addressType, name, street, building, zip, city, country] = payload!;
      expect([header, version, coding]).toEqual(["SPC", "0200", "1"]);
      expect([account, addressType, name, street, building, zip, city, country]).toEqual([iban, "S", creditor.name, creditor.address, creditor.buildingNumber, creditor.zip, creditor.city, creditor.country]);
      expect(payload!.slice(11, 18).every((line) => line === "")).toBe(true);
      expect(payload!.slice(18, 20)).toEqual(["10.00", "CHF"]);
      expect(payload!.slice(20, 27).every((line) => line === "")).toBe(true);
      expect(payload!.slice(27, 29)).toEqual([type, invoice.reference]);
    });
  }

  it("prints a German member's bill in German, payment part included, with the same QR code", async () => {
    const invoice = invoiceOn(TEST_QR_IBAN, { amountRappen: 2000, paidRappen: 500 });
    const billing = { creditor, testAccount: true };
    const german = readBack(await renderInvoicePdf(invoice, billing, "de"));
    for (const expected of ["Rechnung 2026-004217", "Rechnungsdatum", "25.11.2026", "Erika Muster", "Mitgliedschaftsjahr", "Jahresbeitrag 2026", "Bisher erhalten", "Offener Betrag", "CHF 15.00", "Zahlteil", "Zahlbar durch", "Testkonto, kein echtes Bankkonto"]) {
      expect(german.text).toContain(expected);
    }
    expect(german.text).not.toMatch(/Invoice date|Amount due|Payable by|Receipt/);
    expect(german.payload).toEqual(readBack(await renderInvoicePdf(invoice, billing, "en")).payload);
  });

  it("says so plainly on a bill for the test account", async () => {
    const { text } = readBack(await renderInvoicePdf(invoiceOn(TEST_QR_IBAN), { creditor, testAccount: true }, "en"));
    expect(text).toContain(TEST_ACCOUNT_NOTICE);
  });

  it("asks only for what is still open, and a paid bill has no payment part", async () => {
    const partial = readBack(await renderInvoicePdf(invoiceOn(TEST_QR_IBAN, { amountRappen: 2000, paidRappen: 500 }), { creditor, testAccount: false }, "en"));
    expect(partial.text).toContain("CHF 15.00");
    expect(partial.payload!.slice(18, 20)).toEqual(["15.00", "CHF"]);
    const paid = readBack(await renderInvoicePdf(invoiceOn(TEST_QR_IBAN, { paidRappen: 1000, paidOn: "2026-12-01" }), { creditor, testAccount: false }, "en"));
    expect(paid.text).toContain("Paid in full on 01.12.2026");
    expect(paid.text).not.toContain("Payable by");
    expect(paid.payload).toBeUndefined();
  });

  it("refuses a reference that fails its check or does not suit the account", async () => {
    const billing: Pick<BillingConfig, "creditor" | "testAccount"> = { creditor, testAccount: false };
    const qr = invoiceOn(TEST_QR_IBAN);
    const broken = `${qr.reference.slice(0, 26)}${(Number(qr.reference[26]) + 1) % 10}`;
    await expect(renderInvoicePdf({ ...qr, reference: broken }, billing, "en")).rejects.toThrow(/no valid QRR reference/);
    const scor = invoiceOn(TEST_IBAN);
    await expect(renderInvoicePdf({ ...scor, reference: scor.reference.replace(/^RF\d\d/, "RF00") }, billing, "en")).rejects.toThrow(/no valid SCOR reference/);
    await expect(renderInvoicePdf({ ...scor, iban: TEST_QR_IBAN }, billing, "en")).rejects.toThrow(/no valid QRR reference/);
  });
});

describe("invoiceQrSvg", () => {
  it("draws the same payment's QR code for the screen", () => {
    const svg = invoiceQrSvg(invoiceOn(TEST_QR_IBAN), { creditor });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("<rect");
  });
});
