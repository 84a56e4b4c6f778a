import { baseLocale, localeOfPath } from "@ssem/core";

/**
 * The entry of a shared detail module's data for the current URL. Several paths render the same
 * module (route-list.ts), so the module picks its data by pathname; a trailing slash is ignored.
 */
export function findByPath<T extends { path: string }>(entries: readonly T[], pathname: string): T {
  // Every language's page has the English path after its /de, /fr or /it prefix.
  const locale = localeOfPath(pathname);
  const unprefixed = locale === baseLocale ? pathname : pathname.slice(locale.length + 1) || "/";
  const path = unprefixed.length > 1 ? unprefixed.replace(/\/+$/, "") : unprefixed;
  const entry = entries.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`No content for ${pathname}`);
  return entry;
}
