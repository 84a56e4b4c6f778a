import { fieldLabel, fields, locales } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { applicationFormSchema } from "./application-form-schema";
import { emptyApplication, feeLabel, fieldOptionLabels, isApplicationComplete, missingFields, toApplicationPayload } from "./application-form-values";

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
    expect(feeLabel("", "en")).toBe("Select your status above");
  });
  it("shows 10 CHF for students and 20 CHF for everyone else", () => {
    expect(feeLabel("student", "en")).toBe("10 CHF per year");
    for (const status of ["resident", "graduate", "specialist"]) expect(feeLabel(status, "en")).toBe("20 CHF per year");
  });
  it("speaks the reader's language", () => {
    expect(feeLabel("student", "de")).toBe("10 CHF pro Jahr");
    expect(feeLabel("", "fr")).toBe("Sélectionnez d’abord votre statut ci-dessus");
    expect(feeLabel("specialist", "it")).toBe("20 CHF all’anno");
  });
});

describe("fieldOptionLabels", () => {
  it("names each field as the admin's screens name it afterwards, in every language", () => {
    for (const locale of locales) {
      for (const field of fields) expect(fieldOptionLabels(locale)[field], `${field} in ${locale}`).toBe(fieldLabel(field, locale));
    }
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

describe("missingFields", () => {
  it("names every empty required field in form order, the year only for students", () => {
    expect(missingFields(emptyApplication, "en")).toEqual([
      "First Name",
      "Last Name",
      "Field",
      "Status",
      "Place of Study",
      "Email",
      "Phone",
      "Password",
      "Confirm Password",
    ]);
    expect(missingFields({ ...filled, studentType: "student" }, "en")).toEqual(["Year of Completion"]);
    expect(missingFields({ ...filled, phone: "   " }, "en")).toEqual(["Phone"]);
    expect(missingFields({ ...filled, message: "" }, "en")).toEqual([]);
    expect(missingFields({ ...filled, studentType: "student", phone: "" }, "de")).toEqual(["Abschlussjahr", "Telefon"]);
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

describe("applicationFormSchema", () => {
  const messages = (values: typeof filled) => {
    const result = applicationFormSchema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("reports a mismatched confirmation together with every other field's message, each on its field", () => {
    expect(messages({ ...filled, email: "not-an-address@", password: "12345", confirmPassword: "secret2" })).toEqual([
      ["confirmPassword", "Please make sure both passwords are identical"],
      ["email", "Please enter a valid email address"],
      ["password", "Password must be at least 6 characters"],
    ]);
  });
  it("reports the API schema's messages on their fields", () => {
    expect(messages({ ...filled, email: "not-an-address@", password: "12345", confirmPassword: "12345" })).toEqual([
      ["email", "Please enter a valid email address"],
      ["password", "Password must be at least 6 characters"],
    ]);
    expect(messages({ ...filled, studentType: "student", yearOfCompletion: "20x8" })).toEqual([["yearOfCompletion", "Year of completion must be a year"]]);
  });
  it("ignores a year typed before the status changed from student", () => {
    expect(messages({ ...filled, yearOfCompletion: "not a year" })).toEqual([]);
  });
  it("gives the API body: no confirmation, trimmed texts, the year as a number for students", () => {
    const result = applicationFormSchema.parse({ ...filled, firstName: " Anna ", studentType: "student", yearOfCompletion: "2028" });
    expect(result).toMatchObject({ firstName: "Anna", studentType: "student", yearOfCompletion: 2028, password: "secret1" });
    expect(result).not.toHaveProperty("confirmPassword");
  });
});
