import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dateFormatter, formatChf, formatClockTime, formatEventDate, formatNumber } from "./format";
import { localeOfPath, localizedPath, pathWithoutLocale } from "./locale-path";
import { locales } from "./paraglide/runtime.js";

describe("dateFormatter", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes every date one way, 25.11.2026, on the Swiss calendar, and a moment with its Swiss time", () => {
    const date = dateFormatter("date");
    expect(date("2026-11-25T10:00:00Z")).toBe("25.11.2026");
    expect(date("2027-01-02T08:30:00Z")).toBe("02.01.2027");
    // Half past midnight in Zurich is already the next day there.
    expect(date("2026-11-25T23:30:00Z")).toBe("26.11.2026");
    expect(dateFormatter("dateTime")("2026-11-25T23:30:00Z")).toBe("26.11.2026, 00:30");
    expect(dateFormatter("dateTime")("2026-07-01T12:05:00Z")).toBe("01.07.2026, 14:05");
  });

  it("gives an event's day the same digits as a timestamp's, in every language (a resignation mail's last day needs no locale)", () => {
    for (const locale of locales) {
      expect(formatEventDate("2026-11-25")).toBe(dateFormatter("date", locale)("2026-11-25T10:00:00Z"));
      expect(formatEventDate("2027-01-02")).toBe(dateFormatter("date", locale)("2027-01-02T10:00:00Z"));
    }
  });

  it("builds its Intl.DateTimeFormat at the first date, not when a module declares it, and only once", () => {
    const RealFormat = Intl.DateTimeFormat;
    const build = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (...args: ConstructorParameters<typeof RealFormat>) {
      return new RealFormat(...args);
    });
    const format = dateFormatter("date");
    expect(build).not.toHaveBeenCalled();
    format("2026-11-25T10:00:00Z");
    format("2026-11-26T10:00:00Z");
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe("one formatter per language", () => {
  it("writes amounts and counts the Swiss way in every language, dates and times in the language's way", () => {
    for (const locale of locales) {
      expect(formatChf(430000, locale)).toBe("CHF 4'300.00");
      expect(formatChf(123450, locale)).toBe("CHF 1'234.50");
      expect(formatChf(-1000, locale)).toBe("CHF -10.00");
      expect(formatChf(5, locale)).toBe("CHF 0.05");
      expect(formatNumber(4300, locale)).toBe("4'300");
      expect(formatNumber(1234567, locale)).toBe("1'234'567");
    }
    expect(formatClockTime("14:00")).toBe("2pm");
    for (const locale of ["de", "fr", "it"] as const) expect(formatClockTime("14:00", locale)).toBe("14:00");
    for (const locale of ["en", "de", "fr", "it"] as const) expect(dateFormatter("date", locale)("2026-11-25T23:30:00Z")).toBe("26.11.2026");
    expect(dateFormatter("dateTime", "fr")("2026-07-01T12:05:00Z")).toBe("01.07.2026 14:05");
  });

  it("gives any amount the same digits in every language, grouped in threes by apostrophes, that read back to the amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (rappen) => {
        const written = locales.map((locale) => formatChf(rappen, locale));
        expect(new Set(written).size).toBe(1);
        expect(written[0]).toMatch(/^CHF -?\d{1,3}('\d{3})*\.\d{2}$/);
        expect(Math.round(Number(written[0]!.slice(4).replaceAll("'", "")) * 100)).toBe(rappen);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("formatNumber", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes any whole number in every language with apostrophes between threes of digits, reading back to the number", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(...locales), (value, locale) => {
        const written = formatNumber(value, locale);
        expect(written).toMatch(/^-?\d{1,3}('\d{3})*$/);
        expect(Number(written.replaceAll("'", ""))).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it("writes a fraction as de-CH does, in every language", () => {
    for (const locale of locales) expect(formatNumber(4.5, locale)).toBe(new Intl.NumberFormat("de-CH").format(4.5));
  });

  it("builds no Intl.NumberFormat for a whole number: a public page's first formatter costs it a long task", () => {
    const build = vi.spyOn(Intl, "NumberFormat");
    for (const locale of locales) for (const count of [0, 1, 7, 999, 1234, 98765]) formatNumber(count, locale);
    expect(build).not.toHaveBeenCalled();
  });
});

describe("localeOfPath", () => {
  it("reads the language from the path's first segment, English at today's paths", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/about")).toBe("en");
    expect(localeOfPath("/de")).toBe("de");
    expect(localeOfPath("/fr/emergency-medicine")).toBe("fr");
    expect(localeOfPath("/it/")).toBe("it");
    expect(localeOfPath("/en/about")).toBe("en");
    expect(localeOfPath("/deutsch")).toBe("en");
  });
});

describe("localizedPath", () => {
  it("moves a path into a language and back, keeping English at today's paths", () => {
    expect(localizedPath("/about", "de")).toBe("/de/about");
    expect(localizedPath("/", "fr")).toBe("/fr");
    expect(localizedPath("/de/emergency-medicine/career-paths", "it")).toBe("/it/emergency-medicine/career-paths");
    expect(localizedPath("/it", "en")).toBe("/");
    expect(localizedPath("/fr/about", "en")).toBe("/about");
    expect(localizedPath("/deutsch", "de")).toBe("/de/deutsch");
    expect(pathWithoutLocale("/de/")).toBe("/");
    expect(pathWithoutLocale("/about")).toBe("/about");
  });
});
