import { dateFormatter, type Locale, type MemberListEntry } from "@ssem/core";

/** "First Last", or the e-mail address when the person gave no name. */
export const personName = (member: Pick<MemberListEntry, "firstName" | "lastName" | "email">) =>
  [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email;

const shortDates = new Map<Locale, (moment: string | Date) => string>();

/** A day in the reader's language, one formatter per language (the member table formats 50 per render). */
export const shortDate = (moment: string | Date, locale: Locale) => {
  let format = shortDates.get(locale);
  if (!format) shortDates.set(locale, (format = dateFormatter("date", locale)));
  return format(moment);
};

