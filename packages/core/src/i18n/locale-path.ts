import { baseLocale, isLocale, type Locale } from "./paraglide/runtime.js";

/**
 * The language a page's path is in: English at today's paths, the others under /de, /fr and /it (issue 26). The
 * one place that reads a language from a path, so the web app, prerendering and the server agree.
 */
export function localeOfPath(pathname: string): Locale {
  const prefix = pathname.split("/")[1] ?? "";
  return prefix !== baseLocale && isLocale(prefix) ? prefix : baseLocale;
}

/** The path without its language prefix: the English page's path (`/de/about` → `/about`, `/de` → `/`). */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === baseLocale) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

/** The same page in `locale`: English at today's path, the others under their prefix (`/about` → `/de/about`, `/` → `/de`). */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = pathWithoutLocale(pathname);
  if (locale === baseLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
