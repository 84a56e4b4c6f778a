import type { Locale } from "./paraglide/runtime.js";

/**
 * Each language named in itself, so that a reader finds theirs whatever the page's language: the language
 * switcher, the profile's "Language" select and the admin's person view. Apart from the profile's schemas, so that
 * the switcher on every public page does not bring zod with it (issue 26's script budget).
 */
export const languageNames: Record<Locale, string> = { en: "English", de: "Deutsch", fr: "Français", it: "Italiano" };
