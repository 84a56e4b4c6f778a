import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventInputSchema } from "./event-schema";
import { eventLocation, isCalendarDate, isClockTime, swissToday } from "./events";
import { formatClockTime, formatEventDate } from "./i18n/format";

const valid = {
  title: "First get-together",
  date: "2025-11-30",
  startTime: "14:00",
  endTime: "18:00",
  city: "Zürich",
  venue: "",
  membersOnly: true,
  registration: "Registration via the member WhatsApp group",
  description: "Meet the board.\nAnd each other.",
};

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

  it("accepts only days of the calendar and times of the 24-hour clock", () => {
    expect(["2025-11-30", "2028-02-29"].every(isCalendarDate)).toBe(true);
    expect(["2026-02-29", "2025-13-01", "2025-11-31", "30.11.2025", "1999-12-31", "2025-1-5"].some(isCalendarDate)).toBe(false);
    expect(["00:00", "09:30", "23:59"].every(isClockTime)).toBe(true);
    expect(["24:00", "9:30", "14:60", "14:00:00"].some(isClockTime)).toBe(false);
  });

  it("counts today by the Swiss calendar, not the server's zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Zürich (UTC+1 in winter).
    expect(swissToday(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+2).
    expect(swissToday(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(swissToday(new Date("2026-06-30T21:30:00Z"))).toBe("2026-06-30");
  });
});

describe("the event schema", () => {
  it("turns an empty venue into 'location to be announced' (null)", () => {
    const parsed = eventInputSchema.parse(valid);
    expect(parsed.venue).toBeNull();
    expect(eventLocation(parsed)).toBe("Zürich, location to be announced");
    expect(eventLocation({ city: "Bern", venue: "Inselspital" })).toBe("Bern, Inselspital");
  });

  it("refuses an end that is not after the start, on the end time field", () => {
    const result = eventInputSchema.safeParse({ ...valid, endTime: "14:00" });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ["endTime"], message: "The end time must be after the start time" })]);
  });

  it("takes an end date for a night that crosses midnight, and turns an empty one into null (the same day)", () => {
    expect(eventInputSchema.parse({ ...valid, startTime: "22:00", endTime: "02:00", endDate: "2025-12-01" }).endDate).toBe("2025-12-01");
    expect(eventInputSchema.parse({ ...valid, endDate: "" }).endDate).toBeNull();
    expect(eventInputSchema.parse({ ...valid, endDate: null }).endDate).toBeNull();
    // A client written before end dates sends none.
    expect(eventInputSchema.parse(valid).endDate).toBeNull();
  });

  it("refuses an end date that is not after the date, or is no date, on the end date field", () => {
    const refusal = (endDate: unknown) => eventInputSchema.safeParse({ ...valid, endDate }).error?.issues;
    expect(refusal("2025-11-30")).toEqual([expect.objectContaining({ path: ["endDate"], message: "The end date must be after the date" })]);
    expect(refusal("2025-11-29")).toEqual([expect.objectContaining({ path: ["endDate"], message: "The end date must be after the date" })]);
    expect(refusal("2025-11-31")).toEqual([expect.objectContaining({ path: ["endDate"], message: "Enter a valid end date (YYYY-MM-DD)" })]);
    expect(refusal("1.12.2025\u0000")).toEqual([expect.objectContaining({ path: ["endDate"] })]);
    expect(refusal(20251201)).toEqual([expect.objectContaining({ path: ["endDate"] })]);
  });

  it("checks the end time against the start time only on the same day, and the end date against the date otherwise", () => {
    const day = fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((moment) => moment.toISOString().slice(0, 10));
    const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    fc.assert(
      fc.property(day, fc.option(day, { nil: null }), clock, clock, (date, endDate, startTime, endTime) => {
        const result = eventInputSchema.safeParse({ ...valid, date, endDate, startTime, endTime });
        const expected = endDate === null ? endTime > startTime : endDate > date;
        expect(result.success).toBe(expected);
        if (!result.success) expect(result.error.issues.map((issue) => issue.path)).toEqual([endDate === null ? ["endTime"] : ["endDate"]]);
      }),
    );
  });

  it("refuses control characters and line breaks in one-line fields, and keeps them in the description", () => {
    expect(eventInputSchema.safeParse({ ...valid, title: "Talk\nBcc: x" }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...valid, description: "one\u0007" }).success).toBe(false);
    expect(eventInputSchema.parse(valid).description).toBe("Meet the board.\nAnd each other.");
  });
});

describe("the event schema's messages", () => {
  it("says an empty date or time is required, and a malformed one how to write it", () => {
    const issues = (overrides: Record<string, string>) => eventInputSchema.safeParse({ ...valid, ...overrides }).error!.issues.map((issue) => issue.message);
    expect(issues({ date: "", startTime: "" })).toEqual(["Date is required", "Start time is required"]);
    expect(issues({ date: "2025-02-30" })).toEqual(["Enter a valid date (YYYY-MM-DD)"]);
    expect(issues({ endTime: "7pm" })).toEqual(["Enter a valid end time (HH:MM)"]);
  });
});
