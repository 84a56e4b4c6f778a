import { errorChain } from "./db/error-chain";

/**
 * A tiny structured logger. Callers pass only technical facts (paths, statuses, ids, error
 * names): personal data such as e-mail addresses never goes in, as Swiss data protection expects.
 */
export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

type Sink = { write(text: string): unknown };

/**
 * Serving must not depend on the log being writable: a write to a closed pipe (EPIPE) or to a
 * full disk (ENOSPC) makes the stream emit an error, which without a listener would end the
 * server and its embedded PostgreSQL. Such lines are lost; everything else goes on. This covers
 * every writer of the process: the logger, console.log and the PostgreSQL output passed on.
 */
export function keepServingWhenLogsFail() {
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);
}

/**
 * Info lines (one per request) are gathered and written once per turn of the event loop: writes
 * to a pipe or file are synchronous in Node, and one per request cost the server a quarter of its
 * time under load (bench:api). Warnings and errors go out at once, after the info lines before
 * them, and whatever is gathered is written before the process exits.
 */
export function createLogger(options: { silent?: boolean; out?: Sink; err?: Sink } = {}): Logger {
  const { out = process.stdout, err = process.stderr } = options;
  let gathered = "";
  const flush = () => {
    if (!gathered) return;
    const text = gathered;
    gathered = "";
    out.write(text);
  };
  if (!options.silent) process.once("exit", flush);

  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (options.silent) return;
    const line = `${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`;
    if (level === "info") {
      if (!gathered) setImmediate(flush);
      gathered += line;
      return;
    }
    flush();
    err.write(line);
  };
  return {
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
  };
}

/**
 * What a log line may say about a caught error: its name and, for a database error, its SQLSTATE
 * code. Never the message: the driver's quotes the offending values, and Drizzle's wrapper quotes
 * the query's parameters (addresses, token hashes), which may be personal data or secrets.
 */
export function errorFields(error: unknown): { error: string; code?: string } {
  if (!(error instanceof Error)) return { error: "unknown" };
  const code = errorChain(error)
    .map((candidate) => (candidate as { code?: unknown }).code)
    .find((value) => typeof value === "string");
  return { error: error.name, ...(typeof code === "string" && { code }) };
}
