import { describe, expect, it } from "vitest";
import { reviewSubmissionSchema } from "./review-schemas";
import { formatAverage, reviewMatchesFilters, reviewMessages } from "./reviews";

const review = { country: "Switzerland", city: "Bern", hospital: "Inselspital, Bern University Hospital", rotationType: "nurses" as const };

describe("reviewMatchesFilters (the board's live additions follow the server's filters)", () => {
  it("matches places by substring in any case and the type exactly", () => {
    expect(reviewMatchesFilters(review, {})).toBe(true);
    expect(reviewMatchesFilters(review, { country: "SWITZ", city: "er", hospital: "insel" })).toBe(true);
    expect(reviewMatchesFilters(review, { type: "nurses" })).toBe(true);
    expect(reviewMatchesFilters(review, { type: "residents" })).toBe(false);
    expect(reviewMatchesFilters(review, { city: "Zurich" })).toBe(false);
  });
});

describe("reviewSubmissionSchema", () => {
  const valid = {
    ...review,
    timeOfRotation: "2026",
    rating: 5,
    experienceDescription: "a",
    teaching: "b",
    leisureTime: "c",
    applicationInfo: "d",
  };

  it("drops an empty department and keeps an empty honeypot", () => {
    expect(reviewSubmissionSchema.parse({ ...valid, department: " ", website: "" })).toMatchObject({ department: undefined, website: "" });
  });

  it("names a missing field in the spec's words", () => {
    const result = reviewSubmissionSchema.safeParse({ ...valid, teaching: undefined });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["teaching"], message: reviewMessages.missing })]);
  });
});

it("formats a hospital average with one decimal", () => {
  expect([formatAverage(4), formatAverage(3.3333), formatAverage(4.96)]).toEqual(["4.0", "3.3", "5.0"]);
});
