import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { authLink, authLinkLocale, LINK_INVALID_FALLBACK, parseAuthFragment, signInLink } from "./auth-link";
import { locales } from "./i18n/paraglide/runtime.js";

describe("authLink", () => {
  it("builds links that /auth reads back to the same token, for every kind", () => {
    fc.assert(
      fc.property(fc.constantFrom("signup", "invite", "recovery" as const), fc.base64String({ minLength: 1 }), fc.constantFrom(...locales), (type, token, locale) => {
        const link = new URL(authLink("https://members.example.org", type, token, locale));
        expect(link.origin + link.pathname).toBe(`https://members.example.org${locale === "en" ? "" : `/${locale}`}/auth`);
        expect(link.search).toBe("");
        const parsed = parseAuthFragment(link.hash);
        if (type === "signup") expect(parsed).toEqual({ kind: "confirmSignup", tokenHash: token });
        else expect(parsed).toEqual({ kind: "setPassword", type, token });
        expect(authLinkLocale(link.hash)).toBe(locale);
      }),
    );
  });

  it("points mails without a token at the same page, where /auth finds nothing to do but sign in, in the recipient's language", () => {
    const link = new URL(signInLink("https://members.example.org", "it"));
    expect(link.href.split("#")[0]).toBe(new URL(authLink("https://members.example.org", "invite", "t", "it")).href.split("#")[0]);
    expect(link.pathname).toBe("/it/auth");
    expect(parseAuthFragment(link.hash)).toEqual({ kind: "none" });
    expect(authLinkLocale(link.hash)).toBe("it");
  });
});

describe("authLinkLocale", () => {
  it("names no language for a link without one or with an unknown one", () => {
    expect(authLinkLocale("#type=signup&token_hash=abc")).toBeUndefined();
    expect(authLinkLocale("#type=signup&token_hash=abc&lang=xx")).toBeUndefined();
  });
});

describe("parseAuthFragment", () => {
  it("finds nothing in an empty fragment", () => {
    expect(parseAuthFragment("")).toEqual({ kind: "none" });
    expect(parseAuthFragment("#")).toEqual({ kind: "none" });
  });
  it("reads a sign-up confirmation", () => {
    expect(parseAuthFragment("#type=signup&token_hash=abc")).toEqual({ kind: "confirmSignup", tokenHash: "abc" });
  });
  it("reads invite and recovery links", () => {
    expect(parseAuthFragment("#type=recovery&access_token=t1")).toEqual({ kind: "setPassword", type: "recovery", token: "t1" });
    expect(parseAuthFragment("#access_token=t2&type=invite")).toEqual({ kind: "setPassword", type: "invite", token: "t2" });
  });
  it("reports an error with its description, or the fallback text", () => {
    expect(parseAuthFragment("#error=access_denied&error_description=Email+link+is+invalid")).toEqual({ kind: "error", description: "Email link is invalid" });
    expect(parseAuthFragment("#error=access_denied")).toEqual({ kind: "error", description: LINK_INVALID_FALLBACK });
  });
  it("treats a half link as invalid rather than ignoring it", () => {
    expect(parseAuthFragment("#type=signup")).toEqual({ kind: "error", description: LINK_INVALID_FALLBACK });
    expect(parseAuthFragment("#type=magic&access_token=x")).toEqual({ kind: "error", description: LINK_INVALID_FALLBACK });
  });
});
