import { localeOfPath, localizedPath, pathWithoutLocale } from "./i18n/locale-path";

/** The /auth query parameter that names the page to return to after signing in. */
export const RETURN_PARAM = "next";

/** Resolved against this made-up origin, a value that stays on it is a path of our own site. */
const probeOrigin = "https://return-path.invalid";

/**
 * Where /auth may send someone after they signed in: a path of this site, as the browser would
 * resolve it (pathname, query, fragment), or null. Refused: anything that is not a path from the
 * root (`https://…`, `javascript:…`, `evil.example`), a protocol-relative `//host`, backslashes and
 * control characters (browsers read `/\host` as `//host` and drop tabs and newlines, so `/\t/host`
 * would become one too), a path that resolves to `//host`, and /auth itself in any language (no loop). The value arrives decoded once from the query
 * string; what is still percent-encoded stays inside the path.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  // Resolving can make `//` of what looked harmless: `/.//evil.example` is the path `//evil.example`.
  if (url.origin !== probeOrigin || url.pathname.startsWith("//") || pathWithoutLocale(url.pathname) === "/auth") return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The sign-in page's address that returns to `path` afterwards, in the language of `path` (`/de/auth?next=…` from a
 * /de page); plain /auth from the sign-in pages themselves (/auth and /recover, in any language).
 */
export function signInPathFrom(path: string): string {
  const returnTo = safeReturnPath(path);
  const signIn = localizedPath("/auth", localeOfPath(path));
  return returnTo && pathWithoutLocale(new URL(returnTo, probeOrigin).pathname) !== "/recover" ? `${signIn}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : signIn;
}
