import { type AssignedPayment, invoiceNumber, PAYMENT_SUGGESTIONS_MAX, type PaymentSuggestion, UNMATCHED_PAGE_SIZE, type UnmatchedPayment, type UnmatchedPaymentsPage } from "@ssem/core";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import { perVersion } from "../db/per-version";
import { preparedPerDatabase, prepareSelect } from "../db/prepared-select";
import { bankTransactions, invoices } from "../db/schema";
import { folded } from "../db/text-search";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { bookPayment } from "./invoices";
import { invoicesVersion } from "./invoices-version";
import { queuePaymentReceipts } from "./payment-receipts";

/** The unmatched payments of the bank's files (the Fees tab, admins): pages with suggestions, and assigning one to an invoice. */

export const noSuchPayment = () => new ApiError(404, "not_found", "There is no such unmatched payment.");

type SuggestionRow = { payment_id: string; id: string; sequence: string; year: number; billed_name: string; amount_rappen: number; paid_rappen: number; same_amount: boolean; similar_name: boolean; score: number };

/**
 * Open invoices that each payment may pay: those whose billed name resembles the payer's (pg_trgm's
 * `%`), nearest first (`<->`, the trigram distance, which the GiST index on open invoices' folded
 * names yields in order), and those whose open amount equals the payment (the newest first, from
 * their own index). Both kinds are bounded per payment, so a page costs one statement that reads
 * a few index entries per payment; a name and an amount together rank first.
 */
async function suggestionsFor(db: Database, ids: string[]): Promise<Map<string, PaymentSuggestion[]>> {
  const open = sql`i.cancelled_at is null and i.paid_rappen < i.amount_rappen`;
  const name = folded(sql`i.billed_name`);
  // The payer's name is folded once per payment, and the candidates' scores are computed for the
  // few found only: in a branch's select list they would be computed for every open invoice.
  const { rows } = (await db.execute(sql`
    select t.id as payment_id, i.id, i.sequence, i.year, i.billed_name, i.amount_rappen, i.paid_rappen,
      i.amount_rappen - i.paid_rappen = t.amount_rappen as same_amount,
      coalesce(${name} % t.payer, false) as similar_name,
      coalesce(similarity(${name}, t.payer), 0) as score
    from (
      select id, amount_rappen, ${folded(sql`debtor_name`)} as payer from bank_transactions where id = any(${sql.param(ids)}::uuid[])
    ) t
    cross join lateral (
      (select i.id from invoices i where ${open} and t.payer is not null and ${name} % t.payer
        order by ${name} <-> t.payer limit ${PAYMENT_SUGGESTIONS_MAX})
      union
      -- "nulls last" as the index has it (the columns hold none), so that the index yields the newest five in order.
      (select i.id from invoices i where ${open} and i.amount_rappen - i.paid_rappen = t.amount_rappen
        order by i.issued_on desc nulls last, i.sequence desc nulls last limit ${PAYMENT_SUGGESTIONS_MAX})
    ) s
    join invoices i on i.id = s.id`)) as unknown as { rows: SuggestionRow[] };
  const byPayment = new Map<string, PaymentSuggestion[]>();
  const rank = (row: SuggestionRow) => (row.similar_name ? 2 : 0) + (row.same_amount ? 1 : 0) + row.score;
  for (const row of [...rows].sort((a, b) => rank(b) - rank(a))) {
    const list = byPayment.get(row.payment_id) ?? [];
    if (list.length >= PAYMENT_SUGGESTIONS_MAX) continue;
    list.push({
      invoiceId: row.id,
      number: invoiceNumber(row.year, Number(row.sequence)),
      billedName: row.billed_name,
      year: row.year,
      amountRappen: row.amount_rappen,
      paidRappen: row.paid_rappen,
      sameAmount: row.same_amount,
      similarName: row.similar_name,
    });
    byPayment.set(row.payment_id, list);
  }
  return byPayment;
}

/** Each payment's suggestions as of one version of the invoices, for up to 1,000 payments (50 pages); beyond, they are looked up for each request. */
const suggestionsKept = perVersion<PaymentSuggestion[]>({ max: 1000 });

/**
 * The suggestions for a page's payments, looked up once per version of the invoices: they change
 * only when an invoice does (a payment's amount and payer never change), and looking them up, a
 * trigram search per payment, is most of the page's database time (bench:api fees: a p99 of 110 ms
 * through the bare driver at 16 requests at once). The version is read with the page, so what is
 * looked up afterwards is at least that new.
 */
async function suggestionsAt(db: Database, version: number, ids: string[]): Promise<Map<string, PaymentSuggestion[]>> {
  const kept = suggestionsKept(db, version);
  const missing = ids.filter((id) => !kept.has(id));
  const found = missing.length > 0 ? suggestionsFor(db, missing) : undefined;
  const lists = await Promise.all(ids.map((id) => kept.get(id, () => found!.then((looked) => looked.get(id) ?? []))));
  return new Map(ids.map((id, index) => [id, lists[index]!]));
}

const unmatched = eq(bankTransactions.status, "unmatched");
const unmatchedCount = (db: Database) => db.select({ n: count() }).from(bankTransactions).where(unmatched);
/**
 * A page of the unmatched payments, newest booking first, with how many there are and the version of
 * the invoices in the same statement (one round trip); a page past the last payment counts alone.
 */
const pageStatements = preparedPerDatabase((db) => ({
  page: prepareSelect(
    db
      .select({
        id: bankTransactions.id,
        amountRappen: bankTransactions.amountRappen,
        currency: bankTransactions.currency,
        bookedOn: bankTransactions.bookedOn,
        reference: bankTransactions.reference,
        debtorName: bankTransactions.debtorName,
        remittanceInfo: bankTransactions.remittanceInfo,
        total: sql`(${unmatchedCount(db)})`.mapWith(Number),
        version: invoicesVersion.column,
      })
      .from(bankTransactions)
      .where(unmatched)
      .orderBy(desc(bankTransactions.bookedOn), desc(bankTransactions.createdAt), bankTransactions.id)
      .limit(UNMATCHED_PAGE_SIZE)
      .offset(sql.placeholder("offset")),
    "unmatched_payments_page",
  ),
  count: prepareSelect(unmatchedCount(db), "unmatched_payments_count"),
}));

/** One page of the unmatched payments with each one's suggestions; a page past the last payment is empty, with the total. */
export async function unmatchedPaymentsPage(db: Database, page: number): Promise<UnmatchedPaymentsPage> {
  const statements = pageStatements(db);
  const rows = await statements.page.execute({ offset: (page - 1) * UNMATCHED_PAGE_SIZE });
  if (rows.length === 0) {
    const [counted] = await statements.count.execute();
    return { payments: [], total: counted?.n ?? 0, page, pageSize: UNMATCHED_PAGE_SIZE };
  }
  const suggestions = await suggestionsAt(db, rows[0]!.version, rows.map((row) => row.id));
  const payments: UnmatchedPayment[] = rows.map(({ total: _total, version: _version, ...row }) => ({ ...row, suggestions: suggestions.get(row.id) ?? [] }));
  return { payments, total: rows[0]!.total, page, pageSize: UNMATCHED_PAGE_SIZE };
}

/** Books an unmatched payment (locked while it is) to an invoice, with the receipt and the audit entry, in the caller's transaction. */
export async function assignPayment(tx: Database, env: Pick<Env, "publicUrl">, { id, invoiceId, actorId }: { id: string; invoiceId: string; actorId: string }): Promise<AssignedPayment> {
  const [payment] = await tx.select().from(bankTransactions).where(eq(bankTransactions.id, id)).for("update");
  if (!payment) throw noSuchPayment();
  if (payment.status !== "unmatched") throw new ApiError(409, "conflict", "This payment is no longer unmatched: it was assigned or reversed meanwhile.");
  if (payment.currency !== "CHF") throw new ApiError(409, "conflict", `This payment is in ${payment.currency}; only payments in CHF can pay an invoice.`);
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new ApiError(400, "validation_failed", "There is no such invoice.", [{ path: "invoiceId", message: "There is no such invoice." }]);
  if (invoice.cancelledAt) throw new ApiError(409, "conflict", "This invoice was cancelled; a payment cannot be assigned to it.");
  const booking = { invoiceId, amountRappen: payment.amountRappen, paidOn: payment.bookedOn, bankTransactionId: payment.id, recordedBy: actorId };
  const booked = await bookPayment(tx, booking);
  await queuePaymentReceipts(tx, env, [booking], [booked]);
  await tx.update(bankTransactions).set({ status: "booked" }).where(and(eq(bankTransactions.id, id), eq(bankTransactions.status, "unmatched")));
  const number = invoiceNumber(booked.year, booked.sequence);
  await recordAudit(tx, {
    actorId,
    action: "payment_assigned",
    subjectUserId: booked.userId,
    details: { invoice: number, amountRappen: payment.amountRappen },
  });
  return { invoiceId, number, amountRappen: booked.amountRappen, paidRappen: booked.paidRappen };
}
