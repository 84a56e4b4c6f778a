import { type Locale, localeOfPath } from "@ssem/core";
import { useLocation } from "react-router";

/** The reader's language: the one of the page's path, so the prerendered HTML and the browser agree (ADR 029). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
