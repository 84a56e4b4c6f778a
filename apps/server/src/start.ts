/**
 * The entry of the compiled server (`npm run serve`). It starts the embedded PostgreSQL first and
 * loads the rest of the server while that comes up: a first start initialises the cluster, which
 * takes most of a second. index.ts then joins the cluster already starting.
 */
import { embeddedDirectory, startEmbeddedPostgres } from "./db/embedded-postgres";
import { parseEnv } from "./env";
import { dataDirProblem, portProblem } from "./start-up-checks";

try {
  const env = parseEnv(process.env);
  // Failures surface again, with the server's own reporting, when index.ts opens the database; a
  // taken port or an unusable DATA_DIR is reported by index.ts before any database starts.
  if (!env.databaseUrl && !(await portProblem(env.port)) && !dataDirProblem(env.dataDir)) {
    startEmbeddedPostgres({ directory: embeddedDirectory(env.dataDir) }).catch(() => {});
  }
} catch {
  // index.ts reports an invalid configuration.
}
// One turn of the event loop: the start above reaches its first child process (cp, initdb or
// postgres), which then works in parallel with the synchronous loading of the server's code.
await new Promise((resolve) => setImmediate(resolve));
await import("./index");
