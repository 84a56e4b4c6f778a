import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createScratchDatabase, testClusterUrl } from "../testing/test-database";
import { migrationsFolder, openDatabase } from "./client";

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };

describe("migrate", () => {
  it("lets processes starting together on an empty database take turns: no error, each migration applied once", async () => {
    const scratch = await createScratchDatabase(testClusterUrl());
    const processes = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: scratch.url })));
    try {
      const results = await Promise.allSettled(processes.map((handle) => handle.migrate()));
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);

      const { rows } = await processes[0]!.db.execute(sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`);
      expect(rows).toHaveLength(journal.entries.length);
      expect(rows.map((row) => row.times)).toEqual(journal.entries.map(() => 1));
    } finally {
      for (const handle of processes) await handle.close();
      await scratch.drop();
    }
  });
});
