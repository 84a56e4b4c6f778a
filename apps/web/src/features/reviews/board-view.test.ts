import { describe, expect, it } from "vitest";
import { boardLinkForHospital, searchOfView, viewFromSearch } from "./board-view";

describe("the board's view in the URL", () => {
  it("round-trips filters and sort, leaving the default sort out", () => {
    const view = { country: "Switzerland", city: "Bern", hospital: "Insel & Co", type: "nurses" as const, sort: "hospital_avg" as const };
    expect(viewFromSearch(searchOfView(view))).toEqual(view);
    expect(searchOfView({ sort: "created_at" }).toString()).toBe("");
  });

  it("ignores unknown types and sorts, and blank filters", () => {
    expect(viewFromSearch(new URLSearchParams("type=doctors&sort=stars&city=%20%20"))).toEqual({ sort: "created_at" });
  });

  it("keeps other parameters of the page", () => {
    expect(searchOfView({ sort: "rating" }, new URLSearchParams("tab=x&city=old")).toString()).toBe("tab=x&sort=rating");
  });

  it("links an opportunity card to its hospital's reviews", () => {
    expect(boardLinkForHospital("/emergency-medicine/clinical-rotations", "Inselspital, Bern University Hospital")).toBe(
      "/emergency-medicine/clinical-rotations?hospital=Inselspital%2C+Bern+University+Hospital#reviews",
    );
  });
});
