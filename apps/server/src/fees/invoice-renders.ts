import { createHash } from "node:crypto";
import type { Locale } from "@ssem/core";
import type { BillingConfig } from "./billing-config";
import type { BilledInvoice } from "./invoice-pdf";
import { type Rendering, renderInWorker } from "./pdf-workers";

/** What the kept renderings may take together: about 200 bills, or 700 QR codes; the oldest used goes first. */
const MAX_BYTES = 8 * 1024 * 1024;

type Kept = { output: Promise<Buffer | string>; bytes: number };
const kept = new Map<string, Kept>();
let keptBytes = 0;

/**
 * A rendering's version: a hash of everything printed (the invoice's billed fields, the creditor, the
 * language). Any change to the bill, a payment booked or a cancellation, makes a new version; an old
 * one is never served for it. Also the QR code's ETag.
 */
export function renderingVersion(kind: Rendering, invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor" | "testAccount">, locale: Locale): string {
  const printed: Record<keyof BilledInvoice, unknown> = {
    sequence: invoice.sequence,
    year: invoice.year,
    billedName: invoice.billedName,
    studentType: invoice.studentType,
    amountRappen: invoice.amountRappen,
    paidRappen: invoice.paidRappen,
    paidOn: invoice.paidOn,
    iban: invoice.iban,
    referenceType: invoice.referenceType,
    reference: invoice.reference,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    cancelledAt: invoice.cancelledAt?.valueOf() ?? null,
  };
  return createHash("sha256").update(JSON.stringify([kind, locale, billing, printed])).digest("base64url").slice(0, 27);
}

function forget(key: string) {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  keptBytes -= entry.bytes;
}

/**
 * A member's bill or QR code, rendered in the worker pool once per version and then kept (issue 39):
 * a member who opens the same bill again, or a script that asks for it in a loop, costs no rendering.
 * Simultaneous requests for one version share one rendering; a failed one is not kept.
 */
export function keptRendering<Kind extends Rendering>(kind: Kind, invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor" | "testAccount">, locale: Locale) {
  const version = renderingVersion(kind, invoice, billing, locale);
  const known = kept.get(version);
  if (known) {
    // Used again: to the end of the Map's order, which is the order of last use.
    kept.delete(version);
    kept.set(version, known);
    return { output: known.output as ReturnType<typeof renderInWorker<Kind>> };
  }
  const output = renderInWorker(kind, invoice, billing, locale);
  const entry: Kept = { output, bytes: 0 };
  kept.set(version, entry);
  output.then(
    (value) => {
      if (kept.get(version) !== entry) return;
      entry.bytes = value.length;
      keptBytes += entry.bytes;
      for (const key of kept.keys()) {
        if (keptBytes <= MAX_BYTES) break;
        forget(key);
      }
    },
    () => {
      if (kept.get(version) === entry) forget(version);
    },
  );
  return { output };
}
