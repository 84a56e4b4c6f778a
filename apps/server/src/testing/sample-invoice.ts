import { invoiceReference, referenceTypeFor, TEST_QR_IBAN } from "@ssem/core";
import type { BillingConfig } from "../fees/billing-config";
import type { BilledInvoice } from "../fees/invoice-pdf";

/** A creditor with a structured address that QR-bill v2.3 accepts, on the published test account. */
export const sampleBilling: Pick<BillingConfig, "creditor" | "testAccount"> = {
  creditor: { name: "Verein Test", address: "Bahnhofstrasse", buildingNumber: "12a", zip: "3011", city: "Bern", country: "CH" },
  testAccount: true,
};

/** An open student invoice of 2026 numbered `sequence`, with the reference its IBAN demands. */
export function sampleInvoice(sequence: number, overrides: Partial<BilledInvoice> = {}): BilledInvoice {
  const iban = overrides.iban ?? TEST_QR_IBAN;
  return {
    sequence,
    year: 2026,
    billedName: "Erika Muster",
    studentType: "student",
    amountRappen: 1000,
    paidRappen: 0,
    paidOn: null,
    iban,
    referenceType: referenceTypeFor(iban),
    reference: invoiceReference(iban, sequence),
    issuedOn: "2026-11-25",
    dueOn: "2026-12-25",
    cancelledAt: null,
    ...overrides,
  };
}
