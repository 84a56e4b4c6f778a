import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  annualFeeRappen,
  chfAmountSchema,
  creditorReference,
  invoiceNumber,
  invoiceReference,
  invoiceState,
  isQrIban,
  isValidCreditorReference,
  isValidIban,
  isValidQrReference,
  normalizeIban,
  normalizeReference,
  qrReference,
  referenceTypeFor,
  TEST_IBAN,
  TEST_QR_IBAN,
} from "./fees";
import { formatChf } from "./i18n/format";
import { studentTypes } from "./membership-values";

/** The same text with the digit at `index` replaced by another digit. */
const withDigitChanged = (text: string, index: number, shift: number) =>
  `${text.slice(0, index)}${(Number(text[index]) + shift) % 10}${text.slice(index + 1)}`;

describe("fee tiers and amounts", () => {
  it("bills 10 CHF to students and 20 CHF to residents, graduates and specialists, in Rappen", () => {
    expect(annualFeeRappen("student")).toBe(1000);
    for (const tier of studentTypes.filter((type) => type !== "student")) expect(annualFeeRappen(tier)).toBe(2000);
  });

  it("writes amounts as the bill does", () => {
    expect(formatChf(1000)).toBe("CHF 10.00");
    expect(formatChf(2050)).toBe("CHF 20.50");
    expect(formatChf(5)).toBe("CHF 0.05");
    expect(formatChf(0)).toBe("CHF 0.00");
    expect(formatChf(-1000)).toBe("CHF -10.00");
  });

  it("numbers invoices by year and running number", () => {
    expect(invoiceNumber(2026, 42)).toBe("2026-000042");
    expect(invoiceNumber(2027, 1234567)).toBe("2027-1234567");
  });
});

describe("invoice states", () => {
  const invoice = { amountRappen: 1000, paidRappen: 0, cancelledAt: null, secondReminderAt: null };
  const later = new Date("2026-12-01T00:00:00Z");

  it("is open until money arrives, partially paid with some, paid with all or more", () => {
    expect(invoiceState(invoice)).toBe("open");
    expect(invoiceState({ ...invoice, paidRappen: 400 })).toBe("partially_paid");
    expect(invoiceState({ ...invoice, paidRappen: 1000 })).toBe("paid");
    expect(invoiceState({ ...invoice, paidRappen: 1500 })).toBe("paid");
  });

  it("is overdue once the second reminder went out unpaid, whether or not part was paid", () => {
    expect(invoiceState({ ...invoice, secondReminderAt: later })).toBe("overdue");
    expect(invoiceState({ ...invoice, paidRappen: 400, secondReminderAt: later })).toBe("overdue");
    expect(invoiceState({ ...invoice, paidRappen: 1000, secondReminderAt: later })).toBe("paid");
  });

  it("is cancelled once cancelled, whatever was paid", () => {
    expect(invoiceState({ ...invoice, cancelledAt: later })).toBe("cancelled");
    expect(invoiceState({ ...invoice, paidRappen: 1000, cancelledAt: later, secondReminderAt: later })).toBe("cancelled");
  });
});

describe("QR references (27 digits, recursive modulo 10)", () => {
  it("gives the published example its check digit", () => {
    expect(qrReference("21000000000313947143000901")).toBe("210000000003139471430009017");
    expect(isValidQrReference("210000000003139471430009017")).toBe(true);
    expect(isValidQrReference("210000000003139471430009018")).toBe(false);
  });

  it("pads short numbers in front and refuses what is not 1 to 26 digits", () => {
    expect(qrReference("42")).toMatch(/^0{24}42\d$/);
    expect(() => qrReference("")).toThrow();
    expect(() => qrReference("1".repeat(27))).toThrow();
    expect(() => qrReference("12a")).toThrow();
  });

  it("refuses the all-zero reference, a wrong length and letters", () => {
    expect(isValidQrReference("0".repeat(27))).toBe(false);
    expect(isValidQrReference("21000000000313947143000901")).toBe(false);
    expect(isValidQrReference("2100000000031394714300090170")).toBe(false);
    expect(isValidQrReference("21000000000313947143000901A")).toBe(false);
  });

  it("validates every reference it makes, and no single changed digit passes", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,26}$/), fc.nat(26), fc.integer({ min: 1, max: 9 }), (digits, position, shift) => {
        const reference = qrReference(digits);
        expect(reference).toHaveLength(27);
        if (!/[1-9]/.test(reference.slice(0, 26))) return;
        expect(isValidQrReference(reference)).toBe(true);
        expect(isValidQrReference(withDigitChanged(reference, position, shift))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("creditor references (ISO 11649, mod 97-10)", () => {
  it("gives the published example its check digits", () => {
    expect(creditorReference("539007547034")).toBe("RF18539007547034");
    expect(isValidCreditorReference("RF18539007547034")).toBe(true);
    expect(isValidCreditorReference("RF19539007547034")).toBe(false);
  });

  it("reads a reference as printed, in groups of four and any case", () => {
    expect(normalizeReference("rf18 5390 0754 7034")).toBe("RF18539007547034");
    expect(isValidCreditorReference(normalizeReference("RF18 5390 0754 7034"))).toBe(true);
  });

  it("refuses what is not RF, two digits and 1 to 21 letters or digits", () => {
    expect(isValidCreditorReference("RF18")).toBe(false);
    expect(isValidCreditorReference("XX18539007547034")).toBe(false);
    expect(isValidCreditorReference(`RF18${"1".repeat(22)}`)).toBe(false);
    expect(() => creditorReference("")).toThrow();
    expect(() => creditorReference("a-b")).toThrow();
  });

  it("validates every reference it makes, and no single changed digit passes", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{1,21}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (base, pick, shift) => {
        const reference = creditorReference(base);
        expect(isValidCreditorReference(reference)).toBe(true);
        const digitPositions = [...reference].flatMap((character, index) => (index >= 2 && /\d/.test(character) ? [index] : []));
        const position = digitPositions[pick % digitPositions.length]!;
        expect(isValidCreditorReference(withDigitChanged(reference, position, shift))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("IBAN and QR-IBAN", () => {
  it("accepts the published Swiss test accounts and a Liechtenstein IBAN, typed with spaces", () => {
    expect(isValidIban(TEST_QR_IBAN)).toBe(true);
    expect(isValidIban(TEST_IBAN)).toBe(true);
    expect(isValidIban("ch44 3199 9123 0008 8901 2")).toBe(true);
    expect(isValidIban("LI21 0881 0000 2324 013A A")).toBe(true);
    expect(normalizeIban("ch44 3199 9123 0008 8901 2")).toBe(TEST_QR_IBAN);
  });

  it("refuses a checksum error in any digit", () => {
    for (let position = 2; position < TEST_IBAN.length; position++) {
      expect(isValidIban(withDigitChanged(TEST_IBAN, position, 1)), `digit ${position}`).toBe(false);
    }
    expect(isValidIban("CH5900791123000889012")).toBe(false);
  });

  it("refuses IBANs of other countries, which a QR-bill does not accept, and malformed ones", () => {
    expect(isValidIban("DE89370400440532013000")).toBe(false);
    expect(isValidIban("GB82WEST12345698765432")).toBe(false);
    expect(isValidIban("CH58007911230008890")).toBe(false);
    expect(isValidIban("")).toBe(false);
  });

  it("tells a QR-IBAN (institution 30000 to 31999) from an IBAN, and the reference each demands", () => {
    expect(isQrIban(TEST_QR_IBAN)).toBe(true);
    expect(isQrIban(TEST_IBAN)).toBe(false);
    expect(referenceTypeFor(TEST_QR_IBAN)).toBe("QRR");
    expect(referenceTypeFor(TEST_IBAN)).toBe("SCOR");
  });

  it("makes an invoice's reference of the type its account demands, valid and naming its number", () => {
    expect(invoiceReference(TEST_QR_IBAN, 42)).toBe(qrReference("42"));
    expect(isValidQrReference(invoiceReference(TEST_QR_IBAN, 42))).toBe(true);
    expect(invoiceReference(TEST_IBAN, 42)).toMatch(/^RF\d{2}000000042$/);
    expect(isValidCreditorReference(invoiceReference(TEST_IBAN, 42))).toBe(true);
    expect(() => invoiceReference(TEST_IBAN, 0)).toThrow();
    expect(() => invoiceReference(TEST_IBAN, 1.5)).toThrow();
  });
});

describe("chfAmountSchema", () => {
  it("turns francs as typed into Rappen", () => {
    expect(chfAmountSchema.parse("10")).toBe(1000);
    expect(chfAmountSchema.parse("10.5")).toBe(1050);
    expect(chfAmountSchema.parse(" 10.50 ")).toBe(1050);
    expect(chfAmountSchema.parse(10.05)).toBe(1005);
    expect(chfAmountSchema.parse("0.01")).toBe(1);
  });

  it("refuses nothing, negatives, more than two decimals, words and other separators", () => {
    for (const bad of ["0", "0.00", "-1", "10.555", "ten", "10,50", "", "1e3", "1234567", null, true]) {
      expect(chfAmountSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it("reads back every amount formatChf writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (rappen) => {
        expect(chfAmountSchema.parse(formatChf(rappen).slice("CHF ".length))).toBe(rappen);
      }),
    );
  });
});
