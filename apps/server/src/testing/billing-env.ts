import { TEST_QR_IBAN } from "@ssem/core";

/**
 * Billing settings for a production-mode server in tests and benchmarks: the published test
 * QR-IBAN (bills made with it say "test account") and a test address that QR-bill v2.3 accepts.
 */
export const testBillingEnv = {
  BILLING_CREDITOR_NAME: "Test Association",
  BILLING_CREDITOR_STREET: "Teststrasse",
  BILLING_CREDITOR_BUILDING_NUMBER: "1",
  BILLING_CREDITOR_POSTCODE: "8000",
  BILLING_CREDITOR_TOWN: "Zürich",
  BILLING_IBAN: TEST_QR_IBAN,
} as const;
