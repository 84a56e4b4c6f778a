import { z } from "./zod";

export const fields = ["medicine", "paramedic", "nursing"] as const;
export type Field = (typeof fields)[number];
export const fieldLabels: Record<Field, string> = { medicine: "Medicine", paramedic: "Paramedic", nursing: "Nursing" };

export const studentTypes = ["student", "resident", "graduate", "specialist"] as const;
export type StudentType = (typeof studentTypes)[number];
export const studentTypeLabels: Record<StudentType, string> = {
  student: "Student",
  resident: "Resident",
  graduate: "Graduate",
  specialist: "Specialist",
};

/** Annual fee in CHF (spec, member area §9): 10 for students, 20 for everyone else. */
export function annualFeeChf(studentType: StudentType): number {
  return studentType === "student" ? 10 : 20;
}

export const INVOICE_DAYS = 7;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/** Limits of free-text fields, enforced by the server as well as the form. */
export const membershipLimits = { name: 100, placeOfStudy: 200, email: 254, phone: 40, message: 2000 } as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailSchema = z
  .string({ error: "Please enter your email address" })
  .trim()
  .min(1, "Please enter your email address")
  .max(membershipLimits.email, "Email address is too long")
  .pipe(z.email("Please enter a valid email address"))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

const currentYear = new Date().getFullYear();

/** The save-membership payload (camelCase, as the spec names it). confirmPassword stays in the form. */
export const membershipApplicationSchema = z
  .object({
    firstName: requiredText("First name", membershipLimits.name),
    lastName: requiredText("Last name", membershipLimits.name),
    field: z.enum(fields, { error: "Please choose your field" }),
    studentType: z.enum(studentTypes, { error: "Please choose your status" }),
    yearOfCompletion: z.coerce
      .number({ error: "Year of completion must be a year" })
      .int("Year of completion must be a year")
      .min(currentYear - 10, "Year of completion is out of range")
      .max(currentYear + 12, "Year of completion is out of range")
      .optional(),
    placeOfStudy: requiredText("Place of study", membershipLimits.placeOfStudy),
    email: emailSchema,
    phone: requiredText("Phone", membershipLimits.phone).pipe(
      z.string().regex(/^[+()\d\s./-]{6,}$/, "Please enter a valid phone number"),
    ),
    password: newPasswordSchema,
    message: z
      .string()
      .trim()
      .max(membershipLimits.message, `Message must be at most ${membershipLimits.message} characters`)
      .optional()
      .transform((message) => (message ? message : undefined)),
  })
  .superRefine((application, ctx) => {
    if (application.studentType === "student" && application.yearOfCompletion === undefined) {
      ctx.addIssue({ code: "custom", path: ["yearOfCompletion"], message: "Year of completion is required for students" });
    }
  })
  // Only students have a year of completion; a value sent for anyone else is dropped.
  .transform((application) =>
    application.studentType === "student" ? application : { ...application, yearOfCompletion: undefined },
  );

export type MembershipApplicationInput = z.input<typeof membershipApplicationSchema>;
export type MembershipApplication = z.output<typeof membershipApplicationSchema>;
