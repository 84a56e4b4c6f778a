import { formatNumber, type Locale, m } from "@ssem/core";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long ago `iso` was, in the largest whole unit that reads naturally: "5 minutes ago", "3 hours ago", "2 days ago". */
export function backupAge(iso: string, now: number, locale: Locale): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const ago = (message: typeof m.backups_days_ago, unit: number) => {
    const count = Math.floor(elapsed / unit);
    return message({ count, shownCount: formatNumber(count, locale) }, { locale });
  };
  if (elapsed < MINUTE_MS) return m.backups_just_now({}, { locale });
  if (elapsed < HOUR_MS) return ago(m.backups_minutes_ago, MINUTE_MS);
  if (elapsed < 2 * DAY_MS) return ago(m.backups_hours_ago, HOUR_MS);
  return ago(m.backups_days_ago, DAY_MS);
}
