import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { testServerUrl } from "../testing/test-database";
import { openDatabase } from "./client";
import { profiles, user, userRoles } from "./schema";

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-carry-over-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(Boolean(testServerUrl()))("a DATA_DIR of the earlier embedded database (PGlite)", () => {
  it("is carried over into the embedded PostgreSQL on its first start, once, and kept as a backup", async () => {
    const pglite = new PGlite(path.join(dataDir, "pg"));
    const old = drizzle({ client: pglite });
    await migrate(old, { migrationsFolder });
    const createdAt = new Date("2026-01-02T03:04:05.678Z");
    await old.insert(user).values({ id: "u1", name: "Old Member", email: "old@example.org", emailVerified: true, createdAt });
    await old.insert(profiles).values({ id: "u1", email: "old@example.org", firstName: "Ä Ölä", lastName: "O'Brien", status: "approved" });
    await old.insert(userRoles).values({ userId: "u1", role: "admin" });
    await pglite.close();

    const database = await openDatabase({ dataDir });
    try {
      expect(await database.migrate()).toMatchObject({ rows: 3 });
      const [carried] = await database.db.select().from(user).where(eq(user.id, "u1"));
      expect(carried).toMatchObject({ email: "old@example.org", emailVerified: true, createdAt });
      const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, "u1"));
      expect(profile).toMatchObject({ firstName: "Ä Ölä", lastName: "O'Brien", status: "approved" });
      expect(await database.db.select({ role: userRoles.role }).from(userRoles)).toEqual([{ role: "admin" }]);
      expect(fs.existsSync(path.join(dataDir, "pg"))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, "pg-carried-over", "PG_VERSION"))).toBe(true);

      // The next start finds nothing left to carry.
      expect(await database.migrate()).toBeUndefined();
    } finally {
      await database.close();
    }
  }, 60_000);
});
