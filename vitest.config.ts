import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const serverTests = ["apps/server/src/**/*.test.ts"];

/**
 * Files that kill, freeze or fill what they start and time the recovery (the failure tests, ADR 025), or that
 * assert an answer takes as long for a known address as for an unknown one. They run after the rest, one file
 * at a time: another file's load in the same seconds is what made them fail when everything ran at once.
 */
const serialServerTests = [
  "database-outage",
  "start-up-faults",
  "db/embedded-supervision",
  "http/routes/health",
  "live/live-events",
  "reviews/routes/review-stream-outage",
  "kill-under-writes",
  "disk-full",
  "mail/smtp-outage",
  "accounts/routes/account",
  "members/routes/membership-applications",
  "mailing-list/routes/mailing-list",
].map((file) => `apps/server/src/${file}.test.ts`);

/** The API suite once per engine: the embedded PostgreSQL that `npm start` runs, and with TEST_DATABASE_URL a server. */
function serverProjects(kind: "parallel" | "serial"): TestProjectInlineConfiguration[] {
  const files = kind === "serial" ? { include: serialServerTests } : { include: serverTests, exclude: serialServerTests };
  // Two workers for the rest (most of a file's time is spent waiting on PostgreSQL, SMTP or a child process), one for the serial files.
  // The parallel files share their worker's modules (isolate: false): importing the server anew for each file was
  // over half the suite's time. The serial files keep their own, as they kill and restart what they import.
  const run = { testTimeout: 30_000, hookTimeout: 60_000, maxWorkers: kind === "serial" ? 1 : 2, isolate: kind === "serial", sequence: { groupOrder: kind === "serial" ? 1 : 0 } };
  const suffix = kind === "serial" ? "-serial" : "";
  return [
    // One embedded cluster per project for the run; each test file gets its own database there, copied from a migrated template.
    { test: { name: `api-embedded${suffix}`, ...files, ...run, env: { TEST_DB_TARGET: "embedded" }, globalSetup: ["apps/server/src/testing/embedded-cluster.setup.ts"] } },
    ...(process.env.TEST_DATABASE_URL
      ? [{ test: { name: `api-postgres${suffix}`, ...files, ...run, env: { TEST_DB_TARGET: "postgres" }, globalSetup: ["apps/server/src/testing/server-template.setup.ts"] } }]
      : []),
  ];
}

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's own import alias, so its modules can be tested as they are written.
        resolve: { alias: { "~": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "unit",
          include: ["packages/core/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}", "apps/web/scripts/**/*.test.ts"],
          maxWorkers: 2,
          // The modules of a worker are shared by its files, as the API's parallel files do: the unit tests mock
          // nothing and set no global state, and importing anew for each file took the project 80 s instead of 35.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      ...serverProjects("parallel"),
      ...serverProjects("serial"),
    ],
  },
});
