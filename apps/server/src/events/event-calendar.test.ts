import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarFileName } from "./event-calendar";

describe("an event's download name", () => {
  it("keeps a letter with an accent as its plain letter, not a hyphen and the letter (issue 39)", () => {
    expect(calendarFileName("Notfall-Workshop: Übung für Anfänger")).toBe("notfall-workshop-ubung-fur-anfanger.ics");
    expect(calendarFileName("Soirée d'été à Genève")).toBe("soiree-d-ete-a-geneve.ics");
    expect(calendarFileName("Ｆｕｌｌ width ﬁrst")).toBe("full-width-first.ics");
    expect(calendarFileName("🚑 ")).toBe("event.ics");
  });

  it("is short, lower-case ASCII letters, digits and single inner hyphens, whatever the title (property)", () => {
    const accented = fc.constantFrom(..."ÄÖÜäöüéèàçñÅøßœ".split(""), "e\u0301", "a\u0308", " ", "-", ":", "&");
    const title = fc.oneof(fc.string(), fc.array(fc.oneof(accented, fc.string({ maxLength: 3 }))).map((parts) => parts.join("")));
    fc.assert(
      fc.property(title, (text) => {
        const name = calendarFileName(text);
        expect(name).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*|event)\.ics$/);
        expect(name.length).toBeLessThanOrEqual(64);
      }),
      { numRuns: 2000 },
    );
  });

  it("drops only the marks: a decomposed letter never splits the word it stands in (property)", () => {
    const base = fc.constantFrom(..."aeiouAEIOUnc".split(""));
    const mark = fc.constantFrom("\u0300", "\u0301", "\u0302", "\u0308", "\u0327", "\u030a");
    const word = fc.array(fc.tuple(base, fc.option(mark, { nil: "" })).map(([letter, accent]) => letter + accent), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(word, (letters) => {
        expect(calendarFileName(letters.join(""))).toBe(`${letters.map((letter) => letter[0]!.toLowerCase()).join("")}.ics`);
      }),
      { numRuns: 1000 },
    );
  });
});
