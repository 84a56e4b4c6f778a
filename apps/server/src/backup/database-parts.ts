import { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import zlib from "node:zlib";
import pg from "pg";
import { BackupError, type Manifest } from "./manifest";

/**
 * Rows fetched, and inserted, per statement, and at most about this many characters of them: memory
 * stays flat whatever a table's size, also where rows are large (a mail's PDF is 22 KB as JSON).
 */
const BATCH_ROWS = 1_000;
const FIRST_BATCH_ROWS = 20;
const BATCH_CHARS = 500_000;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Snapshot = Pick<Manifest, "schemaVersion" | "postgres" | "tables" | "sequences">;

/**
 * Writes every table of the public schema, each as gzipped JSON lines through `writeTable`, inside
 * one repeatable-read, read-only transaction: one consistent snapshot while the server keeps
 * serving, and nothing locked that a request would wait for. Returns what the manifest records.
 */
export async function exportDatabase(client: pg.Client, writeTable: (table: string, rows: Readable) => Promise<void>): Promise<Snapshot> {
  await client.query("begin isolation level repeatable read read only");
  try {
    const [{ version }] = (await client.query<{ version: string }>("show server_version")).rows as [{ version: string }];
    const migrated = await client.query<{ table: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as table");
    if (!migrated.rows[0]?.table) throw new BackupError("This database has no schema yet: the server has never started on it, so there is nothing to back up.");
    const migrations = await client.query<{ count: number }>("select count(*)::int as count from drizzle.__drizzle_migrations");
    const tables: Snapshot["tables"] = [];
    for (const name of await publicTables(client)) {
      const columns = await storedColumns(client, name);
      let rows = 0;
      const lines = async function* () {
        const cursor = `backup_${tables.length}`;
        await client.query(`declare ${cursor} no scroll cursor for select row_to_json(r)::text as line from (select ${columns.map(quoted).join(", ")} from ${quoted(name)}) r`);
        // The first fetch is small; then the rows' size sets the next, so a batch holds about BATCH_CHARS.
        for (let size = FIRST_BATCH_ROWS; ; ) {
          const batch = await client.query<{ line: string }>(`fetch ${size} from ${cursor}`);
          if (batch.rows.length === 0) break;
          rows += batch.rows.length;
          const text = `${batch.rows.map((row) => row.line).join("\n")}\n`;
          size = Math.max(1, Math.min(BATCH_ROWS, Math.floor((BATCH_CHARS * batch.rows.length) / text.length)));
          yield text;
        }
        await client.query(`close ${cursor}`);
      };
      await writeTable(name, Readable.from(lines()).pipe(zlib.createGzip()));
      tables.push({ name, columns, rows });
    }
    const sequences: Snapshot["sequences"] = [];
    for (const { name } of (await client.query<{ name: string }>("select sequencename as name from pg_sequences where schemaname = 'public' order by 1")).rows) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${quoted(name)}`);
      sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
    }
    return { schemaVersion: migrations.rows[0]!.count, postgres: version, tables, sequences };
  } finally {
    await client.query("rollback");
  }
}

/** The ordinary tables of the public schema, by name. */
async function publicTables(client: pg.Client | pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  return rows.map((row) => row.name);
}

/** A table's columns that hold data: generated columns are computed again on the way in. */
async function storedColumns(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [quoted(table)],
  );
  return rows.map((row) => row.name);
}

/** The change counters' one row each, which migrations insert themselves (schema.ts). */
export const changeCounters = ["invoice_changes", "member_changes"];

/** Whether any table holds a row, apart from those that migrations fill themselves (the change counters). */
export async function holdsData(client: pg.Client): Promise<boolean> {
  for (const name of await publicTables(client)) {
    if (changeCounters.includes(name)) continue;
    if ((await client.query(`select 1 from ${quoted(name)} limit 1`)).rows.length > 0) return true;
  }
  return false;
}

/**
 * The tables in an order where each comes after the tables its foreign keys point to, so that rows
 * can be inserted table by table with every constraint checked (no superuser needed to switch them off).
 */
async function dependencyOrder(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of rows) parents.get(unquote(child))?.add(unquote(parent));
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/**
 * The lines of a stream, read as they are consumed: readline's async iterator kept reading ahead
 * while the rows were inserted, and held a table's lines in memory (bench:api backup: 124 MiB more
 * for the mails' PDFs); this reads the next chunk only when the last one's lines are taken.
 */
async function* linesOf(stream: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  for await (const chunk of stream) {
    const lines = (rest + decoder.write(chunk)).split("\n");
    rest = lines.pop()!;
    yield* lines;
  }
  rest += decoder.end();
  if (rest !== "") yield rest;
}

/**
 * Loads the archive's rows into a database migrated to the archive's schema, in one transaction:
 * migrations' own rows are cleared first, tables are filled parents first, and the sequences are
 * set where they stood. `rowsOf` gives a table's gzipped JSON lines. Row counts are checked against
 * the manifest.
 */
export async function importDatabase(client: pg.Client, manifest: Pick<Manifest, "tables" | "sequences">, rowsOf: (table: string) => Readable): Promise<void> {
  const byName = new Map(manifest.tables.map((table) => [table.name, table]));
  await client.query("begin");
  try {
    const present = await publicTables(client);
    const missing = manifest.tables.filter((table) => !present.includes(table.name));
    if (missing.length > 0) throw new Error(`the schema lacks the archive's tables ${missing.map((table) => table.name).join(", ")}`);
    await client.query(`truncate ${present.map(quoted).join(", ")}`);
    for (const name of await dependencyOrder(client, present)) {
      const table = byName.get(name);
      if (!table || table.rows === 0) continue;
      const columns = table.columns.map(quoted).join(", ");
      const insert = `insert into ${quoted(name)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${quoted(name)}, $1::json)`;
      let loaded = 0;
      let batch: string[] = [];
      let chars = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await client.query(insert, [`[${batch.join(",")}]`]);
        loaded += batch.length;
        batch = [];
        chars = 0;
      };
      for await (const line of linesOf(rowsOf(name).pipe(zlib.createGunzip()))) {
        if (line === "") continue;
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
      }
      await flush();
      if (loaded !== table.rows) throw new Error(`${name}: ${loaded} rows read, the manifest says ${table.rows}`);
    }
    for (const sequence of manifest.sequences) {
      await client.query("select setval($1::regclass, $2::bigint, $3)", [quoted(sequence.name), sequence.lastValue, sequence.isCalled]);
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
}
