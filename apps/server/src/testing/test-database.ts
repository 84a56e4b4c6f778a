import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle, type OpenOptions } from "../db/client";

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its URL and how to drop it again. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** The PostgreSQL server the "postgres" test project runs against, if this is that project. */
export const testServerUrl = () => (process.env.TEST_DB_TARGET === "postgres" ? process.env.TEST_DATABASE_URL : undefined);

/** The PostgreSQL this test project runs on: the run's embedded cluster, or TEST_DATABASE_URL's server. */
export const testClusterUrl = () => testServerUrl() ?? inject("embeddedDatabaseUrl");

/**
 * A fresh, migrated database for one test file, dropped again on close: on the run's embedded
 * PostgreSQL by default, or on the PostgreSQL server of TEST_DATABASE_URL when the "postgres"
 * project runs.
 */
export async function createTestDatabase(options: Pick<OpenOptions, "onQuery"> = {}): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(testClusterUrl());
  const handle = await openDatabase({ databaseUrl: scratch.url, ...options });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
