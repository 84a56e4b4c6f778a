import type { Page } from "@playwright/test";
import type { Locale } from "@ssem/core";
import { applicationLabels } from "../../apps/web/src/features/membership/application-form-values";

/**
 * Fills the membership form completely, as a student, finding its fields by the labels the page shows in `locale`
 * (English unless given); the overrides replace the passwords.
 */
export async function fillApplication(page: Page, email: string, overrides: { password?: string; confirm?: string; locale?: Locale } = {}) {
  const labels = applicationLabels(overrides.locale ?? "en");
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(labels.firstName).fill("Anna");
  await field(labels.lastName).fill("Muster");
  await field(labels.field).selectOption("medicine");
  await field(labels.studentType).selectOption("student");
  await field(labels.yearOfCompletion).fill("2028");
  await field(labels.placeOfStudy).fill("Universität Bern");
  await field(labels.email).fill(email);
  await field(labels.phone).fill("+41 79 000 00 00");
  await field(labels.password).fill(overrides.password ?? "secret1");
  await field(labels.confirmPassword).fill(overrides.confirm ?? overrides.password ?? "secret1");
}
