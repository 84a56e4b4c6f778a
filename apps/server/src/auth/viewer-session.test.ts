import fc from "fast-check";
import { serializeSigned } from "hono/utils/cookie";
import { describe, expect, it } from "vitest";
import { signedCookieValue } from "./viewer-session";

const secret = "a-secret-that-is-long-enough-for-tests";

/** The cookie's value as a browser sends it back, signed by Hono (which better-auth uses too). */
async function signedByHono(value: string, key = secret) {
  const header = await serializeSigned("session", value, key);
  return decodeURIComponent(header.slice("session=".length).split(";")[0]!);
}

describe("signedCookieValue", () => {
  it("accepts exactly what Hono signed with the same secret", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 64 }), async (value) => {
        expect(signedCookieValue(await signedByHono(value), secret)).toBe(value);
        expect(signedCookieValue(await signedByHono(value, `${secret}-other`), secret)).toBeNull();
      }),
    );
  });

  it("refuses any change to the value or the signature", async () => {
    const signed = await signedByHono("token-abc");
    await fc.assert(
      fc.property(fc.nat({ max: signed.length - 1 }), fc.constantFrom(..."AZaz09+/=.x"), (at, replacement) => {
        fc.pre(signed[at] !== replacement);
        const changed = signed.slice(0, at) + replacement + signed.slice(at + 1);
        expect(signedCookieValue(changed, secret)).toBeNull();
      }),
    );
  });

  it("refuses cookies that are not signed at all", () => {
    for (const cookie of [undefined, "", "token", ".", "token.", `.${"A".repeat(43)}=`, `token.${"A".repeat(44)}`]) {
      expect(signedCookieValue(cookie, secret)).toBeNull();
    }
  });
});
