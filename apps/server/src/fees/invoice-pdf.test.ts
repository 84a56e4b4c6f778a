import { association, type Locale, TEST_ACCOUNT_NOTICE, TEST_IBAN, TEST_QR_IBAN } from "@ssem/core";
import fc from "fast-check";
import jsQR from "jsqr";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { sampleBilling, sampleInvoice } from "../testing/sample-invoice";
import type { BillingConfig } from "./billing-config";
import { type BilledInvoice, renderInvoicePdf } from "./invoice-pdf";

const { creditor } = sampleBilling;
const invoiceOn = (iban: string, overrides: Partial<BilledInvoice> = {}) => sampleInvoice(4217, { iban, ...overrides });

/** The page, which must be the only one. */
function onlyPage(pdf: Buffer) {
  const document = mupdf.Document.openDocument(pdf, "application/pdf");
  expect(document.countPages()).toBe(1);
  return document.loadPage(0);
}

/** The page's text, as a reader copies it. */
const pageText = (pdf: Buffer) => onlyPage(pdf).toStructuredText("preserve-whitespace").asText();

/** The page as a reader sees it: its text, and the payload of the QR code found by rendering it. */
function readBack(pdf: Buffer) {
  const page = onlyPage(pdf);
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

  it("prints a German member's bill in German, payment part included, with the same payment in its QR code", async () => {
    const invoice = invoiceOn(TEST_QR_IBAN, { amountRappen: 2000, paidRappen: 500 });
    const billing = { creditor, testAccount: true };
    const german = readBack(await renderInvoicePdf(invoice, billing, "de"));
    for (const expected of ["Rechnung 2026-004217", "Rechnungsdatum", "25.11.2026", "Erika Muster", "Mitgliedschaftsjahr", "Jahresbeitrag 2026", "Bisher erhalten", "Offener Betrag", "CHF 15.00", "Zahlteil", "Zahlbar durch", "Testkonto, kein echtes Bankkonto"]) {
      expect(german.text).toContain(expected);
    }
    expect(german.text).not.toMatch(/Invoice date|Amount due|Payable by|Receipt/);
    // The same payment; only the message the payer's banking app shows is in the member's language.
    const english = readBack(await renderInvoicePdf(invoice, billing, "en")).payload!;
    expect(german.payload!.toSpliced(29, 1)).toEqual(english.toSpliced(29, 1));
  });

  it("gives the payer's banking app the message in the member's language, within the QR-bill's 140 characters", async () => {
    const invoice = invoiceOn(TEST_QR_IBAN);
    const messages = { en: "Membership fee 2026, invoice 2026-004217", de: "Mitgliederbeitrag 2026, Rechnung 2026-004217", fr: "Cotisation 2026, facture 2026-004217", it: "Quota associativa 2026, fattura 2026-004217" };
    for (const [locale, message] of Object.entries(messages) as [Locale, string][]) {
      const { payload } = readBack(await renderInvoicePdf(invoice, { creditor, testAccount: false }, locale));
      expect({ locale, message: payload![29] }).toEqual({ locale, message });
      expect(message.length).toBeLessThanOrEqual(140);
    }
  });

  it("prints a name outside Windows-1252 exactly as it is written, and stays small", async () => {
    const pdf = await renderInvoicePdf(invoiceOn(TEST_QR_IBAN, { billedName: "Antonín Dvořák-Čolić" }), { creditor, testAccount: false }, "de");
    expect(pageText(pdf)).toContain("Antonín Dvořák-Čolić");
    // The letter's fonts are shared by documents: a bill's "i" (drawn as "ı" and a dot) must not leave the next bill's "ı" without its text.
    expect(pageText(await renderInvoicePdf(invoiceOn(TEST_QR_IBAN, { billedName: "Işıl Yılmaz" }), { creditor, testAccount: false }, "de"))).toContain("Işıl Yılmaz");
    // The letter's fonts are embedded as subsets of the glyphs used, not whole (about 700 KB each).
    expect(pdf.length).toBeLessThan(80_000);
  });

  it("prints any name of Latin, Greek or Cyrillic letters as it is written", async () => {
    const letters = [..."AaÄäÅåÆæÇçĆćČčĐđÉéĚěĞğİıŁłŃńŇňŐőØøŒœŘřŚśŞşŠšŢţŤťŮůŰűÝýŹźŻżŽžßÞþΑαΒβΓγΔδΩωЖжЙйЩщЮюЯяЁёЇїҐґ"];
    const name = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 12 }).map((chars) => chars.join(""));
    await fc.assert(
      fc.asyncProperty(fc.tuple(name, name), async ([first, last]) => {
        const billedName = `${first} ${last}`;
        expect(pageText(await renderInvoicePdf(invoiceOn(TEST_IBAN, { billedName, paidRappen: 1000 }), { creditor, testAccount: false }, "en"))).toContain(billedName);
      }),
      { numRuns: 10 },
    );
  }, 120_000);

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
