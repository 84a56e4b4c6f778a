import { EVENT_TIME_ZONE } from "../events";
import type { Locale } from "./paraglide/runtime.js";

/**
 * The product's one formatter for dates, times, numbers and CHF amounts, per language (ADR 008, ADR 029). Swiss
 * readers write 25.11.2026 in every language; times are Swiss time (Europe/Zurich); numbers and amounts have Swiss
 * digits in every language (1'234, CHF 4'300.00). The English pages keep the 12-hour clock of the specification for
 * event times (2pm); German, French and Italian follow de-CH, fr-CH and it-CH for dates and times.
 */
const intlLocales: Record<Locale, string> = { en: "de-CH", de: "de-CH", fr: "fr-CH", it: "it-CH" };

export const dateFormatOptions = {
  date: { timeZone: EVENT_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" },
  dateTime: { timeZone: EVENT_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateFormatOptions;

/**
 * A timestamp (ISO string or Date) as "date" 25.11.2026 or "dateTime" 25.11.2026, 14:30 in Swiss time. Builds its
 * `Intl.DateTimeFormat` at the first date, not when a module declares it: building one loads the locale's data
 * and costs far more than formatting, and at a module's top level it would cost every page that imports the
 * module while that page hydrates, dates shown or not (ADR 006).
 */
export function dateFormatter(style: DateStyle, locale: Locale = "en"): (moment: string | Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (moment) => {
    format ??= new Intl.DateTimeFormat(intlLocales[locale], dateFormatOptions[style]);
    return format.format(typeof moment === "string" ? new Date(moment) : moment);
  };
}

/** "2025-11-30" → "30.11.2025": an event's day (a plain Swiss date), with the same digits as `dateFormatter`'s in every language. */
export function formatEventDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}.${month}.${year}`;
}

/** A Swiss clock time "HH:MM": in English the 12-hour clock of the spec ("14:00" → "2pm", "09:30" → "9:30am"), else as it is, 14:00. */
export function formatClockTime(time: string, locale: Locale = "en"): string {
  if (locale !== "en") return time;
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  const hour = hours % 12 || 12;
  return minutes === 0 ? `${hour}${suffix}` : `${hour}:${String(minutes).padStart(2, "0")}${suffix}`;
}

let fractionFormat: Intl.NumberFormat | undefined;

/** A whole number's digits in threes, with the Swiss apostrophe: 4300 → "4'300". */
function groupedDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
}

/**
 * A count the Swiss way in every language: 1'234 (issue 39: it-CH wrote "4300" and fr-CH "4 300" beside German's
 * "4'300"). Whole numbers are grouped here, without `Intl`: the first `Intl` formatter a page builds loads the
 * browser's locale data (21–29 ms in Chromium on a 2-core server, a long task on a phone), and browsers' ICU
 * versions disagree on de-CH's apostrophe (' or ’). Fractions, rare, go through de-CH's `Intl.NumberFormat` in
 * every language. The language is accepted for the callers' symmetry with the date formatters.
 */
export function formatNumber(value: number, _locale: Locale = "en"): string {
  if (Number.isSafeInteger(value)) return `${value < 0 ? "-" : ""}${groupedDigits(Math.abs(value))}`;
  fractionFormat ??= new Intl.NumberFormat("de-CH");
  return fractionFormat.format(value);
}

/**
 * An amount in Rappen, one way in every language and on every bill, mail and screen: "CHF 4'300.00", "CHF -10.00"
 * (issue 39: Swiss banks and readers write it so in German, French and Italian alike). The language is accepted
 * for the callers' symmetry with the other formatters and does not change the result.
 */
export function formatChf(rappen: number, _locale: Locale = "en"): string {
  const sign = rappen < 0 ? "-" : "";
  const absolute = Math.abs(Math.round(rappen));
  return `CHF ${sign}${groupedDigits(Math.floor(absolute / 100))}.${String(absolute % 100).padStart(2, "0")}`;
}
