import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPrintableLine, isPrintableText, lineText, multiLineText } from "./text";

describe("printable text", () => {
  it.each([
    ["NUL", "Anna\u0000"],
    ["line feed", "Anna\nhttps://evil.example"],
    ["carriage return", "Anna\rBcc: x"],
    ["tab", "An\tna"],
    ["DEL", "Anna\u007F"],
    ["C1 control", "Anna\u0085"],
    ["line separator", "Anna\u2028x"],
    ["lone high surrogate", "Anna\uD800"],
    ["lone low surrogate", "\uDC00Anna"],
    ["right-to-left override", "Anna\u202Efdp.exe"],
    ["zero-width space", "An\u200Bna"],
    ["left-to-right isolate", "\u2066Anna\u2069"],
    ["byte order mark inside", "An\uFEFFna"],
  ])("a one-line field refuses %s", (_name, value) => {
    expect(isPrintableLine(value)).toBe(false);
    expect(lineText("First name", 100).safeParse(value).success).toBe(false);
  });

  it("a one-line field keeps umlauts, accents, apostrophes and emoji", () => {
    for (const value of ["Zoë Müller-Lüdenscheidt", "D'Alessandro", "Ngũgĩ", "李", "Anna 🚑"]) {
      expect(lineText("Name", 100).parse(value)).toBe(value);
    }
  });

  it("a multi-line field allows line breaks and tabs but no other control character", () => {
    expect(multiLineText("Message", 2000).parse("Hello\r\n\tworld\nBye")).toBe("Hello\r\n\tworld\nBye");
    expect(isPrintableText("Hello\u0000")).toBe(false);
    expect(isPrintableText("Hello\u001B[31m")).toBe(false);
  });

  it("says which field and what is wrong, in words a person can act on", () => {
    const result = lineText("First name", 100).safeParse("Anna\nBob");
    expect(result.error?.issues[0]?.message).toBe("First name must not contain line breaks or control characters");
    expect(lineText("First name", 3).safeParse("Anna").error?.issues[0]?.message).toBe("First name must be at most 3 characters");
  });

  it("accepts exactly the strings without control characters, format characters or lone surrogates", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (value) => {
        const hasControl = [...value].some((char) => {
          const code = char.codePointAt(0)!;
          return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff);
        });
        expect(isPrintableLine(value)).toBe(!hasControl && !/\p{Cf}/u.test(value));
      }),
    );
  });

  /** Bidi embeddings, overrides and isolates, zero-width characters and marks, the BOM, the soft hyphen. */
  const invisibleFormatCharacter = fc.constantFrom(
    ..."\u00AD\u061C\u180E\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2066\u2067\u2068\u2069\uFEFF",
    "\u{E0001}",
  );

  it("refuses a bidi or invisible format character anywhere in one-line and multi-line text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), invisibleFormatCharacter, fc.string({ maxLength: 20 }), (before, hidden, after) => {
        const value = `Anna${before}${hidden}${after}Muster`;
        expect(lineText("Last name", 100).safeParse(value).error?.issues[0]?.message).toBe("Last name must not contain line breaks or control characters");
        expect(multiLineText("Message", 2000).safeParse(value).error?.issues[0]?.message).toBe("Message must not contain control characters");
      }),
    );
  });
});
