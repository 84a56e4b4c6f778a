import { describe, expect, it } from "vitest";
import { errorsInOrder, firstError } from "./use-schema-form";

describe("firstError", () => {
  const order = ["firstName", "yearOfCompletion", "email"];
  it("follows form order, not the order the errors were found or the fields registered", () => {
    const errors = { email: { type: "custom", message: "Please enter a valid email address" }, yearOfCompletion: { type: "custom", message: "Year of completion must be a year" } };
    expect(firstError(errors, order)).toEqual({ field: "yearOfCompletion", message: "Year of completion must be a year" });
  });
  it("is undefined without errors", () => {
    expect(firstError({}, order)).toBeUndefined();
  });
  it("comes first among all of them, which keep form order", () => {
    const errors = { email: { type: "custom", message: "Please enter a valid email address" }, firstName: { type: "custom", message: "Please enter your first name" } };
    expect(errorsInOrder(errors, order).map((error) => error.field)).toEqual(["firstName", "email"]);
  });
});
