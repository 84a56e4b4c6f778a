/**
 * `npm run backup -- [FILE]` and `npm run restore -- FILE [--force]` (ADR 023), with the server's
 * own environment (DATA_DIR, DATABASE_URL). A backup works beside a running server; a restore
 * wants it stopped. The backup prints the archive's path as its last line, for scripts.
 */
import path from "node:path";
import { embeddedDirectory, runningClusterUrl, startEmbeddedPostgres } from "../db/embedded-postgres";
import { EnvError, parseEnv } from "../env";
import { fileShareFolder } from "../storage/file-storage";
import { createBackup } from "./backup";
import { BackupError } from "./manifest";
import { restoreBackup } from "./restore";
import { archiveName } from "./scheduled";

const [command, ...args] = process.argv.slice(2);
/** npm runs this inside apps/server: a relative FILE means relative to where npm was started. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** The database the server would use: DATABASE_URL, the embedded one a running server holds, or the embedded one started for this. */
async function withDatabase<T>(env: ReturnType<typeof parseEnv>, serverMayRun: boolean, use: (url: string) => Promise<T>): Promise<T> {
  if (env.databaseUrl) return use(env.databaseUrl);
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

async function main() {
  const env = parseEnv(process.env);
  const filesFolder = fileShareFolder(env.dataDir);
  if (command === "backup") {
    const named = args.find((arg) => !arg.startsWith("--"));
    if (!named && !env.backupDir) throw new BackupError("Name the archive (npm run backup -- FILE) or set BACKUP_DIR.");
    const output = named ? fromCaller(named) : path.join(env.backupDir!, archiveName(new Date()));
    const manifest = await withDatabase(env, true, (databaseUrl) => createBackup({ databaseUrl, filesFolder, output }));
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(`Backed up ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files.\n`);
    process.stdout.write(`${output}\n`);
  } else if (command === "restore") {
    const named = args.find((arg) => !arg.startsWith("--"));
    if (!named) throw new BackupError("Name the archive to restore: npm run restore -- FILE");
    const force = args.includes("--force");
    const manifest = await withDatabase(env, false, (databaseUrl) => restoreBackup({ databaseUrl, filesFolder, archive: fromCaller(named), force }));
    process.stdout.write(`Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${manifest.files.length} files.\n`);
  } else {
    throw new BackupError("Usage: npm run backup -- [FILE] | npm run restore -- FILE [--force]");
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof BackupError || error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
