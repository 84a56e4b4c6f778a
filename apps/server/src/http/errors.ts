import type { ErrorBody, ErrorCode, ErrorIssue } from "@ssem/core";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { databaseFault, type DatabaseFault } from "../db/faults";
import { errorFields, type Logger } from "../logger";
import { StorageFullError, StorageUnavailableError } from "../files/storage/file-storage";
import type { AppDeps, AppEnv } from "./context";

/** A failure the caller can understand and act on; rendered as the architecture's JSON error format. */
export class ApiError extends Error {
  /** Seconds until trying again can succeed, sent as Retry-After (the 429s of the attempt limits). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
  }
}

export function validationError(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): ApiError {
  const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
  return new ApiError(400, "validation_failed", issues[0]?.message ?? "Invalid request", issues);
}

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ErrorBody) {
  return c.json(body, status);
}

/** The one answer for an API path that does not exist (or that the caller must not learn exists). */
export function noSuchEndpoint(c: Context) {
  return errorResponse(c, 404, { error: "There is no such API endpoint.", code: "not_found" });
}

/** Seconds a client should wait before it tries again while the database is away (ADR 002). */
export const RETRY_AFTER_SECONDS = 5;

const unavailableMessages: Record<DatabaseFault, string> = {
  unreachable: "The service is briefly unavailable. Please try again in a moment.",
  timeout: "The service is briefly unavailable. Please try again in a moment.",
  "disk full": "The service cannot save anything right now. Please try again later.",
};

/** The answer while the database is away or full: 503 with Retry-After, never a 500 (ADR 002). */
export function serviceUnavailable(c: Context, fault: DatabaseFault) {
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return errorResponse(c, 503, { error: unavailableMessages[fault], code: "service_unavailable" });
}

/**
 * The database outage an error shows, if it does, noted for the health check and logged once per
 * outage: one line per request would be thousands a second under load.
 */
export function noteDatabaseFault(deps: Pick<AppDeps, "databaseFaults" | "logger">, error: unknown, fields: Record<string, unknown>) {
  const fault = databaseFault(error);
  if (fault && deps.databaseFaults.record(fault)) deps.logger.warn("database unavailable", { fault, ...fields, ...errorFields(error) });
  return fault;
}

/**
 * Maps anything thrown in a handler to the JSON error format: a database or file storage outage is
 * a 503, unknown errors are a 500 and logged.
 */
export function handleError(logger: Logger) {
  return (err: Error, c: Context<AppEnv>) => {
    // The file storage's faults are the server's, and ones to wait out like any outage (ADR 014).
    if (err instanceof StorageFullError) return serviceUnavailable(c, "disk full");
    if (err instanceof StorageUnavailableError) {
      logger.warn("file storage unavailable", { path: c.req.path, reason: err.reason });
      return serviceUnavailable(c, "unreachable");
    }
    // deps is set by the app's first middleware; without it nothing has reached the database.
    const fault = c.var.deps ? noteDatabaseFault(c.var.deps, err, { path: c.req.path }) : undefined;
    if (fault) return serviceUnavailable(c, fault);
    if (err instanceof ApiError) {
      if (err.retryAfterSeconds !== undefined) c.header("Retry-After", String(err.retryAfterSeconds));
      return errorResponse(c, err.status, { error: err.message, code: err.code, ...(err.issues && { issues: err.issues }) });
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const known: Partial<Record<number, [ErrorCode, string]>> = {
        400: ["bad_request", "The request could not be read."],
        403: ["forbidden", "This request is not allowed."],
        413: ["payload_too_large", "The request is too large."],
      };
      const [code, message]: [ErrorCode, string] = known[status] ?? ["http_error", err.message || "The request failed."];
      return errorResponse(c, status, { error: message, code });
    }
    logger.error("unhandled error", { path: c.req.path, method: c.req.method, ...errorFields(err) });
    return errorResponse(c, 500, { error: "Something went wrong on our side. Please try again.", code: "internal_error" });
  };
}
