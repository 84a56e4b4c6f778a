import type { Profile } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { applicationRows, displayValue, profileRows, toFormValues } from "./profile-fields";

const empty: Profile = { firstName: null, lastName: null, email: "anna@example.org", jobTitle: null, university: null, yearOfStudy: null, phone: null, locale: "en" };

describe("displayValue", () => {
  it('shows "Not set" for missing or blank values', () => {
    // The spec's words, not the constant: a changed constant must fail here.
    expect(displayValue(null)).toBe("Not set");
    expect(displayValue(undefined)).toBe("Not set");
    expect(displayValue("  ")).toBe("Not set");
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

describe("applicationRows", () => {
  it("lists field and status with the form's labels, and the year of completion only when there is one", () => {
    expect(applicationRows({ field: "paramedic", studentType: "student", yearOfCompletion: 2028 })).toEqual([
      { label: "Field", text: "Paramedic" },
      { label: "Status", text: "Student" },
      { label: "Year of Completion", text: "2028" },
    ]);
    expect(applicationRows({ field: "nursing", studentType: "graduate", yearOfCompletion: null }).map((row) => row.label)).toEqual(["Field", "Status"]);
  });
});
