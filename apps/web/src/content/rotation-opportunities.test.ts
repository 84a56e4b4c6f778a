import { locales } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { clinicalRotationsContent } from "./rotation-opportunities";

const rotationOpportunities = clinicalRotationsContent.en.opportunities;

describe("rotation opportunities", () => {
  it("lists the nine hospitals", () => {
    expect(rotationOpportunities).toHaveLength(9);
  });

  it("gives every hospital its own id", () => {
    const ids = rotationOpportunities.map((opportunity) => opportunity.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("leaves unknown contacts empty instead of inventing them", () => {
    for (const { contactEmail, contactPerson } of rotationOpportunities) {
      if (contactEmail !== null) expect(contactEmail).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i);
      for (const value of [contactEmail, contactPerson]) {
        expect(value ?? "").not.toMatch(/coming soon|placeholder|example\.|tbd|n\/a/i);
      }
    }
  });

  it("names each hospital and place as the reader's language does, and keeps the English names as the board's keys (issue 39)", () => {
    const usz = (locale: "en" | "de" | "fr" | "it") => clinicalRotationsContent[locale].opportunities.find((opportunity) => opportunity.id === "usz-zurich")!;
    expect(usz("de").shown).toEqual({ hospitalName: "Universitätsspital Zürich (USZ)", cityName: "Zürich", countryName: "Schweiz" });
    expect(usz("fr").shown).toEqual({ hospitalName: "Hôpital universitaire de Zurich (USZ)", cityName: "Zurich", countryName: "Suisse" });
    expect(usz("it").shown).toEqual({ hospitalName: "Ospedale universitario di Zurigo (USZ)", cityName: "Zurigo", countryName: "Svizzera" });
    expect(usz("en").shown).toEqual({ hospitalName: "University Hospital Zurich (USZ)", cityName: "Zurich", countryName: "Switzerland" });
    for (const locale of ["de", "fr", "it"] as const) {
      for (const opportunity of clinicalRotationsContent[locale].opportunities) {
        expect(opportunity.shown.hospitalName, opportunity.id).not.toMatch(/University Hospital|Cantonal Hospital|Hospitals? \(/);
        expect(opportunity.hospital).toBe(clinicalRotationsContent.en.opportunities.find((english) => english.id === opportunity.id)!.hospital);
      }
    }
    // A proper name stays as it is: the Inselspital and the CHUV.
    for (const locale of locales) expect(clinicalRotationsContent[locale].opportunities[0]!.shown.hospitalName).toMatch(/^Inselspital, /);
    expect(clinicalRotationsContent.it.opportunities.find((opportunity) => opportunity.id === "chuv-lausanne")!.shown.hospitalName).toBe("Centre hospitalier universitaire vaudois (CHUV)");
  });
});
