import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

const tablesOfDatabase = new WeakMap<Database, Promise<string[]>>();

/** The app's tables, read from the database itself once per database, so a table added later is covered without touching the tests. */
function tablesOf(db: Database): Promise<string[]> {
  let tables = tablesOfDatabase.get(db);
  if (!tables) {
    tables = db
      .execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
      .then((result) => (result as unknown as { rows: Array<{ table_name: string }> }).rows.map((row) => row.table_name));
    tablesOfDatabase.set(db, tables);
  }
  return tables;
}

/**
 * Every row of every table of the app's schema, as one comparable string: a line per table with the digest of its
 * rows, so a difference names the table that changed. `except` names tables whose rows are expected to change on any
 * request (rate-limit counters).
 *
 * One round trip, the digests made by PostgreSQL: the property tests take a snapshot before and after each of
 * thousands of requests, and reading every table's rows into the test one query at a time was most of their time.
 */
export async function snapshotRows(db: Database, except: readonly string[] = []): Promise<string> {
  const tables = (await tablesOf(db)).filter((table) => !except.includes(table));
  const digests = sql.join(
    tables.map((table) => sql`(select md5(coalesce(string_agg(r::text, E'\n' order by r::text), '')) from ${sql.identifier(table)} r) as ${sql.identifier(table)}`),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${digests}`)) as unknown as { rows: Array<Record<string, string>> };
  const [row] = result.rows;
  return tables.map((table) => `${table}: ${row![table]}`).join("\n");
}
