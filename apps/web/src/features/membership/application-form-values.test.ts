import { describe, expect, it } from "vitest";
import { emptyApplication, feeLabel, isApplicationComplete, toApplicationPayload } from "./application-form-values";

const filled = {
  ...emptyApplication,
  firstName: "Anna",
  lastName: "Muster",
  field: "medicine",
  studentType: "resident",
  placeOfStudy: "Bern",
  email: "anna@example.org",
  phone: "+41 79 000 00 00",
  password: "secret1",
  confirmPassword: "secret1",
};

describe("feeLabel", () => {
  it("asks for the status until one is chosen", () => {
    expect(feeLabel("")).toBe("Select your status above");
  });
  it("shows 10 CHF for students and 20 CHF for everyone else", () => {
    expect(feeLabel("student")).toBe("10 CHF per year");
    for (const status of ["resident", "graduate", "specialist"]) expect(feeLabel(status)).toBe("20 CHF per year");
  });
});

describe("isApplicationComplete", () => {
  it("needs every required field", () => {
    expect(isApplicationComplete(filled)).toBe(true);
    for (const key of ["firstName", "lastName", "field", "studentType", "placeOfStudy", "email", "phone", "password", "confirmPassword"] as const) {
      expect(isApplicationComplete({ ...filled, [key]: "  " }), key).toBe(false);
    }
  });
  it("needs the year of completion only from students", () => {
    expect(isApplicationComplete({ ...filled, studentType: "student" })).toBe(false);
    expect(isApplicationComplete({ ...filled, studentType: "student", yearOfCompletion: "2028" })).toBe(true);
  });
  it("does not need the message", () => {
    expect(isApplicationComplete({ ...filled, message: "" })).toBe(true);
  });
});

describe("toApplicationPayload", () => {
  it("never sends the password confirmation", () => {
    expect(toApplicationPayload(filled)).not.toHaveProperty("confirmPassword");
  });
  it("sends the year of completion as a number, for students only", () => {
    expect(toApplicationPayload({ ...filled, studentType: "student", yearOfCompletion: "2028" }).yearOfCompletion).toBe(2028);
    expect(toApplicationPayload({ ...filled, yearOfCompletion: "2028" })).not.toHaveProperty("yearOfCompletion");
  });
  it("leaves out an empty message", () => {
    expect(toApplicationPayload(filled)).not.toHaveProperty("message");
    expect(toApplicationPayload({ ...filled, message: "I teach" }).message).toBe("I teach");
  });
});
