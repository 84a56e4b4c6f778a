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
import { withMigrationsUpTo } from "./carry-over";
import { openDatabase } from "./client";
import { profiles, user, userRoles } from "./schema";

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const releasedOnPglite = 1;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-carry-over-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(Boolean(testServerUrl()))("a DATA_DIR of the earlier embedded database (PGlite)", () => {
  it("is carried over into the embedded PostgreSQL on its first start, once, and kept as a backup", async () => {
    // The last release on PGlite had the first migration only; later ones need what PGlite lacks.
    const pglite = new PGlite(path.join(dataDir, "pg"));
    await withMigrationsUpTo(migrationsFolder, releasedOnPglite, (folder) => migrate(drizzle({ client: pglite }), { migrationsFolder: folder }));
    const createdAt = new Date("2026-01-02T03:04:05.678Z");
    await pglite.query(`insert into "user" (id, name, email, email_verified, created_at) values ('u1', 'Old Member', 'old@example.org', true, $1)`, [createdAt]);
    await pglite.query(`insert into profiles (id, email, first_name, last_name, status) values ('u1', 'old@example.org', 'Ä Ölä', 'O''Brien', 'approved')`);
    await pglite.query(`insert into user_roles (user_id, role) values ('u1', 'admin')`);
    await pglite.close();

    const database = await openDatabase({ dataDir });
    try {
      expect(await database.migrate()).toMatchObject({ rows: 3 });
      const [carried] = await database.db.select().from(user).where(eq(user.id, "u1"));
      expect(carried).toMatchObject({ email: "old@example.org", emailVerified: true, createdAt });
      const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, "u1"));
      // Brought up to date by the later migrations: the search text is there, lower-cased, then folded (ADR 021).
      expect(profile).toMatchObject({
        firstName: "Ä Ölä",
        lastName: "O'Brien",
        status: "approved",
        searchText: "old@example.org ä ölä o'brien ä ölä old@example.org a ola o'brien a ola",
      });
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
