import { annualFeeChf, type StudentType } from "./membership-values";
import { lineText } from "./text";
import { z } from "./zod";
import { formMessages } from "./form-messages";

/**
 * Membership fees (issue 23, ADR 019): amounts are whole Rappen (centimes), never floating francs;
 * an invoice's state follows from what is stored (payments, reminders, cancellation).
 */

/** An invoice is due 30 days after it is issued. */
export const INVOICE_DUE_DAYS = 30;
/** Defaults of FEE_FIRST_REMINDER_DAYS and FEE_SECOND_REMINDER_DAYS: days after the invoice date. */
export const FIRST_REMINDER_DAYS_DEFAULT = 30;
export const SECOND_REMINDER_DAYS_DEFAULT = 60;
/**
 * Invoices, payments and bank transactions are kept this many years after the end of the year
 * they belong to (art. 958f CO), then housekeeping deletes them; the privacy policy says so.
 */
export const FEE_RECORD_RETENTION_YEARS = 10;

/** The annual fee of a member's tier, in Rappen. */
export function annualFeeRappen(studentType: StudentType): number {
  return annualFeeChf(studentType) * 100;
}

export const invoiceStates = ["open", "partially_paid", "paid", "overdue", "cancelled"] as const;
export type InvoiceState = (typeof invoiceStates)[number];
export const invoiceStateLabels: Record<InvoiceState, string> = {
  open: "Open",
  partially_paid: "Partially paid",
  paid: "Paid",
  overdue: "Overdue",
  cancelled: "Cancelled",
};

/**
 * What an invoice's stored facts make it. Overdue means the second reminder went out and the fee is
 * still not (fully) paid: from then on the board decides (ADR 019). Partially paid wins over overdue
 * only until the second reminder; a cancelled invoice is cancelled whatever was paid.
 */
export function invoiceState(invoice: { amountRappen: number; paidRappen: number; cancelledAt: unknown; secondReminderAt: unknown }): InvoiceState {
  if (invoice.cancelledAt) return "cancelled";
  if (invoice.paidRappen >= invoice.amountRappen) return "paid";
  if (invoice.secondReminderAt) return "overdue";
  return invoice.paidRappen > 0 ? "partially_paid" : "open";
}

/**
 * The membership year an approval on `today` (YYYY-MM-DD, Swiss date) is billed for: the calendar
 * year, except that from 1 October on the invoice is for the next year, which then also covers the
 * rest of this one (ADR 019). A member who joins in November pays once, not twice within weeks.
 * The renewal offers this year first, and warns before billing an earlier one (issue 39).
 */
export function billingYear(today: string): number {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return month >= 10 ? year + 1 : year;
}

/** "2026-000042": the year the fee is for and the invoice's running number. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, "0")}`;
}

// --- References -------------------------------------------------------------------------------

const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];

/** The check digit of a QR reference: recursive modulo 10 over its first 26 digits. */
export function qrReferenceCheckDigit(digits: string): number {
  let carry = 0;
  for (const digit of digits) carry = MOD10_TABLE[(carry + Number(digit)) % 10]!;
  return (10 - carry) % 10;
}

/** A QR reference (27 digits) for the digits given (at most 26), zero-padded in front, with its check digit. */
export function qrReference(digits: string): string {
  if (!/^\d{1,26}$/.test(digits)) throw new Error("A QR reference is made of 1 to 26 digits");
  const body = digits.padStart(26, "0");
  return `${body}${qrReferenceCheckDigit(body)}`;
}

export function isValidQrReference(reference: string): boolean {
  return /^\d{27}$/.test(reference) && /[1-9]/.test(reference) && qrReferenceCheckDigit(reference.slice(0, 26)) === Number(reference[26]);
}

/** Letters as numbers (A=10 … Z=35), then the remainder modulo 97, digit by digit (ISO 7064 MOD 97-10). */
function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = Number.parseInt(character, 36);
    for (const digit of String(value)) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** An ISO 11649 creditor reference ("RF" + two check digits + the given 1 to 21 letters and digits). */
export function creditorReference(base: string): string {
  const upper = base.toUpperCase();
  if (!/^[0-9A-Z]{1,21}$/.test(upper)) throw new Error("A creditor reference is made of 1 to 21 letters and digits");
  const check = 98 - mod97(`${upper}RF00`);
  return `RF${String(check).padStart(2, "0")}${upper}`;
}

export function isValidCreditorReference(reference: string): boolean {
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(reference)) return false;
  return mod97(`${reference.slice(4)}${reference.slice(0, 4)}`) === 1;
}

/** A reference as printed or as a bank file carries it: spaces removed, upper case. */
export function normalizeReference(reference: string): string {
  return reference.replace(/\s+/g, "").toUpperCase();
}

// --- IBAN ---------------------------------------------------------------------------------------

/** An IBAN as typed ("CH44 3199 …"): spaces removed, upper case. */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, "").toUpperCase();
}

/** A Swiss or Liechtenstein IBAN (the only ones a QR-bill accepts) with a correct checksum. */
export function isValidIban(iban: string): boolean {
  const compact = normalizeIban(iban);
  if (!/^(CH|LI)\d{2}\d{5}[0-9A-Z]{12}$/.test(compact)) return false;
  return mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

/** A QR-IBAN: its institution id (positions 5 to 9) lies in 30000 to 31999. It takes QR references only. */
export function isQrIban(iban: string): boolean {
  const institution = Number(normalizeIban(iban).slice(4, 9));
  return institution >= 30000 && institution <= 31999;
}

/** The reference a creditor account demands: a QR reference with a QR-IBAN, a creditor reference with any other. */
export function referenceTypeFor(iban: string): "QRR" | "SCOR" {
  return isQrIban(iban) ? "QRR" : "SCOR";
}

/**
 * The reference of an invoice: its running number, as a QR reference or a creditor reference, so
 * that a payment's reference names exactly one invoice. Checked before it is used.
 */
export function invoiceReference(iban: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new Error("An invoice's running number is a positive whole number");
  const reference = referenceTypeFor(iban) === "QRR" ? qrReference(String(sequence)) : creditorReference(String(sequence).padStart(9, "0"));
  const valid = referenceTypeFor(iban) === "QRR" ? isValidQrReference(reference) : isValidCreditorReference(reference);
  if (!valid) throw new Error(`The reference ${reference} fails its own check`);
  return reference;
}

/**
 * The published test accounts of the Swiss payment standards' examples: bills made with them are
 * valid, but no money reaches anyone. Outside production they are the defaults, and everything
 * that shows them says TEST_ACCOUNT_NOTICE.
 */
export const TEST_QR_IBAN = "CH4431999123000889012";
export const TEST_IBAN = "CH5800791123000889012";
export const TEST_ACCOUNT_NOTICE = "test account, not a real bank account";

// --- Admin requests -----------------------------------------------------------------------------

export const FEE_NOTE_MAX = 500;
export const FEE_SEARCH_MAX = 100;
export const FEE_PAGE_SIZE_DEFAULT = 50;
export const FEE_PAGE_SIZE_MAX = 100;

const FIRST_PAYMENT_DATE = "2000-01-01";
const isoDate = z
  .string({ error: formMessages.enterDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, formMessages.enterDate)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), formMessages.enterValidDate)
  // No payment predates the fees (feeYearSchema's first year); year 0000 is no date PostgreSQL stores.
  .refine((value) => value >= FIRST_PAYMENT_DATE, formMessages.enterValidDate);

/**
 * Thousands grouped the Swiss way, as `formatChf` writes them ("4'300.00", or with a typographic ’). The ’ is written
 * \u2019: a regular expression keeps its characters as they are in the server's bundle, and one character beyond
 * Latin-1 makes V8 hold the whole bundle at two bytes a character (apps/server/scripts/build.ts checks).
 */
const groupedFrancs = /^\d{1,3}(['\u2019]\d{3})+(\.\d{1,2})?$/;

/** An amount in francs as typed or copied ("10", "10.5", "10.50", "4'300.00"), turned into Rappen. */
export const chfAmountSchema = z
  .union([z.number(), z.string().trim()], { error: formMessages.enterAmount })
  .transform((value) => (groupedFrancs.test(String(value)) ? String(value).replace(/['\u2019]/g, "") : String(value)))
  .pipe(z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, formMessages.enterAmountLike))
  .transform((value) => Math.round(Number(value) * 100))
  .pipe(z.number().int().min(1, formMessages.amountAboveZero));

export const feeYearSchema = z.coerce.number().int("Year must be a whole number").min(2000, "Year must be 2000 or later").max(2100, "Year must be 2100 or earlier");

/** Query of GET /api/admin/fees/invoices. */
export const invoiceListQuerySchema = z.object({
  year: feeYearSchema.optional(),
  state: z.enum(invoiceStates).optional(),
  q: lineText("Search", FEE_SEARCH_MAX).optional(),
  page: z.coerce.number().int("Page must be a whole number").min(1, "Page must be 1 or more").max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FEE_PAGE_SIZE_MAX).default(FEE_PAGE_SIZE_DEFAULT),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

/** Body of POST /api/admin/fees/invoices/:id/payments (mark as paid). */
export const manualPaymentSchema = z.object({
  paidOn: isoDate,
  amount: chfAmountSchema,
  note: lineText("Note", FEE_NOTE_MAX).optional(),
});

/** An admin's reason, which the audit log and the payments CSV keep. */
const reasonBodySchema = z.object({
  reason: lineText("Reason", FEE_NOTE_MAX).pipe(z.string().min(1, formMessages.giveReason)),
});

/** Body of POST /api/admin/fees/invoices/:id/cancel. */
export const cancelInvoiceSchema = reasonBodySchema;

/**
 * Body of the corrections (issue 39): reversing a booking, marking what was paid too much "to
 * refund", dismissing an unmatched payment as "not a fee". Each needs the admin's reason.
 */
export const feeCorrectionSchema = reasonBodySchema;

/**
 * One payment booked to an invoice, as the reverse-booking dialog lists it. `correction` marks an
 * admin's own correction (a reversed booking, an amount to refund); `reversible` says whether this
 * booking can still be reversed: a positive booking, not a correction, not reversed before, and
 * not taken back by the bank already.
 */
export type InvoiceBooking = {
  id: string;
  paidOn: string;
  amountRappen: number;
  source: "bank" | "manual";
  correction: "reversal" | "refund" | null;
  reversed: boolean;
  reversible: boolean;
  /** The payer as the bank names them, for a bank payment. */
  payerName: string | null;
  note: string | null;
};

// --- Renewal and ending a membership (ADR 019) ---------------------------------------------------

/** Query of GET /api/admin/fees/renewals/preview and body of POST /api/admin/fees/renewals: the membership year to bill. */
export const renewalYearSchema = z.object({ year: feeYearSchema });

/** A renewal run as the admin's progress bar reads it. */
export type RenewalProgress = { year: number; planned: number; created: number; finished: boolean };

/** What a renewal would do now: the members who have no invoice for `year` yet, and their fees. */
export type RenewalPreview = { year: number; members: number; totalRappen: number; lastRun: RenewalProgress | null };

/** Body of POST /api/admin/fees/memberships/:id/end: the admin confirms the invoices they saw in the preview. */
export const endMembershipSchema = reasonBodySchema;

/** GET /api/admin/fees/memberships/:id: who, and which unpaid invoices, ending the membership would touch. */
export type EndMembershipPreview = {
  name: string;
  email: string;
  invoices: Array<{ id: string; number: string; year: number; amountRappen: number; paidRappen: number; state: InvoiceState }>;
};

/** Whether an account is one of the published test accounts (bills on it say TEST_ACCOUNT_NOTICE). */
export function isTestIban(iban: string): boolean {
  const compact = normalizeIban(iban);
  return compact === TEST_QR_IBAN || compact === TEST_IBAN;
}

// --- The member's side --------------------------------------------------------------------------

/** One invoice as GET /api/me/invoices gives it to its member. */
export type MemberInvoice = {
  id: string;
  /** "2026-000042" */
  number: string;
  year: number;
  amountRappen: number;
  paidRappen: number;
  /** What is still to pay; 0 once paid in full or cancelled. */
  outstandingRappen: number;
  state: InvoiceState;
  issuedOn: string;
  dueOn: string;
  /** The day the fee was received in full (the membership's start), or null. */
  paidOn: string | null;
  /** True when the bill names a published test account, which no money reaches. */
  testAccount: boolean;
  /** The PDF's address (content-disposition: attachment). */
  pdfUrl: string;
  /** What paying it needs while something is outstanding, else null: the QR code and its data in words. */
  payment: {
    /**
     * The Swiss QR code's address, an SVG of about 12 KB: a request of its own, rendered once per version of the
     * bill and revalidated by ETag, rather than inline in every list (issue 39).
     */
    qrUrl: string;
    creditorName: string;
    /** Grouped in fours, as printed. */
    iban: string;
    referenceType: "QRR" | "SCOR";
    /** Grouped as printed on the bill. */
    reference: string;
  } | null;
};

/** Body of GET /api/me/invoices: newest first, and the membership's start (the first day a fee was received in full). */
export type MemberInvoices = { invoices: MemberInvoice[]; memberSince: string | null };

/**
 * One invoice as the admin's Fees tab lists it: what its row and dialogs show, nothing more (the
 * list is read at every page and search). Dates are YYYY-MM-DD.
 */
export type InvoiceListEntry = {
  id: string;
  /** "2026-000042" */
  number: string;
  /** Null once the member was removed: the invoice stays for the books, under the name as billed. */
  userId: string | null;
  billedName: string;
  billedEmail: string | null;
  amountRappen: number;
  paidRappen: number;
  /** What is still owed: nothing once paid (or overpaid) or cancelled. */
  openRappen: number;
  paidOn: string | null;
  state: InvoiceState;
  dueOn: string;
  cancelReason: string | null;
  /**
   * Not mailed yet: open, and the member has not confirmed the address (accepted the invite) yet. The
   * invoice goes out when they do (ADR 019, "Who gets mail"); the Fees tab says so (issue 39).
   */
  held: boolean;
};

/** Count and sums of one state's invoices in a year. */
export type InvoiceTotals = { count: number; billedRappen: number; paidRappen: number; openRappen: number };

/** Answer of GET /api/admin/fees/invoices. `total` counts the invoices the filters match (all pages). */
export type InvoiceListPage = {
  year: number;
  /** The years that have invoices, newest first, and the year shown. */
  years: number[];
  invoices: InvoiceListEntry[];
  total: number;
  page: number;
  pageSize: number;
  /** The whole year's totals per state, whatever the filters. */
  totals: Record<InvoiceState, InvoiceTotals>;
  /** How many of the year's invoices are held until their member accepts the invite, whatever the filters. */
  held: number;
};

/** Answer of GET /api/admin/fees/settings: what the Fees tab says about the account the bills name. */
export type FeeSettings = { creditorName: string; iban: string; referenceType: "QRR" | "SCOR"; testAccount: boolean };
