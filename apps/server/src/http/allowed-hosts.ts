import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "../env";
import { errorResponse } from "./errors";

/** Names that only this machine can reach the server under: a page elsewhere cannot make a browser send them. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The host name a request was sent to, lower case, without port or trailing dot. @hono/node-server
 * builds the request's URL from the Host header (HTTP/2: :authority) and refuses a malformed one.
 */
export function requestHostName(c: Context): string {
  const url = c.req.url;
  const start = url.indexOf("//") + 2;
  const end = url.indexOf("/", start);
  const authority = url.slice(start, end === -1 ? undefined : end).toLowerCase();
  return authority.replace(/:\d*$/, "").replace(/\.$/, "");
}

/** Whether the request names this machine's loopback (localhost, 127.0.0.1, [::1]). */
export const isLoopbackHost = (c: Context) => LOOPBACK_HOSTS.includes(requestHostName(c));

/**
 * Answers only requests sent to a name of this server: PUBLIC_URL's host, ALLOWED_HOSTS, or, outside
 * production, a loopback name (the architecture's contract). A page on another domain whose DNS name
 * is rebound to this server's address reaches it with that domain in Host; without this check it
 * could read and change everything a local visitor can (a server on a developer's machine first of
 * all). In production a local health check names the server by PUBLIC_URL's host, or ALLOWED_HOSTS
 * lists `localhost`. Behind a proxy, the Host the proxy forwards is the one checked. 421 Misdirected Request: the JSON
 * error format for the API, plain text for pages.
 */
export function refuseMisdirectedRequests(env: Pick<Env, "allowedHosts" | "isProduction">): MiddlewareHandler {
  const allowed = new Set([...env.allowedHosts, ...(env.isProduction ? [] : LOOPBACK_HOSTS)]);
  return (c, next) => {
    if (allowed.has(requestHostName(c))) return next();
    if (c.req.path.startsWith("/api/")) {
      return Promise.resolve(errorResponse(c, 421, { error: "This server does not answer to that host name.", code: "misdirected_request" }));
    }
    return Promise.resolve(c.text("Misdirected Request: this server does not answer to that host name.", 421));
  };
}
