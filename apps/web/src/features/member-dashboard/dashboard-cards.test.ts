import { countedRoles, roleFlags } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { dashboardCards } from "./dashboard-cards";

describe("dashboardCards", () => {
  it("shows a pending applicant the notice, the profile and the password change only", () => {
    expect(dashboardCards({ ...roleFlags(["pending"]), status: "pending", awaitsFirstFee: false })).toEqual(["applicationPending", "profile", "password", "sessions", "twoFactor", "passkeys", "myData"]);
  });
  it("tells a rejected applicant, who keeps the pending role, that the application was not accepted", () => {
    expect(dashboardCards({ ...roleFlags(["pending"]), status: "rejected", awaitsFirstFee: false })).toEqual(["applicationRejected", "profile", "password", "sessions", "twoFactor", "passkeys", "myData"]);
  });
  it("gives a member the fee first, their events, then the file share and the member features", () => {
    expect(dashboardCards({ ...roleFlags(["member"]), status: "approved", awaitsFirstFee: false })).toEqual(["fee", "myEvents", "profile", "password", "sessions", "twoFactor", "passkeys", "myData", "fileShare", "memberFeatures", "resignation"]);
  });
  it("gives an approved member whose first fee is open the fee and the resignation, not the file share or the member features (ADR 033)", () => {
    const awaiting = { ...roleFlags(countedRoles(["member"], { paidOnce: false, owesFee: true })), status: "approved" as const, awaitsFirstFee: true };
    expect(dashboardCards(awaiting)).toEqual(["fee", "profile", "password", "sessions", "twoFactor", "passkeys", "myData", "resignation"]);
  });
  it("gives an admin everything a member has plus admin access, and no applicant notice", () => {
    // The bootstrap admin has no profile row; the server then reports the status as pending.
    expect(dashboardCards({ ...roleFlags(["admin"]), status: "pending", awaitsFirstFee: false })).toEqual([
      "fee",
      "myEvents",
      "profile",
      "password",
      "sessions",
      "twoFactor",
      "passkeys",
      "myData",
      "adminAccess",
      "fileShare",
      "memberFeatures",
      "resignation",
    ]);
  });
  it("shows no notice to a member whose status is still rejected after an admin gave them a role", () => {
    expect(dashboardCards({ ...roleFlags(["member"]), status: "rejected", awaitsFirstFee: false })).not.toContain("applicationRejected");
  });
});
