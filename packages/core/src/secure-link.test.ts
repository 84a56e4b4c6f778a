import { describe, expect, it } from "vitest";
import { secureLinkTarget } from "./secure-link";

const domain = "example.com";

describe("secureLinkTarget", () => {
  it("does nothing without a link", () => {
    expect(secureLinkTarget(null, domain)).toEqual({ kind: "none" });
    expect(secureLinkTarget("", domain)).toEqual({ kind: "none" });
  });

  it.each([
    "https://example.com/auth#type=recovery&access_token=abc",
    "https://members.example.com/verify?token=abc&type=recovery",
    "HTTPS://EXAMPLE.COM/path",
    "https://example.com:8443/path",
  ])("follows %s", (link) => {
    const target = secureLinkTarget(link, domain);
    expect(target.kind).toBe("redirect");
    if (target.kind === "redirect") expect(new URL(target.url).hostname.endsWith("example.com")).toBe(true);
  });

  it.each([
    ["userinfo before the real host", "https://example.com@evil.com/"],
    ["userinfo with a port", "https://example.com:443@evil.com/"],
    ["userinfo on the allowed host", "https://user:pass@example.com/"],
    ["backslash turned into a slash", "https://evil.com\\@example.com"],
    ["backslash path look-alike", "https://evil.com\\.example.com"],
    ["backslashes instead of slashes", "https:\\\\evil.com\\example.com"],
    ["suffix look-alike", "https://evilexample.com/"],
    ["allowed domain as a subdomain of another", "https://example.com.evil.com/"],
    ["encoded dot look-alike", "https://evilexample%2Ecom/"],
    ["trailing-dot host", "https://example.com./"],
    ["allowed domain only in the fragment", "https://evil.com#.example.com"],
    ["allowed domain only in the query", "https://evil.com?.example.com"],
    ["allowed domain only in the path", "https://evil.com/.example.com"],
    ["protocol-relative link", "//evil.com/example.com"],
    ["relative path", "/auth"],
    ["javascript scheme", "javascript:alert(document.domain)//example.com"],
    ["javascript scheme with whitespace", " javascript:alert(1)//example.com"],
    ["data scheme", "data:text/html,<script>alert(1)</script>example.com"],
    ["plain http on a public domain", "http://example.com/"],
    ["ftp scheme", "ftp://example.com/"],
    ["null byte in the host", "https://example.com%00.evil.com/"],
    ["punycode look-alike", "https://xn--exmple-cua.com/"],
    ["leading whitespace hiding another host", "\t https://evil.com/"],
    ["not a URL at all", "%%%"],
  ])("refuses %s", (_label, link) => {
    expect(secureLinkTarget(link, domain)).toEqual({ kind: "invalid" });
  });

  it("allows plain http only for a local development host", () => {
    expect(secureLinkTarget("http://localhost:3000/auth", "localhost").kind).toBe("redirect");
    expect(secureLinkTarget("http://localhost.evil.com/", "localhost")).toEqual({ kind: "invalid" });
  });

  it("refuses everything when no domain is configured", () => {
    expect(secureLinkTarget("https://example.com/", "")).toEqual({ kind: "invalid" });
  });
});
