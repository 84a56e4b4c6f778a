import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Every row of every table of the app's schema, as one comparable string. Tables are read from the
 * database itself, so a table added later is covered without touching the tests. `except` names
 * tables whose rows are expected to change on any request (rate-limit counters).
 */
export async function snapshotRows(db: Database, except: readonly string[] = []): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const parts: string[] = [];
  for (const { table_name: table } of tables.rows) {
    if (except.includes(table)) continue;
    const rows = (await db.execute(sql`select * from ${sql.identifier(table)} order by 1`)) as unknown as { rows: unknown[] };
    parts.push(`${table}: ${JSON.stringify(rows.rows)}`);
  }
  return parts.join("\n");
}
