import { association, FIRST_REMINDER_DAYS_DEFAULT, isTestIban, isValidIban, normalizeIban, SECOND_REMINDER_DAYS_DEFAULT, TEST_QR_IBAN } from "@ssem/core";
import { z } from "zod";

/**
 * The creditor every bill names (issue 23, ADR 019). QR-bill v2.3 accepts structured addresses
 * only (since November 2025): street and building number, postcode and town, each in its field.
 * Production refuses to start without them; elsewhere the published test QR-IBAN and a test
 * address are the defaults, and everything that shows them says so (TEST_ACCOUNT_NOTICE).
 */
export type BillingConfig = {
  creditor: { name: string; address: string; buildingNumber: string; zip: string; city: string; country: string };
  /** Compact, upper case; a QR-IBAN takes QR references, any other IBAN creditor references. */
  iban: string;
  /** True when the bills name the published test account, which no money reaches. */
  testAccount: boolean;
  /** Days after the invoice date when the first and the second reminder go out. */
  firstReminderDays: number;
  secondReminderDays: number;
};

const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const billingEnvSchema = z.object({
  BILLING_CREDITOR_NAME: optional,
  BILLING_CREDITOR_STREET: optional,
  BILLING_CREDITOR_BUILDING_NUMBER: optional,
  BILLING_CREDITOR_POSTCODE: optional,
  BILLING_CREDITOR_TOWN: optional,
  BILLING_CREDITOR_COUNTRY: optional,
  BILLING_IBAN: optional,
  FEE_FIRST_REMINDER_DAYS: z.coerce.number().int("FEE_FIRST_REMINDER_DAYS must be a whole number of days").min(1).max(365).default(FIRST_REMINDER_DAYS_DEFAULT),
  FEE_SECOND_REMINDER_DAYS: z.coerce.number().int("FEE_SECOND_REMINDER_DAYS must be a whole number of days").min(1).max(730).default(SECOND_REMINDER_DAYS_DEFAULT),
});
type BillingEnv = z.infer<typeof billingEnvSchema> & { NODE_ENV: string };

/** A test creditor that a QR-bill accepts, clearly not a real one. */
const testCreditor = { name: association.name, address: "Teststrasse", buildingNumber: "1", zip: "8000", city: "Zürich", country: "CH" };

const creditorVariables = {
  name: "BILLING_CREDITOR_NAME",
  address: "BILLING_CREDITOR_STREET",
  buildingNumber: "BILLING_CREDITOR_BUILDING_NUMBER",
  zip: "BILLING_CREDITOR_POSTCODE",
  city: "BILLING_CREDITOR_TOWN",
} as const;

/** The billing settings an environment gives, or what is wrong with them (each problem names its variable). */
export function billingConfig(env: BillingEnv): { config?: BillingConfig; problems: string[] } {
  const problems: string[] = [];
  const production = env.NODE_ENV === "production";
  const given = {
    name: env.BILLING_CREDITOR_NAME,
    address: env.BILLING_CREDITOR_STREET,
    buildingNumber: env.BILLING_CREDITOR_BUILDING_NUMBER,
    zip: env.BILLING_CREDITOR_POSTCODE,
    city: env.BILLING_CREDITOR_TOWN,
  };
  const anyCreditorGiven = Object.values(given).some(Boolean) || Boolean(env.BILLING_IBAN);
  const useTestDefaults = !production && !anyCreditorGiven;
  const creditor = useTestDefaults ? testCreditor : { ...given, country: (env.BILLING_CREDITOR_COUNTRY ?? "CH").toUpperCase() };
  for (const [key, variable] of Object.entries(creditorVariables)) {
    const value = creditor[key as keyof typeof creditorVariables];
    if (!value) problems.push(`${variable} is required${production ? " in production" : " once any billing setting is given"}`);
  }
  if (creditor.name && creditor.name.length > 70) problems.push("BILLING_CREDITOR_NAME must be at most 70 characters (QR-bill)");
  if (creditor.address && creditor.address.length > 70) problems.push("BILLING_CREDITOR_STREET must be at most 70 characters (QR-bill)");
  if (creditor.buildingNumber && creditor.buildingNumber.length > 16) problems.push("BILLING_CREDITOR_BUILDING_NUMBER must be at most 16 characters (QR-bill)");
  if (creditor.zip && creditor.zip.length > 16) problems.push("BILLING_CREDITOR_POSTCODE must be at most 16 characters (QR-bill)");
  if (creditor.city && creditor.city.length > 35) problems.push("BILLING_CREDITOR_TOWN must be at most 35 characters (QR-bill)");
  if (!/^[A-Z]{2}$/.test(creditor.country)) problems.push("BILLING_CREDITOR_COUNTRY must be a two-letter country code such as CH");
  const iban = useTestDefaults ? TEST_QR_IBAN : env.BILLING_IBAN ? normalizeIban(env.BILLING_IBAN) : undefined;
  if (!iban) problems.push(`BILLING_IBAN is required${production ? " in production" : " once any billing setting is given"}`);
  else if (!isValidIban(iban)) problems.push("BILLING_IBAN is not a valid Swiss or Liechtenstein IBAN (check the digits)");
  if (env.FEE_SECOND_REMINDER_DAYS <= env.FEE_FIRST_REMINDER_DAYS) problems.push("FEE_SECOND_REMINDER_DAYS must be more than FEE_FIRST_REMINDER_DAYS");
  if (problems.length > 0 || !iban) return { problems };
  return {
    problems,
    config: {
      creditor: creditor as BillingConfig["creditor"],
      iban,
      testAccount: useTestDefaults || isTestIban(iban),
      firstReminderDays: env.FEE_FIRST_REMINDER_DAYS,
      secondReminderDays: env.FEE_SECOND_REMINDER_DAYS,
    },
  };
}
