import { describe, expect, it } from "vitest";
import { formatClockTime, formatEventDate } from "./event-time";

describe("event dates and times", () => {
  it("writes dates the Swiss way", () => {
    expect(formatEventDate("2025-11-30")).toBe("30.11.2025");
    expect(formatEventDate("2026-03-05")).toBe("05.03.2026");
  });

  it("writes times on the 12-hour clock, minutes only when needed", () => {
    expect(formatClockTime("14:00")).toBe("2pm");
    expect(formatClockTime("18:00")).toBe("6pm");
    expect(formatClockTime("09:30")).toBe("9:30am");
    expect(formatClockTime("12:00")).toBe("12pm");
    expect(formatClockTime("00:05")).toBe("12:05am");
  });
});
