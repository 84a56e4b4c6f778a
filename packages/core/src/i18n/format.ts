import { EVENT_TIME_ZONE } from "../events";
import type { Locale } from "./paraglide/runtime.js";

/**
 * The product's one formatter for dates, times, numbers and CHF amounts, per language (ADR 008, ADR 029). Swiss
 * readers write 25.11.2026 in every language; times are Swiss time (Europe/Zurich). The English pages keep the
 * formats the specification shows: Swiss digits (25.11.2026, 1'234), the 12-hour clock for event times (2pm) and
 * "CHF 10.00"; German, French and Italian follow de-CH, fr-CH and it-CH.
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

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const chfFormats = new Map<Locale, Intl.NumberFormat>();

function cached(formats: Map<Locale, Intl.NumberFormat>, locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(intlLocales[locale], options)));
  return format;
}

/**
 * A count with the language's digit grouping: 1'234 (built at the first number, see `dateFormatter`). A whole number
 * below 1,000 reads the same in every language, so it needs no formatter: the first `Intl` formatter a page builds
 * loads the browser's locale data (21–29 ms in Chromium on a 2-core server, a long task on a phone), and the counts public pages
 * show ("3 reviews") are small.
 */
export function formatNumber(value: number, locale: Locale = "en"): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000 && !Object.is(value, -0)) return String(value);
  return cached(numberFormats, locale).format(value);
}

/**
 * An amount in Rappen as the member dashboard and the bill show it. English keeps "CHF 10.00" (no grouping, the
 * sign after the currency, the digits the amount fields accept back); the other languages write their locale's
 * currency format (fr-CH: "10.00 CHF").
 */
export function formatChf(rappen: number, locale: Locale = "en"): string {
  if (locale !== "en") return cached(chfFormats, locale, { style: "currency", currency: "CHF" }).format(rappen / 100);
  const sign = rappen < 0 ? "-" : "";
  const absolute = Math.abs(rappen);
  return `CHF ${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}
