// Events the board manages (issue 15): constants, types and date helpers. Free of zod, so the public
// /events page can use them without the validation library (the schema is in event-schema.ts).

/** Events are planned and shown in Swiss local time, wherever the server or the visitor is. */
export const EVENT_TIME_ZONE = "Europe/Zurich";

export const EVENT_TITLE_MAX = 120;
export const EVENT_CITY_MAX = 80;
export const EVENT_VENUE_MAX = 200;
export const EVENT_REGISTRATION_MAX = 300;
export const EVENT_DESCRIPTION_MAX = 3000;
/** How many past events /events, the admin tab and the calendar feed show, most recent first. */
export const PAST_EVENTS_LIMIT = 50;

/** What a place still to be announced reads as (spec: "location to be announced"). */
export const VENUE_TO_BE_ANNOUNCED = "location to be announced";
export const MEMBERS_ONLY_LABEL = "Members only";

export const eventMessages = {
  date: "Enter a valid date (YYYY-MM-DD)",
  time: (label: string) => `Enter a valid ${label.toLowerCase()} (HH:MM)`,
  endAfterStart: "The end time must be after the start time",
  endDate: "Enter a valid end date (YYYY-MM-DD)",
  endDateAfterDate: "The end date must be after the date",
  required: (label: string) => `${label} is required`,
} as const;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a value is a time of day on the 24-hour clock, "HH:MM". */
export const isClockTime = (value: string) => clockTime.test(value);

/** Whether "YYYY-MM-DD" names a day of the calendar (no 31 February), in years a database stores. */
export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Made once, when first needed: building a formatter costs far more than using one.
let swissDates: Intl.DateTimeFormat | undefined;

/** Today's date in Switzerland ("YYYY-MM-DD"): an event is upcoming from its day on, by the Swiss calendar. */
export function swissToday(now: Date = new Date()): string {
  swissDates ??= new Intl.DateTimeFormat("en-CA", { timeZone: EVENT_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return swissDates.format(now);
}

/**
 * An event as the API sends it. `registration` is null when the viewer may not read it: the
 * registration note of a members-only event is sent to members and admins only.
 */
export type AssociationEvent = {
  id: string;
  title: string;
  /** Local Swiss date and times ("YYYY-MM-DD", "HH:MM"), so the page reads the same in every time zone. */
  date: string;
  startTime: string;
  endTime: string;
  /** The Swiss day the event ends on when that is a later day than `date` (a night out, a weekend); null: the same day. */
  endDate: string | null;
  /** Whether the board cancelled the event: it stays listed, marked, and takes no registrations (issue 41). */
  cancelled: boolean;
  city: string;
  /** null while the location is still to be announced. */
  venue: string | null;
  membersOnly: boolean;
  registration: string | null;
  /** Whether members register on the website, in their dashboard (issue 41). */
  registrationOn: boolean;
  description: string;
};

/**
 * Where an event takes place, as the page and the calendar files say it: "Zürich, location to be announced"; the
 * page passes its language's words for a place still to be announced.
 */
export function eventLocation(event: Pick<AssociationEvent, "city" | "venue">, toBeAnnounced = VENUE_TO_BE_ANNOUNCED): string {
  return `${event.city}, ${event.venue ?? toBeAnnounced}`;
}

/** The Swiss day an event ends on: its end date, or its own day. */
export const eventLastDay = (event: Pick<AssociationEvent, "date" | "endDate">) => event.endDate ?? event.date;

/** GET /api/events: upcoming (until their last day is over, soonest first) and past events (most recent first). */
export type EventList = { upcoming: AssociationEvent[]; past: AssociationEvent[] };

/**
 * /events is prerendered with this comment where the listing goes, inside the element with id
 * EVENTS_LISTING_ID; the server puts the current events in its place on every request.
 */
export const EVENTS_LISTING_MARKER = "<!--ssem:events-listing-->";
export const EVENTS_LISTING_ID = "events-listing";

/** Where the calendar files are served (outside /api: calendar apps subscribe to a plain URL). */
export const EVENTS_FEED_PATH = "/events.ics";
export const eventCalendarPath = (id: string) => `/events/${id}.ics`;
