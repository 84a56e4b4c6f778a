import { annualFeeChf, type StudentType, studentTypes } from "@ssem/core";

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

const alwaysRequired = ["firstName", "lastName", "field", "studentType", "placeOfStudy", "email", "phone", "password", "confirmPassword"] as const;

/** Submit stays disabled until these are filled, and the year of completion too for students. */
export function isApplicationComplete(values: ApplicationFormValues): boolean {
  const filled = (value: string) => value.trim() !== "";
  if (!alwaysRequired.every((key) => filled(values[key]))) return false;
  return values.studentType !== "student" || filled(values.yearOfCompletion);
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
