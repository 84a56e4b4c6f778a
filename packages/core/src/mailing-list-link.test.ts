import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locales } from "./i18n/paraglide/runtime.js";
import { mailingListLink, mailingListPagePaths, ONE_CLICK_UNSUBSCRIBE_PATH, oneClickUnsubscribeUrl, parseMailingListFragment } from "./mailing-list-link";

describe("mailing-list links", () => {
  it("carry the token in the fragment of their page, and the page reads it back", () => {
    fc.assert(
      fc.property(fc.constantFrom("confirm", "unsubscribe" as const), fc.base64String({ minLength: 1 }), fc.constantFrom(...locales), (type, token, locale) => {
        const link = new URL(mailingListLink("https://members.example.org", type, token, locale));
        expect(link.origin + link.pathname).toBe(`https://members.example.org${locale === "en" ? "" : `/${locale}`}${mailingListPagePaths[type]}`);
        expect(link.search).toBe("");
        expect(parseMailingListFragment(link.hash)).toBe(token);
      }),
    );
  });

  it("lead to the page in the recipient's language; English keeps the address mailed before languages", () => {
    const origin = "https://members.example.org";
    expect(mailingListLink(origin, "confirm", "a.b", "en")).toBe(`${origin}${mailingListPagePaths.confirm}#token=a.b`);
    expect(mailingListLink(origin, "confirm", "a.b", "en")).toBe(`${origin}/mailing-list/confirm#token=a.b`);
    expect(mailingListLink(origin, "unsubscribe", "a.b", "en")).toBe(`${origin}/mailing-list/unsubscribe#token=a.b`);
    expect(mailingListLink(origin, "confirm", "a.b", "de")).toBe(`${origin}/de/mailing-list/confirm#token=a.b`);
    expect(mailingListLink(origin, "unsubscribe", "a.b", "fr")).toBe(`${origin}/fr/mailing-list/unsubscribe#token=a.b`);
    expect(mailingListLink(origin, "unsubscribe", "a.b", "it")).toBe(`${origin}/it/mailing-list/unsubscribe#token=a.b`);
  });

  it("the one-click address is the API's, with the token in the query (mail providers POST to it as it is)", () => {
    const url = new URL(oneClickUnsubscribeUrl("https://members.example.org", "a.b+c"));
    expect(url.pathname).toBe(ONE_CLICK_UNSUBSCRIBE_PATH);
    expect(url.searchParams.get("token")).toBe("a.b+c");
  });

  it("finds no token in a fragment without one", () => {
    expect(parseMailingListFragment("")).toBeNull();
    expect(parseMailingListFragment("#token=")).toBeNull();
    expect(parseMailingListFragment("#type=signup")).toBeNull();
  });
});
