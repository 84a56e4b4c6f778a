import { type ImportColumn, importColumns, type Locale, memberCsvHeader, toCsv } from "@ssem/core";
import type { allMembers } from "../members-query";

type ExportedMember = Awaited<ReturnType<typeof allMembers>>[number];

/** A member's cells under the import's columns, as the import reads them back (ADR 013). */
function importCells(member: ExportedMember): Record<ImportColumn, string | number | null> {
  return {
    lastName: member.lastName,
    firstName: member.firstName,
    field: member.field,
    studentType: member.studentType,
    yearOfCompletion: member.yearOfCompletion,
    placeOfStudy: member.placeOfStudy ?? member.university,
    email: member.email,
    phone: member.phone,
    language: member.locale,
  };
}

/**
 * The member export: the import's columns in the import's order, then status, roles and the date
 * of application (`memberCsvHeader`), so the file can be imported again as it is. The headers are in the
 * downloading admin's language; the cells are data (status and roles as their codes), as the import reads them.
 */
export function membersCsv(members: readonly ExportedMember[], locale: Locale): string {
  return toCsv([
    memberCsvHeader(locale),
    ...members.map((member) => {
      const cells = importCells(member);
      return [...importColumns.map((column) => cells[column]), member.status, member.roles.join(" "), member.createdAt.toISOString().slice(0, 10)];
    }),
  ]);
}
