/**
 * Compiles the server to JavaScript for production (`npm run serve`): no TypeScript loader at run
 * time, which saves about half a second of start-up and 90 MB of memory. Packages from
 * node_modules are compiled in with our own code (ADR 002), except those that load files of their
 * own at run time: native addons (@node-rs, pg-native), PGlite (its WebAssembly, needed only to
 * carry old data over) and pdfkit (its font metrics, read from beside its code).
 *
 * What the code imports with `import()` becomes a file of its own, read when first used and not at
 * every start (ADR 038): the S3 client, the bill drawing (pdfkit), the /events listing's renderer.
 *
 * The bundle sits at dist/server/index.js, as deep below apps/server as the sources are, so that
 * paths the code resolves from its own location (the web build) are the same in both.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { openDatabase } from "../src/db/client";
import { initdbCluster, startEmbeddedPostgres } from "../src/db/embedded-postgres";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(serverDir, "dist/server");

fs.rmSync(path.join(serverDir, "dist"), { recursive: true, force: true });
await build({
  // The worker threads (fees/worker-pool.ts: invoice PDFs, bank files) are files of their own beside the server.
  entryPoints: {
    index: path.join(serverDir, "src/start.ts"),
    "pdf-worker": path.join(serverDir, "src/fees/pdf-worker.ts"),
    "bank-file-worker": path.join(serverDir, "src/fees/bank-file-worker.ts"),
  },
  outdir: outDir,
  bundle: true,
  splitting: true,
  // Without comments and indentation: V8 keeps every loaded file's text for as long as the process runs
  // (9.4 MB of it before, 5.2 MB now), and the source map still names every line of the sources.
  minifyWhitespace: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // For reading a stack trace (`node --enable-source-maps`, ADR 038), not loaded in production; the map leaves out the sources
  // themselves, which Node would parse at every start for nothing: +54 MB of memory with them.
  sourcemap: true,
  sourcesContent: false,
  // React (the /events listing's renderer) chooses its build by NODE_ENV when loaded; the bundle is the production
  // server, so only React's production build goes in: 0.9 MB less to parse at every start (nothing else bundled reads it).
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: "warning",
  plugins: [
    {
      name: "external-packages",
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          // The S3 client too: loaded only with STORAGE=s3 (files/storage/open-storage.ts), it need not weigh on every start.
          /^(@node-rs|pg-native|@electric-sql\/pglite|pdfkit|@aws-sdk)/.test(args.path) ? { path: args.path, external: true } : undefined,
        );
      },
    },
  ],
});
// V8 keeps a file's text at one byte a character only while every character is Latin-1; one beyond (a ’ in a
// regular expression, which esbuild leaves as written) doubles the memory of the whole file.
for (const file of fs.readdirSync(outDir).filter((name) => name.endsWith(".js"))) {
  const text = fs.readFileSync(path.join(outDir, file), "utf8");
  const wide = /[^\0-\xff]/.exec(text);
  if (wide) throw new Error(`${file} holds ${JSON.stringify(wide[0])} (U+${wide[0].codePointAt(0)!.toString(16)}) at …${text.slice(wide.index - 60, wide.index + 20)}…: write it as an escape`);
}
// The migrator reads the SQL files beside the code at run time.
fs.cpSync(path.join(serverDir, "src/db/migrations"), path.join(outDir, "migrations"), { recursive: true });
// A fresh cluster for the embedded database to copy on its first start, migrated (see embedded-postgres.ts).
const template = path.join(outDir, "postgres-template");
try {
  await initdbCluster(template);
  const cluster = await startEmbeddedPostgres({ directory: template, durable: false });
  const database = await openDatabase({ databaseUrl: cluster.url });
  try {
    await database.migrate();
  } finally {
    await database.close();
    await cluster.stop();
  }
} catch (error) {
  fs.rmSync(template, { recursive: true, force: true });
  console.warn(`No embedded database template (first starts run initdb instead): ${(error as Error).message}`);
}
