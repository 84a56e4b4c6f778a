import { DATE_LOCALE, dateFormatOptions, type DateStyle } from "@ssem/core";

/**
 * The product's one date format (ADR 008) for an ISO timestamp: "date" gives 25.11.2026, "dateTime"
 * 25.11.2026, 14:30 (Swiss time). Builds its `Intl.DateTimeFormat` on first use: building one loads
 * the locale's data and costs far more than formatting; at a module's top level it would cost every
 * page that imports the module while that page hydrates, dates shown or not (ADR 006).
 */
export function dateFormatter(style: DateStyle): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    format ??= new Intl.DateTimeFormat(DATE_LOCALE, dateFormatOptions[style]);
    return format.format(new Date(iso));
  };
}
