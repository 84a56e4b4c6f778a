import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

export type PaymentRow = {
  day: string;
  year: number | null;
  sequence: string | null;
  billed_name: string | null;
  amount_rappen: number;
  source: "bank" | "manual" | "reversal" | "refund" | "dismissed";
  bank_reference: string | null;
  debtor_name: string | null;
  debtor_iban: string | null;
  file_name: string | null;
  note: string | null;
};

/**
 * Every payment booked to a year's invoices (bank, by hand, an admin's corrections, a reversal carrying its booking's
 * bank details) and the bank payments of that calendar year dismissed as not a fee, for the treasurer's CSV. Rows of
 * a day come in the order they were booked, then by invoice number, so two downloads are the same file.
 */
export async function paymentsOfYear(db: Database, year: number): Promise<PaymentRow[]> {
  const { rows } = (await db.execute(sql`
    select * from (
      select to_char(p.paid_on, 'YYYY-MM-DD') as day, i.year, i.sequence, i.billed_name, p.amount_rappen,
        coalesce(p.correction::text, case when p.bank_transaction_id is null then 'manual' else 'bank' end) as source,
        t.bank_reference, t.debtor_name, t.debtor_iban, f.file_name, p.note, p.created_at, p.id
      from payments p
      join invoices i on i.id = p.invoice_id
      left join payments reversed on reversed.id = p.reverses_payment_id
      left join bank_transactions t on t.id = coalesce(p.bank_transaction_id, reversed.bank_transaction_id)
      left join bank_imports f on f.id = t.import_id
      where i.year = ${year}
      union all
      select to_char(t.booked_on, 'YYYY-MM-DD'), null, null, null, t.amount_rappen, 'dismissed', t.bank_reference, t.debtor_name, t.debtor_iban, f.file_name, t.dismiss_reason, t.created_at, t.id
      from bank_transactions t
      left join bank_imports f on f.id = t.import_id
      where t.status = 'dismissed' and t.booked_on >= make_date(${year}, 1, 1) and t.booked_on < make_date(${year} + 1, 1, 1)
    ) rows
    order by day, created_at, sequence nulls last, id`)) as unknown as { rows: PaymentRow[] };
  return rows;
}
