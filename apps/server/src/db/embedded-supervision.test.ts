import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testServerUrl } from "../testing/test-database";
import { openDatabase } from "./client";

const postmasterOf = (directory: string) => {
  try {
    return Number(fs.readFileSync(path.join(directory, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return undefined; // Between a killed postmaster and the next.
  }
};
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(Boolean(testServerUrl()))("the embedded PostgreSQL's postmaster, killed while the server runs", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-supervised-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("is started again, with every committed write, and stopped for good with the server", async () => {
    const database = await openDatabase({ dataDir });
    const directory = path.join(dataDir, "postgres");
    await database.db.execute(sql`create table kept (note text)`);
    await database.db.execute(sql`insert into kept values ('committed before the kill')`);

    for (let round = 0; round < 2; round += 1) {
      const killed = postmasterOf(directory)!;
      process.kill(killed, "SIGKILL");
      await expect.poll(() => ![undefined, killed].includes(postmasterOf(directory)), { timeout: 20_000, interval: 50 }).toBe(true);
      // The pool reconnects by itself once the new postmaster accepts connections.
      await expect
        .poll(() => database.db.execute(sql`select note from kept`).then((result) => (result as unknown as { rows: unknown[] }).rows, () => []), { timeout: 20_000, interval: 100 })
        .toEqual([{ note: "committed before the kill" }]);
    }

    const last = postmasterOf(directory)!;
    await database.close();
    expect(isAlive(last)).toBe(false);
    // Nothing starts it again once the server has stopped it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(fs.existsSync(path.join(directory, "postmaster.pid"))).toBe(false);
  }, 90_000);
});
