import { type InvoiceListEntry, type invoiceListQuerySchema, type InvoiceListPage, invoiceNumber, type InvoiceState, invoiceStates, type InvoiceTotals, normalizeReference, swissToday } from "@ssem/core";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { perVersion } from "../db/per-version";
import { preparedPerDatabase, prepareSelect } from "../db/prepared-select";
import { invoices, user } from "../db/schema";
import { containsPattern, foldedForStoredText, matchesSearch, searchPatterns } from "../db/text-search";
import { billingYear } from "./invoices";
import { invoiceStateSql } from "./invoice-state-sql";
import { invoicesVersion } from "./invoices-version";

/** What is still owed: nothing on a cancelled invoice, nor on one paid in full or more. */
const openRappenSql = sql`(case when ${invoices.cancelledAt} is null then greatest(${invoices.amountRappen} - ${invoices.paidRappen}, 0) else 0 end)`;

/**
 * Held until the member accepts the invite: nothing left to pay is no bill to send, and an address not yet
 * confirmed gets none (ADR 019, "Who gets mail"); confirming it sends the open invoices (accounts.confirmAddress).
 */
const heldSql = sql<boolean>`(${openRappenSql} > 0 and exists (select 1 from ${user} where ${user.id} = ${invoices.userId} and not ${user.emailVerified}))`;

type Filters = Omit<z.output<typeof invoiceListQuerySchema>, "page" | "pageSize" | "year">;

/** The filters decide the statement's shape; their values are bound as parameters. */
type Shape = { state: boolean; search: boolean };

/**
 * What a search looks in (search_text, schema.ts): the name as billed and the e-mail address in any
 * case and in the search spelling ("muller" finds Müller, text-search.ts), the invoice number
 * ("2026-000042"), and the payment reference as printed (grouped in fours or fives) or compact. Every
 * pattern is answered by the one trigram index, compared in the column's collation (foldedForStoredText).
 */
export const invoiceSearch = (pattern: unknown, foldedPattern: unknown, referencePattern: unknown) =>
  sql`(${matchesSearch(invoices.searchText, pattern, foldedPattern)} or ${invoices.searchText} like ${foldedForStoredText(referencePattern)})`;

function listConditions(shape: Shape): SQL | undefined {
  return and(
    eq(invoices.year, sql.placeholder("year")),
    shape.state ? sql`${invoiceStateSql} = ${sql.placeholder("state")}` : undefined,
    shape.search ? invoiceSearch(sql.placeholder("pattern"), sql.placeholder("foldedPattern"), sql.placeholder("referencePattern")) : undefined,
  );
}

const entryColumns = {
  id: invoices.id,
  sequence: invoices.sequence,
  year: invoices.year,
  userId: invoices.userId,
  billedName: invoices.billedName,
  billedEmail: invoices.billedEmail,
  amountRappen: invoices.amountRappen,
  paidRappen: invoices.paidRappen,
  openRappen: openRappenSql.mapWith(Number),
  paidOn: invoices.paidOn,
  state: invoiceStateSql,
  dueOn: invoices.dueOn,
  cancelReason: invoices.cancelReason,
  held: heldSql,
};

const invoiceRows = (db: Database) => db.select(entryColumns).from(invoices);
type InvoiceRow = Awaited<ReturnType<typeof invoiceRows>>[number];

function prepareStatements(db: Database, shape: Shape) {
  // A search is planned for its own pattern each time (see members-query.ts): a generic plan cannot tell "%" from a name.
  const nameOf = (statement: string) => (shape.search ? "" : `invoices_${shape.state ? "state" : "all"}_${statement}`);
  return {
    page: prepareSelect(
      db
        .select({
          ...entryColumns,
          // A search matches few invoices: counting them in the page's own scan spares a second one.
          total: shape.search ? sql<number>`(count(*) over ())::int` : sql<null>`null`,
          // What the year's totals are kept by (summaryAt): read with the page, one round trip fewer.
          version: invoicesVersion.column,
          // Computed once per statement (it names no column of the page's rows): one round trip fewer too.
          heldCount: heldCountSql,
        })
        .from(invoices)
        .where(listConditions(shape))
        .orderBy(desc(invoices.sequence))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset")),
      nameOf("page"),
    ),
    count: prepareSelect(db.select({ total: sql<number>`count(*)::int` }).from(invoices).where(listConditions(shape)), nameOf("count")),
  };
}

/** The year's count and sums per state, whatever the filters: the tab's totals. */
const totalsStatement = (db: Database) =>
  prepareSelect(
    db
      .select({
        state: invoiceStateSql,
        count: sql<number>`count(*)::int`,
        billedRappen: sql`coalesce(sum(${invoices.amountRappen}), 0)`.mapWith(Number),
        paidRappen: sql`coalesce(sum(${invoices.paidRappen}), 0)`.mapWith(Number),
        openRappen: sql`coalesce(sum(${openRappenSql}), 0)`.mapWith(Number),
      })
      .from(invoices)
      .where(eq(invoices.year, sql.placeholder("year")))
      .groupBy(sql`1`),
    "invoices_totals",
  );

/**
 * The years that have invoices, newest first: each year between the first and the last is looked
 * up in the index, so the answer costs a few index probes, not a read of every invoice ever issued.
 */
const yearsStatement = (db: Database) =>
  prepareSelect(
    db
      .select({ year: sql<number>`candidate`.mapWith(Number) })
      .from(sql`generate_series((select max(${invoices.year}) from ${invoices}), (select min(${invoices.year}) from ${invoices}), -1) as candidate`)
      // A scalar subquery with a limit is one index probe per year; an EXISTS would become a join over every invoice.
      .where(sql`(select true from ${invoices} where ${invoices.year} = candidate limit 1)`),
    "invoices_years",
  );

/**
 * The year's invoices held until their member accepts the invite, whatever the filters. Read with each page
 * rather than kept per version of the invoices: a member confirming the address changes it without changing
 * an invoice. A page past the last row has no row to carry it and reads it alone.
 */
const heldCountSql = sql<number>`(select count(*)::int from ${invoices} where ${invoices.year} = ${sql.placeholder("year")} and ${heldSql})`;
const heldStatement = (db: Database) => prepareSelect(db.select({ held: heldCountSql }).from(sql`(values (1)) as one`), "invoices_held");

type Statements = {
  shapes: Map<string, ReturnType<typeof prepareStatements>>;
  totals: ReturnType<typeof totalsStatement>;
  years: ReturnType<typeof yearsStatement>;
  held: ReturnType<typeof heldStatement>;
};
const prepared = preparedPerDatabase((db): Statements => ({ shapes: new Map(), totals: totalsStatement(db), years: yearsStatement(db), held: heldStatement(db) }));

/** Built once per database, so that no SQL is assembled per request and PostgreSQL can keep the plans. */
function statementsFor(db: Database, shape: Shape) {
  const { shapes, totals, years, held } = prepared(db);
  const key = JSON.stringify(shape);
  let statements = shapes.get(key);
  if (!statements) shapes.set(key, (statements = prepareStatements(db, shape)));
  return { ...statements, totals, years, held };
}

type TotalRows = Awaited<ReturnType<ReturnType<typeof totalsStatement>["execute"]>>;
const yearsKept = perVersion<number[]>();
const totalsKept = perVersion<TotalRows>();

/**
 * The years and each year's totals as of one version of the invoices, computed once per version
 * rather than on each request (bench:api fees: they were half of the list's database time): the
 * same for every request until an invoice changes.
 */
function summaryAt(db: Database, statements: Pick<Statements, "totals" | "years">, version: number) {
  return {
    years: () => yearsKept(db, version).get("years", () => statements.years.execute().then((rows) => rows.map((row) => row.year))),
    totals: (year: number) => totalsKept(db, version).get(String(year), () => statements.totals.execute({ year })),
  };
}

const parametersOf = ({ state, q }: Filters, year: number) => ({
  year,
  state: state ?? "",
  ...searchPatterns(q ?? ""),
  referencePattern: q ? containsPattern(normalizeReference(q)) : "",
});

const noTotals = (): InvoiceTotals => ({ count: 0, billedRappen: 0, paidRappen: 0, openRappen: 0 });

/**
 * One page of a year's invoices (newest number first) with the year's totals per state. Without a
 * year, the newest year that has invoices, or the year approvals are billed for now.
 */
export async function listInvoices(db: Database, query: z.output<typeof invoiceListQuerySchema>): Promise<InvoiceListPage> {
  const { page, pageSize, year: askedYear, ...filters } = query;
  const shape = { state: Boolean(filters.state), search: Boolean(filters.q) };
  const statements = statementsFor(db, shape);
  const pageOf = (year: number) => statements.page.execute({ ...parametersOf(filters, year), limit: pageSize, offset: (page - 1) * pageSize });
  // With its year asked for (as the Fees tab does), the page is read at once and carries the version of the invoices.
  const early = askedYear === undefined ? undefined : await pageOf(askedYear);
  const summary = summaryAt(db, statements, early?.[0]?.version ?? (await invoicesVersion.read(db)));
  const year = askedYear ?? (await summary.years())[0] ?? billingYear(swissToday());
  const parameters = parametersOf(filters, year);
  const [rows, totalRows, years] = await Promise.all([early ?? pageOf(year), summary.totals(year), summary.years()]);
  const totals = Object.fromEntries(invoiceStates.map((state) => [state, noTotals()])) as Record<InvoiceState, InvoiceTotals>;
  for (const { state, ...sums } of totalRows) totals[state] = sums;
  let total: number;
  if (shape.search) {
    // A page past the last match has no row to carry the count.
    total = rows[0]?.total ?? (page === 1 ? 0 : ((await statements.count.execute(parameters))[0]?.total ?? 0));
  } else {
    total = filters.state ? totals[filters.state].count : Object.values(totals).reduce((sum, each) => sum + each.count, 0);
  }
  return {
    year,
    years: years.includes(year) ? years : [year, ...years].sort((a, b) => b - a),
    invoices: rows.map(toEntry),
    total,
    page,
    pageSize,
    totals,
    held: rows[0]?.heldCount ?? (await statements.held.execute({ year }))[0]?.held ?? 0,
  };
}

/** Field by field: the page's rows carry the search's `total` too, which is not the entry's. */
function toEntry(row: InvoiceRow): InvoiceListEntry {
  return {
    id: row.id,
    number: invoiceNumber(row.year, row.sequence),
    userId: row.userId,
    billedName: row.billedName,
    billedEmail: row.billedEmail,
    amountRappen: row.amountRappen,
    paidRappen: row.paidRappen,
    openRappen: row.openRappen,
    paidOn: row.paidOn,
    state: row.state,
    dueOn: row.dueOn,
    cancelReason: row.cancelReason,
    held: row.held,
  };
}

/** One invoice as the list shows it, for the answer of an action on it. */
export async function invoiceEntry(db: Database, id: string): Promise<InvoiceListEntry | undefined> {
  const [row] = await invoiceRows(db).where(eq(invoices.id, id));
  return row && toEntry(row);
}
