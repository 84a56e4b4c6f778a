/**
 * The texts of the member's art. 25 page (issue 27) in every language (issue 26): what each category of the
 * personal-data map is, where it came from and, for a category the export leaves out, why. The English texts are
 * core's map (`personalDataCategories`), which the server's tests read too; each other language is a module of
 * its own, loaded with the privacy policy whose processing facts the page shows (legal.ts), since only the member
 * area's My Data page reads them. A category missing from a translation, or a `notExported` text the English
 * has not (or lacks), is a type error.
 */
import { type Locale, personalDataCategories, type PersonalDataCategoryId } from "@ssem/core";

type English = typeof personalDataCategories;

export type PersonalDataTexts = {
  readonly [Id in PersonalDataCategoryId]: { label: string; source: string } & ("notExported" extends keyof English[Id] ? { notExported: string } : { notExported?: never });
};

const english: PersonalDataTexts = personalDataCategories;

export const personalDataTexts: Readonly<Record<Locale, () => Promise<PersonalDataTexts>>> = {
  en: () => Promise.resolve(english),
  de: async () => (await import("./personal-data.de")).personalDataTexts,
  fr: async () => (await import("./personal-data.fr")).personalDataTexts,
  it: async () => (await import("./personal-data.it")).personalDataTexts,
};
