import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { snapshotRows } from "./database-snapshot";
import { testAppForFile } from "./test-app";

// The tests that promise "a refusal changes nothing" are only as good as this comparison.
const t = testAppForFile();

describe("a snapshot of every table's rows", () => {
  it("changes with one column of one row changed, and again with a row added; a difference names the table", async () => {
    const { userId } = await t.createUser();
    const before = await snapshotRows(t.db);
    expect(await snapshotRows(t.db)).toBe(before);

    await t.db.execute(sql`update "user" set name = name || '.' where id = ${userId}`);
    const changed = await snapshotRows(t.db);
    expect(changed).not.toBe(before);
    const differing = (one: string, other: string) => one.split("\n").filter((line) => !other.split("\n").includes(line));
    expect(differing(changed, before)).toEqual([expect.stringMatching(/^user: /)]);

    await t.db.execute(sql`update "user" set name = left(name, -1) where id = ${userId}`);
    expect(await snapshotRows(t.db)).toBe(before);

    await t.createUser();
    expect(await snapshotRows(t.db)).not.toBe(before);
  });

  it("leaves out the tables it is told to", async () => {
    await t.createUser();
    const before = await snapshotRows(t.db, ["user"]);
    await t.db.execute(sql`update "user" set name = name || '.'`);
    expect(await snapshotRows(t.db, ["user"])).toBe(before);
    expect(await snapshotRows(t.db)).toContain("\nuser: ");
    expect(before).not.toContain("\nuser: ");
  });
});
