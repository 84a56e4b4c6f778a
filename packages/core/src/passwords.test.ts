import { describe, expect, it } from "vitest";
import { newPasswordSchema } from "./membership";
import { confirmPasswordMessages, newPasswordRefusalTitle } from "./password-rules";
import { checkPasswordConfirmed } from "./passwords";
import { z } from "./zod";

describe("checkPasswordConfirmed", () => {
  const form = z
    .object({ password: newPasswordSchema, confirmPassword: z.string() })
    .superRefine(checkPasswordConfirmed(confirmPasswordMessages.setPassword));
  const issues = (password: string, confirmPassword: string) =>
    form.safeParse({ password, confirmPassword }).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

  it("reports a mismatch on the confirmation, with the form's own words", () => {
    expect(issues("newpass1", "newpass2")).toEqual([["confirmPassword", "Please make sure both passwords are the same"]]);
  });
  it("leaves matching entries to the password's own rules", () => {
    expect(issues("short", "short")).toEqual([["password", "Password must be at least 6 characters"]]);
    expect(issues("newpass1", "newpass1")).toEqual([]);
  });
});

describe("newPasswordRefusalTitle", () => {
  it("gives the spec's toast titles for a short password and either form's mismatch", () => {
    expect(newPasswordRefusalTitle("Password must be at least 6 characters")).toBe("Password too short");
    expect(newPasswordRefusalTitle(confirmPasswordMessages.membership)).toBe("Passwords don't match");
    expect(newPasswordRefusalTitle(confirmPasswordMessages.setPassword)).toBe("Passwords don't match");
  });
  it("gives none for other messages", () => {
    expect(newPasswordRefusalTitle("Please enter a valid email address")).toBeUndefined();
  });
});
