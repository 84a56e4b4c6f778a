import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchFold } from "./search-fold";

/** Each letter of a name and the ways people type it: without its dots or accent, as the Swiss spelling, in capitals. */
const spellings: Record<string, readonly string[]> = {
  ä: ["ä", "Ä", "a", "A", "ae", "AE", "Ae"],
  ö: ["ö", "Ö", "o", "O", "oe", "OE", "Oe"],
  ü: ["ü", "Ü", "u", "U", "ue", "UE", "Ue"],
  é: ["é", "É", "e", "E"],
  è: ["è", "È", "e", "E"],
  à: ["à", "À", "a", "A"],
  ç: ["ç", "Ç", "c", "C"],
  ñ: ["ñ", "Ñ", "n", "N"],
  ø: ["ø", "Ø", "o", "O"],
  ß: ["ß", "ss", "SS"],
};
/** Any text: code points of every plane, surrogates aside (fast-check's own full-Unicode string takes seconds to start). */
const anyText = fc
  .array(
    fc.integer({ min: 0, max: 0x10ffff - 0x800 }).map((point) => String.fromCodePoint(point >= 0xd800 ? point + 0x800 : point)),
    { maxLength: 40 },
  )
  .map((points) => points.join(""));
const letters = [..."abcdefghijklmnopqrstuvwxyz", ...Object.keys(spellings)];
const spellingsOf = (letter: string) => spellings[letter] ?? [letter, letter.toUpperCase()];

/** A name of letters, spaces and hyphens, as a list of letters so that each can be spelled its own way. */
const nameLetters = fc.array(fc.constantFrom(...letters, " ", "-"), { minLength: 1, maxLength: 24 });
/** The name as written, and as someone might type it: each letter in one of its spellings, composed or not. */
const nameAndTyped = nameLetters.chain((name) =>
  fc.tuple(
    fc.constant(name.join("")),
    fc.tuple(...name.map((letter) => fc.constantFrom(...spellingsOf(letter)))).map((typed) => typed.join("")),
    fc.constantFrom("NFC", "NFD"),
  ),
);

describe("searchFold", () => {
  it.each([
    ["Müller", "muller"],
    ["Mueller", "muller"],
    ["MUELLER", "muller"],
    ["muller", "muller"],
    ["Straße", "strasse"],
    ["Françoise Bérard-Lévêque", "francoise berard-levequ"],
    ["Jürg Schnyder-Gräub", "jurg schnyder-graub"],
    ["Søren Łukasz", "soren lukasz"],
    ["Antonín Dvořák-Čolić", "antonin dvorak-colic"],
  ])("folds %j to %j", (text, fold) => {
    expect(searchFold(text)).toBe(fold);
  });

  it("changes nothing when folding twice", () => {
    fc.assert(fc.property(anyText, (text) => searchFold(searchFold(text)) === searchFold(text)), { numRuns: 2000 });
    fc.assert(fc.property(nameLetters, (name) => searchFold(searchFold(name.join(""))) === searchFold(name.join(""))));
  });

  it("folds a name and every spelling of it alike, with or without dots, accents and capitals", () => {
    fc.assert(
      fc.property(nameAndTyped, ([name, typed, form]) => {
        expect(searchFold(typed.normalize(form))).toBe(searchFold(name));
      }),
    );
  });

  it("folds the start of a name, however typed, to the start of the name's fold, so a search finds it while it is typed", () => {
    fc.assert(
      fc.property(nameAndTyped, fc.nat(), ([name, typed], cut) => {
        const start = typed.slice(0, cut % (typed.length + 1));
        expect(searchFold(name).startsWith(searchFold(start))).toBe(true);
      }),
    );
  });
});
