/**
 * Issue 23: 5,000 members with an invoice each are seeded into the PostgreSQL server's database,
 * and the Fees tab's list (`GET /api/admin/fees/invoices`: a page, a state filter and a search,
 * each with the year's totals) is measured next to the same SQL through pg.
 */
import { qrReference, searchFold } from "@ssem/core";
import pg from "pg";
import { type BenchSection, compareWithDriver, connections, type DriverComparison, median, poolSize, type Statement } from "./harness";

const seededMembers = 5000;
const year = 2026;
const pageSize = 50;
const unmatchedPayments = 20;

/**
 * 5,000 members with this year's invoice, in the states an association sees in spring: most paid,
 * some open, a few partially paid, overdue after the second reminder, or cancelled. Names are made
 * of syllables as in the members section, so that a last name matches about 1 % of them.
 */
async function seedInvoices(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const syllable = (index: string) => `(array['ka','lo','mi','ru','se','ta','vo','ne','di','bu','ar','el','in','os','ul','en'])[1 + (${index}) % 16]`;
  const firstName = `initcap(${syllable("i % 47")} || ${syllable("(i % 47) * 5")} || 'a')`;
  const lastName = `initcap(${syllable("i % 100")} || ${syllable("(i % 100) / 16")} || ${syllable("(i % 100) * 7")} || 'er')`;
  const references = Array.from({ length: seededMembers }, (_, index) => qrReference(String(index + 1)));
  await client.query("begin");
  await client.query(`insert into "user" (id, name, email, email_verified, created_at)
    select 'fee-bench-' || i, 'Member ' || i, 'payer' || i || '@example.org', true, now() from generate_series(1, ${seededMembers}) as i`);
  await client.query(
    `insert into invoices (sequence, user_id, year, billed_name, billed_email, student_type, amount_rappen, paid_rappen, paid_on, iban, reference_type,
        reference, issued_on, due_on, second_reminder_at, cancelled_at, cancel_reason)
      select i, 'fee-bench-' || i, ${year}, ${firstName} || ' ' || ${lastName}, 'payer' || i || '@example.org',
        (case when i % 3 = 0 then 'resident' else 'student' end)::student_type, amount, paid,
        (case when paid >= amount then date '${year}-02-01' end), 'CH4431999123000889012', 'QRR', reference, date '${year}-01-10', date '${year}-02-09',
        (case when i % 10 = 7 then timestamptz '${year}-03-11 08:00+01' end), (case when i % 10 = 8 then timestamptz '${year}-02-20 10:00+01' end),
        (case when i % 10 = 8 then 'Left the association' end)
      from unnest($1::text[]) with ordinality as seeded(reference, i),
        lateral (select (case when i % 3 = 0 then 2000 else 1000 end) as amount) as tier,
        lateral (select (case when i % 10 < 6 then amount when i % 10 in (6, 7) then amount / 2 else 0 end) as paid) as payment`,
    [references],
  );
  await client.query(`select setval('invoice_number_seq', ${seededMembers})`);
  // A bank file's credits that matched no reference: payers named like members, paying a tier's fee.
  await client.query(`insert into bank_transactions (identity, keys, amount_rappen, currency, booked_on, debtor_name, status)
    select 'unmatched-' || sequence, array['unmatched-' || sequence], amount_rappen, 'CHF', date '${year}-03-01' + (sequence / 250)::int, billed_name, 'unmatched'
    from invoices where sequence % 250 = 1 and year = ${year} order by sequence limit ${unmatchedPayments}`);
  await client.query("commit");
  // The tables as autovacuum leaves them soon after a bulk insert (index-only scans skip the heap); a bulk insert of
  // this size makes autovacuum run within its minute's nap, which would otherwise fall into a measurement.
  await client.query("vacuum analyze");
  // What an admin looking for someone types: a last name.
  const { rows } = await client.query<{ name: string }>(`select split_part(billed_name, ' ', 2) as name from invoices where sequence = 42`);
  await client.end();
  return rows[0]!.name;
}

/**
 * The statements GET /api/admin/fees/invoices sends (listInvoices in fees/invoices-query.ts),
 * written out as SQL. Keep them in step with that helper.
 */
const stateSql = `(case
  when "cancelled_at" is not null then 'cancelled'
  when "paid_rappen" >= "amount_rappen" then 'paid'
  when "second_reminder_at" is not null then 'overdue'
  when "paid_rappen" > 0 then 'partially_paid'
  else 'open' end)`;
const entryColumns = `"id", "sequence", "year", "user_id", "billed_name", "billed_email", "amount_rappen", "paid_rappen",
  (case when "cancelled_at" is null then greatest("amount_rappen" - "paid_rappen", 0) else 0 end), "paid_on", ${stateSql}, "due_on", "cancel_reason"`;
/** The version of the invoices, which says whether the cached years, totals and suggestions still hold: a column of each page. */
const version = `(select "version" from "invoice_changes")`;
/** As typed, in the search spelling (text-search.ts), and as a reference. */
const search = (first: number) =>
  `("invoices"."search_text" like (lower($${first} collate "und-x-icu") collate "default") or "invoices"."search_text" like $${first + 1} or "invoices"."search_text" like (lower($${first + 2} collate "und-x-icu") collate "default"))`;

/**
 * The list counts from the (cached) totals, kept by the version its page carries; a search counts its
 * matches in the page's own statement (a window count). `count` is the total alone, to check both sides give the same answer.
 */
function invoiceQuery(name: string, { q, state, page }: { q?: string; state?: string; page: number }): DriverComparison & { count: Statement } {
  const conditions = [`"invoices"."year" = $1`];
  const filters: unknown[] = [year];
  if (state) {
    conditions.push(`${stateSql} = $${filters.length + 1}`);
    filters.push(state);
  }
  if (q) {
    conditions.push(search(filters.length + 1));
    filters.push(`%${q}%`, `%${searchFold(q)}%`, `%${q.toUpperCase()}%`);
  }
  const where = conditions.length > 1 ? `(${conditions.join(" and ")})` : conditions[0]!;
  const n = filters.length;
  const pageStatement = {
    text: `select ${entryColumns}, ${q ? "(count(*) over ())::int" : "null"}, ${version} from "invoices" where ${where} order by "invoices"."sequence" desc limit $${n + 1} offset $${n + 2}`,
    values: [...filters, pageSize, (page - 1) * pageSize],
  };
  const query = new URLSearchParams({ year: String(year), page: String(page), ...(state ? { state } : {}), ...(q ? { q } : {}) });
  return {
    name: `${name}, ${seededMembers} invoices`,
    signedIn: true,
    path: `/api/admin/fees/invoices?${query}`,
    statements: [pageStatement],
    count: { text: `select count(*)::int from "invoices" where ${where}`, values: filters },
  };
}

/**
 * GET /api/admin/fees/unmatched-payments (fees/routes/unmatched-payments.ts): the page of
 * unmatched credits carrying their count and the version of the invoices, written out as SQL. The
 * suggestions are looked up once per version (no invoice changes during the run), so neither side
 * sends them; `suggestions` is their statement, measured alone for the record. Keep them in step with that route.
 */
async function unmatchedQuery(databaseUrl: string): Promise<DriverComparison & { suggestions: Statement }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ids = (await client.query<{ id: string }>(`select id from bank_transactions where status = 'unmatched' order by booked_on desc, created_at desc, id limit 20`)).rows.map((row) => row.id);
  await client.end();
  const open = `i.cancelled_at is null and i.paid_rappen < i.amount_rappen`;
  const name = `lower(i.billed_name collate "und-x-icu")`;
  return {
    name: `unmatched payments with suggestions, ${unmatchedPayments} payments, ${seededMembers} invoices`,
    signedIn: true,
    path: "/api/admin/fees/unmatched-payments",
    statements: [
      {
        text: `select id, amount_rappen, currency, booked_on, reference, debtor_name, remittance_info,
            (select count(*) from bank_transactions where status = 'unmatched'), ${version}
          from bank_transactions where status = 'unmatched' order by booked_on desc, created_at desc, id limit 20 offset 0`,
        values: [],
      },
    ],
    suggestions: {
      text: `select t.id as payment_id, i.id, i.sequence, i.year, i.billed_name, i.amount_rappen, i.paid_rappen,
          i.amount_rappen - i.paid_rappen = t.amount_rappen as same_amount, coalesce(${name} % t.payer, false), coalesce(similarity(${name}, t.payer), 0)
        from (select id, amount_rappen, lower(debtor_name collate "und-x-icu") as payer from bank_transactions where id = any($1::uuid[])) t
        cross join lateral (
          (select i.id from invoices i where ${open} and t.payer is not null and ${name} % t.payer order by ${name} <-> t.payer limit 5)
          union
          (select i.id from invoices i where ${open} and i.amount_rappen - i.paid_rappen = t.amount_rappen order by i.issued_on desc nulls last, i.sequence desc nulls last limit 5)
        ) s join invoices i on i.id = s.id`,
      values: [ids],
    },
  };
}

const invoiceQueries = (searchFor: string) => [
  invoiceQuery("fee list", { page: 3 }),
  invoiceQuery("fee list by state", { state: "open", page: 1 }),
  invoiceQuery("fee search", { q: searchFor, page: 1 }),
];

export const fees: BenchSection = {
  name: "fees",
  describe: `Fees tab: GET ${invoiceQueries("<a last name>").map((query) => query.path).join(", ")} on the PostgreSQL server, against the same SQL through pg (pool of ${poolSize}, ${connections} concurrent): the session lookup every admin request makes, then the page, which carries the version of the invoices; and the unmatched payments' page with its suggestions, against its page, which carries their count and the version. The years, the year's totals per state and the payments' suggestions are computed once per version (no invoice changes during the run), so neither side sends them.`,
  async run({ serverMode, scratchUrl, report, note }) {
    const queries = invoiceQueries(await seedInvoices(scratchUrl));
    const pool = new pg.Pool({ connectionString: scratchUrl, max: 1 });
    try {
      for (const query of queries) {
        const response = await fetch(`${serverMode.origin}${query.path}`, { headers: { cookie: serverMode.cookie } });
        const body = (await response.json()) as { total?: number; invoices?: unknown[] };
        const counted = (await pool.query<{ count: number }>(query.count)).rows[0]!.count;
        // Same answer both ways, and not a trivial one: the seeded invoices are found.
        if (response.status !== 200 || body.total !== counted || counted === 0 || !body.invoices?.length) {
          throw new Error(`${query.path} answered ${response.status} with total ${body.total}; the driver counts ${counted}`);
        }
      }
    } finally {
      await pool.end();
    }
    await compareWithDriver({ report, note }, serverMode, scratchUrl, queries, { ofDriver: 0.7, p99Ms: 50 });
    const unmatched = await unmatchedQuery(scratchUrl);
    await compareWithDriver({ report, note }, serverMode, scratchUrl, [unmatched], { ofDriver: 0.7, p99Ms: 50 });
    // What an admin waits for once after an invoice changed: the suggestions' statement, through pg, one at a time.
    const client = new pg.Client({ connectionString: scratchUrl });
    await client.connect();
    const times: number[] = [];
    for (let run = 0; run < 50; run++) {
      const started = performance.now();
      await client.query(unmatched.suggestions);
      times.push(performance.now() - started);
    }
    await client.end();
    note("unmatched payments: their suggestions' statement alone, median of 50 (ms)", "", median(times).toFixed(1));
  },
};
