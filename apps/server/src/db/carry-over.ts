import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { user } from "./schema";

/** Where the embedded database of earlier versions (PGlite) kept its data inside DATA_DIR. */
export const pgliteDirectory = (dataDir: string) => path.join(dataDir, "pg");

/**
 * Carries the data of the earlier embedded database (PGlite, under DATA_DIR/pg) over into the
 * embedded PostgreSQL, once: on the first start of this version, when the new database is still
 * empty. The old directory is then renamed to DATA_DIR/pg-carried-over, kept as a backup.
 *
 * Both databases are brought to the same schema by the same migrations; each table travels as
 * PostgreSQL's own JSON of its rows, so every value is converted by PostgreSQL on both sides.
 */
export type CarriedOver = { tables: number; rows: number };

export async function carryOverFromPglite(
  { dataDir, db, migrationsFolder }: { dataDir: string; db: Database; migrationsFolder: string },
): Promise<CarriedOver | undefined> {
  const source = pgliteDirectory(dataDir);
  if (!fs.existsSync(path.join(source, "PG_VERSION"))) return undefined;
  const [someone] = await db.select({ id: user.id }).from(user).limit(1);
  if (someone) return undefined;

  // Loaded only for this: PGlite is large and needed once.
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const pglite = new PGlite(source);
  let rows = 0;
  let tables = 0;
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    const { rows: names } = await pglite.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public'");
    await db.transaction(async (tx) => {
      // Rows arrive table by table: foreign keys are checked by the source already.
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const { name } of names) {
        const table = sql.identifier(name);
        const { rows: data } = await pglite.query<{ json: string }>(
          `select coalesce(json_agg(t), '[]')::text as json from "${name.replaceAll('"', '""')}" t`,
        );
        await tx.execute(sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${data[0]!.json}::json)`);
        rows += (JSON.parse(data[0]!.json) as unknown[]).length;
        tables += 1;
      }
    });
  } finally {
    await pglite.close();
  }
  fs.renameSync(source, `${source}-carried-over`);
  return { tables, rows };
}
