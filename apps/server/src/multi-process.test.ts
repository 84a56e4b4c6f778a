/**
 * Issue 25: two real server processes on one PostgreSQL server (DATABASE_URL), started at the same
 * moment on an empty database, as behind a load balancer. Only in the "postgres" project: the
 * embedded database belongs to one process.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { sampleEvent } from "@ssem/core/samples";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { userRoles } from "./db/schema";
import { eachMigrationOnce, timesEachMigrationApplied } from "./testing/migration-journal";
import { type ServerProcess, sessionCookie, signIn, spawnServer } from "./testing/server-process";
import { createScratchDatabase, testServerUrl } from "./testing/test-database";

/** This work's own ports (3910-3919). */
const PORTS = [3910, 3911] as const;
/** What both share, as behind nginx: the address the site is reached at. */
const PUBLIC_URL = `http://localhost:${PORTS[0]}`;

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function startServer(port: number, env: Record<string, string>) {
  const server = spawnServer({ port, env: { PUBLIC_URL, ...env } });
  cleanups.push(() => server.signalGroup("SIGKILL"));
  return server;
}

describe.runIf(testServerUrl())("two server processes on one PostgreSQL server", () => {
  it("come up together, migrate once, make one admin, and share sessions, rate limits and events", async () => {
    const scratch = await createScratchDatabase(testServerUrl()!);
    cleanups.push(scratch.drop);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-two-processes-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // One DATA_DIR for both: the file share must be one shared folder.
    const servers = PORTS.map((port) => startServer(port, { DATABASE_URL: scratch.url, DATA_DIR: dataDir }));
    await Promise.all(servers.map((server) => server.ready()));
    const [a, b] = servers as [ServerProcess, ServerProcess];

    const database = await openDatabase({ databaseUrl: scratch.url });
    cleanups.push(() => database.close());
    expect(await timesEachMigrationApplied(database.db)).toEqual(eachMigrationOnce);
    for (const server of servers) expect(server.output()).not.toMatch(/"level":"error"|failed/i);

    // Exactly one admin, and only the process that made it prints its password.
    expect(await database.db.select().from(userRoles).where(eq(userRoles.role, "admin"))).toHaveLength(1);
    const printed = servers.map((server) => /password: (\S+)/.exec(server.output())?.[1]).filter(Boolean);
    expect(printed).toHaveLength(1);

    // A session made on one process is valid on the other.
    const signedIn = await signIn(a.origin, PUBLIC_URL, "admin@example.org", printed[0]!);
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn);
    const me = await fetch(`${b.origin}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);

    // Rate limits are counted in the database: an account's five free attempts and a sixth (which
    // starts the growing delay) spread over both, the next one waits on either; each process alone saw three.
    for (const server of [a, b, a, b, a, b]) expect((await signIn(server.origin, PUBLIC_URL, "nobody@example.org", "wrong-password")).status).toBe(401);
    expect((await signIn(a.origin, PUBLIC_URL, "nobody@example.org", "wrong-password")).status).toBe(429);

    // An event created through one process shows in the other's list at once, though it had the list cached.
    const title = `Two-process test event ${Date.now()}`;
    expect(await (await fetch(`${b.origin}/api/events`)).text()).not.toContain(title);
    const created = await fetch(`${a.origin}/api/admin/events`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL, cookie },
      body: JSON.stringify({ ...sampleEvent, title }),
    });
    expect(created.status).toBe(201);
    await expect.poll(async () => (await (await fetch(`${b.origin}/api/events`)).text()).includes(title), { timeout: 5_000 }).toBe(true);
  }, 55_000);
});
