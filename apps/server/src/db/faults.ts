import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { errorChain } from "./error-chain";

/**
 * What kind of database outage an error shows, if any: the one place that tells "the database is
 * away" (answer 503 and try again later) from a bug (500). Used by the API's error handler, the
 * health check and start-up.
 */
export type DatabaseFault = "unreachable" | "timeout" | "disk full";

/** Node's errors for a connection attempt that found no server (a stopped server, a removed Unix socket, no DNS). */
const CONNECT_ERRORS = new Set(["ECONNREFUSED", "ENOENT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ENOTFOUND"]);
/** Node's errors for a connection the server's side dropped (a killed backend) while a query was sent or awaited. */
const LOST_CONNECTION_ERRORS = new Set(["ECONNRESET", "EPIPE", "ETIMEDOUT"]);

function faultOf(error: { code?: unknown; syscall?: unknown; message?: unknown }): DatabaseFault | undefined {
  const code = typeof error.code === "string" ? error.code : "";
  // SQLSTATE classes: 53 insufficient resources (53100 disk full), 08 connection exception,
  // 57P01-57P03 the server shutting down, crashed or starting; 57014 a statement_timeout.
  if (code === "53100") return "disk full";
  if (code === "57014") return "timeout";
  if (code.startsWith("08") || code.startsWith("57P0") || code.startsWith("53")) return "unreachable";
  if (LOST_CONNECTION_ERRORS.has(code)) return "unreachable";
  if ((error.syscall === "connect" || error.syscall === "getaddrinfo") && CONNECT_ERRORS.has(code)) return "unreachable";
  // A Unix socket whose accept queue is full (a frozen postmaster accepts none, and every attempt
  // given up on stays queued) refuses connect() at once: the database does not answer in time.
  if (error.syscall === "connect" && code === "EAGAIN") return "timeout";
  const message = typeof error.message === "string" ? error.message : "";
  // node-postgres' and pg-pool's own errors carry no code, only these messages.
  if (/timeout exceeded when trying to connect|Query read timeout|connection timeout|^timeout expired$/i.test(message)) return "timeout";
  if (/^Connection terminated|Client has encountered a connection error|Connection ended unexpectedly/.test(message)) return "unreachable";
  return undefined;
}

export function databaseFault(error: unknown): DatabaseFault | undefined {
  for (const candidate of errorChain(error)) {
    const fault = faultOf(candidate as Error & { code?: unknown; syscall?: unknown });
    if (fault) return fault;
  }
  return undefined;
}

/**
 * A full disk shows only when the database writes: `select 1` still succeeds. So the health
 * check also reports a disk-full answer that a request got within the last `windowMs`.
 */
export type DatabaseFaults = {
  /** Notes a request's fault; true for the first one in `windowMs` (worth a log line, the rest are not). */
  record(fault: DatabaseFault): boolean;
  diskFullRecently(): boolean;
};

export function databaseFaults({ windowMs = 30_000, now = Date.now } = {}): DatabaseFaults {
  let diskFullAt = Number.NEGATIVE_INFINITY;
  let loggedAt = Number.NEGATIVE_INFINITY;
  return {
    record(fault) {
      const at = now();
      if (fault === "disk full") diskFullAt = at;
      if (at - loggedAt < windowMs) return false;
      loggedAt = at;
      return true;
    },
    diskFullRecently: () => now() - diskFullAt < windowMs,
  };
}

/** The health check's probe: resolves once the database answers a query at all. */
export async function databaseAnswers(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
