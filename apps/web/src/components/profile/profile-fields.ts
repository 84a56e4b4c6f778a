import { type Field, fieldLabels, type Profile, profileLimits, type StudentType, studentTypeLabels } from "@ssem/core";

/** The six fields a member can edit; the e-mail is shown but cannot be changed. */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  jobTitle: string;
  university: string;
  yearOfStudy: string;
  phone: string;
};

export type ProfileFieldName = keyof ProfileFormValues;

export type ProfileField = {
  name: ProfileFieldName;
  label: string;
  autoComplete: string;
  maxLength: number;
  type?: "tel";
  required?: boolean;
};

export const nameFields: ProfileField[] = [
  { name: "firstName", label: "First Name", autoComplete: "given-name", maxLength: profileLimits.name, required: true },
  { name: "lastName", label: "Last Name", autoComplete: "family-name", maxLength: profileLimits.name, required: true },
];

/** Shown after the e-mail, which sits between the names and these. */
export const otherFields: ProfileField[] = [
  { name: "jobTitle", label: "Job Title", autoComplete: "organization-title", maxLength: profileLimits.jobTitle },
  { name: "university", label: "University/Workplace", autoComplete: "organization", maxLength: profileLimits.university },
  { name: "yearOfStudy", label: "Year of Study", autoComplete: "off", maxLength: profileLimits.yearOfStudy },
  { name: "phone", label: "Phone", autoComplete: "tel", maxLength: profileLimits.phone, type: "tel" },
];

export const EMAIL_LABEL = "Email";

export const NOT_SET = "Not set";

export function displayValue(value: string | null | undefined): string {
  return value?.trim() ? value : NOT_SET;
}

/** What view mode lists: every field with its label; unset ones read "Not set". */
export function profileRows(profile: Profile): { label: string; text: string; isSet: boolean }[] {
  const row = (label: string, value: string | null) => ({ label, text: displayValue(value), isSet: Boolean(value?.trim()) });
  return [
    ...nameFields.map((field) => row(field.label, profile[field.name])),
    row(EMAIL_LABEL, profile.email),
    ...otherFields.map((field) => row(field.label, profile[field.name])),
  ];
}

/** The edit form's starting values: the saved profile, with unset fields as empty inputs. */
export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    jobTitle: profile.jobTitle ?? "",
    university: profile.university ?? "",
    yearOfStudy: profile.yearOfStudy ?? "",
    phone: profile.phone ?? "",
  };
}

export type ApplicationAnswers = { field: Field; studentType: StudentType; yearOfCompletion: number | null };

/** The membership form's answers the profile has no field for, with the form's labels (read-only). */
export function applicationRows(application: ApplicationAnswers): { label: string; text: string }[] {
  return [
    { label: "Field", text: fieldLabels[application.field] },
    { label: "Status", text: studentTypeLabels[application.studentType] },
    ...(application.yearOfCompletion === null ? [] : [{ label: "Year of Completion", text: String(application.yearOfCompletion) }]),
  ];
}
