import {
  annualFeeChf,
  checkPasswordConfirmed,
  confirmPasswordMessages,
  membershipApplicationSchema,
  parseWithin,
  type StudentType,
  studentTypes,
  z,
} from "@ssem/core";

/** What the form holds: strings as typed, plus the confirmation that is never sent. */
export type ApplicationFormValues = {
  firstName: string;
  lastName: string;
  field: string;
  studentType: string;
  yearOfCompletion: string;
  placeOfStudy: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  message: string;
};

export const emptyApplication: ApplicationFormValues = {
  firstName: "",
  lastName: "",
  field: "",
  studentType: "",
  yearOfCompletion: "",
  placeOfStudy: "",
  email: "",
  phone: "",
  password: "",
  confirmPassword: "",
  message: "",
};

const isStudentType = (value: string): value is StudentType => (studentTypes as readonly string[]).includes(value);

/** The live fee line under the status field (spec, member area §9). */
export function feeLabel(studentType: string): string {
  return isStudentType(studentType) ? `${annualFeeChf(studentType)} CHF per year` : "Select your status above";
}

/** The form's field labels, in the order the form shows them. */
export const applicationLabels: Record<keyof ApplicationFormValues, string> = {
  firstName: "First Name",
  lastName: "Last Name",
  field: "Field",
  studentType: "Status",
  yearOfCompletion: "Year of Completion",
  placeOfStudy: "Place of Study",
  email: "Email",
  phone: "Phone",
  password: "Password",
  confirmPassword: "Confirm Password",
  message: "Message (optional)",
};

/** The required fields, in form order; the year of completion only for students. */
function requiredFields(values: ApplicationFormValues): (keyof ApplicationFormValues)[] {
  return (Object.keys(applicationLabels) as (keyof ApplicationFormValues)[]).filter(
    (key) => key !== "message" && (key !== "yearOfCompletion" || values.studentType === "student"),
  );
}

/** The labels of the required fields still empty, in form order: what keeps Submit disabled. */
export function missingFields(values: ApplicationFormValues): string[] {
  return requiredFields(values)
    .filter((key) => values[key].trim() === "")
    .map((key) => applicationLabels[key]);
}

/** Submit stays disabled until every required field is filled, the year of completion too for students. */
export function isApplicationComplete(values: ApplicationFormValues): boolean {
  return missingFields(values).length === 0;
}

/** The payload of POST /api/membership-applications: no confirmation, a year only for students. */
export function toApplicationPayload(values: ApplicationFormValues) {
  const { confirmPassword: _confirmation, yearOfCompletion, message, ...rest } = values;
  return {
    ...rest,
    ...(values.studentType === "student" && { yearOfCompletion: Number(yearOfCompletion) }),
    ...(message.trim() && { message }),
  };
}

const asTyped = Object.fromEntries(Object.keys(emptyApplication).map((key) => [key, z.string()])) as Record<keyof ApplicationFormValues, z.ZodString>;

/**
 * The form's schema, derived from the API's: the confirmation and the payload checked by
 * membershipApplicationSchema in one step, so a refused submit shows every field's message at once
 * (a refinement before the transform would stop at a mismatch). Its output is the body POST
 * /api/membership-applications takes.
 */
export const applicationFormSchema = z.object(asTyped).transform((form, ctx) => {
  checkPasswordConfirmed(confirmPasswordMessages.membership)(form, ctx);
  return parseWithin(membershipApplicationSchema, toApplicationPayload(form), ctx);
});
