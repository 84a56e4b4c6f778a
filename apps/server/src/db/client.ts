import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { type CarriedOver, carryOverFromPglite } from "./carry-over";
import { embeddedDirectory, startEmbeddedPostgres } from "./embedded-postgres";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "embedded" | "postgres";
  /** Where it is reached, for connections of their own (live events listen on one). */
  url: string;
  /** Brings the schema up to date; on the embedded database's first start, also carries over PGlite data. */
  migrate(): Promise<CarriedOver | undefined>;
  close(): Promise<void>;
};

/** The advisory lock that lets one process at a time migrate a database (see migrate()). */
const MIGRATION_LOCK = "schema-migrations";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type OpenOptions = ({ databaseUrl: string } | { databaseUrl?: undefined; dataDir: string }) & {
  /** Called with every SQL statement sent, for tests that count round trips. */
  onQuery?: (sql: string) => void;
};

/**
 * Bounds on every wait for the database (ADR 002), so that a stopped or frozen database (SIGSTOP,
 * a hung network) answers requests with a 503 within seconds instead of holding them for ever:
 * - a connection, or a free one from the pool, within 3 s;
 * - a statement within 5 s: the server cancels it (statement_timeout, which also frees its locks),
 *   and node-postgres gives up 1 s later when the server itself does not answer (query_timeout);
 * - idle connections are closed after 10 s, so that none stays behind after a burst or an outage.
 * Migrations and the PGlite carry-over run without them (see migrate()).
 */
export const CONNECT_TIMEOUT_MS = 3_000;
const POOL_TIMEOUTS = { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, statement_timeout: 5_000, query_timeout: 6_000, idleTimeoutMillis: 10_000 };

/**
 * Opens the database: a PostgreSQL server when a URL is given, otherwise the embedded PostgreSQL
 * under `dataDir/postgres`, started as our child. Either way one node-postgres pool and Drizzle.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const embedded =
    options.databaseUrl === undefined ? await startEmbeddedPostgres({ directory: embeddedDirectory(options.dataDir) }) : undefined;
  // Ten connections in both modes: with five, the embedded database reached only 0.64-0.92x of the
  // server's throughput in bench:api (ten: 0.68-1.39x), for ~20 MB less memory.
  const url = embedded?.url ?? options.databaseUrl!;
  const pool = new pg.Pool({ connectionString: url, max: 10, ...POOL_TIMEOUTS });
  // A connection the database ends on its own (a shutdown, a dropped database) reports an error
  // event even while idle or closing; a query in flight still gets its error. Without listeners
  // node-postgres' event would crash the whole process, so the broken connection is just dropped.
  const ignore = () => {};
  pool.on("error", ignore);
  pool.on("connect", (client) => client.on("error", ignore));
  const onQuery = options.onQuery;
  const db = drizzle({ client: pool, schema, logger: onQuery ? { logQuery: (sql) => onQuery(sql) } : undefined });
  return {
    db: db as unknown as Database,
    kind: embedded ? "embedded" : "postgres",
    url,
    async migrate() {
      // A connection of its own, without the pool's statement timeout: building an index on a
      // large table or copying a large PGlite database may take longer than any request should.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      client.on("error", ignore);
      await client.connect();
      try {
        // Several processes on one PostgreSQL server may start together: the first migrates, the
        // others wait here and then find nothing left to do. A session-level lock, held across
        // drizzle's transactions; ending this connection below releases it, as does a process
        // that dies on the way.
        await client.query("select pg_advisory_lock(hashtext($1))", [MIGRATION_LOCK]);
        const unbounded = drizzle({ client, schema });
        // First, at the old data's own schema version; the migration below brings it up to date.
        const carriedOver =
          options.databaseUrl === undefined
            ? await carryOverFromPglite({
                dataDir: options.dataDir,
                db: unbounded as unknown as Database,
                migrationsFolder,
                migrate: (folder) => migrate(unbounded, { migrationsFolder: folder }),
              })
            : undefined;
        await migrate(unbounded, { migrationsFolder });
        return carriedOver;
      } finally {
        await client.end();
      }
    },
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
