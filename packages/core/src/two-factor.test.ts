import { describe, expect, it } from "vitest";
import { locales, m } from "./i18n";
import { RECOVERY_CODE_ALPHABET, recoveryCodeSchema, twoFactorMessages } from "./two-factor";

const exampleIn = (sentence: string) => sentence.match(/[A-Za-z0-9]{5}-[A-Za-z0-9]{5}/)?.[0];

describe("the recovery code's example (issue 39, point 21)", () => {
  // A member who copies the example's look must not learn characters no code has (1 beside l and I, 0 beside O).
  it.each(locales)("in %s is made only of the characters codes are made of", (locale) => {
    const example = exampleIn(m.valid_recovery_code({}, { locale }));
    expect(example).toBeDefined();
    expect([...example!.replace("-", "")].filter((character) => !RECOVERY_CODE_ALPHABET.includes(character))).toEqual([]);
  });

  it("is the same in the schema's English and in the catalogue", () => {
    expect(exampleIn(twoFactorMessages.recoveryCode)).toBe(exampleIn(m.valid_recovery_code({}, { locale: "en" })));
    expect(recoveryCodeSchema.safeParse({ code: exampleIn(twoFactorMessages.recoveryCode) }).success).toBe(true);
  });

  it("leaves out l, I, 1, O and 0", () => {
    expect([..."lI1O0"].filter((character) => RECOVERY_CODE_ALPHABET.includes(character))).toEqual([]);
  });
});
