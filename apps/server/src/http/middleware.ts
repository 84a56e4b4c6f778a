import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { Logger } from "../logger";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sends from another site. Browsers always send
 * Origin on such requests; clients without one (curl, server-to-server) are not a CSRF vector.
 * `exemptPaths` are compared exactly: endpoints other sites must reach by design, authorised by
 * a token in the request rather than by a cookie.
 */
export function refuseForeignOrigins(allowedOrigins: (requestUrl: string) => string[], { exemptPaths = [] as string[] } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPaths.includes(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const foreignOrigin = origin !== undefined && !allowedOrigins(c.req.url).includes(origin);
    if (foreignOrigin || fetchSite === "cross-site") {
      throw new ApiError(403, "foreign_origin", "Requests from other sites are not allowed.");
    }
    return next();
  };
}

/** One line per request: method, path without query string (it may carry addresses or tokens), status, time. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}

/**
 * Hono's compress, with `Vary: Accept-Encoding` set before the handler runs. Compress adds that
 * header after the handler otherwise, and adding a header to a finished response makes Hono
 * rebuild it as a stream: every JSON answer then took the slow way out, about a fifth of a small
 * request's time (bench:api profile of GET /api/health).
 */
export function compressResponses(): MiddlewareHandler {
  const compressed = compress();
  return (c, next) => {
    c.header("Vary", "Accept-Encoding");
    return compressed(c, next);
  };
}

/**
 * What the API answers is private unless a route says otherwise (issue 39): `no-store`, so that neither the browser
 * (a shared computer after sign-out) nor a proxy keeps a member's data. A route that chose a policy of its own keeps
 * it (ADR 011 lists them). Set on the finished response, as secureHeaders does, so that answers better-auth builds
 * as a Response of their own get it too.
 */
export function noStoreUnlessChosen(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "no-store");
  };
}
