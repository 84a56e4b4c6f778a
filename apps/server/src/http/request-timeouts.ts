import type { ServerOptions } from "node:http";
import type { Env } from "../env";

/** A request's headers come in one go from any real client. */
const HEADERS_TIMEOUT_MS = 20_000;

/**
 * Without a proxy in front, Node alone bounds how long a client may take to send its request: 300 s
 * by default, so that clients dripping their bodies hold connections (and file descriptors) for five
 * minutes each (issue 39). The headers must come within 20 s and the whole request, an upload
 * included, within REQUEST_TIMEOUT_SECONDS (120 s: FILE_SHARE_MAX_BYTES' 25 MB at 1.7 Mbit/s);
 * otherwise Node answers 408 and closes the connection. It looks every second, not every 30 s.
 * An answer may take as long as it needs (the review streams stay open).
 */
export function requestTimeouts(env: Pick<Env, "requestTimeoutMs">): ServerOptions {
  return { requestTimeout: env.requestTimeoutMs, headersTimeout: Math.min(HEADERS_TIMEOUT_MS, env.requestTimeoutMs), connectionsCheckingInterval: 1_000 };
}
