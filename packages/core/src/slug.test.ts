import { describe, expect, it } from "vitest";
import { courseSlug } from "./slug";

describe("courseSlug", () => {
  it.each([
    ["ATLS / ETC", "atls-etc"],
    ["TCCC / TECC", "tccc-tecc"],
    ["PHTLS", "phtls"],
    ["International Diploma in Mountain Medicine", "international-diploma-in-mountain-medicine"],
    ["SFG-H / CSAM Module 6", "sfg-h-csam-module-6"],
  ])("turns %j into %j", (title, slug) => {
    expect(courseSlug(title)).toBe(slug);
  });

  it("collapses a run of mixed spaces and slashes into one hyphen", () => {
    expect(courseSlug("A //  / B")).toBe("a-b");
  });

  it("trims hyphens left at either end", () => {
    expect(courseSlug("/ AMLS /")).toBe("amls");
    expect(courseSlug("  PALS / EPLS  ")).toBe("pals-epls");
    expect(courseSlug("-ACLS-")).toBe("acls");
  });

  it("keeps hyphens inside the title", () => {
    expect(courseSlug("SFG-H")).toBe("sfg-h");
  });

  it("gives an empty slug for a title of only separators", () => {
    expect(courseSlug(" / ")).toBe("");
  });
});
