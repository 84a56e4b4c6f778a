import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServerUrl } from "../testing/test-database";
import { type DatabaseHandle, openDatabase } from "./client";

// The test clusters run without fsync (embedded-cluster.setup.ts), so only a cluster opened the
// way the server opens it shows what `npm start` guarantees (ADR 002).
describe.skipIf(Boolean(testServerUrl()))("the embedded PostgreSQL as the server starts it", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-embedded-"));
  let database: DatabaseHandle;
  const setting = async (name: string) => {
    const result = (await database.db.execute(sql`select current_setting(${name}) as value`)) as unknown as { rows: Array<{ value: string }> };
    return result.rows[0]!.value;
  };

  beforeAll(async () => {
    database = await openDatabase({ dataDir });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes every acknowledged commit to disk, so it survives a power cut", async () => {
    expect(await setting("fsync")).toBe("on");
    expect(await setting("synchronous_commit")).toBe("on");
    // Without it a power cut during a write can leave a torn page that the WAL cannot repair.
    expect(await setting("full_page_writes")).toBe("on");
  });

  it("listens on no TCP port, only on a socket only its owner can use", async () => {
    expect(await setting("listen_addresses")).toBe("");
    expect(await setting("unix_socket_permissions")).toBe("0700");
  });
});
