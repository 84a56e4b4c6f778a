import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { initdbCluster } from "../db/embedded-postgres";

/**
 * A PostgreSQL server of a test's own, on a TCP port like a DATABASE_URL server, that the test
 * may kill, freeze and start again. It runs the embedded engine's binaries (present wherever the
 * tests run), as the user `postgres` when the tests run as root (CI), like the embedded engine.
 */
export type PostgresServer = {
  url: string;
  /** The postmaster's process id while it runs. */
  pid(): number;
  start(): Promise<void>;
  /** kill -9 of the postmaster, as a crash would (its backends end by themselves; start() waits for them). */
  kill(): Promise<void>;
  /** A frozen database (a paused VM, a hung disk): see freezePostgres. */
  freeze(frozen: boolean): void;
  stop(): Promise<void>;
};

function postgresBinary() {
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.join(path.dirname(entry), "..", "native", "bin", "postgres");
}

/**
 * SIGSTOP (true) or SIGCONT (false) to a postmaster and every process it started. They are not
 * one process group: each backend makes a session of its own (setsid), so each gets the signal.
 * The postmaster stops first: one still running could fork a backend after the list below was
 * read, which would then serve its connection right through the freeze.
 */
export function freezePostgres(postmaster: number, frozen: boolean) {
  signal(postmaster, frozen);
  const children = fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false; // Ended meanwhile.
      }
    });
  for (const child of children) signal(Number(child), frozen);
}

function signal(pid: number, frozen: boolean) {
  try {
    process.kill(pid, frozen ? "SIGSTOP" : "SIGCONT");
  } catch {
    // Ended meanwhile.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startPostgresServer({ directory, port }: { directory: string; port: number }): Promise<PostgresServer> {
  // As root, the user postgres must pass through the test's private temporary directory.
  fs.chmodSync(path.dirname(directory), 0o711);
  await initdbCluster(directory);
  const { uid, gid } = fs.statSync(directory);
  const owner = process.getuid?.() === 0 ? { uid, gid } : {};
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;

  const isUp = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      return false;
    }
  };
  const server: PostgresServer = {
    url,
    pid: () => child!.pid!,
    async start() {
      // A killed postmaster's backends may hold its shared memory for a moment: try again briefly.
      for (let attempt = 0; ; attempt += 1) {
        const started = spawn(postgresBinary(), ["-D", directory, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "fsync=off"], {
          ...owner,
          stdio: "ignore",
        });
        for (let waited = 0; waited < 10_000 && started.exitCode === null; waited += 100) {
          if (await isUp()) {
            child = started;
            return;
          }
          await sleep(100);
        }
        if (attempt >= 50) throw new Error("the test's PostgreSQL server did not start");
        started.kill("SIGKILL");
        await sleep(100);
      }
    },
    async kill() {
      const killed = child!;
      const exited = new Promise((resolve) => killed.once("exit", resolve));
      killed.kill("SIGKILL");
      await exited;
    },
    freeze(frozen) {
      freezePostgres(child!.pid!, frozen);
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      freezePostgres(child.pid!, false);
      child.kill("SIGINT");
      await exited;
    },
  };
  await server.start();
  return server;
}
