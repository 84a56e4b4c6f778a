/**
 * Issue 22, point 4: start-up and its faults, on the real server process. A port in use gives one
 * clear line, exit 1 and no PostgreSQL started (issue 39: checked first); so does a DATA_DIR that
 * cannot be written; a request body that drips in is cut after REQUEST_TIMEOUT_SECONDS; a DATABASE_URL server that is down is named
 * and waited for (DATABASE_WAIT_SECONDS); a log that cannot be written (a closed pipe, a full
 * disk) does not end the server. Run once, in the default project: they start their own databases.
 */
import { type ChildProcess, execFileSync, spawn, type StdioOptions } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startPostgresServer } from "./testing/postgres-server";
import { TEST_PASSWORD_COST } from "./testing/password-cost";
import { serverNodeArgs } from "./testing/server-process";
import { testServerUrl } from "./testing/test-database";

const serverDir = path.resolve(import.meta.dirname, "..");
/** Ports of this file's own (the range for this work): the log tests must know the port without reading the log. */
const PORTS = { taken: 3344, downDatabase: 3345, fullDisk: 3346, slowClient: 4603 };

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function temporaryDirectory() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-start-faults-"));
  cleanups.push(() => fs.rmSync(directory, { recursive: true, force: true }));
  return directory;
}

/** The real server (serverNodeArgs), in a process group of its own. */
function startServer(env: Record<string, string>, stdio: StdioOptions = "pipe") {
  const child = spawn(process.execPath, serverNodeArgs(), {
    cwd: serverDir,
    detached: true,
    stdio,
    env: { PATH: process.env.PATH, NODE_ENV: "development", PORT: "0", DATA_DIR: temporaryDirectory(), ...TEST_PASSWORD_COST, ...env },
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, output: () => output, exited };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; !(await condition()); ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const healthy = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (response) => response.status === 200,
    () => false,
  );

/** Processes whose command line names `text` (a PostgreSQL serving a DATA_DIR names its directory). */
function processesNaming(text: string) {
  return fs.readdirSync("/proc").filter((entry) => {
    try {
      return /^\d+$/.test(entry) && fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(text);
    } catch {
      return false;
    }
  });
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

describe.skipIf(Boolean(testServerUrl()))("start-up faults", () => {
  it("says in one line that the port is in use, exits 1 and stops its embedded PostgreSQL", async () => {
    const occupant = net.createServer().listen(PORTS.taken);
    cleanups.push(() => occupant.close());
    await new Promise((resolve) => occupant.once("listening", resolve));
    const dataDir = temporaryDirectory();
    const server = startServer({ PORT: String(PORTS.taken), DATA_DIR: dataDir });

    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Port ${PORTS.taken} is already in use; set PORT to another port.\n`);
    expect(server.output()).not.toMatch(/Unhandled 'error' event|\n\s+at /);
    expect(processesNaming(path.join(dataDir, "postgres"))).toEqual([]);
    // Checked first (issue 39): no database was started, let alone migrated.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it("says in one line that DATA_DIR cannot be written (a read-only disk), and exits 1", async () => {
    const dataDir = temporaryDirectory();
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", dataDir], { stdio: "pipe" });
    } catch (error) {
      console.warn(`*** SKIPPED: mounting a read-only tmpfs needs root: ${(error as Error).message.split("\n")[0]} ***`);
      return;
    }
    cleanups.push(() => execFileSync("umount", ["--lazy", dataDir]));
    const server = startServer({ DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toBe(`DATA_DIR ${dataDir} cannot be written: read-only file system (EROFS). Set DATA_DIR to a folder this user may write to.\n`);
  }, 60_000);

  it("answers 408 and closes the connection of a client whose request body drips in for longer than REQUEST_TIMEOUT_SECONDS", async () => {
    const server = startServer({ PORT: String(PORTS.slowClient), REQUEST_TIMEOUT_SECONDS: "2" });
    await until(() => server.output().includes("Ready on") || !isRunning(server.child), "the server to start");
    const socket = net.connect(PORTS.slowClient, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
    await new Promise((resolve) => socket.once("connect", resolve));
    const started = Date.now();
    socket.write("POST /api/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n");
    // A byte every 200 ms: the connection never goes idle, the body never ends.
    const drip = setInterval(() => socket.writable && socket.write(" "), 200);
    const closedAfterMs = (await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 15_000))])) - started;
    clearInterval(drip);
    socket.destroy();
    console.warn(`a dripping request body was cut after ${closedAfterMs} ms with ${JSON.stringify(answer.split("\r\n")[0])}`);
    expect(closedAfterMs).toBeGreaterThanOrEqual(2_000);
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(isRunning(server.child)).toBe(true);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 60_000);

  it("names the connection problem of a DATABASE_URL server that is down, waits for it, and gives up with exit 1", async () => {
    const server = startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${PORTS.downDatabase}/postgres`, DATABASE_WAIT_SECONDS: "2" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `The database is not reachable (connect ECONNREFUSED 127.0.0.1:${PORTS.downDatabase}); trying again for up to 2 s (DATABASE_WAIT_SECONDS).\n`,
    );
    expect(server.output()).toContain("The database is still not reachable (connect ECONNREFUSED");
    expect(server.output()).not.toContain("Failed query");
  }, 60_000);

  it("starts once the DATABASE_URL server it waits for comes up", async () => {
    const server = startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${PORTS.downDatabase}/postgres` });
    await until(() => server.output().includes("The database is not reachable"), "the waiting line");
    const database = await startPostgresServer({ directory: path.join(temporaryDirectory(), "cluster"), port: PORTS.downDatabase });
    cleanups.push(() => database.stop());
    await until(() => server.output().includes("Ready on"), "the server to start");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 90_000);

  it("keeps serving when its log cannot be written: a full disk (ENOSPC)", async () => {
    const full = fs.openSync("/dev/full", "w");
    cleanups.push(() => fs.closeSync(full));
    const server = startServer({ PORT: String(PORTS.fullDisk) }, ["ignore", full, full]);
    await until(() => !isRunning(server.child) || healthy(PORTS.fullDisk), "the server to answer");
    // Every request writes a log line; the first start prints the admin's password too.
    for (let request = 0; request < 20; request += 1) await fetch(`http://127.0.0.1:${PORTS.fullDisk}/api/reviews`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isRunning(server.child)).toBe(true);
    expect(await healthy(PORTS.fullDisk)).toBe(true);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 90_000);

  it("keeps serving when its log cannot be written: the reader of its output is gone (EPIPE)", async () => {
    const server = startServer({});
    await until(() => server.output().includes("Ready on") || !isRunning(server.child), "the server to start");
    const origin = /Ready on (\S+) \(listening on port (\d+)/.exec(server.output());
    const port = Number(origin?.[2]);
    server.child.stdout!.destroy();
    server.child.stderr!.destroy();
    for (let request = 0; request < 20; request += 1) await fetch(`http://127.0.0.1:${port}/api/reviews`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isRunning(server.child)).toBe(true);
    expect(await healthy(port)).toBe(true);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 90_000);
});
