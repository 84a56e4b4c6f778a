/**
 * Writes iCalendar (RFC 5545) files: the few properties the association's events need, written
 * the strict way Google Calendar, Apple Calendar and Outlook all accept. Lines end in CRLF, are
 * folded at 75 octets and text values are escaped (§3.1, §3.3.11).
 */

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma, and every line break as "\n". */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, "\\n");
}

/** The UTF-8 length of a code point (a lone surrogate is written as U+FFFD, also 3 octets). */
const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds one content line into physical lines of at most 75 octets (§3.1): each continuation starts
 * with a space, which counts towards its 75. A character is never split, so no UTF-8 sequence is.
 * It walks code points and slices, as the feed folds thousands of lines per request.
 */
export function foldLine(line: string): string {
  // A UTF-16 unit is at most 3 octets of UTF-8 (a pair of them, 4): 25 units always fit.
  if (line.length <= MAX_LINE_OCTETS / 3) return line;
  let folded = "";
  let start = 0;
  let size = 0;
  for (let index = 0; index < line.length; ) {
    const codePoint = line.codePointAt(index)!;
    const units = codePoint > 0xffff ? 2 : 1;
    const length = utf8Octets(codePoint);
    if (size + length > MAX_LINE_OCTETS) {
      folded += `${line.slice(start, index)}${CRLF} `;
      start = index;
      size = 1;
    }
    size += length;
    index += units;
  }
  return folded + line.slice(start);
}

/** A local date and time in the calendar's zone: "2025-11-30", "14:00" → "20251130T140000". */
export function localDateTime(date: string, time: string): string {
  return `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

/** A UTC instant as iCalendar writes one: "20251130T130000Z". */
export function utcDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/**
 * Europe/Zurich as a VTIMEZONE: central European time, summer time from the last Sunday of March
 * to the last Sunday of October (the EU rule Switzerland follows since 1981 and 1996). Clients
 * that know the zone by its name use their own data; the others read these rules.
 */
const ZURICH_TIME_ZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Zurich",
  "X-LIC-LOCATION:Europe/Zurich",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19810329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19961027T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];
export const CALENDAR_TIME_ZONE = "Europe/Zurich";

export type CalendarEntry = {
  /** Globally unique and stable for the event, so a subscribed calendar updates it instead of adding a copy. */
  uid: string;
  /** When the event was last changed (LAST-MODIFIED). */
  modifiedAt: Date;
  /** How many times the event has been changed since it was created (SEQUENCE, §3.8.7.4): a client keeps the highest. */
  sequence: number;
  /** Local dates and times in Europe/Zurich ("YYYY-MM-DD", "HH:MM"): the event starts on `date` and ends on `endDate`. */
  date: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** A cancelled event stays in the feed with STATUS:CANCELLED (§3.8.1.11), so a subscribed calendar marks or drops it. */
  cancelled: boolean;
  summary: string;
  description: string;
  location: string;
  url: string;
};

export type Calendar = {
  /** Shown by calendar apps as the subscribed calendar's name. */
  name: string;
  entries: readonly CalendarEntry[];
  /** When the file was made: every entry's DTSTAMP (§3.8.7.2, for a calendar without METHOD:REQUEST or REPLY semantics). */
  madeAt: Date;
};

function eventLines(entry: CalendarEntry, stamp: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${utcDateTime(entry.modifiedAt)}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${localDateTime(entry.date, entry.startTime)}`,
    `DTEND;TZID=${CALENDAR_TIME_ZONE}:${localDateTime(entry.endDate, entry.endTime)}`,
    ...(entry.cancelled ? ["STATUS:CANCELLED"] : []),
    `SUMMARY:${escapeText(entry.summary)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    `LOCATION:${escapeText(entry.location)}`,
    `URL:${entry.url}`,
    "END:VEVENT",
  ];
}

/** A whole VCALENDAR, published (METHOD:PUBLISH: an announcement, not an invitation to answer). */
export function serializeCalendar({ name, entries, madeAt }: Calendar): string {
  const stamp = utcDateTime(madeAt);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(name)}//Events//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    // How often subscribers should look again (Apple reads the first, Outlook and Google the second).
    "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
    "X-PUBLISHED-TTL:PT6H",
    ...ZURICH_TIME_ZONE,
    ...entries.flatMap((entry) => eventLines(entry, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
