import { describe, expect, it } from "vitest";
import { memberAreaRedirect } from "./member-access";

describe("memberAreaRedirect", () => {
  it("sends visitors to the login page, whatever the page needs", () => {
    for (const access of ["signedIn", "member", "admin"] as const) expect(memberAreaRedirect(null, access)).toBe("/auth");
  });
  it("sends a signed-in user without the page's role to /auth too, as the spec says (which goes on to the dashboard)", () => {
    expect(memberAreaRedirect(["pending"], "member")).toBe("/auth");
    expect(memberAreaRedirect(["member"], "admin")).toBe("/auth");
  });
  it("lets through whoever has the role; admins everywhere", () => {
    expect(memberAreaRedirect(["pending"], "signedIn")).toBeNull();
    expect(memberAreaRedirect(["member"], "member")).toBeNull();
    expect(memberAreaRedirect(["admin"], "member")).toBeNull();
    expect(memberAreaRedirect(["admin"], "admin")).toBeNull();
  });
});
