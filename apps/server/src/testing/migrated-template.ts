import { openDatabase } from "../db/client";
import { createScratchDatabase } from "../db/scratch-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A database with every migration applied, which each test file's database is copied from. */
    migratedTemplate: string;
  }
}

/**
 * Migrates one database per test run and project, for `createTestDatabase` to copy: copying it takes a few
 * milliseconds, running all migrations for each test file took seconds. Nothing stays connected to it, as
 * PostgreSQL requires of a template.
 */
export async function createMigratedTemplate(clusterUrl: string) {
  const template = await createScratchDatabase(clusterUrl, "template");
  const handle = await openDatabase({ databaseUrl: template.url });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return template;
}
