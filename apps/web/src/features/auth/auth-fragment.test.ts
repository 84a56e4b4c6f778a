import { describe, expect, it } from "vitest";
import { LINK_INVALID_FALLBACK, parseAuthFragment } from "./auth-fragment";

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
