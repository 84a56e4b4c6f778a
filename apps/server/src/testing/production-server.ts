import fs from "node:fs";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "../..");

/**
 * Node's arguments as `npm run serve` starts the built server (apps/server's `start` script: its
 * flags, then the bundle; of another checkout's apps/server with `directory`), read from package.json so that the benchmarks measure exactly what runs
 * in production and the flags have one home (docs/deploy/ssem@.service repeats them for systemd).
 */
export function productionServerArgs(directory = serverDir): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(directory, "package.json"), "utf8")) as { scripts: { start: string } };
  const [command, ...args] = scripts.start.trim().split(/\s+/);
  const bundle = args.pop();
  if (command !== "node" || !bundle?.endsWith(".js")) throw new Error(`apps/server's start script is not \`node [flags] bundle.js\`: ${scripts.start}`);
  return [...args, path.join(directory, bundle)];
}
