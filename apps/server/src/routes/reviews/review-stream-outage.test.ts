import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testServerUrl } from "../../testing/test-database";

// Needs no database (it is the one that is away): run once, in the default project, on a port of this work's own where nothing listens.
describe.skipIf(Boolean(testServerUrl()))("GET /api/reviews/stream while the database is away", () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it("ends the stream, and the server goes on (the process's first stream used to leave an unhandled rejection)", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      t = await createTestApp({}, { sharing: { databaseUrl: "postgres://postgres@127.0.0.1:3343/postgres" } });
      const stream = await t.request("/api/reviews/stream");
      expect(stream.status).toBe(200);
      expect(await stream.text()).toBe("retry: 2000\n\n");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
      expect((await t.request("/api/reviews")).status).toBe(503);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
