import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { TEST_PASSWORD_COST } from "./password-cost";
import { productionServerArgs } from "./production-server";

const serverDir = path.resolve(import.meta.dirname, "../..");

/** What the server's bundle is compiled from: a file here changed after the bundle was made leaves it out of date. */
const bundleSources = [path.join(serverDir, "src"), path.resolve(serverDir, "../../packages/core/src"), path.join(serverDir, "scripts/build.ts"), path.join(serverDir, "package.json")];

/** When `entry` or anything below it last changed, leaving out tests and their helpers (this folder), which the bundle leaves out. */
function newestChange(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return entry.endsWith(".test.ts") ? 0 : stat.mtimeMs;
  if (entry === import.meta.dirname) return 0;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

let serverArgs: string[] | undefined;

/**
 * Node's arguments that start the real server from apps/server: the compiled build, as `npm run serve` starts it,
 * when there is one no older than the sources (`npm test` builds first); else the sources through tsx, so that an
 * edit is never tested against an older build. Under a test run's load the build is ready in 1-2 s, the sources
 * through tsx in 4-6 s (ADR 034).
 */
export function serverNodeArgs(): string[] {
  if (!serverArgs) {
    const bundle = productionServerArgs().at(-1)!;
    const current = fs.existsSync(bundle) && fs.statSync(bundle).mtimeMs >= Math.max(...bundleSources.map(newestChange));
    serverArgs = current ? productionServerArgs() : ["--import", "tsx", "src/index.ts"];
  }
  return serverArgs;
}

export type ServerProcess = {
  child: ChildProcess;
  /** Where it answers: loopback, which development admits (ADR 002's dev rule). */
  origin: string;
  /** Everything it printed, standard output and error together. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once it prints "Ready on"; fails with its output if it ends first or takes longer than `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  /** A signal to its whole process group: node and what it started (the embedded PostgreSQL's `sh` and postmaster). */
  signalGroup(signal: NodeJS.Signals): void;
};

/**
 * The real server (serverNodeArgs) in a process group of its own, for the tests of several processes (ADR 024)
 * and the failure tests that kill it, restart it and starve it. Node itself is the group's leader (no tsx
 * wrapper), so that a kill of `child.pid` is a kill of the server alone.
 */
export function spawnServer({ port, env }: { port: number; env: Record<string, string> }): ServerProcess {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverNodeArgs(), {
    cwd: serverDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { PATH: process.env.PATH, NODE_ENV: "development", PORT: String(port), PUBLIC_URL: origin, ...TEST_PASSWORD_COST, ...env },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    origin,
    output: () => output,
    exited,
    async ready(timeoutMs = 60_000) {
      for (const deadline = Date.now() + timeoutMs; !output.includes("Ready on"); ) {
        if (!running()) throw new Error(`the server ended before it was ready:\n${output}`);
        if (Date.now() > deadline) throw new Error(`the server was not ready after ${timeoutMs} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    signalGroup(signal) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // The group has ended already.
      }
    },
  };
}

/** Signs in at `origin` (a process or the proxy in front of it), as a page of `publicUrl` does. */
export const signIn = (origin: string, publicUrl: string, email: string, password: string) =>
  fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: publicUrl },
    body: JSON.stringify({ email, password }),
  });

/** The session cookie a successful sign-in set, ready for a Cookie header. */
export const sessionCookie = (signedIn: Response) =>
  signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

/** Signs in through the real endpoint; the session cookie, which stays valid across restarts (sessions are rows). */
export async function signInCookie(origin: string, { email, password }: { email: string; password: string }) {
  const response = await signIn(origin, origin, email, password);
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}: ${await response.text()}`);
  return sessionCookie(response);
}
