import { changeVersion } from "../db/change-version";
import { invoiceChanges } from "../db/schema";

/**
 * The version of the invoices: what the Fees tab's totals and the unmatched payments' suggestions
 * are kept by, in every process, until an invoice changes.
 */
export const invoicesVersion = changeVersion(invoiceChanges, "invoices_version");
