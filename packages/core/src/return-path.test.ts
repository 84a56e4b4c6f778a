import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPathFrom } from "./return-path";

const site = "https://members.example.org";

describe("safeReturnPath", () => {
  it.each([
    ["/events", "/events"],
    ["/emergency-medicine/clinical-rotations?country=CH&sort=rating", "/emergency-medicine/clinical-rotations?country=CH&sort=rating"],
    ["/career-paths?tab=courses#top", "/career-paths?tab=courses#top"],
    ["/file-share", "/file-share"],
    ["/a/../events", "/events"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("returns to %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ["nothing", null],
    ["empty", ""],
    ["an absolute URL", "https://evil.example/"],
    ["an absolute URL of another scheme", "javascript:alert(1)"],
    ["a protocol-relative URL", "//evil.example"],
    ["a protocol-relative URL with a path", "//evil.example/events"],
    ["a backslash after the slash", "/\\evil.example"],
    ["backslashes only", "\\\\evil.example"],
    ["a tab the browser drops", "/\t/evil.example"],
    ["a newline the browser drops", "/\n/evil.example"],
    ["a relative path", "events"],
    ["a host name", "evil.example"],
    ["a leading space", " /events"],
    ["the sign-in page itself", "/auth"],
    ["the sign-in page with a query", "/auth?next=/events"],
    ["the sign-in page in another language", "/de/auth"],
    ["the sign-in page in another language with a query", "/fr/auth?next=/fr/events"],
    ["a triple slash", "///evil.example"],
    ["a dot segment that resolves to a protocol-relative URL", "/.//evil.example"],
    ["a parent segment that resolves to a protocol-relative URL", "/a/..//evil.example"],
  ])("refuses %s", (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("never leads off the site, whatever the value (decoded once, as the query string hands it over)", () => {
    const evil = fc.constantFrom("//", "/\\", "\\/", "\\\\", "/\t/", "/\n/", "/\r/", "https://", "http:", "javascript:", "/%2F", "/%5C", "%2F%2F", "/./", "/../");
    const host = fc.constantFrom("evil.example", "evil.example:443", "user@evil.example", "members.example.org.evil.example", "");
    const value = fc.oneof(
      fc.string(),
      fc.tuple(evil, host, fc.string()).map((parts) => parts.join("")),
      fc.tuple(fc.constant("/"), fc.string(), evil, host).map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(value, fc.boolean(), (raw, encoded) => {
        // As a link with the value percent-encoded (or not) arrives in /auth's URLSearchParams.
        const given = new URLSearchParams(`next=${encoded ? encodeURIComponent(raw) : raw}`).get("next");
        const path = safeReturnPath(given);
        if (path === null) return;
        expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
        expect(new URL(path, site).origin).toBe(site);
        // Where the browser (and React Router) would go, resolved against the page.
        expect(new URL(path, `${site}/auth?next=x`).origin).toBe(site);
      }),
      { numRuns: 5000 },
    );
  });
});

describe("signInPathFrom", () => {
  it("names the page to return to, encoded, except for the sign-in pages themselves", () => {
    expect(signInPathFrom("/events")).toBe("/auth?next=%2Fevents");
    expect(signInPathFrom("/emergency-medicine/clinical-rotations?country=CH")).toBe("/auth?next=%2Femergency-medicine%2Fclinical-rotations%3Fcountry%3DCH");
    expect(signInPathFrom("/auth")).toBe("/auth");
    expect(signInPathFrom("/recover")).toBe("/auth");
  });

  it("is in the language of the page it returns to", () => {
    expect(signInPathFrom("/de/events")).toBe("/de/auth?next=%2Fde%2Fevents");
    expect(signInPathFrom("/fr/member-dashboard")).toBe("/fr/auth?next=%2Ffr%2Fmember-dashboard");
    expect(signInPathFrom("/it/auth")).toBe("/it/auth");
    expect(signInPathFrom("/de/recover")).toBe("/de/auth");
  });

  it("round-trips through the query string to the same path", () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const link = signInPathFrom(path.startsWith("/") ? path : `/${path}`);
        if (!link.includes("?")) return;
        const back = safeReturnPath(new URL(link, site).searchParams.get("next"));
        expect(back).toBe(safeReturnPath(path.startsWith("/") ? path : `/${path}`));
      }),
    );
  });
});
