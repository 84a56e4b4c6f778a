/** What an archive of `npm run backup` holds (ADR 023): its last entry, manifest.json, describes the rest. */

/** Raised when an archive cannot be read, or a restore would overwrite data: the CLI prints its message alone. */
export class BackupError extends Error {}

export const ARCHIVE_FORMAT = 1;
export const MANIFEST_ENTRY = "manifest.json";

/** A table's rows travel as gzipped JSON lines, one row per line, in PostgreSQL's own JSON of each row. */
export const tablePart = (table: string) => `database/${table}.ndjson.gz`;
/** The file share's files, under their own names. */
export const filePart = (name: string) => `files/${name}`;

export type PartDigest = { bytes: number; sha256: string };

export type Manifest = {
  format: typeof ARCHIVE_FORMAT;
  createdAt: string;
  /**
   * How many of our migrations the database had (drizzle's journal): a restore brings the rows in at
   * exactly this schema, then migrates them up to the current one.
   */
  schemaVersion: number;
  lastMigration: string;
  /** The PostgreSQL it came from (server_version), for the record: the format does not depend on it. */
  postgres: string;
  /** Each table's columns (generated ones left out: PostgreSQL computes them again) and its row count. */
  tables: { name: string; columns: string[]; rows: number }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  files: string[];
  /** Every entry but the manifest, by name: its size and SHA-256, checked before a restore writes anything. */
  parts: Record<string, PartDigest>;
};
