import { formatEventDate } from "@ssem/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dateFormatter } from "./date-format";

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

  it("gives an event's day the same digits as a timestamp's", () => {
    expect(formatEventDate("2026-11-25")).toBe(dateFormatter("date")("2026-11-25T10:00:00Z"));
    expect(formatEventDate("2027-01-02")).toBe(dateFormatter("date")("2027-01-02T10:00:00Z"));
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
