import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mailingListLink, mailingListPagePaths, ONE_CLICK_UNSUBSCRIBE_PATH, oneClickUnsubscribeUrl, parseMailingListFragment } from "./mailing-list-link";

describe("mailing-list links", () => {
  it("carry the token in the fragment of their page, and the page reads it back", () => {
    fc.assert(
      fc.property(fc.constantFrom("confirm", "unsubscribe" as const), fc.base64String({ minLength: 1 }), (type, token) => {
        const link = new URL(mailingListLink("https://members.example.org", type, token));
        expect(link.origin + link.pathname).toBe(`https://members.example.org${mailingListPagePaths[type]}`);
        expect(link.search).toBe("");
        expect(parseMailingListFragment(link.hash)).toBe(token);
      }),
    );
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
