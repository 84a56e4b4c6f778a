import { dateFormatter, type MemberListEntry } from "@ssem/core";

/** "First Last", or the e-mail address when the person gave no name. */
export const personName = (member: Pick<MemberListEntry, "firstName" | "lastName" | "email">) =>
  [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email;

export const shortDate = dateFormatter("date");
