import { isIPv6 } from "node:net";
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

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a trailing IPv4 part as two groups, a zone dropped). */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0]!;
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left, right] = text.split("::") as [string, string | undefined];
  const head = left ? left.split(":") : [];
  const tail = right ? right.split(":") : [];
  const groups = right === undefined ? head : [...head, ...Array<string>(8 - head.length - tail.length).fill("0"), ...tail];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * Who a client is for per-IP limits: an IPv4 address, or the /64 network of an IPv6 one. One IPv6
 * subscriber is given a whole /64 (often more) and can use a new address from it for every request,
 * so counting per address would let one person past every limit. An IPv4-mapped address counts as
 * the IPv4 address it carries.
 */
export function clientNetwork(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIpv4) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * The caller's address for per-IP limits, as clientNetwork counts it. Without a configured proxy it
 * is the socket address, so a client cannot choose it. Behind TRUST_PROXY=n proxies, each proxy
 * appends the address it saw to X-Forwarded-For, so the n-th entry from the end is the one the
 * outermost trusted proxy saw; earlier entries are the client's to forge.
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.var.deps.env.trustedProxies;
  if (hops === 0) return clientNetwork(socketAddress(c));
  const entries = (c.req.header("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  return clientNetwork(entries.at(-hops) ?? entries[0] ?? socketAddress(c));
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
