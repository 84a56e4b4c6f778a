import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { pgliteDirectory } from "./embedded-postgres";
import { user } from "./schema";

/**
 * Carries the data of the earlier embedded database (PGlite, under DATA_DIR/pg) over into the
 * embedded PostgreSQL, once: on the first start of this version, when the new database is still
 * empty. The old directory is then renamed to DATA_DIR/pg-carried-over, kept as a backup.
 *
 * The old data stays at the schema it has: later migrations may need what PGlite lacks (pg_trgm,
 * ICU collations). The new database is migrated to exactly the migrations the old one had, each
 * table travels as PostgreSQL's own JSON of its rows (so PostgreSQL converts every value on both
 * sides), and the caller's migration then brings the carried data up to date with the rest.
 * Call it before migrating the new database.
 */
export type CarriedOver = { tables: number; rows: number };

export async function carryOverFromPglite({
  dataDir,
  db,
  migrationsFolder,
  migrate,
}: {
  dataDir: string;
  db: Database;
  migrationsFolder: string;
  /** Applies the migrations of a folder to `db`. */
  migrate: (folder: string) => Promise<void>;
}): Promise<CarriedOver | undefined> {
  const source = pgliteDirectory(dataDir);
  if (!fs.existsSync(path.join(source, "PG_VERSION"))) return undefined;
  if (await hasUsers(db)) return undefined;

  // Loaded only for this: PGlite is large and needed once.
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = new PGlite(source);
  let rows = 0;
  let tables = 0;
  try {
    const { rows: applied } = await pglite.query<{ count: number }>("select count(*)::int as count from drizzle.__drizzle_migrations");
    await withMigrationsUpTo(migrationsFolder, applied[0]!.count, migrate);
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

/** Whether the new database already holds anyone (its schema may not exist yet). */
async function hasUsers(db: Database) {
  const tables = await db.select({ name: sql<string>`tablename` }).from(sql`pg_catalog.pg_tables`).where(sql`schemaname = 'public' and tablename = 'user'`);
  return tables.length > 0 && (await db.select({ id: user.id }).from(user).limit(1)).length > 0;
}

/**
 * Runs `use` with a migrations folder that holds only the first `count` migrations of
 * `migrationsFolder`, as drizzle's migrator reads them (the SQL files and the journal).
 */
export async function withMigrationsUpTo<T>(migrationsFolder: string, count: number, use: (folder: string) => Promise<T>): Promise<T> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-migrations-"));
  try {
    const journal = readJournal(migrationsFolder);
    journal.entries = journal.entries.slice(0, count);
    fs.mkdirSync(path.join(folder, "meta"));
    fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
    for (const { tag } of journal.entries) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    return await use(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Drizzle's list of the migrations in a folder, oldest first. */
export function readJournal(migrationsFolder: string): { entries: { tag: string }[] } {
  return JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
}
