import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, migrationsFolder } from "../db/client";

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };

/** What a database migrated exactly once holds in drizzle's journal: each of our migrations, once. */
export const eachMigrationOnce = journal.entries.map(() => 1);

/** How many times drizzle recorded each migration it applied to `db`. */
export async function timesEachMigrationApplied(db: Database): Promise<number[]> {
  const result = (await db.execute(sql`select count(*)::int as times from drizzle.__drizzle_migrations group by hash`)) as unknown as { rows: Array<{ times: number }> };
  return result.rows.map((row) => row.times);
}
