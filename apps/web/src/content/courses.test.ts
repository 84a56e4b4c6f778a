import { courseSlug } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { publicPages } from "../app/route-list";
import { coursesContent, findCourseBySlug, linkedCourses as linkedCoursesIn } from "./courses";

const courses = coursesContent.en;
const linkedCourses = linkedCoursesIn("en");

const detailSlugs = ["atls-etc", "acls-als", "pals-epls", "phtls", "amls", "tccc-tecc"];

describe("certification courses", () => {
  it("lists the eight courses of the specification in order", () => {
    expect(courses.map((course) => course.title)).toEqual([
      "ATLS / ETC",
      "ACLS / ALS",
      "PALS / EPLS",
      "PHTLS",
      "AMLS",
      "TCCC / TECC",
      "International Diploma in Mountain Medicine",
      "SFG-H / CSAM Module 6",
    ]);
  });

  it("links exactly the six courses that have detail pages", () => {
    expect(linkedCourses.map((course) => courseSlug(course.title))).toEqual(detailSlugs);
  });

  it("has a detail page in the route list and in content for every linked course", () => {
    const pagePaths = publicPages.map((page) => page.path);
    for (const slug of detailSlugs) {
      expect(pagePaths).toContain(`/emergency-medicine/courses/${slug}`);
      expect(findCourseBySlug(slug, "en")?.detail.pageTitle).toBeTruthy();
    }
  });

  it("titles the detail pages as the specification does", () => {
    expect(linkedCourses.map((course) => course.detail.pageTitle)).toEqual([
      "ATLS & ETC",
      "ACLS & ALS",
      "PALS & EPLS",
      "PHTLS",
      "AMLS",
      "TCCC & TECC",
    ]);
  });

  it("marks exactly PHTLS, AMLS and TCCC / TECC as student-friendly", () => {
    expect(courses.filter((course) => course.studentFriendly).map((course) => course.title)).toEqual([
      "PHTLS",
      "AMLS",
      "TCCC / TECC",
    ]);
  });

  it("shows the last two courses as coming soon", () => {
    expect(courses.filter((course) => course.comingSoon).map((course) => course.title)).toEqual([
      "International Diploma in Mountain Medicine",
      "SFG-H / CSAM Module 6",
    ]);
  });

  it("gives the durations of the specification", () => {
    expect(Object.fromEntries(courses.map((course) => [course.title, course.duration]))).toEqual({
      "ATLS / ETC": "3 days",
      "ACLS / ALS": "2 days",
      "PALS / EPLS": "2 days",
      PHTLS: "2 days",
      AMLS: "2 days",
      "TCCC / TECC": "2-3 days",
      "International Diploma in Mountain Medicine": "7 days",
      "SFG-H / CSAM Module 6": "3 days",
    });
  });

  it("finds no detail page for a coming-soon course or an unknown slug", () => {
    expect(findCourseBySlug(courseSlug("SFG-H / CSAM Module 6"), "de")).toBeUndefined();
    expect(findCourseBySlug("unknown", "en")).toBeUndefined();
  });
});
