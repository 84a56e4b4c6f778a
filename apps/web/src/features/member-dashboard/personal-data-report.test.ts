import { locales, personalDataCategories, personalDataCategoryIds } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { legalContent } from "~/content/legal";
import { privacyPolicy } from "~/content/legal.en";
import { personalDataTexts } from "~/content/personal-data";
import { personalDataReport } from "./personal-data-report";

/** Each language's policy and category texts, as the page loads them. */
const content = await Promise.all(
  locales.map(async (locale) => ({ locale, policy: (await legalContent[locale]()).privacyPolicy, texts: await personalDataTexts[locale]() })),
);
const english = content.find(({ locale }) => locale === "en")!;

/** Sections about data the website's database does not hold (the About page, logs), or about no data at all. */
const notInTheDatabase = new Set(["published-people", "server-logs", "rotation-reviews"]);

describe("the art. 25 page and the privacy policy (issue 27, ADR 026)", () => {
  it.each(content)("takes every category's purpose, retention and recipients from the policy section it names ($locale)", ({ policy, texts }) => {
    const report = personalDataReport(policy.sections, texts);
    expect(report.map((entry) => entry.id)).toEqual(Object.keys(personalDataCategories));
    for (const entry of report) {
      for (const fact of ["purpose", "retention", "recipients"] as const) expect(entry.processing[fact].trim(), `${entry.id} ${fact}`).not.toBe("");
      expect(entry.label.trim(), entry.id).not.toBe("");
      expect(entry.source.trim(), entry.id).not.toBe("");
      expect(Boolean(entry.exportKey) !== Boolean(entry.notExported), `${entry.id}: either in the export or why not`).toBe(true);
    }
  });

  it("keeps the English texts of core's map on the English page", () => {
    const report = personalDataReport(english.policy.sections, english.texts);
    for (const entry of report) {
      const { label, source, notExported } = personalDataCategories[entry.id] as { label: string; source: string; notExported?: string };
      expect({ label: entry.label, source: entry.source, notExported: entry.notExported }).toEqual({ label, source, notExported });
    }
  });

  it.each(content.filter(({ locale }) => locale !== "en"))("shows the category texts and the policy's facts in the page's language ($locale, issue 26)", ({ locale, policy, texts }) => {
    const report = personalDataReport(policy.sections, texts);
    const inEnglish = personalDataReport(english.policy.sections, english.texts);
    for (const [index, entry] of report.entries()) {
      const en = inEnglish[index]!;
      const section = policy.sections.find((candidate) => candidate.id === entry.policySection)!;
      expect(entry.label, `${locale} ${entry.id}`).toBe(texts[entry.id].label);
      expect(entry.source, `${locale} ${entry.id}`).toBe(texts[entry.id].source);
      expect(entry.notExported, `${locale} ${entry.id}`).toBe(texts[entry.id].notExported);
      expect(entry.processing, `${locale} ${entry.id}`).toBe(section.processing);
      expect(entry.sectionTitle, `${locale} ${entry.id}`).toBe(section.title);
      for (const key of ["label", "source", "notExported"] as const) {
        if (en[key] !== undefined) expect(entry[key], `${locale} ${entry.id} ${key}`).not.toBe(en[key]);
      }
      expect(entry.processing.purpose, `${locale} ${entry.id}`).not.toBe(en.processing.purpose);
    }
    expect(Object.keys(texts).sort()).toEqual([...personalDataCategoryIds].sort());
  });

  it.each(content)('writes "ss", never "ß", and no English left in the $locale texts', ({ locale, texts }) => {
    const all = Object.values(texts).flatMap((text) => Object.values(text) as string[]);
    expect(all.filter((text) => text.includes("ß"))).toEqual([]);
    if (locale !== "en") expect(all.filter((text) => JSON.stringify(english.texts).includes(JSON.stringify(text)))).toEqual([]);
  });

  it.each(content)("fails when a category names a section the $locale policy does not have", ({ policy, texts }) => {
    const withoutFees = policy.sections.filter((section) => section.id !== "fees");
    expect(() => personalDataReport(withoutFees, texts)).toThrow(/"fees"/);
  });

  it.each(content)("covers every processing section of the $locale policy about data in our database", ({ policy }) => {
    const named = new Set(Object.values(personalDataCategories).map((category) => category.policySection));
    const processing = policy.sections.filter((section) => section.processing).map((section) => section.id);
    expect(processing.filter((id) => !named.has(id) && !notInTheDatabase.has(id))).toEqual([]);
  });

  it("tells in the policy that a member can download their data and that the download is recorded", () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain("My Data");
    expect(text).toContain("download your data");
  });
});
