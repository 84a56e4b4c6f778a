import { sql } from "drizzle-orm";
import { preparedPerDatabase, prepareSelect } from "../db/prepared-select";
import { invoiceChanges } from "../db/schema";
import type { Database } from "../db/client";

/**
 * The version of the invoices (invoice_changes, moved by a trigger at every commit that changed
 * any): what the Fees tab's totals and the unmatched payments' suggestions are kept by, in every
 * process, until an invoice changes. As a column, so that a page's statement can carry it.
 */
export const invoicesVersionSql = sql`(select ${invoiceChanges.version} from ${invoiceChanges})`.mapWith(invoiceChanges.version);

const versionStatement = preparedPerDatabase((db) => prepareSelect(db.select({ version: invoiceChanges.version }).from(invoiceChanges), "invoices_version"));

/** The version of the invoices alone, for a request that has no page to carry it. */
export async function invoicesVersion(db: Database): Promise<number> {
  const [row] = await versionStatement(db).execute();
  return row?.version ?? 0;
}
