import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-database";
import { type DatabaseHandle, openDatabase } from "./client";
import { runExclusively } from "./run-once";

/** Two pools on one database: what two server processes hold. */
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  first = await createTestDatabase();
  second = await openDatabase({ databaseUrl: first.url });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** A task that runs until `finish` is called, and tells when it has begun. */
function heldTask() {
  let finish = () => {};
  let begun = () => {};
  const hasBegun = new Promise<void>((resolve) => (begun = resolve));
  const task = () =>
    new Promise<void>((resolve) => {
      finish = resolve;
      begun();
    });
  return { task, hasBegun, finish: () => finish() };
}

describe("runExclusively", () => {
  it("skips a job in a second process while the first runs it, and runs it there once the first is done", async () => {
    const held = heldTask();
    const running = runExclusively(first.db, "nightly", held.task);
    await held.hasBegun;

    let ranInSecond = false;
    expect(await runExclusively(second.db, "nightly", async () => void (ranInSecond = true))).toBe(false);
    expect(await runExclusively(first.db, "nightly", async () => void (ranInSecond = true))).toBe(false);
    expect(ranInSecond).toBe(false);

    held.finish();
    expect(await running).toBe(true);
    expect(await runExclusively(second.db, "nightly", async () => void (ranInSecond = true))).toBe(true);
    expect(ranInSecond).toBe(true);
  });

  it("runs two different jobs at the same time", async () => {
    const held = heldTask();
    const running = runExclusively(first.db, "housekeeping", held.task);
    await held.hasBegun;
    expect(await runExclusively(second.db, "backup", async () => {})).toBe(true);
    held.finish();
    expect(await running).toBe(true);
  });

  it("releases the job when its task fails, and passes the failure on", async () => {
    await expect(runExclusively(first.db, "failing", () => Promise.reject(new Error("disk full")))).rejects.toThrow("disk full");
    expect(await runExclusively(second.db, "failing", async () => {})).toBe(true);
  });
});
