import { describe, expect, it } from "vitest";
import { eachMigrationOnce, timesEachMigrationApplied } from "../testing/migration-journal";
import { createScratchDatabase, testClusterUrl } from "../testing/test-database";
import { openDatabase } from "./client";

describe("migrate", () => {
  it("lets processes starting together on an empty database take turns: no error, each migration applied once", async () => {
    const scratch = await createScratchDatabase(testClusterUrl());
    const processes = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: scratch.url })));
    try {
      const results = await Promise.allSettled(processes.map((handle) => handle.migrate()));
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      expect(await timesEachMigrationApplied(processes[0]!.db)).toEqual(eachMigrationOnce);
    } finally {
      for (const handle of processes) await handle.close();
      await scratch.drop();
    }
  });
});
