/**
 * `npm run backup -- [FILE] [--passphrase-file FILE]` and `npm run restore -- FILE [--force]
 * [--passphrase-file FILE]` (ADR 023), with the server's own environment (DATA_DIR, DATABASE_URL,
 * STORAGE and its S3 settings, BACKUP_PASSPHRASE). A backup works beside a running server; a restore
 * wants it stopped. The backup prints the archive's path as its last line, for scripts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { embeddedDirectory, runningClusterUrl, startEmbeddedPostgres } from "../db/embedded-postgres";
import { EnvError, parseEnv } from "../env";
import { openFileStorage } from "../files/storage/open-storage";
import { createBackup } from "./backup";
import { passphraseProblem } from "./encryption";
import { BackupError } from "./manifest";
import { refuseWhileInUse, restoreBackup } from "./restore";
import { archiveName } from "./scheduled";

const [command, ...args] = process.argv.slice(2);
/** npm runs this inside apps/server: a relative FILE means relative to where npm was started. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function parseArguments() {
  try {
    return parseArgs({ args, allowPositionals: true, options: { force: { type: "boolean" }, "passphrase-file": { type: "string" } } });
  } catch (error) {
    throw new BackupError((error as Error).message);
  }
}

/** The passphrase from --passphrase-file (its one line, without the line break) or else BACKUP_PASSPHRASE. */
function passphraseFrom(file: string | undefined, env: ReturnType<typeof parseEnv>): string | undefined {
  if (file === undefined) return env.backupPassphrase;
  let passphrase: string;
  try {
    passphrase = readFileSync(fromCaller(file), "utf8").replace(/\r?\n$/, "");
  } catch (error) {
    throw new BackupError(`The passphrase file cannot be read (${(error as Error).message})`);
  }
  const problem = passphraseProblem(passphrase);
  if (problem) throw new BackupError(`${file}: ${problem}`);
  return passphrase;
}

/**
 * The database the server would use: DATABASE_URL, the embedded one a running server holds, or the
 * embedded one started for this. A restore wants the server stopped: on a PostgreSQL server, no other
 * session may use the database (issue 39).
 */
async function withDatabase<T>(env: ReturnType<typeof parseEnv>, serverMayRun: boolean, use: (url: string) => Promise<T>): Promise<T> {
  if (env.databaseUrl) {
    if (!serverMayRun) await refuseWhileInUse(env.databaseUrl);
    return use(env.databaseUrl);
  }
  const directory = embeddedDirectory(env.dataDir);
  const running = runningClusterUrl(directory);
  if (running && !serverMayRun) throw new BackupError("The server is running on this DATA_DIR: stop it before restoring.");
  if (running) return use(running);
  const cluster = await startEmbeddedPostgres({ directory });
  try {
    return await use(cluster.url);
  } finally {
    await cluster.stop();
  }
}

/**
 * What DATA_DIR holds now; the returned function removes what was made there since (the embedded
 * cluster, the file share's folder), and DATA_DIR itself if it was not there: a refused or failed
 * restore leaves DATA_DIR as it was.
 */
function undoInDataDir(dataDir: string) {
  const before = existsSync(dataDir) ? new Set(readdirSync(dataDir)) : undefined;
  return async () => {
    if (!before) return rm(dataDir, { recursive: true, force: true });
    const made = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => !before.has(name)) : [];
    for (const name of made) await rm(path.join(dataDir, name), { recursive: true, force: true });
  };
}

async function main() {
  const env = parseEnv(process.env);
  const undoRestore = undoInDataDir(env.dataDir);
  const files = await openFileStorage(env.storage, env.dataDir);
  const { values, positionals } = parseArguments();
  const [named] = positionals;
  const passphrase = passphraseFrom(values["passphrase-file"], env);
  if (command === "backup") {
    if (!named && !env.backupDir) throw new BackupError("Name the archive (npm run backup -- FILE) or set BACKUP_DIR.");
    const output = named ? fromCaller(named) : path.join(env.backupDir!, archiveName(new Date(), { encrypted: Boolean(passphrase) }));
    const manifest = await withDatabase(env, true, (databaseUrl) => createBackup({ databaseUrl, files, output, passphrase }));
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(`Backed up ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files${passphrase ? ", encrypted with the passphrase" : ""}.\n`);
    process.stdout.write(`${output}\n`);
  } else if (command === "restore") {
    if (!named) throw new BackupError("Name the archive to restore: npm run restore -- FILE");
    const force = values.force ?? false;
    const manifest = await withDatabase(env, false, (databaseUrl) => restoreBackup({ databaseUrl, files, archive: fromCaller(named), force, passphrase })).catch(
      async (error: unknown) => {
        await undoRestore();
        throw error;
      },
    );
    process.stdout.write(`Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${manifest.files.length} files.\n`);
  } else {
    throw new BackupError("Usage: npm run backup -- [FILE] [--passphrase-file FILE] | npm run restore -- FILE [--force] [--passphrase-file FILE]");
  }
}

/** A system's error (a full disk, a missing file) is the operator's to fix: its one line says what, a stack trace would not. */
const isSystemError = (error: unknown) => error instanceof Error && /^E[A-Z]+$/.test(String((error as NodeJS.ErrnoException).code));

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof BackupError || error instanceof EnvError || isSystemError(error) ? (error as Error).message : error);
    process.exit(1);
  },
);
