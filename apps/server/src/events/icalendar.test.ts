import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarEntry, escapeText, foldLine, localDateTime, serializeCalendar, utcDateTime } from "./icalendar";

/** The reverse of escapeText, as a client reads a TEXT value. */
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === "n" ? "\n" : character));
/** The reverse of folding (§3.1): a line break followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

/** When the test's files are made: after every entry's last change. */
const madeAt = new Date("2026-03-04T05:06:07.890Z");

// An entry ends on its own day unless it says otherwise.
const entry = (overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  uid: "0b6b7a36-2a7c-4b6f-9d7e-3f1c2b4a5d6e@example.org",
  modifiedAt: new Date("2026-01-02T03:04:05.678Z"),
  sequence: 0,
  date: "2026-07-15",
  startTime: "14:00",
  endDate: overrides.date ?? "2026-07-15",
  endTime: "18:30",
  cancelled: false,
  summary: "Summer get-together",
  description: "Bring a friend",
  location: "Zürich, location to be announced",
  url: "https://example.org/events",
  ...overrides,
});

// Any text an admin may type, the characters iCalendar treats specially and non-BMP characters included.
const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.string({ unit: fc.constantFrom("\\", ";", ",", "\n", "\r\n", ":", '"', "ü", "😀", "a", " "), maxLength: 200 }),
);
const octets = (line: string) => Buffer.byteLength(line, "utf8");

describe("iCalendar text escaping", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("round-trips any text, and leaves no line break and no unescaped special character", () => {
    fc.assert(
      fc.property(text, (value) => {
        const escaped = escapeText(value);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(escaped.replace(/\\[\\;,n]/g, "")).not.toMatch(/[\\;,]/);
        expect(unescapeText(escaped)).toBe(value.replace(/\r\n|\r/g, "\n"));
      }),
    );
  });
});

describe("iCalendar line folding", () => {
  it("keeps every physical line within 75 octets, never splits a character, and unfolds to the original", () => {
    fc.assert(
      fc.property(text, fc.constantFrom("SUMMARY:", "DESCRIPTION:", "X:"), (value, name) => {
        const line = name + escapeText(value);
        const folded = foldLine(line);
        for (const physical of folded.split("\r\n")) {
          expect(octets(physical)).toBeLessThanOrEqual(75);
          // A character split between two lines leaves half a surrogate pair at the end of one and the start of the next.
          // (U+FFFD itself is a character an admin may type: fast-check once drew it, and a check for it failed in CI.)
          expect(physical).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        }
        expect(folded.split("\r\n").slice(1).every((continuation) => continuation.startsWith(" "))).toBe(true);
        expect(unfold(folded)).toBe(line);
      }),
    );
  });

  it("leaves a short line alone and folds a long one", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const long = `DESCRIPTION:${"ü".repeat(60)}`;
    const lines = foldLine(long).split("\r\n");
    expect(lines.length).toBe(2);
    expect(octets(lines[0]!)).toBe(74); // "DESCRIPTION:" is 12 octets, then 31 ü of 2 octets; a 32nd would make 76
  });
});

describe("a serialized calendar", () => {
  it("writes dates and instants in iCalendar form", () => {
    expect(localDateTime("2025-11-30", "14:00")).toBe("20251130T140000");
    expect(utcDateTime(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });

  it("ends every line in CRLF and nothing with a bare LF", () => {
    const calendar = serializeCalendar({ name: "Events", entries: [entry({ description: "one\ntwo" })], madeAt });
    expect(calendar.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(calendar.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("is read back by a strict parser with the same values, times in Europe/Zurich", () => {
    fc.assert(
      fc.property(text, text, text, (summary, description, location) => {
        const calendar = serializeCalendar({ name: "Events, Zürich; \\ test", entries: [entry({ summary, description, location })], madeAt });
        const component = new ICAL.Component(ICAL.parse(calendar));
        const event = new ICAL.Event(component.getFirstSubcomponent("vevent")!);
        const normalised = (value: string) => value.replace(/\r\n|\r/g, "\n");
        expect(event.summary).toBe(normalised(summary));
        expect(event.description ?? "").toBe(normalised(description));
        expect(event.location).toBe(normalised(location));
      }),
      { numRuns: 50 },
    );
  });

  it("has one VTIMEZONE and the event's local times with their zone, and a stable UID", () => {
    const calendar = serializeCalendar({ name: "Events", entries: [entry(), entry({ uid: "second@example.org", date: "2026-01-10" })], madeAt });
    const component = new ICAL.Component(ICAL.parse(calendar));
    expect(component.getAllSubcomponents("vtimezone")).toHaveLength(1);
    const [summer, winter] = component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(summer!.uid).toBe(entry().uid);
    expect(summer!.startDate.toString()).toBe("2026-07-15T14:00:00");
    expect(component.getFirstSubcomponent("vevent")!.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/Zurich");
    // The zone's own rules, as a client without time-zone data reads them: summer time is UTC+2, winter UTC+1.
    const zone = new ICAL.Timezone(component.getFirstSubcomponent("vtimezone")!);
    expect(zone.utcOffset(summer!.startDate) / 3600).toBe(2);
    expect(zone.utcOffset(winter!.startDate) / 3600).toBe(1);
    expect(summer!.endDate.toString()).toBe("2026-07-15T18:30:00");
    expect(serializeCalendar({ name: "Events", entries: [entry()], madeAt })).toBe(serializeCalendar({ name: "Events", entries: [entry()], madeAt }));
  });

  it("stamps every entry with when the file was made, and says when the event last changed and how often (issue 39)", () => {
    const calendar = serializeCalendar({ name: "Events", entries: [entry({ sequence: 3 }), entry({ uid: "new@example.org" })], madeAt });
    const [changed, created] = new ICAL.Component(ICAL.parse(calendar)).getAllSubcomponents("vevent");
    expect(changed!.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-03-04T05:06:07Z");
    expect(changed!.getFirstPropertyValue("last-modified")!.toString()).toBe("2026-01-02T03:04:05Z");
    expect(new ICAL.Event(changed).sequence).toBe(3);
    expect(created!.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-03-04T05:06:07Z");
    expect(new ICAL.Event(created).sequence).toBe(0);
  });

  it("ends a night that crosses midnight on the next day, and a weekend on its last day, in Europe/Zurich (issue 41)", () => {
    const night = entry({ date: "2025-11-30", startTime: "22:00", endDate: "2025-12-01", endTime: "02:00" });
    // Over the change to summer time (29.03.2026, 02:00 → 03:00): local times stay as written, the zone says the offset.
    const weekend = entry({ uid: "weekend@example.org", date: "2026-03-27", startTime: "18:00", endDate: "2026-03-29", endTime: "16:00" });
    const calendar = serializeCalendar({ name: "Events", entries: [night, weekend], madeAt });
    expect(calendar).toContain("DTSTART;TZID=Europe/Zurich:20251130T220000\r\nDTEND;TZID=Europe/Zurich:20251201T020000\r\n");
    const component = new ICAL.Component(ICAL.parse(calendar));
    const zone = new ICAL.Timezone(component.getFirstSubcomponent("vtimezone")!);
    const [first, second] = component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(first!.endDate.toString()).toBe("2025-12-01T02:00:00");
    expect(first!.duration.toSeconds()).toBe(4 * 3600);
    expect(second!.startDate.toString()).toBe("2026-03-27T18:00:00");
    expect(second!.endDate.toString()).toBe("2026-03-29T16:00:00");
    expect(zone.utcOffset(second!.startDate) / 3600).toBe(1);
    expect(zone.utcOffset(second!.endDate) / 3600).toBe(2);
  });

  it("marks a cancelled event STATUS:CANCELLED and says nothing of the status of the others", () => {
    const calendar = serializeCalendar({ name: "Events", entries: [entry({ cancelled: true }), entry({ uid: "held@example.org" })], madeAt });
    const [cancelled, held] = new ICAL.Component(ICAL.parse(calendar)).getAllSubcomponents("vevent");
    expect(cancelled!.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(held!.getFirstPropertyValue("status")).toBeNull();
  });
});
