import type { Locale } from "@ssem/core";

/**
 * Content in every language (issue 26). The English object is the shape the translations must match, so a missing
 * text is a type error; localized.test.ts checks that ids, links, proper names and list lengths agree as well.
 */
export type Localized<T> = Readonly<Record<Locale, T>>;

export function localized<T>(en: T, translations: Readonly<Record<Exclude<Locale, "en">, NoInfer<T>>>): Localized<T> {
  return { en, ...translations };
}
