import type { MemberListEntry, memberListQuerySchema } from "@ssem/core";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { containsPattern, folded } from "../../db/text-search";
import { membershipApplications, profiles, user, userRoles } from "../../db/schema";

export type MemberFilters = Omit<z.output<typeof memberListQuerySchema>, "page" | "pageSize">;

/**
 * Which statement a query needs: the filters decide the SQL's shape, their values are bound as
 * parameters. Each shape is built once and prepared by name (below).
 */
type Shape = { status: "decided" | "one"; search: boolean; role: "any" | "none" | "one" };

const shapeOf = ({ status, q, role }: MemberFilters): Shape => ({
  status: status === "decided" ? "decided" : "one",
  search: Boolean(q),
  role: !role ? "any" : role === "none" ? "none" : "one",
});

const parametersOf = ({ status, q, role }: MemberFilters) => ({ status, pattern: q ? containsPattern(q) : "", role: role ?? "" });

/** The WHERE clause of the member list: everything is filtered in the database, on indexed columns first. */
function memberConditions(shape: Shape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.status === "decided") conditions.push(inArray(profiles.status, ["approved", "rejected"]));
  else conditions.push(eq(profiles.status, sql.placeholder("status")));
  // Lower-cased as the stored search text is (schema.ts), so the trigram index answers.
  if (shape.search) conditions.push(sql`${profiles.searchText} like ${folded(sql.placeholder("pattern"))}`);
  const roleRows = sql`select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id}`;
  if (shape.role === "none") conditions.push(sql`not exists (${roleRows})`);
  if (shape.role === "one") conditions.push(sql`exists (${roleRows} and ${userRoles.role} = ${sql.placeholder("role")})`);
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

function membersSelect(db: Database, shape: Shape) {
  return db
    .select({
      ...memberColumns,
      // A search matches few members: counting them in the page's own scan spares a second one.
      // A list matches most of them, which the window would join and sort in full: its total is counted apart.
      total: shape.search ? sql<number>`(count(*) over ())::int` : sql<null>`null`,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(membershipApplications, eq(membershipApplications.userId, profiles.id))
    .where(memberConditions(shape))
    .orderBy(desc(profiles.createdAt), desc(profiles.id));
}

export type MemberRow = Awaited<ReturnType<typeof membersSelect>>[number];

/**
 * The three statements of one shape: a page, the total, and every row (the export). A search's
 * are sent unnamed, so that PostgreSQL plans each for its pattern: a named statement soon gets a
 * generic plan, which cannot tell a selective pattern from "%" and reads every member (bench:api,
 * search p99 64 ms).
 */
function prepareStatements(db: Database, shape: Shape) {
  const nameOf = (statement: string) => (shape.search ? "" : `members_${shape.status}_all_${shape.role}_${statement}`);
  return {
    page: membersSelect(db, shape).limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare(nameOf("page")),
    total: db.select({ total: sql<number>`count(*)::int` }).from(profiles).where(memberConditions(shape)).prepare(nameOf("total")),
    all: membersSelect(db, shape).prepare(nameOf("all")),
  };
}

const preparedByDatabase = new WeakMap<Database, Map<string, ReturnType<typeof prepareStatements>>>();

/**
 * The admin list is read on every page and search, so each shape's statements are built once:
 * no SQL is assembled per request, and (but for a search) PostgreSQL parses them once per
 * connection and can keep their plans.
 */
function statementsFor(db: Database, filters: MemberFilters) {
  const shape = shapeOf(filters);
  const key = JSON.stringify(shape);
  let prepared = preparedByDatabase.get(db);
  if (!prepared) preparedByDatabase.set(db, (prepared = new Map()));
  let statements = prepared.get(key);
  if (!statements) prepared.set(key, (statements = prepareStatements(db, shape)));
  return statements;
}

/** One page of the list, newest first, and how many match in all. */
export async function listMembers(db: Database, query: z.output<typeof memberListQuerySchema>) {
  const { page, pageSize, ...filters } = query;
  const statements = statementsFor(db, filters);
  const parameters = parametersOf(filters);
  const window = { ...parameters, limit: pageSize, offset: (page - 1) * pageSize };
  if (filters.q) {
    const rows = await statements.page.execute(window);
    // A page past the last match has no row to carry the total.
    const total = rows[0]?.total ?? (page === 1 ? 0 : ((await statements.total.execute(parameters))[0]?.total ?? 0));
    return { members: rows.map(toEntry), total, page, pageSize };
  }
  const [rows, [counted]] = await Promise.all([statements.page.execute(window), statements.total.execute(parameters)]);
  return { members: rows.map(toEntry), total: counted?.total ?? 0, page, pageSize };
}

/** Every member matching the filters, for the CSV export. */
export async function allMembers(db: Database, filters: MemberFilters) {
  return statementsFor(db, filters).all.execute(parametersOf(filters));
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

