import { type MemberListEntry, type memberExportQuerySchema, type memberListQuerySchema, type MemberSortKey, type SortDirection, swissToday } from "@ssem/core";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { changeVersion } from "../db/change-version";
import type { Database } from "../db/client";
import { perVersion } from "../db/per-version";
import { preparedPerDatabase, prepareSelect } from "../db/prepared-select";
import { matchesSearch, searchable, searchPatterns } from "../db/text-search";
import { invoices, memberChanges, membershipApplications, profiles, user, userRoles } from "../db/schema";
import { billingYear } from "../fees/invoices";
import { invoiceStateSql } from "../fees/invoice-state-sql";

export type MemberFilters = Omit<z.output<typeof memberListQuerySchema>, "page" | "pageSize">;
export type MemberExportFilters = z.output<typeof memberExportQuerySchema>;

/**
 * Which statement a query needs: the filters and the sort decide the SQL's shape, their values are
 * bound as parameters. Each shape is built once and prepared by name (below).
 */
type Shape = {
  status: "decided" | "all" | "one";
  search: boolean;
  role: "any" | "none" | "one";
  field: boolean;
  sort: MemberSortKey;
  dir: SortDirection;
};

const shapeOf = ({ status, q, role, field, sort, dir }: MemberFilters): Shape => ({
  status: status === "decided" || status === "all" ? status : "one",
  search: Boolean(q),
  role: !role ? "any" : role === "none" ? "none" : "one",
  field: Boolean(field),
  sort,
  dir,
});

/** The fee column shows the invoice of the year being billed now (October on bills the next year, fees/invoices.ts). */
const parametersOf = ({ status, q, role, field }: MemberFilters) => ({
  status,
  ...searchPatterns(q ?? ""),
  role: role ?? "",
  field: field ?? "",
  year: billingYear(swissToday()),
});

/**
 * Name, e-mail and place of study contain the search as typed or in the search spelling (`pattern` and
 * `foldedPattern`, LIKE patterns: "muller" finds Müller and Mueller, text-search.ts). Each arm is answered
 * by its own trigram index (schema.ts, table.test.ts checks the plan); an OR across the two tables could
 * only be checked row by row.
 */
export const memberSearch = (pattern: unknown, foldedPattern: unknown) => sql`${profiles.id} in (
    select ${profiles.id} from ${profiles} where ${matchesSearch(profiles.searchText, pattern, foldedPattern)}
    union select ${profiles.id} from ${profiles} where ${matchesSearch(searchable(profiles.university), pattern, foldedPattern)}
    union select ${membershipApplications.userId} from ${membershipApplications} where ${matchesSearch(searchable(membershipApplications.placeOfStudy), pattern, foldedPattern)})`;

/** The WHERE clause of the member list: everything is filtered in the database, on indexed columns first. */
function memberConditions(shape: Shape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.status === "decided") conditions.push(inArray(profiles.status, ["approved", "rejected"]));
  if (shape.status === "one") conditions.push(eq(profiles.status, sql.placeholder("status")));
  if (shape.search) conditions.push(memberSearch(sql.placeholder("pattern"), sql.placeholder("foldedPattern")));
  const roleRows = sql`select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id}`;
  if (shape.role === "none") conditions.push(sql`not exists (${roleRows})`);
  if (shape.role === "one") conditions.push(sql`exists (${roleRows} and ${userRoles.role} = ${sql.placeholder("role")})`);
  if (shape.field) {
    conditions.push(sql`${profiles.id} in (select ${membershipApplications.userId} from ${membershipApplications} where ${membershipApplications.field} = ${sql.placeholder("field")})`);
  }
  return and(...conditions);
}

const placeOfStudySql = sql<string | null>`coalesce(${membershipApplications.placeOfStudy}, ${profiles.university})`;
/** The highest role a person holds (the enum runs pending, member, admin), as the table shows it. */
const topRoleSql = sql`(select max(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${profiles.id})`;
/** No invoice this year reads as "none", which sorts after every state going up. */
const feeStateSql = sql<MemberListEntry["feeState"]>`(case when ${invoices.id} is null then null else ${invoiceStateSql} end)`;
const icu = (column: unknown) => sql`${column} collate "und-x-icu"`;

/**
 * What each column sorts by. Names and places sort as people read them (ICU: "Ümlaut" next to "Umlaut",
 * not after "Z"); name and e-mail have indexes in this order (migration 0014), so a page of 50 reads
 * 50 rows. The id breaks ties, so that paging never shows a person twice or skips one.
 */
const sortColumns: Record<MemberSortKey, SQL[]> = {
  name: [icu(profiles.lastName), icu(profiles.firstName)],
  email: [sql`${profiles.email}`],
  status: [sql`${profiles.status}`, sql`${profiles.createdAt}`],
  role: [topRoleSql],
  field: [sql`${membershipApplications.field}`],
  placeOfStudy: [icu(placeOfStudySql)],
  since: [sql`${profiles.createdAt}`],
  fee: [feeStateSql],
};

const orderOf = (shape: Shape) => [...sortColumns[shape.sort], sql`${profiles.id}`].map((column) => sql`${column} ${sql.raw(shape.dir)}`);

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
  locale: profiles.locale,
  roles: sql<MemberListEntry["roles"]>`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${profiles.id}), '{}')`,
  field: membershipApplications.field,
  studentType: membershipApplications.studentType,
  yearOfCompletion: membershipApplications.yearOfCompletion,
  placeOfStudy: membershipApplications.placeOfStudy,
  message: membershipApplications.message,
  feeState: feeStateSql,
  shownPlaceOfStudy: placeOfStudySql,
};

/** The version of the members: member_changes moves at every commit that changed a profile, role or application. */
const membersVersion = changeVersion(memberChanges, "members_version");

function membersFrom(db: Database, where: SQL | undefined, { total, version }: { total: SQL<number | null>; version: SQL<number | null> }) {
  return db
    .select({ ...memberColumns, total, version })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(membershipApplications, eq(membershipApplications.userId, profiles.id))
    .leftJoin(invoices, and(eq(invoices.userId, profiles.id), eq(invoices.year, sql.placeholder("year"))))
    .where(where);
}

/**
 * A search matches few members: counting them in the page's own scan spares a second one. A list matches
 * most of them, which the window would join and sort in full: its total is counted apart, once per version
 * of the members, and a page of the list reads that version in its own statement (one round trip fewer).
 */
function membersSelect(db: Database, shape: Shape, { page }: { page: boolean }) {
  const total = shape.search ? sql<number>`(count(*) over ())::int` : sql<null>`null`;
  const version = page && !shape.search ? membersVersion.column : sql<null>`null`;
  return membersFrom(db, memberConditions(shape), { total, version }).orderBy(...orderOf(shape));
}

export type MemberRow = Awaited<ReturnType<typeof membersSelect>>[number];

/**
 * The three statements of one shape: a page, the total, and every row (the export). A search's
 * are sent unnamed, so that PostgreSQL plans each for its pattern: a named statement soon gets a
 * generic plan, which cannot tell a selective pattern from "%" and reads every member (bench:api,
 * search p99 64 ms).
 */
function prepareStatements(db: Database, shape: Shape) {
  const nameOf = (statement: string) =>
    shape.search ? "" : `members_${shape.status}_${shape.role}_${shape.field ? "field" : "any"}_${shape.sort}_${shape.dir}_${statement}`;
  return {
    page: prepareSelect(membersSelect(db, shape, { page: true }).limit(sql.placeholder("limit")).offset(sql.placeholder("offset")), nameOf("page")),
    total: prepareSelect(db.select({ total: sql<number>`count(*)::int` }).from(profiles).where(memberConditions(shape)), nameOf("total")),
    all: prepareSelect(membersSelect(db, shape, { page: false }), nameOf("all")),
  };
}

const preparedShapes = preparedPerDatabase(() => new Map<string, ReturnType<typeof prepareStatements>>());

/**
 * The admin list is read on every page, sort and search, so each shape's statements are built once:
 * no SQL is assembled per request, and (but for a search) PostgreSQL parses them once per
 * connection and can keep their plans.
 */
function statementsFor(db: Database, filters: MemberFilters) {
  const shape = shapeOf(filters);
  const key = JSON.stringify(shape);
  const prepared = preparedShapes(db);
  let statements = prepared.get(key);
  if (!statements) prepared.set(key, (statements = prepareStatements(db, shape)));
  return statements;
}

/** Each filter's count as of one version of the members. */
const countsAt = perVersion<number>();

/**
 * How many members the filters match, counted once per version of the members rather than on each
 * request: paging and sorting ask for the same count again, and counting the approved members with
 * a role read every one of them, more database time than the page itself (ADR 021). The version is
 * read with the page, so a count computed afterwards is at least that new.
 */
function countOf(db: Database, statements: ReturnType<typeof statementsFor>, filters: MemberFilters, parameters: ReturnType<typeof parametersOf>, version: number) {
  const key = JSON.stringify([filters.status, filters.role ?? "", filters.field ?? ""]);
  return countsAt(db, version).get(key, () => statements.total.execute(parameters).then(([counted]) => counted?.total ?? 0));
}

/** One page of the list in the order asked for, and how many match in all. */
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
  const rows = await statements.page.execute(window);
  // A page past the last member has no row to carry the version.
  const version = rows[0]?.version ?? (await membersVersion.read(db));
  return { members: rows.map(toEntry), total: await countOf(db, statements, filters, parameters, version), page, pageSize };
}

/** The rows chosen in the table, by id, in the table's order; an export is rare, so it is not prepared. */
function selectedMembers(db: Database, { ids, ...filters }: MemberExportFilters & { ids: string[] }) {
  const shape = shapeOf(filters);
  return membersFrom(db, inArray(profiles.id, ids), { total: sql<null>`null`, version: sql<null>`null` })
    .orderBy(...orderOf(shape))
    .prepare("")
    .execute({ year: parametersOf(filters).year });
}

/** Every member matching the filters, or the ones chosen by id, for the CSV export. */
export async function allMembers(db: Database, filters: MemberExportFilters) {
  if (filters.ids) return selectedMembers(db, { ...filters, ids: filters.ids });
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
    placeOfStudy: row.shownPlaceOfStudy,
    feeState: row.feeState,
  };
}
