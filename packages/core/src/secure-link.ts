/** How long /recover shows 'Invalid Link' before returning to /auth (spec, member area §9). */
export const INVALID_LINK_REDIRECT_MS = 2000;

export type SecureLinkTarget = { kind: "none" } | { kind: "invalid" } | { kind: "redirect"; url: string };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * Decides where /recover may send the browser. Only absolute https links (http on a local
 * development host) whose host is the allowed domain or a subdomain of it qualify; the host is
 * compared after the browser's own URL parsing, so userinfo, backslashes, encoded dots and
 * look-alike suffixes cannot smuggle in another host.
 */
export function secureLinkTarget(link: string | null | undefined, allowedDomain: string): SecureLinkTarget {
  if (!link) return { kind: "none" };
  const domain = allowedDomain.trim().toLowerCase();
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { kind: "invalid" };
  }
  const protocolAllowed = url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(domain));
  if (!protocolAllowed || url.username || url.password || !domain) return { kind: "invalid" };
  const host = url.hostname;
  const hostAllowed = host === domain || host.endsWith(`.${domain}`);
  return hostAllowed ? { kind: "redirect", url: url.href } : { kind: "invalid" };
}
