import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../db/embedded-postgres";
import { createMigratedTemplate } from "./migrated-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** The embedded PostgreSQL the "embedded" test project runs on; each test file gets its own database there. */
    embeddedDatabaseUrl: string;
  }
}

/**
 * One embedded PostgreSQL for the whole run of the default test project, started the way the
 * server starts it. Without fsync: a throw-away cluster has nothing to lose in a power cut. With more
 * connections than a server's 20: the two workers' files share it, each with up to three apps' pools
 * (33 connections), and with 20 a sign-in in one file could find the cluster full ("too many clients",
 * a 503). 150 leaves room beside the test that opens two files' worth (66) at once.
 */
export default async function setup(project: TestProject) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-test-pg-"));
  const cluster = await startEmbeddedPostgres({ directory: path.join(directory, "postgres"), durable: false, maxConnections: 150 });
  project.provide("embeddedDatabaseUrl", cluster.url);
  project.provide("migratedTemplate", (await createMigratedTemplate(cluster.url)).name);
  return async () => {
    await cluster.stop();
    fs.rmSync(directory, { recursive: true, force: true });
  };
}
