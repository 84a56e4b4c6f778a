import { describe, expect, it } from "vitest";
import type { Database } from "./client";
import { perVersion } from "./per-version";

/** Values are kept per database object; these tests need no connection, only distinct keys. */
const database = () => ({}) as Database;

describe("perVersion", () => {
  it("computes a key once per version, sharing the promise among requests that ask at once", async () => {
    const kept = perVersion<number>();
    const db = database();
    let computed = 0;
    const compute = async () => (computed += 1);
    const [a, b] = await Promise.all([kept(db, 1).get("k", compute), kept(db, 1).get("k", compute)]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    expect(await kept(db, 2).get("k", compute)).toBe(2);
  });

  it("keeps the newer version's values when a request that read an older version comes late", async () => {
    const kept = perVersion<string>();
    const db = database();
    await kept(db, 5).get("k", async () => "at 5");
    // A request that read version 4 before the change gets its own answer, and keeps nothing.
    expect(await kept(db, 4).get("k", async () => "at 4")).toBe("at 4");
    expect(await kept(db, 5).get("k", async () => "again")).toBe("at 5");
  });

  it("does not keep a failed value", async () => {
    const kept = perVersion<string>();
    const db = database();
    await expect(kept(db, 1).get("k", async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await kept(db, 1).get("k", async () => "recovered")).toBe("recovered");
  });

  it("keeps at most `max` values of a version, and computes the rest each time", async () => {
    const kept = perVersion<string>({ max: 2 });
    const db = database();
    for (const key of ["a", "b", "c"]) await kept(db, 1).get(key, async () => `first ${key}`);
    expect([kept(db, 1).has("a"), kept(db, 1).has("b"), kept(db, 1).has("c")]).toEqual([true, true, false]);
    expect(await kept(db, 1).get("c", async () => "second c")).toBe("second c");
  });

  it("keeps each database's values apart", async () => {
    const kept = perVersion<string>();
    const [one, two] = [database(), database()];
    await kept(one, 1).get("k", async () => "one");
    expect(await kept(two, 1).get("k", async () => "two")).toBe("two");
  });
});
