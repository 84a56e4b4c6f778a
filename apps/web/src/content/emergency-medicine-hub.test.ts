import { describe, expect, it } from "vitest";
import { publicPages } from "~/app/route-list";
import { hubContent } from "./emergency-medicine-hub";

const hubAreas = hubContent.en.areas;

describe("Emergency Medicine hub", () => {
  it("has the seven cards of the specification in order", () => {
    expect(hubAreas.map((area) => area.title)).toEqual([
      "Career Paths",
      "Student Courses",
      "Student Jobs",
      "Useful Tools",
      "Clinical Rotation Opportunities and Reviews",
      "Voluntary Work",
      "Masterthesis and Dissertation",
    ]);
  });

  it("disables exactly one card, Masterthesis and Dissertation", () => {
    const disabled = hubAreas.filter((area) => area.path === null);
    expect(disabled.map((area) => area.title)).toEqual(["Masterthesis and Dissertation"]);
  });

  it("links every other card to an existing public page", () => {
    const paths = new Set(publicPages.map((page) => page.path));
    for (const area of hubAreas.filter((candidate) => candidate.path !== null)) expect(paths.has(area.path!), area.title).toBe(true);
  });
});
