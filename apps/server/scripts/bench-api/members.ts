/**
 * Issue 13: 5,000 members are seeded into the PostgreSQL server's database, and the admin member
 * list and its search (`GET /api/admin/members`) are measured next to the same SQL through pg.
 */
import { searchFold, swissToday } from "@ssem/core";
import pg from "pg";
import { billingYear } from "../../src/fees/invoices";
import { type BenchSection, compareWithDriver, connections, type DriverComparison, poolSize, type Statement } from "./harness";

const seededMembers = 5000;
const pageSize = 25;

/**
 * 5,000 members as an association might have them: mostly approved, some rejected, a few pending,
 * with made-up names built from syllables (about 50 first names and 100 last names, so a last
 * name is shared by 1 % of them). Names must differ as real ones do: when everyone was called
 * "Member SampleN", every row matched "sample", which no index can narrow.
 */
async function seedMembers(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const members = `from generate_series(1, ${seededMembers}) as i`;
  const status = `(case when i % 10 = 0 then 'rejected' when i % 25 = 1 then 'pending' else 'approved' end)`;
  const syllable = (index: string) => `(array['ka','lo','mi','ru','se','ta','vo','ne','di','bu','ar','el','in','os','ul','en'])[1 + (${index}) % 16]`;
  const firstName = `initcap(${syllable("i % 47")} || ${syllable("(i % 47) * 5")} || 'a')`;
  const lastName = `initcap(${syllable("i % 100")} || ${syllable("(i % 100) / 16")} || ${syllable("(i % 100) * 7")} || 'er')`;
  await client.query("begin");
  await client.query(`insert into "user" (id, name, email, email_verified, created_at)
    select 'bench-' || i, ${firstName} || ' ' || ${lastName}, 'member' || i || '@example.org', true, now() - i * interval '1 minute' ${members}`);
  await client.query(`insert into profiles (id, first_name, last_name, email, university, phone, status, created_at)
    select 'bench-' || i, ${firstName}, ${lastName}, 'member' || i || '@example.org', 'Bern', '+41 00 000 00 00',
      ${status}::member_status, now() - i * interval '1 minute' ${members}`);
  await client.query(`insert into user_roles (user_id, role)
    select 'bench-' || i, (case when ${status} = 'pending' then 'pending' else 'member' end)::app_role ${members} where i % 10 <> 0`);
  await client.query(`insert into membership_applications (user_id, field, student_type, year_of_completion, place_of_study)
    select 'bench-' || i, 'medicine', 'student', 2030, 'Bern' ${members}`);
  await client.query("commit");
  // The tables as autovacuum leaves them soon after a bulk insert (index-only scans skip the heap); a bulk insert of
  // this size makes autovacuum run within its minute's nap, which would otherwise fall into a measurement.
  await client.query("vacuum analyze");
  // What an admin looking for someone types: a last name.
  const { rows } = await client.query<{ lastName: string }>(`select last_name as "lastName" from profiles where id = 'bench-42'`);
  await client.end();
  return rows[0]!.lastName;
}

/**
 * The statements GET /api/admin/members sends (listMembers in members/members-query.ts),
 * written out as SQL. Keep them in step with that helper. The fee state is the invoice of the year
 * being billed, joined by the (user, year) unique index.
 */
const invoiceState = `(case when "invoices"."id" is null then null else (case
  when "invoices"."cancelled_at" is not null then 'cancelled'
  when "invoices"."paid_rappen" >= "invoices"."amount_rappen" then 'paid'
  when "invoices"."second_reminder_at" is not null then 'overdue'
  when "invoices"."paid_rappen" > 0 then 'partially_paid'
  else 'open' end) end)`;
const memberColumns = `"profiles"."id", "profiles"."email", "user"."email_verified", "profiles"."first_name", "profiles"."last_name", "profiles"."status",
  "profiles"."created_at", "profiles"."phone", "profiles"."university", "profiles"."locale",
  coalesce((select array_agg("user_roles"."role"::text order by "user_roles"."role") from "user_roles" where "user_roles"."user_id" = "profiles"."id"), '{}'),
  "membership_applications"."field", "membership_applications"."student_type", "membership_applications"."year_of_completion",
  "membership_applications"."place_of_study", "membership_applications"."message", ${invoiceState},
  coalesce("membership_applications"."place_of_study", "profiles"."university")`;
/**
 * Name, e-mail and place of study, as typed or in the search spelling (`folded`), each arm answered by its own
 * trigram index (in the index's collation, text-search.ts).
 */
const searchable = (column: string) => `((lower(${column} collate "und-x-icu") collate "default") || ' ' || search_fold(${column}))`;
const matches = (stored: string, pattern: string, folded: string) => `(${stored} like (lower(${pattern} collate "und-x-icu") collate "default") or ${stored} like ${folded})`;
const search = (pattern: string, folded: string) => `"profiles"."id" in (
  select "profiles"."id" from "profiles" where ${matches(`"profiles"."search_text"`, pattern, folded)}
  union select "profiles"."id" from "profiles" where ${matches(searchable(`"profiles"."university"`), pattern, folded)}
  union select "membership_applications"."user_id" from "membership_applications" where ${matches(searchable(`"membership_applications"."place_of_study"`), pattern, folded)})`;
const hasRole = (role: string) => `exists (select 1 from "user_roles" where "user_roles"."user_id" = "profiles"."id" and "user_roles"."role" = ${role})`;

const orders = {
  since: `"profiles"."created_at" desc, "profiles"."id" desc`,
  name: `"profiles"."last_name" collate "und-x-icu" asc, "profiles"."first_name" collate "und-x-icu" asc, "profiles"."id" asc`,
};

type Shape = { q?: string; role?: string; status: "decided" | "approved"; sort: keyof typeof orders; page: number; size: number };

/**
 * A search counts its matches in the page's own statement (a window count); the list reads the
 * version of the members in its page's statement and counts once per version and filter (ADR 021),
 * so a request sends the page alone. `count` is the total alone, to check both sides give the same answer.
 */
function memberQuery(name: string, { q, role, status, sort, page, size }: Shape): DriverComparison & { count: Statement } {
  const filters: unknown[] = status === "decided" ? ["approved", "rejected"] : ["approved"];
  const conditions = [status === "decided" ? `"profiles"."status" in ($1, $2)` : `"profiles"."status" = $1`];
  if (q) conditions.push(search(`$${filters.push(`%${q}%`)}`, `$${filters.push(`%${searchFold(q)}%`)}`));
  if (role) conditions.push(hasRole(`$${filters.push(role)}`));
  const where = conditions.join(" and ");
  const count = { text: `select count(*)::int from "profiles" where ${where}`, values: filters };
  const n = filters.length;
  const pageStatement = {
    text: `select ${memberColumns}, ${q ? `(count(*) over ())::int, null` : `null, (select "version" from "member_changes")`} from "profiles" inner join "user" on "user"."id" = "profiles"."id"
      left join "membership_applications" on "membership_applications"."user_id" = "profiles"."id"
      left join "invoices" on ("invoices"."user_id" = "profiles"."id" and "invoices"."year" = $${n + 1})
      where ${where} order by ${orders[sort]} limit $${n + 2} offset $${n + 3}`,
    values: [...filters, billingYear(swissToday()), size, (page - 1) * size],
  };
  const query = new URLSearchParams({ status, ...(q ? { q } : {}), ...(role ? { role } : {}), ...(sort === "since" ? {} : { sort, dir: "asc" }), page: String(page), pageSize: String(size) });
  return {
    name: `${name}, ${seededMembers} members`,
    signedIn: true,
    path: `/api/admin/members?${query.toString()}`,
    statements: [pageStatement],
    count,
  };
}

const memberQueries = (searchFor: string) => [
  memberQuery("member list", { status: "decided", sort: "since", page: 3, size: pageSize }),
  memberQuery("member search", { q: searchFor, status: "decided", sort: "since", page: 1, size: pageSize }),
  // Issue 24: the table as an admin sorts and filters it, 50 rows a page.
  memberQuery("member table by name, approved members", { status: "approved", role: "member", sort: "name", page: 2, size: 50 }),
];

export const members: BenchSection = {
  name: "members",
  describe: `Member list and table: GET ${memberQueries("<a last name>").map((query) => query.path).join(", ")} on the PostgreSQL server, against the same SQL through pg (pool of ${poolSize}, ${connections} concurrent): the session lookup every admin request makes, then the page, which carries the members' version (the total is counted once per version; a search counts within the page's statement).`,
  async run({ serverMode, scratchUrl, report, note }) {
    const queries = memberQueries(await seedMembers(scratchUrl));
    const pool = new pg.Pool({ connectionString: scratchUrl, max: 1 });
    try {
      for (const query of queries) {
        const response = await fetch(`${serverMode.origin}${query.path}`, { headers: { cookie: serverMode.cookie } });
        const body = (await response.json()) as { total?: number };
        const counted = (await pool.query<{ count: number }>(query.count)).rows[0]!.count;
        // Same answer both ways, and not a trivial one: the seeded members are found.
        if (response.status !== 200 || body.total !== counted || counted === 0) {
          throw new Error(`${query.path} answered ${response.status} with total ${body.total}; the driver counts ${counted}`);
        }
      }
    } finally {
      await pool.end();
    }
    await compareWithDriver({ report, note }, serverMode, scratchUrl, queries, { ofDriver: 0.7, p99Ms: 50 });
  },
};
