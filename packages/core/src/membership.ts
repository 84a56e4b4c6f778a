import { isPrintableLine, lineText, multiLineText, refusedCharacters } from "./text";
import { localeSchema } from "./profile";
import { z } from "./zod";
import { formMessages } from "./form-messages";
import { fields, membershipLimits, studentTypes } from "./membership-values";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, newPasswordMessages } from "./password-rules";

const requiredText = (label: string, max: number) => lineText(label, max).pipe(z.string().min(1, `${label} is required`));

export const emailMessages = {
  missing: "Please enter your email address",
  tooLong: "Email address is too long",
  invalid: "Please enter a valid email address",
} as const;

export const emailSchema = z
  .string({ error: emailMessages.missing })
  .trim()
  .min(1, emailMessages.missing)
  .max(membershipLimits.email, emailMessages.tooLong)
  .pipe(z.email(emailMessages.invalid))
  .transform((email) => email.toLowerCase());

/** A password as typed: any printable characters, never control characters. */
const passwordText = z
  .string({ error: "Password is required" })
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
  .refine(isPrintableLine, refusedCharacters.singleLine("Password"));

export const newPasswordSchema = passwordText.pipe(z.string().min(MIN_PASSWORD_LENGTH, newPasswordMessages.tooShort));

/** The account's current password, re-entered to sign in or to confirm a sensitive change. */
export const enteredPasswordSchema = passwordText.pipe(z.string().min(1, formMessages.enterPassword));

/** Body of POST /api/auth/sign-in/email, checked before better-auth sees it. */
export const signInSchema = z.object(
  {
    email: z.string({ error: emailMessages.missing }).trim().min(1, emailMessages.missing).pipe(emailSchema),
    password: enteredPasswordSchema,
  },
  { error: formMessages.enterEmailAndPassword },
);

const currentYear = new Date().getFullYear();
export const yearOfCompletionRange = { min: currentYear - 10, max: currentYear + 12 } as const;
/** What the year of completion's refusals say; a form says them in the reader's language. */
export const yearOfCompletionMessages = {
  required: "Year of completion is required for students",
  outOfRange: `Year of completion must be between ${yearOfCompletionRange.min} and ${yearOfCompletionRange.max}`,
  notAYear: "Year of completion must be a year",
} as const;
const { outOfRange: yearOutOfRange, notAYear } = yearOfCompletionMessages;

/** A four-digit year, as a number or as typed into the form; nothing else (no arrays, no exponents, no decimals). */
const yearOfCompletionSchema = z
  .union([z.number().int(notAYear), z.string().trim().regex(/^\d{4}$/, notAYear)], { error: notAYear })
  .transform(Number)
  .pipe(z.number().min(yearOfCompletionRange.min, yearOutOfRange).max(yearOfCompletionRange.max, yearOutOfRange));

/** What a phone number may hold: digits, spaces, a leading +, brackets, dots, slashes and hyphens. */
export const phoneNumberPattern = /^[+()\d\s./-]{6,}$/;

/** The rules of each field a member's details have, shared by the membership form and the bulk import. */
export const memberFieldRules = {
  firstName: requiredText("First name", membershipLimits.name),
  lastName: requiredText("Last name", membershipLimits.name),
  field: z.enum(fields, { error: formMessages.chooseField }),
  studentType: z.enum(studentTypes, { error: formMessages.chooseStatus }),
  yearOfCompletion: yearOfCompletionSchema,
  placeOfStudy: requiredText("Place of study", membershipLimits.placeOfStudy),
  email: emailSchema,
  phone: requiredText("Phone", membershipLimits.phone).pipe(
    z.string().regex(phoneNumberPattern, formMessages.invalidPhone),
  ),
};

/** The save-membership payload (camelCase, as the spec names it). confirmPassword stays in the form. */
export const membershipApplicationSchema = z
  .object({
    ...memberFieldRules,
    yearOfCompletion: memberFieldRules.yearOfCompletion.optional(),
    password: newPasswordSchema,
    message: multiLineText("Message", membershipLimits.message)
      .optional()
      .transform((message) => (message ? message : undefined)),
    // The language of the page the applicant applied on: their mails and invoices are written in it.
    locale: localeSchema.default("en"),
  })
  .superRefine((application, ctx) => {
    if (application.studentType === "student" && application.yearOfCompletion === undefined) {
      ctx.addIssue({ code: "custom", path: ["yearOfCompletion"], message: yearOfCompletionMessages.required });
    }
  })
  // Only students have a year of completion; a value sent for anyone else is dropped.
  .transform((application) =>
    application.studentType === "student" ? application : { ...application, yearOfCompletion: undefined },
  );

export type MembershipApplicationInput = z.input<typeof membershipApplicationSchema>;
export type MembershipApplication = z.output<typeof membershipApplicationSchema>;
