import type { ErrorBody } from "./api-errors";
import { lineText } from "./text";
import { z } from "./zod";

/**
 * Importing the bank's file (camt.054/053) and the payments it could not match (issue 23): the
 * limits, the answer of an import and the admin's requests, shared by server and web app.
 */

/** The largest bank file an admin may upload; a month of a large association's payments is far below. */
export const MAX_BANK_FILE_BYTES = 50 * 1024 * 1024;
export const BANK_FILE_NAME_MAX = 200;
/** Suggestions shown per unmatched payment. */
export const PAYMENT_SUGGESTIONS_MAX = 5;

/** What one import did, transaction by transaction (a batch booking counts each of its transactions). */
export type BankImportSummary = {
  /** camt.054.001.08 and the like. */
  version: string;
  /** Credits in the file, duplicates included. */
  credits: number;
  /** Credits booked to an invoice by their reference. */
  booked: number;
  /** Of those booked, the ones that leave part of the invoice open. */
  partial: number;
  /** Of those booked, the ones that take the invoice above its amount. */
  overpaid: number;
  /** Credits no invoice matched: waiting in the unmatched payments. */
  unmatched: number;
  /** Credits imported before (the same file again, or overlapping files): nothing changed. credits = booked + unmatched + duplicates. */
  duplicates: number;
  /** Debits in the file: not ours to book. */
  debits: number;
  /** Credits taken back by the bank whose payment was undone. */
  reversals: number;
  /** Reversals of which we found no payment: recorded, nothing undone. */
  unmatchedReversals: number;
  /** Reversals imported before: nothing changed. The file's reversals are reversals + unmatchedReversals + duplicateReversals. */
  duplicateReversals: number;
  /** Entries the bank has not booked (pending, information, rejected): not counted. */
  notBooked: number;
};

/**
 * Why a bank file was refused (400 `invalid_bank_file`, nothing booked), for the screen to say in
 * the admin's language; the body's `error` says it in English, with more detail.
 */
export type BankFileProblem =
  | { kind: "empty" }
  | { kind: "archive" }
  /** A PDF or CSV export of the account, the files e-banking offers beside camt. */
  | { kind: "pdf" }
  | { kind: "csv" }
  | { kind: "not_xml_file" }
  | { kind: "not_utf8" }
  | { kind: "not_xml"; line: number; column: number }
  | { kind: "dtd" }
  | { kind: "too_deep"; max: number; line: number; column: number }
  | { kind: "other_document"; found: string }
  | { kind: "bad_entry"; entry: number }
  | { kind: "no_account" }
  | { kind: "wrong_account"; fileAccount: string; billingAccount: string };

export type BankFileRefusal = ErrorBody & { problem: BankFileProblem };

/** "CH4431999123000889012" as printed on paper: "CH44 3199 9123 0008 8901 2". */
export const ibanInGroups = (iban: string) => iban.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");

/** Query of POST /api/admin/fees/bank-files: the uploaded file's name, for the import's record. */
export const bankFileQuerySchema = z.object({
  fileName: lineText("File name", BANK_FILE_NAME_MAX).optional(),
});

/** One unmatched payment with the open invoices that may be what it pays. */
export type UnmatchedPayment = {
  id: string;
  amountRappen: number;
  currency: string;
  bookedOn: string;
  reference: string | null;
  debtorName: string | null;
  remittanceInfo: string | null;
  suggestions: PaymentSuggestion[];
};

export type PaymentSuggestion = {
  invoiceId: string;
  number: string;
  billedName: string;
  year: number;
  amountRappen: number;
  paidRappen: number;
  /** Why it is suggested: the open amount equals the payment, the name resembles the payer's, or both. */
  sameAmount: boolean;
  similarName: boolean;
};

/** Body of POST /api/admin/fees/unmatched-payments/:id/assign. */
export const assignPaymentSchema = z.object({
  invoiceId: z.string({ error: "Choose an invoice" }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Choose an invoice"),
});

/** Each payment on a page is compared with every open invoice's name: pages stay short. */
export const UNMATCHED_PAGE_SIZE = 20;

/** Query of GET /api/admin/fees/unmatched-payments (newest booking first). */
export const unmatchedPaymentsQuerySchema = z.object({
  page: z.coerce.number().int("Page must be a whole number").min(1, "Page must be 1 or more").max(100_000, "Page must be 100000 or less").default(1),
});

export type UnmatchedPaymentsPage = { payments: UnmatchedPayment[]; total: number; page: number; pageSize: number };

/** Answer of assigning an unmatched payment: the invoice as it is now. */
export type AssignedPayment = { invoiceId: string; number: string; amountRappen: number; paidRappen: number };
