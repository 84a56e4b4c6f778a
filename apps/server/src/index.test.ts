import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD_COST } from "./testing/password-cost";
import { serverNodeArgs } from "./testing/server-process";
import { createScratchDatabase, testServerUrl } from "./testing/test-database";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-start-"));

type Started = { child: ChildProcess; output: () => string; origin: string };

/** Every server this file started; a failed test must not leave one running. */
const children = new Set<ChildProcess>();

/** Starts the real server process the way `npm start` does and waits for its ready line. */
async function startServer(extraEnv: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, serverNodeArgs(), {
    cwd: serverDir,
    // Its own process group, so that cleanup reaches what it started too.
    detached: true,
    // Port 0: the system picks a free one, so parallel test projects never collide.
    env: { PATH: process.env.PATH, PORT: "0", DATA_DIR: dataDir, NODE_ENV: "development", ...TEST_PASSWORD_COST, ...databaseEnv, ...extraEnv },
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

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function stop({ child }: Started): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

/** The embedded PostgreSQL under DATA_DIR, or in the PostgreSQL project a fresh database on that server. */
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
    expect(first.output()).toContain(`database: ${databaseEnv.DATABASE_URL ? "postgres" : "embedded"}`);
    expect(first.output()).toMatch(/First start: sign in as admin/);
    const password = /password: (\S+)/.exec(first.output())?.[1];
    expect(password).toBeTruthy();
    expect(first.output()).toContain("Dev mailbox is on");
    expect(first.output()).toContain("readable from this machine (loopback) and by signed-in admins");

    const health = await fetch(`${first.origin}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    const signIn = await fetch(`${first.origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.origin },
      body: JSON.stringify({ email: "admin@example.org", password }),
    });
    expect(signIn.status).toBe(200);

    // An open review stream (SSE) ends with the server instead of holding it until the forced exit (code 1, after 10 s).
    const stream = await fetch(`${first.origin}/api/reviews/stream`);
    await stream.body!.getReader().read();
    const stoppingAt = Date.now();
    expect(await stop(first)).toBe(0);
    expect(Date.now() - stoppingAt).toBeLessThan(5000);
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

  it.skipIf(Boolean(testServerUrl()))(
    "keeps every acknowledged write through kill -9 of the server, and of its database too, and starts again on its own",
    async () => {
      const admin = { ADMIN_EMAIL: "chair@example.org", ADMIN_PASSWORD: "kill-nine-test-password" };
      const postmasterPid = () => Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
      const killServer = (started: Started) => process.kill(-started.child.pid!, "SIGKILL");
      async function signedInWrite(started: Started, firstName: string) {
        const signIn = await fetch(`${started.origin}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: started.origin },
          body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
        });
        expect(signIn.status).toBe(200);
        const cookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
        const update = await fetch(`${started.origin}/api/me/profile`, {
          method: "PATCH",
          headers: { "content-type": "application/json", origin: started.origin, cookie },
          body: JSON.stringify({ firstName, lastName: "Kill" }),
        });
        expect(update.status).toBe(200);
        return cookie;
      }
      async function firstNameSeenWith(started: Started, cookie: string) {
        const response = await fetch(`${started.origin}/api/me/profile`, { headers: { cookie } });
        expect(response.status).toBe(200);
        return ((await response.json()) as { firstName: string }).firstName;
      }

      // The server alone is killed: its database stops by itself and the next start finds it all.
      const first = await startServer(admin);
      const firstCookie = await signedInWrite(first, "Before");
      const orphan = postmasterPid();
      killServer(first);
      await expect.poll(() => isRunning(orphan), { timeout: 15_000 }).toBe(false);

      // Server and the supervisor of its database are killed: the orphaned database is stopped by the next start.
      const second = await startServer(admin);
      expect(await firstNameSeenWith(second, firstCookie)).toBe("Before");
      const secondCookie = await signedInWrite(second, "Between");
      const orphaned = postmasterPid();
      const supervisor = Number(execFileSync("ps", ["-o", "ppid=", "-p", String(orphaned)], { encoding: "utf8" }));
      // Its pipe reader too (the supervisor's other child), which would otherwise stop the orphan itself.
      const reader = execFileSync("pgrep", ["-P", String(supervisor)], { encoding: "utf8" }).split("\n").map(Number).filter((pid) => pid && pid !== orphaned);
      for (const pid of [supervisor, ...reader]) process.kill(pid, "SIGKILL");
      killServer(second);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(isRunning(orphaned)).toBe(true);

      // Server and database are killed at the same instant: PostgreSQL recovers from its log.
      const third = await startServer(admin);
      expect(await firstNameSeenWith(third, secondCookie)).toBe("Between");
      const thirdCookie = await signedInWrite(third, "After");
      process.kill(postmasterPid(), "SIGKILL");
      killServer(third);

      const fourth = await startServer(admin);
      for (const cookie of [firstCookie, secondCookie, thirdCookie]) expect(await firstNameSeenWith(fourth, cookie)).toBe("After");
      expect(await stop(fourth)).toBe(0);
    },
    120_000,
  );

  it.skipIf(Boolean(testServerUrl()))("refuses to take over the database of a server still running on the same DATA_DIR", async () => {
    const running = await startServer();
    const second = spawn(process.execPath, serverNodeArgs(), {
      cwd: serverDir,
      env: { PATH: process.env.PATH, PORT: "0", DATA_DIR: dataDir, NODE_ENV: "development", ...TEST_PASSWORD_COST },
    });
    let output = "";
    second.stderr.on("data", (chunk) => (output += chunk));
    second.stdout.on("data", (chunk) => (output += chunk));
    expect(await new Promise((resolve) => second.once("exit", resolve))).toBe(1);
    expect(output).toContain("is in use by another running server");
    expect((await fetch(`${running.origin}/api/health`)).status).toBe(200);
    expect(await stop(running)).toBe(0);
  }, 120_000);

  it("refuses to start in production without its required settings, saying which", async () => {
    const child = spawn(process.execPath, serverNodeArgs(), {
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
