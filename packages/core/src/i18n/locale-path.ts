import { baseLocale, isLocale, type Locale } from "./paraglide/runtime.js";

/**
 * The language a page's path is in: English at today's paths, the others under /de, /fr and /it (issue 26). The
 * one place that reads a language from a path, so the web app, prerendering and the server agree.
 */
export function localeOfPath(pathname: string): Locale {
  const prefix = pathname.split("/")[1] ?? "";
  return prefix !== baseLocale && isLocale(prefix) ? prefix : baseLocale;
}
