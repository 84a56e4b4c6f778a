import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { TEST_PASSWORD_COST } from "./password-cost";

const serverDir = path.resolve(import.meta.dirname, "../..");

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
 * The real server (src/index.ts, as `npm run dev` runs it) in a process group of its own, for the
 * tests of several processes (ADR 024) and the failure tests that kill it, restart it and starve it. Node itself is the group's leader (no tsx
 * wrapper), so that a kill of `child.pid` is a kill of the server alone.
 */
export function spawnServer({ port, env }: { port: number; env: Record<string, string> }): ServerProcess {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
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
