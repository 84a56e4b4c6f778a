import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, testServerUrl } from "./testing/test-database";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-start-"));
const tsxBin = path.resolve(serverDir, "../../node_modules/.bin/tsx");

type Started = { child: ChildProcess; output: () => string; origin: string };

/** Every server this file started; a failed test must not leave one running. */
const children = new Set<ChildProcess>();

/** Starts the real server process the way `npm start` does and waits for its ready line. */
async function startServer(extraEnv: Record<string, string> = {}): Promise<Started> {
  const child = spawn(tsxBin, ["src/index.ts"], {
    cwd: serverDir,
    // Its own process group, so that cleanup reaches tsx's node child too.
    detached: true,
    // Port 0: the system picks a free one, so parallel test projects never collide.
    env: { PATH: process.env.PATH, PORT: "0", DATA_DIR: dataDir, NODE_ENV: "development", ...databaseEnv, ...extraEnv },
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (!output.includes("Ready on")) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const port = /listening on port (\d+)/.exec(output)?.[1];
  return { child, output: () => output, origin: `http://localhost:${port}` };
}

function stop({ child }: Started): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

/** Embedded PGlite under DATA_DIR, or in the PostgreSQL project a fresh database on that server. */
let databaseEnv: Record<string, string> = {};
let dropDatabase = async () => {};

beforeAll(async () => {
  const serverUrl = testServerUrl();
  if (!serverUrl) return;
  const scratch = await createScratchDatabase(serverUrl);
  databaseEnv = { DATABASE_URL: scratch.url };
  dropDatabase = scratch.drop;
});

afterAll(async () => {
  for (const child of children) if (child.pid) process.kill(-child.pid, "SIGKILL");
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the server process", () => {
  it("starts on a fresh DATA_DIR, prints how to sign in as admin once, and shuts down cleanly on SIGTERM", async () => {
    const first = await startServer();
    expect(first.output()).toMatch(/Ready on http:\/\/localhost:\d+/);
    expect(first.output()).toContain(`database: ${databaseEnv.DATABASE_URL ? "postgres" : "pglite"}`);
    expect(first.output()).toMatch(/First start: sign in as admin/);
    const password = /password: (\S+)/.exec(first.output())?.[1];
    expect(password).toBeTruthy();

    const health = await fetch(`${first.origin}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    const signIn = await fetch(`${first.origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.origin },
      body: JSON.stringify({ email: "admin@example.org", password }),
    });
    expect(signIn.status).toBe(200);

    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('"message":"shutting down"');
    await expect(fetch(`${first.origin}/api/health`)).rejects.toThrow();

    // A second start reuses the data: same admin, so no new password is printed.
    const second = await startServer();
    expect(second.output()).not.toMatch(/First start/);
    const again = await fetch(`${second.origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: second.origin },
      body: JSON.stringify({ email: "admin@example.org", password }),
    });
    expect(again.status).toBe(200);
    expect(await stop(second)).toBe(0);
  }, 120_000);

  it("refuses to start in production without its required settings, saying which", async () => {
    const child = spawn(tsxBin, ["src/index.ts"], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, PORT: "0", DATA_DIR: dataDir, NODE_ENV: "production" },
    });
    let output = "";
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("SESSION_SECRET");
    expect(output).toContain("SMTP_URL");
    expect(output).toContain("PUBLIC_URL");
  }, 60_000);
});
