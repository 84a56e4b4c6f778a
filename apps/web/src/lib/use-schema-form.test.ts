import { describe, expect, it } from "vitest";
import { chosenFile, errorsInOrder, firstError } from "./use-schema-form";

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

describe("chosenFile", () => {
  const schema = chosenFile("No file selected");
  it("gives the first file of the input", () => {
    const file = new File(["x"], "a.pdf");
    expect(schema.parse([file] as unknown as FileList)).toBe(file);
  });
  it("refuses an input without a file with the form's message", () => {
    for (const files of [undefined, [] as unknown as FileList]) {
      expect(schema.safeParse(files).error?.issues.map((issue) => issue.message)).toEqual(["No file selected"]);
    }
  });
});
