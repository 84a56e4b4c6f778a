import { type Locale, locales } from "./i18n/paraglide/runtime.js";
import { lineText } from "./text";
import { z } from "./zod";
import { formMessages } from "./form-messages";

/** A person's language (issue 26): what their mails, invoices and member area are written in. */
export const localeSchema = z.enum(locales, { error: "Please choose one of the languages en, de, fr, it" });

export const profileLimits = { name: 100, jobTitle: 100, university: 200, yearOfStudy: 20, phone: 40 } as const;

// Empty values are stored as null (spec, member area §5); an omitted field stays as it is.
const optionalText = (label: string, max: number) =>
  lineText(label, max)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

const requiredName = (label: string, max: number) =>
  lineText(label, max)
    .pipe(z.string().min(1, formMessages.nameRequired))
    .optional();

/** Each editable field as messages and the audit log name it. */
export const profileFieldNames = {
  firstName: "First name",
  lastName: "Last name",
  jobTitle: "Job title",
  university: "University/Workplace",
  yearOfStudy: "Year of study",
  phone: "Phone",
} as const;

/**
 * Any of the six editable fields (an admin's PATCH of a member's profile, and the member's form);
 * the e-mail cannot be changed. Fields left out keep their value.
 */
export const profileUpdateSchema = z.object({
  firstName: requiredName(profileFieldNames.firstName, profileLimits.name),
  lastName: requiredName(profileFieldNames.lastName, profileLimits.name),
  jobTitle: optionalText(profileFieldNames.jobTitle, profileLimits.jobTitle),
  university: optionalText(profileFieldNames.university, profileLimits.university),
  yearOfStudy: optionalText(profileFieldNames.yearOfStudy, profileLimits.yearOfStudy),
  phone: optionalText(profileFieldNames.phone, profileLimits.phone),
});

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Body of PATCH /api/me/profile: the member's own fields, and their language, which only they choose. */
export const ownProfileUpdateSchema = profileUpdateSchema.extend({ locale: localeSchema.optional() });

export type OwnProfileUpdate = z.output<typeof ownProfileUpdateSchema>;

export type Profile = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  jobTitle: string | null;
  university: string | null;
  yearOfStudy: string | null;
  phone: string | null;
  locale: Locale;
};
