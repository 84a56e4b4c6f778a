import { describe, expect, it } from "vitest";
import { chosenFile } from "./chosen-file";

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
