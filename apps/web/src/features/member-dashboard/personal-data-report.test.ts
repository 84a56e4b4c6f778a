import { personalDataCategories } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { privacyPolicy } from "~/content/legal.en";
import { personalDataReport } from "./personal-data-report";

/** Sections about data the website's database does not hold (WhatsApp, the About page, logs), or about no data at all. */
const notInTheDatabase = new Set(["events", "published-people", "server-logs", "rotation-reviews"]);

describe("the art. 25 page and the privacy policy (issue 27, ADR 026)", () => {
  it("takes every category's purpose, retention and recipients from the policy section it names", () => {
    const report = personalDataReport();
    expect(report.map((entry) => entry.id)).toEqual(Object.keys(personalDataCategories));
    for (const entry of report) {
      for (const fact of ["purpose", "retention", "recipients"] as const) expect(entry.processing[fact].trim(), `${entry.id} ${fact}`).not.toBe("");
      expect(entry.source.trim(), entry.id).not.toBe("");
      expect(Boolean(entry.exportKey) !== Boolean(entry.notExported), `${entry.id}: either in the export or why not`).toBe(true);
    }
  });

  it("fails when a category names a section the policy does not have", () => {
    const withoutFees = privacyPolicy.sections.filter((section) => section.id !== "fees");
    expect(() => personalDataReport(withoutFees)).toThrow(/"fees"/);
  });

  it("covers every processing section of the policy about data in our database", () => {
    const named = new Set(Object.values(personalDataCategories).map((category) => category.policySection));
    const processing = privacyPolicy.sections.filter((section) => section.processing).map((section) => section.id);
    expect(processing.filter((id) => !named.has(id) && !notInTheDatabase.has(id))).toEqual([]);
  });

  it("tells in the policy that a member can download their data and that the download is recorded", () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain("My Data");
    expect(text).toContain("download your data");
  });
});
