import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type DatabaseHandle, type OpenOptions } from "../db/client";
import { createScratchDatabase } from "../db/scratch-database";
import { type SmtpPeer, startSmtpPeer } from "./smtp-peer";

export { createScratchDatabase };

/** The PostgreSQL server the "postgres" test project runs against, if this is that project. */
export const testServerUrl = () => (process.env.TEST_DB_TARGET === "postgres" ? process.env.TEST_DATABASE_URL : undefined);

/** The PostgreSQL this test project runs on: the run's embedded cluster, or TEST_DATABASE_URL's server. */
export const testClusterUrl = () => testServerUrl() ?? inject("embeddedDatabaseUrl");

/**
 * A fresh, migrated database for one test file, dropped again on close: on the run's embedded
 * PostgreSQL by default, or on the PostgreSQL server of TEST_DATABASE_URL when the "postgres"
 * project runs. A copy of the run's migrated template (migrated-template.ts).
 */
export async function createTestDatabase(options: Pick<OpenOptions, "onQuery"> = {}): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(testClusterUrl(), "test", inject("migratedTemplate"));
  const handle = await openDatabase({ databaseUrl: scratch.url, ...options });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A test file's own database and SMTP peer (the mail worker's tests): opened before the file's tests,
 * closed after them. Read them inside tests, once `beforeAll` has run.
 */
export function databaseAndSmtpPeerForFile() {
  const testbed = {} as { database: DatabaseHandle; peer: SmtpPeer };
  beforeAll(async () => {
    testbed.database = await createTestDatabase();
    testbed.peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await testbed.peer.stop();
    await testbed.database.close();
  });
  return testbed;
}
