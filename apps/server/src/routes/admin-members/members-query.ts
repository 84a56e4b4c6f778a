import type { MemberListEntry, memberListQuerySchema } from "@ssem/core";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { memberSearchText, membershipApplications, profiles, user, userRoles } from "../../db/schema";

export type MemberFilters = Omit<z.output<typeof memberListQuerySchema>, "page" | "pageSize">;

/** `%` and `_` typed into the search box are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const hasRole = (role: string) => sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id} and ${userRoles.role} = ${role})`;

/** The WHERE clause of the member list: everything is filtered in the database, on indexed columns first. */
function memberConditions({ status, q, role }: MemberFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (status === "decided") conditions.push(inArray(profiles.status, ["approved", "rejected"]));
  else conditions.push(eq(profiles.status, status));
  if (q) {
    // Lower-cased the same way as the indexed text, so the trigram index answers (schema.ts).
    conditions.push(sql`${memberSearchText(profiles)} like lower(${likePattern(q)} collate "und-x-icu")`);
  }
  if (role === "none") conditions.push(sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id})`);
  else if (role) conditions.push(hasRole(role));
  return and(...conditions);
}

const memberColumns = {
  id: profiles.id,
  email: profiles.email,
  emailConfirmed: user.emailVerified,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  status: profiles.status,
  createdAt: profiles.createdAt,
  phone: profiles.phone,
  university: profiles.university,
  roles: sql<MemberListEntry["roles"]>`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${profiles.id}), '{}')`,
  field: membershipApplications.field,
  studentType: membershipApplications.studentType,
  yearOfCompletion: membershipApplications.yearOfCompletion,
  placeOfStudy: membershipApplications.placeOfStudy,
  message: membershipApplications.message,
};

function membersSelect(db: Database, filters: MemberFilters) {
  return db
    .select(memberColumns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(membershipApplications, eq(membershipApplications.userId, profiles.id))
    .where(memberConditions(filters))
    .orderBy(desc(profiles.createdAt), desc(profiles.id));
}

export type MemberRow = Awaited<ReturnType<typeof membersSelect>>[number];

/** One page of the list, newest first, and how many match in all. */
export async function listMembers(db: Database, query: z.output<typeof memberListQuerySchema>) {
  const { page, pageSize, ...filters } = query;
  const [rows, [counted]] = await Promise.all([
    membersSelect(db, filters).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(profiles).where(memberConditions(filters)),
  ]);
  return { members: rows.map(toEntry), total: counted?.total ?? 0, page, pageSize };
}

/** Every member matching the filters, for the CSV export. */
export async function allMembers(db: Database, filters: MemberFilters) {
  return membersSelect(db, filters);
}

function toEntry(row: MemberRow): MemberListEntry {
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.emailConfirmed,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status,
    roles: row.roles,
    createdAt: row.createdAt.toISOString(),
    application: row.field && row.studentType && row.placeOfStudy !== null
      ? { field: row.field, studentType: row.studentType, yearOfCompletion: row.yearOfCompletion, placeOfStudy: row.placeOfStudy, message: row.message }
      : null,
  };
}

