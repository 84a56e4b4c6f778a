import { describe, expect, it } from "vitest";
import { bulkOutcomeLabels, bulkOutcomes } from "../admin-members";
import { invoiceStateLabels, invoiceStates } from "../fees";
import { fieldLabels, fields, studentTypeLabels, studentTypes } from "../membership-values";
import { rideAlongLocationLabels, rideAlongLocations } from "../ride-along";
import { memberStatuses } from "../roles";
import { bulkOutcomeLabel, fieldLabel, invoiceStateLabel, memberStatusLabel, rideAlongLocationLabel, roleLabel, shownRoles, studentTypeLabel } from "./labels";
import { locales } from "./paraglide/runtime.js";

/** Each enumeration with its per-language label and, where core has one, the English map the API and exports use. */
const enumerations = [
  { name: "invoice state", values: invoiceStates, label: invoiceStateLabel, english: invoiceStateLabels },
  { name: "field", values: fields, label: fieldLabel, english: fieldLabels },
  { name: "student type", values: studentTypes, label: studentTypeLabel, english: studentTypeLabels },
  { name: "bulk outcome", values: bulkOutcomes, label: bulkOutcomeLabel, english: bulkOutcomeLabels },
  { name: "member status", values: memberStatuses, label: memberStatusLabel, english: Object.fromEntries(memberStatuses.map((status) => [status, status])) },
  { name: "ride-along location", values: rideAlongLocations, label: rideAlongLocationLabel, english: rideAlongLocationLabels },
  { name: "role", values: shownRoles, label: roleLabel, english: Object.fromEntries(shownRoles.map((role) => [role, role])) },
] as const;

describe("the member area's labels per language (issue 26)", () => {
  for (const { name, values, label, english } of enumerations) {
    it(`reads each ${name} in English exactly as before`, () => {
      for (const value of values) expect((label as (value: string, locale: "en") => string)(value, "en")).toBe((english as Record<string, string>)[value]);
    });

    it(`names every ${name} apart in every language`, () => {
      for (const locale of locales) {
        const texts = values.map((value) => (label as (value: string, locale: string) => string)(value, locale));
        expect(texts.every((text) => text.trim().length > 0)).toBe(true);
        // "pending" is both a status and a role, but each list keeps its own values apart.
        expect(new Set(texts).size).toBe(values.length);
      }
    });
  }

  it("reads German, French and Italian in their own words", () => {
    expect(invoiceStateLabel("overdue", "de")).toBe("Überfällig");
    expect(fieldLabel("nursing", "fr")).toBe("Soins infirmiers");
    expect(memberStatusLabel("rejected", "it")).toBe("respinto");
  });
});
