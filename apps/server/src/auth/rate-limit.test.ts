import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testServerUrl } from "../testing/test-database";
import { rateLimits, takeTurn } from "./rate-limit";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// The embedded engine has one connection, so no statement of it ever waits on another's row.
describe.skipIf(!testServerUrl())("turns under a backoff rule, on a PostgreSQL server", () => {
  it("gives a free turn to an attempt whose statement began before a concurrent attempt's turn was committed", async () => {
    t = await createTestApp();
    const app = t;
    const rule = rateLimits.signInPerAccount;
    // Two sign-ins at once (a double click): the one whose transaction began first can be the one that
    // waits for the other's counter row. Its now() is then earlier than that row's free turn.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await takeTurn({ db: app.db, env: app.env }, "sign-in:account", "both@example.org", rule)).toEqual({ allowed: true });
      const earlier = { db: tx as unknown as Database, env: app.env };
      expect(await takeTurn(earlier, "sign-in:account", "both@example.org", rule)).toEqual({ allowed: true });
    });
  });
});
