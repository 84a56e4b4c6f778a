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
});
