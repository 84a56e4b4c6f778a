/**
 * Real server processes for tests of several processes on one PostgreSQL server (ADR 024): started
 * from the sources with tsx, each in its own process group so that a kill reaches tsx's node child too.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "../..");
const tsxBin = path.resolve(serverDir, "../../node_modules/.bin/tsx");

export type ServerProcess = {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Where it listens itself (not the proxy in front of it). */
  origin: string;
  /** SIGKILL to the whole group, if it still runs. */
  kill: () => void;
};

/** Starts `src/index.ts` on `port` in development mode; `env` adds to or overrides PORT, NODE_ENV and PATH. */
export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(tsxBin, ["src/index.ts"], {
    cwd: serverDir,
    detached: true,
    env: { PATH: process.env.PATH, NODE_ENV: "development", PORT: String(port), ...env },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
  };
  return { child, output: () => output, origin: `http://localhost:${port}`, kill };
}

/** Waits until the process says it is ready; fails with its output if it exits or takes too long. */
export async function ready({ child, output }: ServerProcess) {
  for (const deadline = Date.now() + 40_000; !output().includes("Ready on"); ) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs in at `origin` (a process or the proxy in front of it), as a page of `publicUrl` does. */
export const signIn = (origin: string, publicUrl: string, email: string, password: string) =>
  fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: publicUrl },
    body: JSON.stringify({ email, password }),
  });

/** The session cookie a successful sign-in set, ready for a Cookie header. */
export const sessionCookie = (signedIn: Response) => signedIn.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
