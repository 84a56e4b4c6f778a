import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const serverTests = ["apps/server/src/**/*.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's own import alias, so its modules can be tested as they are written.
        resolve: { alias: { "~": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "unit",
          include: ["packages/core/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}", "apps/web/scripts/**/*.test.ts"],
        },
      },
      {
        // The default engine: the embedded PostgreSQL that `npm start` runs, one cluster for the run.
        test: {
          name: "api-embedded",
          include: serverTests,
          env: { TEST_DB_TARGET: "embedded" },
          globalSetup: ["apps/server/src/testing/embedded-cluster.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // With TEST_DATABASE_URL set, the same API suite runs again against that PostgreSQL server.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "api-postgres",
                include: serverTests,
                env: { TEST_DB_TARGET: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
