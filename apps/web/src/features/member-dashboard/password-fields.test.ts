import { describe, expect, it } from "vitest";
import { emptyPasswordForm, passwordFormProblem, passwordFormSchema } from "./password-fields";

const filled = { currentPassword: "Old-pass1", newPassword: "New-pass1", confirmPassword: "New-pass1" };

describe("passwordFormProblem", () => {
  it("puts a missing entry on the first empty field", () => {
    expect(passwordFormProblem(emptyPasswordForm)).toEqual({ field: "currentPassword", message: "Please fill in all password fields" });
    expect(passwordFormProblem({ ...filled, confirmPassword: "" })).toEqual({
      field: "confirmPassword",
      message: "Please fill in all password fields",
    });
  });
  it("puts the strength rules on the new password", () => {
    expect(passwordFormProblem({ ...filled, newPassword: "Ab1", confirmPassword: "Ab1" })).toEqual({
      field: "newPassword",
      message: "Password must be at least 6 characters long",
    });
    expect(passwordFormProblem({ ...filled, newPassword: "abcdef1", confirmPassword: "abcdef1" })?.message).toBe(
      "Password must contain at least one capital letter",
    );
    expect(passwordFormProblem({ ...filled, newPassword: "Abcdefg", confirmPassword: "Abcdefg" })?.message).toBe(
      "Password must contain at least one number",
    );
  });
  it("puts a mismatch on the confirmation", () => {
    expect(passwordFormProblem({ ...filled, confirmPassword: "New-pass2" })).toEqual({ field: "confirmPassword", message: "Passwords do not match" });
  });
  it("accepts entries that follow every rule", () => {
    expect(passwordFormProblem(filled)).toBeNull();
  });
});

describe("passwordFormSchema", () => {
  it("reports one rule at a time on its field", () => {
    const result = passwordFormSchema.safeParse({ ...filled, newPassword: "Ab1", confirmPassword: "Ab2" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["newPassword", "Password must be at least 6 characters long"]]);
  });
  it("applies the API body's other limits too", () => {
    const result = passwordFormSchema.safeParse({ ...filled, currentPassword: "Old\u0007pass1" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["currentPassword"]);
  });
  it("gives the API body, without the confirmation", () => {
    expect(passwordFormSchema.parse(filled)).toEqual({ currentPassword: "Old-pass1", newPassword: "New-pass1" });
  });
});
