import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sampleReview } from "@ssem/core/samples";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { startPostgresServer } from "../../testing/postgres-server";
import { readEvents } from "../../testing/server-sent-events";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testServerUrl } from "../../testing/test-database";

/** Ports of this file's own, where nothing else listens. */
const PORTS = { downDatabase: 3343, restartedDatabase: 3347 };

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// Each needs no test database (theirs is away, or a server of their own): run once, in the default project.
describe.skipIf(Boolean(testServerUrl()))("GET /api/reviews/stream while the database is away", () => {
  it("ends the stream, and the server goes on (the process's first stream used to leave an unhandled rejection)", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const t = await createTestApp({}, { sharing: { databaseUrl: `postgres://postgres@127.0.0.1:${PORTS.downDatabase}/postgres` } });
      cleanups.push(() => t.close());
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

  it("gives a stream opened once the database is back every review added after it, even before the live events reconnect", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-review-stream-"));
    cleanups.push(() => fs.rmSync(directory, { recursive: true, force: true }));
    const server = await startPostgresServer({ directory: path.join(directory, "cluster"), port: PORTS.restartedDatabase });
    cleanups.push(() => server.stop());
    const migrating = await openDatabase({ databaseUrl: server.url });
    await migrating.migrate();
    await migrating.close();
    const t: TestApp = await createTestApp({}, { sharing: { databaseUrl: server.url } });
    cleanups.push(() => t.close());

    await server.kill();
    // The process's first stream meets the database away: the stream ends, the process's streams do not know where the changes stand.
    expect(await (await t.request("/api/reviews/stream?after=0")).text()).toBe("retry: 2000\n\n");
    // Away long enough that the live events wait seconds between attempts to listen again.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await server.start();

    const stream = await t.request("/api/reviews/stream?after=0");
    expect(stream.status).toBe(200);
    const added = await t.request("/api/reviews", { json: { ...sampleReview, hospital: "After the outage" }, from: "198.51.100.7" });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    // Its notification was sent while nobody listened; the live events' reconnection, within their longest wait, makes the streams catch up.
    const events = await readEvents(stream, (received) => received.some((e) => e.event === "review"), 15_000);
    expect(events.filter((e) => e.event === "review").map((e) => (JSON.parse(e.data) as { id: number }).id)).toEqual([id]);
  });
});
