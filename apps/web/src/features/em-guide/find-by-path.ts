import { pathWithoutLocale } from "@ssem/core";

/**
 * The entry of a shared detail module's data for the current URL. Several paths render the same
 * module (route-list.ts), so the module picks its data by pathname, in any language (entries have the
 * English path); a trailing slash is ignored.
 */
export function findByPath<T extends { path: string }>(entries: readonly T[], pathname: string): T {
  const path = pathWithoutLocale(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const entry = entries.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`No content for ${pathname}`);
  return entry;
}
