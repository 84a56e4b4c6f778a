import { z } from "./zod";

export const profileLimits = { name: 100, jobTitle: 100, university: 200, yearOfStudy: 20, phone: 40 } as const;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    // Empty values are stored as null (spec, member area §5).
    .transform((value) => (value ? value : null));

const requiredName = (max: number) =>
  z
    .string({ error: "First name and last name are required" })
    .trim()
    .min(1, "First name and last name are required")
    .max(max, `Names must be at most ${max} characters`);

/** Body of PATCH /api/me/profile: the six editable fields; the e-mail cannot be changed. */
export const profileUpdateSchema = z.object({
  firstName: requiredName(profileLimits.name),
  lastName: requiredName(profileLimits.name),
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
