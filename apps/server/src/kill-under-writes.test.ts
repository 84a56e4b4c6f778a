/**
 * Issue 25, failure tests: the server killed with SIGKILL at random moments under mixed writes
 * (membership applications, reviews, file uploads, bank-file imports), ten rounds. After each kill
 * the server is started again as `npm run dev` would, with no step in between, and must come up
 * cleanly with every write it had acknowledged (rows and file bytes); a file in the share is whole
 * or absent, an import applied whole or not at all. On the embedded engine the kill also takes the
 * database with it, or leaves its postmaster running orphaned; on a PostgreSQL server
 * (api-postgres) only the server process dies. The seed is printed; RESILIENCE_SEED repeats a run.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sampleCamt054 } from "@ssem/core/camt-samples";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { embeddedDirectory } from "./db/embedded-postgres";
import { fileShareFolder } from "./files/storage/file-storage";
import { createScratchDatabase, testServerUrl } from "./testing/test-database";
import { type ServerProcess, signInCookie, spawnServer } from "./testing/server-process";

const ROUNDS = 10;
/** This work's ports (3940-3949): one per engine, as the two projects may run at once. */
const PORT = testServerUrl() ? 3941 : 3940;
const ADMIN = { email: "crash-admin@example.org", password: "crash-test-password" };
/** How long the writes run before the kill: long enough for uploads to be mid-stream, short enough for ten rounds. */
const LOAD_MS = { min: 300, max: 1_800 };
const WRITERS = 4;

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** mulberry32: a small seeded generator, so that a failing run's kill moments can be replayed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

type Kind = "application" | "review" | "upload" | "import";
/** One write sent to the server; `acknowledged` once a 2xx came back. */
type Write = { kind: Kind; round: number; key: string; acknowledged: boolean; sha256?: string; size?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The processes of an embedded cluster: its postmaster (from the lock file) and the `sh` that supervises it. */
function embeddedProcesses(dataDir: string) {
  try {
    const postmaster = Number(fs.readFileSync(path.join(embeddedDirectory(dataDir), "postmaster.pid"), "utf8").split("\n")[0]);
    const stat = fs.readFileSync(`/proc/${postmaster}/stat`, "utf8");
    return { postmaster, supervisor: Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) };
  } catch {
    return undefined;
  }
}

/** Mixed writes through the API until `stop`, each recorded with whether it was acknowledged. */
function writeUntilKilled(server: ServerProcess, cookie: string, random: () => number, round: number, writes: Write[]) {
  let running = true;
  let made = 0;
  const post = (requestPath: string, init: RequestInit) =>
    fetch(`${server.origin}${requestPath}`, {
      method: "POST",
      ...init,
      // TRUST_PROXY=1: each write from an address of its own, so the rate limits per address stay out of the way.
      headers: { origin: server.origin, cookie, "x-forwarded-for": `198.51.${round}.${made % 250}`, ...init.headers },
    });
  /** Answers that are neither an acknowledgement nor an outage's 503: bugs, reported at the round's end. */
  const refused: string[] = [];
  const send = async (write: Write, request: () => Promise<Response>) => {
    writes.push(write);
    let response: Response;
    let body: string;
    try {
      response = await request();
      body = await response.text();
    } catch {
      return; // The server died under the request: not acknowledged, which is all the test needs to know.
    }
    write.acknowledged = response.ok;
    if (!response.ok && response.status !== 503) refused.push(`${write.kind} ${write.key}: ${response.status} ${body}`);
  };
  const once = () => {
    made += 1;
    const key = `r${round}w${made}`;
    const choice = random();
    if (choice < 0.25) {
      return send({ kind: "application", key: `crash-${key}@example.org`, round, acknowledged: false }, () =>
        post("/api/membership-applications", {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            firstName: "Crash",
            lastName: key,
            field: "medicine",
            studentType: "student",
            yearOfCompletion: 2028,
            placeOfStudy: "Universität Bern",
            email: `crash-${key}@example.org`,
            phone: "+41 79 000 00 00",
            password: "crash-secret-1",
          }),
        }),
      );
    }
    if (choice < 0.5) {
      return send({ kind: "review", key: `Crash hospital ${key}`, round, acknowledged: false }, () =>
        post("/api/reviews", {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            country: "Switzerland",
            city: "Bern",
            hospital: `Crash hospital ${key}`,
            rotationType: "medical_students",
            timeOfRotation: "Spring 2026",
            rating: 4,
            experienceDescription: "Written while the server was being killed.",
            teaching: "Daily rounds.",
            leisureTime: "Staff house.",
            applicationInfo: "Elective office.",
          }),
        }),
      );
    }
    if (choice < 0.75) {
      // From 64 KiB to 3 MiB: the larger ones are often mid-stream when the kill comes.
      const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(64 * 1024 + Math.floor(random() * 3 * 1024 * 1024))]);
      const name = `crash-${key}.pdf`;
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)]), name);
      return send({ kind: "upload", key: name, round, acknowledged: false, sha256: sha256(bytes), size: bytes.length }, () => post("/api/files", { body: form }));
    }
    // Three credits no invoice matches: stored as unmatched payments, all three or none.
    const xml = sampleCamt054({
      version: "08",
      notifications: [
        [0, 1, 2].map((index) => ({
          accountServicerRef: `CRASH-${key}-${index}`,
          bookedOn: "2026-11-20",
          transactions: [{ amountRappen: 1000 + index, debtorName: `Crash payer ${key}` }],
        })),
      ],
    });
    return send({ kind: "import", key: `Crash payer ${key}`, round, acknowledged: false }, () =>
      post(`/api/admin/fees/bank-files?fileName=${encodeURIComponent(`crash-${key}.xml`)}`, { headers: { "content-type": "application/xml" }, body: xml }),
    );
  };
  const writers = Array.from({ length: WRITERS }, async () => {
    while (running) await once();
  });
  return async () => {
    running = false;
    await Promise.all(writers);
    return refused;
  };
}

/** What the database holds of the test's writes. */
async function storedRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const column = async (sql: string) => new Set((await client.query<{ key: string }>(sql)).rows.map((row) => row.key));
    const applications = await column(`select u.email as key from "user" u join membership_applications a on a.user_id = u.id where u.email like 'crash-%'`);
    const reviews = await column(`select hospital as key from clinical_rotation_reviews where hospital like 'Crash hospital %'`);
    const imports = (await client.query<{ key: string; credits: number }>(`select debtor_name as key, count(*)::int as credits from bank_transactions where debtor_name like 'Crash payer %' group by debtor_name`)).rows;
    return { application: applications, review: reviews, import: new Map(imports.map((row) => [row.key, row.credits])) };
  } finally {
    await client.end();
  }
}

/** Asserts that every acknowledged write is there, and that what is there is whole. */
async function checkWrites(writes: Write[], databaseUrl: string, folder: string, origin: string, cookie: string) {
  const rows = await storedRows(databaseUrl);
  const lost: string[] = [];
  for (const write of writes.filter((candidate) => candidate.acknowledged)) {
    const present =
      write.kind === "upload" ? fs.existsSync(path.join(folder, write.key)) : write.kind === "import" ? rows.import.has(write.key) : rows[write.kind].has(write.key);
    if (!present) lost.push(`${write.kind} ${write.key}`);
  }
  expect(lost, "acknowledged writes missing after the restart").toEqual([]);
  // An import is applied whole or not at all.
  for (const [payer, credits] of rows.import) expect(credits, payer).toBe(3);

  // Every file in the share is one that was sent, with all its bytes; half-written ones stay temporary (dot) files.
  const uploads = new Map(writes.filter((write) => write.kind === "upload").map((write) => [write.key, write]));
  const entries = fs.readdirSync(folder);
  const visible = entries.filter((entry) => !entry.startsWith("."));
  for (const name of visible) {
    const sent = uploads.get(name);
    expect(sent, `${name}: a file nobody uploaded`).toBeDefined();
    const bytes = fs.readFileSync(path.join(folder, name));
    expect({ name, size: bytes.length, sha256: sha256(bytes) }).toEqual({ name, size: sent!.size, sha256: sent!.sha256 });
  }
  // And the share as members see it lists exactly those.
  const listed = await fetch(`${origin}/api/files`, { headers: { cookie } });
  expect(listed.status).toBe(200);
  const { files } = (await listed.json()) as { files: Array<{ name: string; size: number }> };
  expect(files.map((file) => file.name).sort()).toEqual([...visible].sort());
  return { temporaryFiles: entries.length - visible.length };
}

type Engine = {
  env: Record<string, string>;
  dataDir: string;
  /** The database's URL while the server runs. */
  databaseUrl(): string;
  /** The ways to kill; a name each, for the printed summary. */
  kills: Array<{ name: string; kill(server: ServerProcess): void }>;
};

async function killRounds(engine: Engine) {
  const seed = Number(process.env.RESILIENCE_SEED) || Math.floor(Math.random() * 2 ** 31);
  console.warn(`kill -9 under writes: seed ${seed} (RESILIENCE_SEED=${seed} repeats it)`);
  const random = seededRandom(seed);
  const folder = fileShareFolder(engine.dataDir);
  const writes: Write[] = [];
  const start = async () => {
    const server = spawnServer({ port: PORT, env: { ...engine.env, DATA_DIR: engine.dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: "1" } });
    cleanups.push(() => server.signalGroup("SIGKILL"));
    const started = Date.now();
    await server.ready();
    return { server, startMs: Date.now() - started };
  };
  const summary: string[] = [];
  let { server, startMs } = await start();
  const cookie = await signInCookie(server.origin, ADMIN);

  for (let round = 1; round <= ROUNDS; round += 1) {
    const stop = writeUntilKilled(server, cookie, random, round, writes);
    const loadMs = LOAD_MS.min + Math.floor(random() * (LOAD_MS.max - LOAD_MS.min));
    await sleep(loadMs);
    const kill = engine.kills[Math.floor(random() * engine.kills.length)]!;
    kill.kill(server);
    await server.exited;
    expect(await stop(), "answers other than 2xx or 503").toEqual([]);

    ({ server, startMs } = await start());
    // Started cleanly: no error logged on the way up, and it says it is healthy.
    expect(server.output()).not.toMatch(/"level":"error"/);
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
    const { temporaryFiles } = await checkWrites(writes, engine.databaseUrl(), folder, server.origin, cookie);
    const thisRound = writes.filter((write) => write.round === round);
    summary.push(
      `round ${round}: killed (${kill.name}) after ${loadMs} ms with ${thisRound.length} writes sent, ${thisRound.filter((write) => write.acknowledged).length} acknowledged; ` +
        `restarted in ${startMs} ms; ${temporaryFiles} temporary upload files left hidden`,
    );
  }
  // Every acknowledged file can be downloaded whole through the API.
  for (const write of writes.filter((candidate) => candidate.kind === "upload" && candidate.acknowledged)) {
    const response = await fetch(`${server.origin}/api/files/${encodeURIComponent(write.key)}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(write.sha256);
  }
  const acknowledged = writes.filter((write) => write.acknowledged);
  const byKind = (kind: Kind) => `${acknowledged.filter((write) => write.kind === kind).length}/${writes.filter((write) => write.kind === kind).length}`;
  console.warn(
    [
      ...summary,
      `acknowledged of sent: applications ${byKind("application")}, reviews ${byKind("review")}, uploads ${byKind("upload")}, imports ${byKind("import")}; none lost`,
    ].join("\n"),
  );
  // Enough happened for the rounds to mean something.
  for (const kind of ["application", "review", "upload", "import"] as const) expect(acknowledged.some((write) => write.kind === kind), kind).toBe(true);

  server.child.kill("SIGTERM");
  expect(await server.exited).toEqual({ code: 0, signal: null });
}

function temporaryDirectory() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-kill-"));
  cleanups.push(() => fs.rmSync(directory, { recursive: true, force: true }));
  return directory;
}

/** The server alone: what a crash of node, an OOM kill or `kill -9` of its PID does. */
const killServer = { name: "the server", kill: (server: ServerProcess) => void server.child.kill("SIGKILL") };

describe.skipIf(Boolean(testServerUrl()))("kill -9 under mixed writes, on the embedded database", () => {
  it(`keeps every acknowledged write and starts again on its own, ${ROUNDS} rounds`, async () => {
    const dataDir = temporaryDirectory();
    const processes = () => embeddedProcesses(dataDir);
    // A postmaster orphaned by the last kill, should the test end before a start stopped it.
    cleanups.push(() => {
      const orphan = processes();
      if (orphan && fs.readFileSync(`/proc/${orphan.postmaster}/cmdline`, "utf8").includes("postgres")) process.kill(orphan.postmaster, "SIGKILL");
    });
    await killRounds({
      env: {},
      dataDir,
      // Its socket in the cluster's directory (runningClusterUrl would name it /proc/self/cwd when run as root).
      databaseUrl: () => `postgres://postgres@${encodeURIComponent(embeddedDirectory(dataDir))}:5432/postgres`,
      kills: [
        // Its supervisor sees the server gone and stops PostgreSQL (a fast shutdown).
        killServer,
        // A crash of everything (an OOM killer's spree, a container stopped hard): PostgreSQL's crash recovery at the next start.
        {
          name: "the server and its database",
          kill(server) {
            const database = processes();
            server.child.kill("SIGKILL");
            if (database) for (const pid of [database.supervisor, database.postmaster]) process.kill(pid, "SIGKILL");
          },
        },
        // The postmaster left running, orphaned: the next start must stop it first.
        {
          name: "the server and the database's supervisor, its postmaster left running",
          kill(server) {
            const database = processes();
            server.child.kill("SIGKILL");
            if (database) process.kill(database.supervisor, "SIGKILL");
            if (database && !fs.existsSync(`/proc/${database.postmaster}`)) throw new Error("the postmaster should have been left running");
          },
        },
      ],
    });
  }, 600_000);
});

describe.runIf(testServerUrl())("kill -9 under mixed writes, on a PostgreSQL server (DATABASE_URL)", () => {
  it(`keeps every acknowledged write and starts again on its own, ${ROUNDS} rounds`, async () => {
    const scratch = await createScratchDatabase(testServerUrl()!);
    cleanups.push(scratch.drop);
    await killRounds({ env: { DATABASE_URL: scratch.url }, dataDir: temporaryDirectory(), databaseUrl: () => scratch.url, kills: [killServer] });
  }, 600_000);
});
