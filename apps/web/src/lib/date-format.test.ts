import { afterEach, describe, expect, it, vi } from "vitest";
import { dateFormatter } from "./date-format";

describe("dateFormatter", () => {
  afterEach(() => vi.restoreAllMocks());

  it("formats an ISO timestamp with the locale and options it was given", () => {
    const longDate = dateFormatter("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(longDate("2026-11-25T10:00:00Z")).toBe("25 November 2026");
    expect(longDate("2027-01-02T23:30:00Z")).toBe("2 January 2027");
    const swiss = dateFormatter("de-CH", { timeZone: "Europe/Zurich", dateStyle: "medium", timeStyle: "short" });
    expect(swiss("2026-11-25T23:30:00Z")).toBe("26.11.2026, 00:30");
  });

  it("builds its Intl.DateTimeFormat at the first date, not when a module declares it, and only once", () => {
    const RealFormat = Intl.DateTimeFormat;
    const build = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (...args: ConstructorParameters<typeof RealFormat>) {
      return new RealFormat(...args);
    });
    const format = dateFormatter("en-GB", { dateStyle: "long" });
    expect(build).not.toHaveBeenCalled();
    format("2026-11-25T10:00:00Z");
    format("2026-11-26T10:00:00Z");
    expect(build).toHaveBeenCalledTimes(1);
  });
});
