import { type Locale, locales } from "@ssem/core";
import { informalItalianForms } from "@ssem/core/italian-register";
import { describe, expect, it } from "vitest";
import { aboutContent } from "./about";
import { airAmbulanceContent } from "./air-ambulance";
import { careerPathsContent } from "./career-paths";
import { contactContent } from "./contact";
import { coursesContent } from "./courses";
import { hubContent } from "./emergency-medicine-hub";
import { eventsIntro } from "./events";
import { homeContent } from "./home";
import { legalContent } from "./legal";
import type { Localized } from "./localized";
import { contentAwaitingReview } from "./needs-review";
import { peopleContent } from "./people";
import { personalDataTexts as italianPersonalData } from "./personal-data.it";
import { clinicalRotationsContent } from "./rotation-opportunities";
import { qualificationsContent } from "./specializations";
import { studentCoursesContent } from "./student-courses";
import { studentJobsContent } from "./student-jobs";
import { usefulToolsContent } from "./useful-tools";
import { voluntaryWorkContent } from "./voluntary-work";

/** Every content module's data in every language (issue 26). */
const modules: Record<string, Localized<unknown>> = {
  legal: Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, await legalContent[locale]()]))) as Localized<unknown>,
  about: aboutContent,
  "air-ambulance": airAmbulanceContent,
  "career-paths": careerPathsContent,
  contact: contactContent,
  courses: coursesContent,
  "emergency-medicine-hub": hubContent,
  events: eventsIntro,
  home: homeContent,
  people: peopleContent,
  "rotation-opportunities": clinicalRotationsContent,
  specializations: qualificationsContent,
  "student-courses": studentCoursesContent,
  "student-jobs": studentJobsContent,
  "useful-tools": usefulToolsContent,
  "voluntary-work": voluntaryWorkContent,
};

/**
 * Fields that are the same in every language: addresses, ids and flags, and the proper names of courses,
 * companies, tools, hospitals and places (the review board and the course slugs depend on them).
 */
const sameInEveryLanguage = new Set([
  "id",
  "slug",
  "path",
  "to",
  "href",
  "url",
  "website",
  "androidUrl",
  "iosUrl",
  "logo",
  "photo",
  "icon",
  "code",
  "kind",
  "hospital",
  "city",
  "country",
  "toBeConfirmed",
  "urlToBeConfirmed",
  "studentFriendly",
  "comingSoon",
  "contactEmail",
  "dateTime",
  "contactPerson",
  "rotationTypes",
  "housingProvided",
  "stipendProvided",
  "names",
]);

type Difference = string;

/** Where `other` differs from `english` in shape, or in a value every language shares. */
function differences(english: unknown, other: unknown, at: string): Difference[] {
  if (Array.isArray(english)) {
    if (!Array.isArray(other) || other.length !== english.length) return [`${at}: ${english.length} entries in English`];
    return english.flatMap((item, index) => differences(item, other[index], `${at}[${index}]`));
  }
  if (english !== null && typeof english === "object") {
    if (other === null || typeof other !== "object") return [`${at}: not an object`];
    const englishKeys = Object.keys(english).sort();
    if (JSON.stringify(englishKeys) !== JSON.stringify(Object.keys(other).sort())) return [`${at}: other fields than in English`];
    return englishKeys.flatMap((key) => {
      const [a, b] = [(english as Record<string, unknown>)[key], (other as Record<string, unknown>)[key]];
      if (sameInEveryLanguage.has(key) && JSON.stringify(a) !== JSON.stringify(b)) return [`${at}.${key}: ${JSON.stringify(b)}, in English ${JSON.stringify(a)}`];
      return differences(a, b, `${at}.${key}`);
    });
  }
  return typeof english === typeof other ? [] : [`${at}: ${typeof other}, in English ${typeof english}`];
}

/** The proper names in a module's English data (courses, companies, tools, providers): every language keeps them. */
const properNames: Record<string, (locale: Locale) => string[]> = {
  courses: (locale) => coursesContent[locale].map((course) => course.title),
  "student-courses": (locale) => [
    ...studentCoursesContent[locale].courses.map((course) => course.title),
    ...studentCoursesContent[locale].medventura.offers.map((offer) => offer.name),
    ...studentCoursesContent[locale].stewi.offers.map((offer) => offer.name),
  ],
  "student-jobs": (locale) => studentJobsContent[locale].companies.map((company) => company.title),
  "useful-tools": (locale) => [...usefulToolsContent[locale].apps, ...usefulToolsContent[locale].websites].map((tool) => tool.name),
  "air-ambulance": (locale) => airAmbulanceContent[locale].providers.names,
  "voluntary-work": (locale) => voluntaryWorkContent[locale].entries.filter((entry) => entry.path.endsWith("/humedica")).map((entry) => entry.title),
};

function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("content in four languages", () => {
  it.each(Object.keys(modules))("gives %s every language, with the English structure, links and names", (name) => {
    const content = modules[name]!;
    for (const locale of locales) {
      expect(content[locale], locale).toBeDefined();
      expect(differences(content.en, content[locale], locale), locale).toEqual([]);
    }
  });

  it.each(Object.keys(modules))('writes "ss", never "ß", in the Swiss German of %s', (name) => {
    expect(texts(modules[name]!.de).filter((text) => text.includes("ß"))).toEqual([]);
  });

  it.each(Object.keys(modules))('addresses the reader with the formal "Lei", never with "tu", in the Italian of %s', (name) => {
    expect(texts(modules[name]!.it).flatMap(informalItalianForms)).toEqual([]);
  });

  it('addresses the reader with the formal "Lei" in the Italian texts of the My Data page', () => {
    expect(texts(italianPersonalData).flatMap(informalItalianForms)).toEqual([]);
  });

  it.each(Object.keys(modules))("translates %s rather than repeating the English", (name) => {
    const names = new Set(properNames[name]?.("en"));
    const english = new Set(texts(modules[name]!.en).filter((text) => text.split(" ").length > 6 && !names.has(text)));
    for (const locale of locales.filter((candidate) => candidate !== "en")) {
      expect(texts(modules[name]![locale]).filter((text) => english.has(text)), locale).toEqual([]);
    }
  });

  it.each(Object.keys(properNames))("keeps the proper names of %s unchanged in every language", (name) => {
    const english = properNames[name]!("en");
    expect(english.length).toBeGreaterThan(0);
    for (const locale of locales) expect(properNames[name]!(locale), locale).toEqual(english);
  });

  it("keeps the names of institutions inside the translated texts", () => {
    for (const locale of locales) {
      for (const qualification of Object.values(qualificationsContent[locale])) expect(qualification.lead).toContain("SGNOR");
      for (const course of coursesContent[locale]) {
        if (!course.comingSoon) expect(course.detail.offeredBy).toMatch(/American|European|NAEMT/);
      }
    }
  });

  it("keeps placeholders marked in every language", () => {
    const marked = { en: /placeholder/i, de: /Platzhalter/, fr: /espace réservé/i, it: /segnaposto/i } as const;
    for (const locale of locales) {
      expect(homeContent[locale].sponsor.name).toMatch(marked[locale]);
      for (const partner of peopleContent[locale].partners) expect(partner.name).toMatch(marked[locale]);
      expect(usefulToolsContent[locale].apps.find((app) => app.name === "Quick EM")?.toBeConfirmed).toBe(true);
    }
  });
});

describe("the content awaiting a native speaker's review", () => {
  it("names only existing content modules, in the translated languages", () => {
    const known = [...Object.keys(modules), "personal-data"];
    for (const [locale, names] of Object.entries(contentAwaitingReview)) {
      expect(locales).toContain(locale);
      expect(names.filter((name) => !known.includes(name))).toEqual([]);
    }
  });
});
