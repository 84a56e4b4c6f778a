import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { awaitsFirstFee, countedRoles } from "./membership-access";
import { hasAccess, roles } from "./roles";

describe("when the member area opens (ADR 033)", () => {
  it("keeps an approved member out while their first fee is open, and lets them in once it is received", () => {
    expect(hasAccess(countedRoles(["member"], { paidOnce: false, owesFee: true }), "member")).toBe(false);
    expect(hasAccess(countedRoles(["member"], { paidOnce: true, owesFee: false }), "member")).toBe(true);
  });

  it("lets in a member who owes nothing (imported and not billed, or whose fee the board cancelled), a member who has paid once and owes a later year, and every admin", () => {
    expect(hasAccess(countedRoles(["member"], { paidOnce: false, owesFee: false }), "member")).toBe(true);
    expect(hasAccess(countedRoles(["member"], { paidOnce: true, owesFee: true }), "member")).toBe(true);
    expect(hasAccess(countedRoles(["admin"], { paidOnce: false, owesFee: true }), "member")).toBe(true);
  });

  it("never takes away any role but the member role, and only while the first fee is awaited", () => {
    const roleLists = fc.uniqueArray(fc.constantFrom(...roles));
    fc.assert(
      fc.property(roleLists, fc.boolean(), fc.boolean(), (given, paidOnce, owesFee) => {
        const counted = countedRoles(given, { paidOnce, owesFee });
        expect(given.filter((role) => !counted.includes(role))).toEqual(awaitsFirstFee({ paidOnce, owesFee }) && !given.includes("admin") ? given.filter((role) => role === "member") : []);
      }),
    );
  });
});
