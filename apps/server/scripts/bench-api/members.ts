/**
 * Issue 13: 5,000 members are seeded into the PostgreSQL server's database, and the admin member
 * list and its search (`GET /api/admin/members`) are measured next to the same SQL through pg.
 */
import pg from "pg";
import { type BenchSection, compareWithDriver, connections, type DriverComparison, poolSize } from "./harness";

const seededMembers = 5000;
const pageSize = 25;

/** 5,000 members as an association might have them: mostly approved, some rejected, a few pending. */
async function seedMembers(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const members = `from generate_series(1, ${seededMembers}) as i`;
  const status = `(case when i % 10 = 0 then 'rejected' when i % 25 = 1 then 'pending' else 'approved' end)`;
  await client.query("begin");
  await client.query(`insert into "user" (id, name, email, email_verified, created_at)
    select 'bench-' || i, 'Member Sample' || (i % 100), 'member' || i || '@example.org', true, now() - i * interval '1 minute' ${members}`);
  await client.query(`insert into profiles (id, first_name, last_name, email, university, phone, status, created_at)
    select 'bench-' || i, 'Member', 'Sample' || (i % 100), 'member' || i || '@example.org', 'Bern', '+41 00 000 00 00',
      ${status}::member_status, now() - i * interval '1 minute' ${members}`);
  await client.query(`insert into user_roles (user_id, role)
    select 'bench-' || i, (case when ${status} = 'pending' then 'pending' else 'member' end)::app_role ${members} where i % 10 <> 0`);
  await client.query(`insert into membership_applications (user_id, field, student_type, year_of_completion, place_of_study)
    select 'bench-' || i, 'medicine', 'student', 2030, 'Bern' ${members}`);
  await client.query("commit");
  await client.query("analyze");
  await client.end();
}

/**
 * The statements GET /api/admin/members sends (listMembers in routes/admin-members/members-query.ts),
 * written out as SQL. Keep them in step with that helper.
 */
const memberColumns = `"profiles"."id", "profiles"."email", "user"."email_verified", "profiles"."first_name", "profiles"."last_name", "profiles"."status",
  "profiles"."created_at", "profiles"."phone", "profiles"."university",
  coalesce((select array_agg("user_roles"."role"::text order by "user_roles"."role") from "user_roles" where "user_roles"."user_id" = "profiles"."id"), '{}'),
  "membership_applications"."field", "membership_applications"."student_type", "membership_applications"."year_of_completion",
  "membership_applications"."place_of_study", "membership_applications"."message"`;
const search = `lower((coalesce("profiles"."email", '') || ' ' || coalesce("profiles"."first_name", '') || ' ' || coalesce("profiles"."last_name", '')
  || ' ' || coalesce("profiles"."first_name", '')) collate "und-x-icu") like lower($3 collate "und-x-icu")`;

function memberQuery(name: string, { q, page }: { q?: string; page: number }): DriverComparison {
  const where = `"profiles"."status" in ($1, $2)${q ? ` and ${search}` : ""}`;
  const filters = q ? ["approved", "rejected", `%${q}%`] : ["approved", "rejected"];
  const n = filters.length;
  return {
    name: `${name}, ${seededMembers} members`,
    signedIn: true,
    path: `/api/admin/members?status=decided${q ? `&q=${encodeURIComponent(q)}` : ""}&page=${page}`,
    statements: [
      {
        text: `select ${memberColumns} from "profiles" inner join "user" on "user"."id" = "profiles"."id"
          left join "membership_applications" on "membership_applications"."user_id" = "profiles"."id"
          where ${where} order by "profiles"."created_at" desc, "profiles"."id" desc limit $${n + 1} offset $${n + 2}`,
        values: [...filters, pageSize, (page - 1) * pageSize],
      },
      { text: `select count(*)::int from "profiles" where ${where}`, values: filters },
    ],
  };
}

const memberQueries = [memberQuery("member list", { page: 3 }), memberQuery("member search", { q: "sample42", page: 1 })];

export const members: BenchSection = {
  name: "members",
  describe: `Member list: GET ${memberQueries.map((query) => query.path).join(", ")} on the PostgreSQL server, against the same SQL through pg (pool of ${poolSize}, ${connections} concurrent): the session lookup every admin request makes, then the page and its total.`,
  async run({ serverMode, scratchUrl, report, note }) {
    await seedMembers(scratchUrl);
    const pool = new pg.Pool({ connectionString: scratchUrl, max: 1 });
    try {
      for (const query of memberQueries) {
        const response = await fetch(`${serverMode.origin}${query.path}`, { headers: { cookie: serverMode.cookie } });
        const body = (await response.json()) as { total?: number };
        const counted = (await pool.query<{ count: number }>(query.statements[1]!)).rows[0]!.count;
        // Same answer both ways, and not a trivial one: the seeded members are found.
        if (response.status !== 200 || body.total !== counted || counted === 0) {
          throw new Error(`${query.path} answered ${response.status} with total ${body.total}; the driver counts ${counted}`);
        }
      }
    } finally {
      await pool.end();
    }
    await compareWithDriver({ report, note }, serverMode, scratchUrl, memberQueries, { ofDriver: 0.7, p99Ms: 50 });
  },
};
