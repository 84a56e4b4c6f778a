import { type PersonalDataCategory, personalDataCategories, personalDataCategoryIds, type PersonalDataCategoryId } from "@ssem/core";
import type { Processing, PrivacySection } from "~/content/legal";
import type { PersonalDataTexts } from "~/content/personal-data";

/** One row of the art. 25 page: what we hold, why, how long, who receives it and where it came from. */
export type PersonalDataReportEntry = PersonalDataCategory & { id: PersonalDataCategoryId; processing: Processing; sectionTitle: string };

/**
 * The map of personal data (core) joined with the privacy policy: each category's purpose,
 * retention and recipients are the words of the policy section it names, so the page and the policy
 * cannot say different things. A category whose section is missing or states no processing is an
 * error (personal-data-report.test.ts). The policy and the category texts are the page's language
 * (issue 26): `sections` from that language's policy (legal.ts), `texts` from personal-data.ts;
 * the section ids are the same in every language.
 */
export function personalDataReport(sections: PrivacySection[], texts: PersonalDataTexts = personalDataCategories): PersonalDataReportEntry[] {
  return personalDataCategoryIds.map((id) => {
    const category: PersonalDataCategory = { ...personalDataCategories[id], ...texts[id] };
    const section = sections.find((candidate) => candidate.id === category.policySection);
    if (!section?.processing) throw new Error(`The privacy policy has no processing section "${category.policySection}" for ${id}`);
    return { ...category, id, processing: section.processing, sectionTitle: section.title };
  });
}
