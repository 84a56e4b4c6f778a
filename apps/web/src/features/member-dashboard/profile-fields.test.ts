import type { Profile } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { displayValue, NOT_SET, profileRows, toFormValues } from "./profile-fields";

const empty: Profile = { firstName: null, lastName: null, email: "anna@example.org", jobTitle: null, university: null, yearOfStudy: null, phone: null };

describe("displayValue", () => {
  it('shows "Not set" for missing or blank values', () => {
    expect(displayValue(null)).toBe(NOT_SET);
    expect(displayValue(undefined)).toBe(NOT_SET);
    expect(displayValue("  ")).toBe(NOT_SET);
    expect(NOT_SET).toBe("Not set");
  });
  it("shows a value as it is", () => {
    expect(displayValue("Bern")).toBe("Bern");
  });
});

describe("profileRows", () => {
  it("lists the fields in order with the spec's labels, the e-mail after the names", () => {
    expect(profileRows({ ...empty, firstName: "Anna", university: "Universität Bern" })).toEqual([
      { label: "First Name", text: "Anna", isSet: true },
      { label: "Last Name", text: "Not set", isSet: false },
      { label: "Email", text: "anna@example.org", isSet: true },
      { label: "Job Title", text: "Not set", isSet: false },
      { label: "University/Workplace", text: "Universität Bern", isSet: true },
      { label: "Year of Study", text: "Not set", isSet: false },
      { label: "Phone", text: "Not set", isSet: false },
    ]);
  });
});

describe("toFormValues", () => {
  it("starts unset fields as empty inputs and leaves the e-mail out", () => {
    expect(toFormValues({ ...empty, lastName: "Muster", phone: "+41 79 000 00 00" })).toEqual({
      firstName: "",
      lastName: "Muster",
      jobTitle: "",
      university: "",
      yearOfStudy: "",
      phone: "+41 79 000 00 00",
    });
  });
});
