/**
 * Issue 15: a few hundred events are seeded into the PostgreSQL server's database, and the events
 * list (`GET /api/events`) and the calendar feed (`GET /events.ics`) are measured next to the same
 * SQL through pg.
 */
import { PAST_EVENTS_LIMIT, swissToday } from "@ssem/core";
import pg from "pg";
import { type BenchSection, compareWithDriver, connections, type DriverComparison, poolSize, type Statement } from "./harness";

const upcomingEvents = 150;
const pastEvents = 250;

/** Events over two years around today, about a third members-only, a fifth still without a venue, each with a paragraph of description. */
async function seedEvents(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into events (title, date, start_time, end_time, city, venue, members_only, registration, description)
      select 'Bench event ' || i || ': cases, skills, and a talk', current_date + (i - $1::int) * 2, '18:00', '20:30', 'Zürich',
        case when i % 5 = 0 then null else 'Universitätsspital, Hörsaal ' || (i % 7) end, i % 3 = 0,
        'Registration via the member WhatsApp group',
        repeat('A hands-on evening on prehospital emergencies; bring a friend, and questions. ', 3)
      from generate_series(1, $1::int + $2::int) as i`,
    [pastEvents, upcomingEvents],
  );
  await client.query("analyze events");
  await client.end();
}

/**
 * The statement both endpoints send (listEvents in events/event-store.ts), written out as
 * SQL. Keep it in step with that helper.
 */
function listStatement(today: string): Statement {
  return {
    text: `select "id", "title", "date", to_char("start_time", 'HH24:MI'), to_char("end_time", 'HH24:MI'), "city", "venue", "members_only",
      "registration", "description", "updated_at" from "events"
      where ("events"."date" >= $1 or "events"."id" in (select "id" from "events" where "events"."date" < $2
        order by "events"."date" desc, "events"."start_time" desc limit $3))
      order by "events"."date" asc, "events"."start_time" asc, "events"."id" asc`,
    values: [today, today, PAST_EVENTS_LIMIT],
  };
}

function comparisons(today: string): DriverComparison[] {
  const statements = [listStatement(today)];
  const listed = `${upcomingEvents} upcoming + ${PAST_EVENTS_LIMIT} past of ${upcomingEvents + pastEvents}`;
  return [
    { name: `events list, visitor (${listed})`, path: "/api/events", statements },
    { name: `events list, signed in (${listed})`, path: "/api/events", statements, signedIn: true },
    { name: `calendar feed (${listed})`, path: "/events.ics", statements },
  ];
}

export const events: BenchSection = {
  name: "events",
  describe: `Events: GET /api/events (as a visitor and signed in) and GET /events.ics on the PostgreSQL server, against the same SQL through pg (pool of ${poolSize}, ${connections} concurrent); signed in, the driver side also looks up the session first.`,
  async run({ serverMode, scratchUrl, report, note }) {
    await seedEvents(scratchUrl);
    const today = swissToday();
    const all = comparisons(today);
    // Same answer both ways, and not a trivial one: every upcoming and the recent past events.
    const pool = new pg.Pool({ connectionString: scratchUrl, max: 1 });
    try {
      const rows = (await pool.query(listStatement(today))).rows.length;
      const response = await fetch(`${serverMode.origin}/api/events`);
      const body = (await response.json()) as { upcoming: unknown[]; past: unknown[] };
      if (response.status !== 200 || body.upcoming.length + body.past.length !== rows || body.past.length !== PAST_EVENTS_LIMIT) {
        throw new Error(`/api/events answered ${response.status} with ${body.upcoming?.length}+${body.past?.length} events; the driver reads ${rows}`);
      }
    } finally {
      await pool.end();
    }
    const visitor = { ...serverMode, cookie: "" };
    await compareWithDriver({ report, note }, visitor, scratchUrl, all.filter((comparison) => !comparison.signedIn), { ofDriver: 0.7, p99Ms: 50 });
    await compareWithDriver({ report, note }, serverMode, scratchUrl, all.filter((comparison) => comparison.signedIn), { ofDriver: 0.7, p99Ms: 50 });
  },
};
