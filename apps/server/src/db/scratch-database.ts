import { randomBytes } from "node:crypto";
import pg from "pg";

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server (or embedded cluster) of `serverUrl`, named `prefix_<random>`:
 * empty, or a copy of the database named `template`. Its name, its URL and how to drop it again. For tests,
 * and the weekly test restore.
 */
export async function createScratchDatabase(serverUrl: string, prefix = "test", template?: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
