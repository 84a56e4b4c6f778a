import { describe, expect, it } from "vitest";
import { memberAreaRedirect } from "./member-access";

describe("memberAreaRedirect", () => {
  it("sends visitors to the login page, which returns to the page afterwards, whatever the page needs", () => {
    for (const access of ["signedIn", "member", "admin"] as const) expect(memberAreaRedirect(null, access, "/file-share")).toBe("/auth?next=%2Ffile-share");
  });
  it("sends a signed-in user without the page's role to /auth too, as the spec says (which goes on to the dashboard)", () => {
    expect(memberAreaRedirect(["pending"], "member", "/file-share")).toBe("/auth");
    expect(memberAreaRedirect(["member"], "admin", "/file-share")).toBe("/auth");
  });
  it("takes an admin who must set up two-factor authentication to it before an admin page, and nowhere else", () => {
    expect(memberAreaRedirect(["admin"], "admin", "/admin-dashboard", true)).toBe("/member-dashboard?two-factor=setup");
    expect(memberAreaRedirect(["admin"], "signedIn", "/member-dashboard", true)).toBeNull();
    expect(memberAreaRedirect(["admin"], "admin", "/admin-dashboard", false)).toBeNull();
  });
  it("lets through whoever has the role; admins everywhere", () => {
    expect(memberAreaRedirect(["pending"], "signedIn", "/file-share")).toBeNull();
    expect(memberAreaRedirect(["member"], "member", "/file-share")).toBeNull();
    expect(memberAreaRedirect(["admin"], "member", "/file-share")).toBeNull();
    expect(memberAreaRedirect(["admin"], "admin", "/file-share")).toBeNull();
  });
});
