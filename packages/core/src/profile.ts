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
export const profileUpdateSchema = z.object({
  firstName: requiredName("First name", profileLimits.name),
  lastName: requiredName("Last name", profileLimits.name),
  jobTitle: optionalText("Job title", profileLimits.jobTitle),
  university: optionalText("University/Workplace", profileLimits.university),
  yearOfStudy: optionalText("Year of study", profileLimits.yearOfStudy),
  phone: optionalText("Phone", profileLimits.phone),
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
