import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./context";

/** The address the TCP connection comes from; "unknown" when the request did not arrive over a socket. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * The caller's IP for rate limiting. Without a configured proxy it is the socket address, so a
 * client cannot choose it. Behind TRUST_PROXY=n proxies, each proxy appends the address it saw to
 * X-Forwarded-For, so the n-th entry from the end is the one the outermost trusted proxy saw;
 * earlier entries are the client's to forge.
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.var.deps.env.trustedProxies;
  if (hops === 0) return socketAddress(c);
  const entries = (c.req.header("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  return entries.at(-hops) ?? entries[0] ?? socketAddress(c);
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether the request was made on this machine: the socket's address is a loopback address and
 * nothing says it was relayed. A header can only take this away, never grant it, and behind a
 * configured proxy every request counts as relayed.
 */
export function isLocalRequest(c: Context<AppEnv>): boolean {
  if (c.var.deps.env.trustedProxies > 0) return false;
  if (c.req.header("x-forwarded-for") !== undefined || c.req.header("forwarded") !== undefined) return false;
  return LOOPBACK.test(socketAddress(c));
}
