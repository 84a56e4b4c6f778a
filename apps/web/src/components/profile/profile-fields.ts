import { type Field, fieldLabel, type Locale, m, type Profile, profileLimits, type StudentType, studentTypeLabel } from "@ssem/core";

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

/** A label in the reader's language: a catalogue message. */
type Label = (inputs: Record<string, never>, options: { locale: Locale }) => string;

export type ProfileField = {
  name: ProfileFieldName;
  label: Label;
  autoComplete: string;
  maxLength: number;
  type?: "tel";
  required?: boolean;
};

export const nameFields: ProfileField[] = [
  { name: "firstName", label: m.person_first_name, autoComplete: "given-name", maxLength: profileLimits.name, required: true },
  { name: "lastName", label: m.person_last_name, autoComplete: "family-name", maxLength: profileLimits.name, required: true },
];

/** Shown after the e-mail, which sits between the names and these. */
export const otherFields: ProfileField[] = [
  { name: "jobTitle", label: m.person_job_title, autoComplete: "organization-title", maxLength: profileLimits.jobTitle },
  { name: "university", label: m.person_university, autoComplete: "organization", maxLength: profileLimits.university },
  { name: "yearOfStudy", label: m.person_year_of_study, autoComplete: "off", maxLength: profileLimits.yearOfStudy },
  { name: "phone", label: m.person_phone, autoComplete: "tel", maxLength: profileLimits.phone, type: "tel" },
];

export const emailLabel = (locale: Locale) => m.auth_email({}, { locale });

export function displayValue(value: string | null | undefined, locale: Locale = "en"): string {
  return value?.trim() ? value : m.person_not_set({}, { locale });
}

/** What view mode lists: every field with its label; unset ones read "Not set". */
export function profileRows(profile: Profile, locale: Locale = "en"): { label: string; text: string; isSet: boolean }[] {
  const row = (label: string, value: string | null) => ({ label, text: displayValue(value, locale), isSet: Boolean(value?.trim()) });
  const labelled = (field: ProfileField) => row(field.label({}, { locale }), profile[field.name]);
  return [...nameFields.map(labelled), row(emailLabel(locale), profile.email), ...otherFields.map(labelled)];
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
export function applicationRows(application: ApplicationAnswers, locale: Locale = "en"): { label: string; text: string }[] {
  const options = { locale };
  return [
    { label: m.person_application_field({}, options), text: fieldLabel(application.field, locale) },
    { label: m.person_application_status({}, options), text: studentTypeLabel(application.studentType, locale) },
    ...(application.yearOfCompletion === null ? [] : [{ label: m.person_year_of_completion({}, options), text: String(application.yearOfCompletion) }]),
  ];
}

