import { EVENT_TIME_ZONE } from "./events";

/**
 * The product's one way to write a date (ADR 008): 25.11.2026, as the spec writes event dates and
 * as Swiss readers write them; a moment adds the Swiss time, 25.11.2026, 14:30. The web app formats
 * through `dateFormatter` (apps/web/src/lib/date-format.ts), the server's mails with these too, and
 * event days (plain "YYYY-MM-DD") with `formatEventDate`, which gives the same digits.
 */
export const DATE_LOCALE = "de-CH";

export const dateFormatOptions = {
  date: { timeZone: EVENT_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" },
  dateTime: { timeZone: EVENT_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateFormatOptions;
