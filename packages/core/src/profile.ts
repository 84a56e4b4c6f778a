import { lineText } from "./text";
import { z } from "./zod";

export const profileLimits = { name: 100, jobTitle: 100, university: 200, yearOfStudy: 20, phone: 40 } as const;

// Empty values are stored as null (spec, member area §5); an omitted field stays as it is.
const optionalText = (label: string, max: number) =>
  lineText(label, max)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

const requiredName = (label: string, max: number) =>
  lineText(label, max)
    .pipe(z.string().min(1, "First name and last name are required"))
    .optional();

/**
 * Body of PATCH /api/me/profile: any of the six editable fields; the e-mail cannot be changed.
 * Fields left out keep their value.
 */
/** Each editable field as messages and the audit log name it. */
export const profileFieldNames = {
  firstName: "First name",
  lastName: "Last name",
  jobTitle: "Job title",
  university: "University/Workplace",
  yearOfStudy: "Year of study",
  phone: "Phone",
} as const;

export const profileUpdateSchema = z.object({
  firstName: requiredName(profileFieldNames.firstName, profileLimits.name),
  lastName: requiredName(profileFieldNames.lastName, profileLimits.name),
  jobTitle: optionalText(profileFieldNames.jobTitle, profileLimits.jobTitle),
  university: optionalText(profileFieldNames.university, profileLimits.university),
  yearOfStudy: optionalText(profileFieldNames.yearOfStudy, profileLimits.yearOfStudy),
  phone: optionalText(profileFieldNames.phone, profileLimits.phone),
});

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export type Profile = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  jobTitle: string | null;
  university: string | null;
  yearOfStudy: string | null;
  phone: string | null;
};
