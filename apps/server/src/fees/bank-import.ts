import { randomUUID } from "node:crypto";
import type { BankImportSummary } from "@ssem/core";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import { bankImports, bankTransactions, invoices } from "../db/schema";
import type { Env } from "../env";
import type { CamtFile, CamtTransaction } from "./camt";
import { bookPayments, type NewPayment } from "./invoices";
import { queuePaymentReceipts } from "./payment-receipts";
import { type Candidate, originalsOf, type TransactionRow } from "./reversal-originals";

type OpenInvoice = Pick<typeof invoices.$inferSelect, "id" | "reference" | "amountRappen" | "paidRappen" | "cancelledAt">;

/** Rows of a raw statement; the database type is the drivers' common one, whose execute() drizzle leaves untyped. */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

/**
 * Books a read bank file in the caller's transaction (ADR 019), whole or not at all: a failure
 * anywhere rolls every booking of the file back. Transactions whose identity was imported before
 * are skipped, so the same file twice changes nothing. A credit whose reference names an invoice
 * (in francs, not cancelled) is booked to it; any other waits as an unmatched payment for an admin.
 * A reversal undoes the payment of the credit it takes back. The statements are batched: a file of
 * 10,000 transactions is about a dozen round trips.
 */
export async function importBankFile(
  tx: Database,
  file: CamtFile,
  { fileName, sha256, actorId, env }: { fileName: string; sha256: string; actorId: string; env: Pick<Env, "publicUrl"> },
): Promise<BankImportSummary> {
  // Two imports at once (a double click, two admins) take turns, so both never book the same transaction.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank_import'))`);
  const summary: BankImportSummary = {
    version: file.version,
    credits: 0,
    booked: 0,
    partial: 0,
    overpaid: 0,
    unmatched: 0,
    duplicates: 0,
    debits: 0,
    reversals: 0,
    unmatchedReversals: 0,
    duplicateReversals: 0,
    notBooked: file.notBooked,
  };
  const counted = file.transactions.filter((transaction) => {
    if (transaction.direction === "debit") summary.debits += 1;
    if (transaction.direction === "credit") summary.credits += 1;
    return transaction.direction !== "debit";
  });

  // Lists go as one array parameter each (any, unnest): 10,000 rows cost a few parameters, not one per value.
  // A transaction is known when any of its keys is: the v04 and v08 files of one payment share the bank's reference.
  const known = await knownKeys(tx, counted);
  const fresh = counted.filter((transaction) => {
    if (transaction.keys.some((key) => known.has(key))) {
      if (transaction.direction === "credit") summary.duplicates += 1;
      else summary.duplicateReversals += 1;
      return false;
    }
    for (const key of transaction.keys) known.add(key);
    return true;
  });

  const [imported] = await tx.insert(bankImports).values({ fileName, sha256, actorId, credits: 0, matched: 0, unmatched: 0, duplicates: 0 }).returning({ id: bankImports.id });
  const importId = imported!.id;
  const references = [...new Set(fresh.flatMap((transaction) => (transaction.reference ? [transaction.reference] : [])))];
  const byReference = new Map<string, OpenInvoice>(
    (
      await tx
        .select({ id: invoices.id, reference: invoices.reference, amountRappen: invoices.amountRappen, paidRappen: invoices.paidRappen, cancelledAt: invoices.cancelledAt })
        .from(invoices)
        .where(sql`${invoices.reference} = any(${sql.param(references)}::text[])`)
    ).map((invoice) => [invoice.reference, invoice]),
  );

  const rows: TransactionRow[] = [];
  const bookings: NewPayment[] = [];
  const candidates: Candidate[] = [];
  const row = (transaction: CamtTransaction, status: TransactionRow["status"], amountRappen = transaction.amountRappen): TransactionRow => {
    const made: TransactionRow = {
      id: randomUUID(),
      identity: transaction.identity,
      keys: transaction.keys,
      importId,
      amountRappen,
      currency: transaction.currency,
      bookedOn: transaction.bookedOn,
      reference: transaction.reference,
      debtorName: transaction.debtorName,
      debtorIban: transaction.debtorIban,
      bankReference: transaction.bankReference,
      remittanceInfo: transaction.remittanceInfo,
      status,
    };
    rows.push(made);
    return made;
  };

  // Credits first, so that a reversal finds a credit of the same file too.
  for (const transaction of fresh.filter((candidate) => candidate.direction === "credit")) {
    const invoice = transaction.reference ? byReference.get(transaction.reference) : undefined;
    // Francs only, and a cancelled invoice is the board's to decide: both wait for an admin.
    if (!invoice || invoice.cancelledAt || transaction.currency !== "CHF") {
      const made = row(transaction, "unmatched");
      candidates.push({ ...made, invoiceId: null, inFile: true, reference: made.reference ?? null, row: made });
      summary.unmatched += 1;
      continue;
    }
    const made = row(transaction, "booked");
    candidates.push({ ...made, invoiceId: invoice.id, inFile: true, reference: made.reference ?? null, row: made });
    bookings.push({ invoiceId: invoice.id, amountRappen: transaction.amountRappen, paidOn: transaction.bookedOn, bankTransactionId: made.id });
    invoice.paidRappen += transaction.amountRappen;
    summary.booked += 1;
    if (invoice.paidRappen < invoice.amountRappen) summary.partial += 1;
    else if (invoice.paidRappen > invoice.amountRappen) summary.overpaid += 1;
  }

  const reversals = fresh.filter((transaction) => transaction.direction === "reversal");
  const reversedBefore: string[] = [];
  if (reversals.length > 0) candidates.push(...(await earlierCredits(tx, reversals)));
  const originalOf = originalsOf(candidates);
  for (const reversal of reversals) {
    const original = originalOf(reversal);
    // Without the credit itself, only money that reached the invoice can be taken back from it.
    const byItsReference = !original && reversal.reference ? byReference.get(reversal.reference) : undefined;
    const covered = byItsReference && byItsReference.paidRappen >= reversal.amountRappen ? byItsReference : undefined;
    if (covered) covered.paidRappen -= reversal.amountRappen;
    const invoiceId = original ? original.invoiceId : (covered?.id ?? null);
    if (!original && !invoiceId) {
      row(reversal, "ignored", -reversal.amountRappen);
      summary.unmatchedReversals += 1;
      continue;
    }
    const made = row(reversal, "reversed", -reversal.amountRappen);
    if (original) {
      original.status = "reversed";
      if (original.row) original.row.status = "reversed";
      else reversedBefore.push(original.id);
    }
    if (invoiceId) bookings.push({ invoiceId, amountRappen: -reversal.amountRappen, paidOn: reversal.bookedOn, bankTransactionId: made.id });
    summary.reversals += 1;
  }

  await insertTransactions(tx, importId, rows);
  if (reversedBefore.length > 0) await tx.update(bankTransactions).set({ status: "reversed" }).where(inArray(bankTransactions.id, reversedBefore));
  // A receipt to each member whose transfer was booked (issue 39): only this import's bookings, so a file read again mails nobody.
  await queuePaymentReceipts(tx, env, bookings, await bookPayments(tx, bookings));
  await tx
    .update(bankImports)
    .set({ credits: summary.credits, matched: summary.booked, unmatched: summary.unmatched, duplicates: summary.duplicates })
    .where(eq(bankImports.id, importId));
  const { version: _version, ...counts } = summary;
  await recordAudit(tx, { actorId, action: "bank_file_imported", details: counts });
  return summary;
}

async function insertTransactions(tx: Database, importId: string, rows: TransactionRow[]) {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: TransactionRow) => T) => sql.param(rows.map(pick));
  // An array per row does not pass through unnest (it flattens them): each row's keys travel as a JSON array.
  const keys = sql`(select array_agg(value) from jsonb_array_elements_text(t.keys::jsonb))`;
  await tx.execute(sql`insert into bank_transactions (id, identity, keys, import_id, amount_rappen, currency, booked_on, reference, debtor_name, debtor_iban, bank_reference, remittance_info, status)
    select id, identity, ${keys}, ${importId}::uuid, amount, currency, booked_on, reference, debtor_name, debtor_iban, bank_reference, remittance_info, status
    from unnest(${column((row) => row.id)}::uuid[], ${column((row) => row.identity)}::text[], ${column((row) => JSON.stringify(row.keys))}::text[], ${column((row) => row.amountRappen)}::int[],
      ${column((row) => row.currency)}::text[], ${column((row) => row.bookedOn)}::date[], ${column((row) => row.reference ?? null)}::text[],
      ${column((row) => row.debtorName ?? null)}::text[], ${column((row) => row.debtorIban ?? null)}::text[], ${column((row) => row.bankReference ?? null)}::text[],
      ${column((row) => row.remittanceInfo ?? null)}::text[], ${column((row) => row.status)}::bank_transaction_status[])
      as t(id, identity, keys, amount, currency, booked_on, reference, debtor_name, debtor_iban, bank_reference, remittance_info, status)`);
}

/**
 * The keys of `transactions` that earlier imports hold. Most are known by their identity (the same
 * file again), found through its unique index; only the other keys of a transaction whose identity is
 * new are looked up among every transaction's keys.
 */
async function knownKeys(tx: Database, transactions: CamtTransaction[]): Promise<Set<string>> {
  const identities = transactions.map((transaction) => transaction.identity);
  const known = new Set(
    (await rowsOf<{ identity: string }>(tx.execute(sql`select identity from bank_transactions where identity = any(${sql.param(identities)}::text[])`))).map(
      (row) => row.identity,
    ),
  );
  const others = transactions.flatMap((transaction) => (known.has(transaction.identity) ? [] : transaction.keys.slice(1)));
  if (others.length === 0) return known;
  const found = await byIndex(tx, () =>
    rowsOf<{ key: string }>(tx.execute(sql`select key from unnest(${sql.param(others)}::text[]) as key where exists (select from bank_transactions where keys @> array[key])`)),
  );
  for (const { key } of found) known.add(key);
  return known;
}

/** Credits of earlier files that the reversals may take back: by any of their keys, or by reference. */
async function earlierCredits(tx: Database, reversals: CamtTransaction[]): Promise<Candidate[]> {
  const keys = reversals.flatMap((reversal) => reversal.keys.map((key) => key.replace(/^reversal:/, "")));
  const references = reversals.flatMap((reversal) => (reversal.reference ? [reversal.reference] : []));
  const found = await byIndex(tx, () => tx
    .select({
      id: bankTransactions.id,
      keys: bankTransactions.keys,
      reference: bankTransactions.reference,
      amountRappen: bankTransactions.amountRappen,
      status: bankTransactions.status,
      // Spelled out: inside a select list drizzle leaves columns unqualified, and "id" would be the payment's.
      // A booking an admin reversed (the transaction went back to unmatched) no longer names an invoice.
      invoiceId: sql<string | null>`(select p.invoice_id from payments p where p.bank_transaction_id = bank_transactions.id and p.amount_rappen > 0
        and not exists (select from payments r where r.reverses_payment_id = p.id) limit 1)`,
    })
    .from(bankTransactions)
    .where(
      and(
        inArray(bankTransactions.status, ["booked", "unmatched"]),
        // One index lookup per key (keys @> {key}): an overlap (&&) with thousands of keys compared every row with all of them.
        or(
          sql`${bankTransactions.id} in (select found.id from unnest(${sql.param(keys)}::text[]) as key, lateral (select id from bank_transactions where keys @> array[key]) as found)`,
          references.length > 0 ? sql`${bankTransactions.reference} = any(${sql.param(references)}::text[])` : undefined,
        ),
      ),
    )
    .orderBy(sql`${bankTransactions.createdAt} desc`),
  );
  return found.map((candidate) => ({ ...candidate, inFile: false }));
}

/**
 * Runs a lookup of keys with index scans only: one GIN lookup per key. Right after a large import
 * the table's statistics still say it is small, and the planner's sequential scan then compared
 * each of 10,000 keys with every row (past the 5 s statement timeout when the same file came again).
 */
async function byIndex<T>(tx: Database, lookup: () => Promise<T>): Promise<T> {
  await tx.execute(sql`set local enable_seqscan = off`);
  const result = await lookup();
  await tx.execute(sql`set local enable_seqscan = on`);
  return result;
}
