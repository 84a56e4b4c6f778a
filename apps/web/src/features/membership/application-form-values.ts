import { annualFeeChf, type Field, type Locale, m, type StudentType, studentTypes } from "@ssem/core";

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
export function feeLabel(studentType: string, locale: Locale): string {
  return isStudentType(studentType)
    ? m.membership_fee_per_year({ amount: String(annualFeeChf(studentType)) }, { locale })
    : m.membership_select_status_above({}, { locale });
}

/** The form's field labels, in the order the form shows them. */
export function applicationLabels(locale: Locale): Record<keyof ApplicationFormValues, string> {
  return {
    firstName: m.membership_label_first_name({}, { locale }),
    lastName: m.membership_label_last_name({}, { locale }),
    field: m.membership_label_field({}, { locale }),
    studentType: m.membership_label_status({}, { locale }),
    yearOfCompletion: m.membership_label_year_of_completion({}, { locale }),
    placeOfStudy: m.membership_label_place_of_study({}, { locale }),
    email: m.membership_label_email({}, { locale }),
    phone: m.membership_label_phone({}, { locale }),
    password: m.membership_label_password({}, { locale }),
    confirmPassword: m.membership_label_confirm_password({}, { locale }),
    message: m.membership_label_message({}, { locale }),
  };
}

/** The options of the Field and Status selects, in the reader's language. */
export function fieldOptionLabels(locale: Locale): Record<Field, string> {
  return {
    medicine: m.membership_field_medicine({}, { locale }),
    paramedic: m.membership_field_paramedic({}, { locale }),
    nursing: m.membership_field_nursing({}, { locale }),
  };
}

export function studentTypeOptionLabels(locale: Locale): Record<StudentType, string> {
  return {
    student: m.membership_status_student({}, { locale }),
    resident: m.membership_status_resident({}, { locale }),
    graduate: m.membership_status_graduate({}, { locale }),
    specialist: m.membership_status_specialist({}, { locale }),
  };
}

/** The required fields, in form order; the year of completion only for students. */
function requiredFields(values: ApplicationFormValues): (keyof ApplicationFormValues)[] {
  return (Object.keys(emptyApplication) as (keyof ApplicationFormValues)[]).filter(
    (key) => key !== "message" && (key !== "yearOfCompletion" || values.studentType === "student"),
  );
}

/** The labels of the required fields still empty, in form order: what keeps Submit disabled. */
export function missingFields(values: ApplicationFormValues, locale: Locale): string[] {
  const labels = applicationLabels(locale);
  return requiredFields(values)
    .filter((key) => values[key].trim() === "")
    .map((key) => labels[key]);
}

/** Submit stays disabled until every required field is filled, the year of completion too for students. */
export function isApplicationComplete(values: ApplicationFormValues): boolean {
  return requiredFields(values).every((key) => values[key].trim() !== "");
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
