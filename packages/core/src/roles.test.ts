import { describe, expect, it } from "vitest";
import { hasAccess, roleFlags } from "./roles";

describe("roleFlags", () => {
  it("treats admin as member", () => {
    expect(roleFlags(["admin"])).toEqual({ isAdmin: true, isMember: true, isPending: false });
  });
  it("marks a pending applicant as neither member nor admin", () => {
    expect(roleFlags(["pending"])).toEqual({ isAdmin: false, isMember: false, isPending: true });
  });
  it("gives no flags without roles", () => {
    expect(roleFlags([])).toEqual({ isAdmin: false, isMember: false, isPending: false });
  });
});

describe("hasAccess", () => {
  it("refuses visitors everything", () => {
    expect(hasAccess(null, "signedIn")).toBe(false);
  });
  it("lets pending users in only where signing in suffices", () => {
    expect(hasAccess(["pending"], "signedIn")).toBe(true);
    expect(hasAccess(["pending"], "member")).toBe(false);
  });
  it("keeps the admin area to admins", () => {
    expect(hasAccess(["member"], "admin")).toBe(false);
    expect(hasAccess(["admin"], "admin")).toBe(true);
    expect(hasAccess(["admin"], "member")).toBe(true);
  });
});
