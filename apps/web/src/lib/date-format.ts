/**
 * A date formatter that builds its `Intl.DateTimeFormat` on first use. Building one loads the
 * locale's data and costs far more than formatting; at a module's top level it would cost every
 * page that imports the module while that page hydrates, dates shown or not (ADR 006).
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format.format(new Date(iso));
  };
}
