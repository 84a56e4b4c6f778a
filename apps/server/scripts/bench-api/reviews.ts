/**
 * Issue 14: 10,000 rotation reviews are seeded into the PostgreSQL server's database; GET
 * /api/reviews (default sort, one filter, the hospital-average sort) is measured next to the same
 * SQL through pg, and open review streams (SSE) are counted while a new review reaches each of them.
 */
import http from "node:http";
import { type ReviewFilters, reviewListQuerySchema } from "@ssem/core";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { decodeCursor, pageStatement, snapshotStatement } from "../../src/reviews/review-store";
import { REVIEW_STREAMS_PER_CLIENT } from "../../src/reviews/routes/review-stream";
import { type BenchSection, compareWithDriver, connections, type DriverComparison, poolSize, sleep, type Statement } from "./harness";

const seededReviews = 10_000;
const streamGoal = 1000;
const deliveryGoalMs = 1000;

/**
 * 10,000 reviews over 8 countries, 60 cities and 300 hospitals, every type and rating, with texts
 * of a realistic length (about 600 characters in all). Each hospital's ratings vary, so that the
 * averages spread as real ones do (one rating per hospital made 60 hospitals tie at each average).
 */
async function seedReviews(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const countries = ["Switzerland", "Germany", "Austria", "France", "Italy", "Netherlands", "Sweden", "Norway"];
  await client.query(
    `insert into clinical_rotation_reviews (country, city, hospital, department, rotation_type, time_of_rotation, rating,
       experience_description, teaching, leisure_time, application_info, created_at)
     select ($1::text[])[1 + (i % 300) % 8], 'City ' || (i % 300) % 60, 'Hospital ' || i % 300, 'Emergency department',
       (array['medical_students','residents','paramedics','nurses'])[1 + i % 4], 'Spring 2026', 1 + (i * 7 + i / 300 + (i / 900) * 3) % 5,
       repeat('A busy and well organised department. ', 8), repeat('Daily teaching. ', 8), repeat('Staff housing. ', 5),
       'Through the elective office.', now() - (${seededReviews} - i) * interval '1 minute'
     from generate_series(1, ${seededReviews}) as i`,
    [countries],
  );
  // The sums the server keeps on every write (review-store.ts), for the seeded reviews at once.
  await client.query(`insert into review_hospital_stats (hospital, city, country, rating_sum, review_count)
    select hospital, city, country, sum(rating), count(*) from clinical_rotation_reviews group by hospital, city, country`);
  await client.query("vacuum analyze clinical_rotation_reviews");
  await client.query("analyze review_hospital_stats");
  await client.end();
}

const dialect = new PgDialect();
const statementOf = (query: SQL): Statement => {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, values: params };
};

/**
 * A first page: the endpoint's two statements exactly as review-store.ts builds them (the
 * snapshot, then the page up to its bound), so the driver side cannot drift from the server's SQL.
 */
function reviewQuery(name: string, bound: number, search: Record<string, string>): DriverComparison & { snapshot: Statement } {
  const { cursor: _firstPage, ...query } = reviewListQuerySchema.parse(search);
  const filters: ReviewFilters = { country: query.country, city: query.city, hospital: query.hospital, type: query.type };
  return {
    name: `${name}, ${seededReviews} reviews`,
    path: `/api/reviews?${new URLSearchParams(search)}`,
    snapshot: statementOf(snapshotStatement(filters)),
    statements: [statementOf(pageStatement(query, bound))],
  };
}

/**
 * The page after a first page: it reads the reviews after the cursor up to the cursor's bound,
 * one statement and no snapshot, and is never served from memory (only first pages are).
 */
async function nextPageQuery(origin: string, name: string): Promise<DriverComparison> {
  const first = (await (await fetch(`${origin}/api/reviews`)).json()) as { nextCursor: string | null };
  if (!first.nextCursor) throw new Error("the seeded board has no second page");
  const query = reviewListQuerySchema.parse({ cursor: first.nextCursor });
  const cursor = decodeCursor(first.nextCursor, query.sort)!;
  return {
    name: `${name}, ${seededReviews} reviews`,
    path: `/api/reviews?${new URLSearchParams({ cursor: first.nextCursor })}`,
    statements: [statementOf(pageStatement({ ...query, cursor }, cursor.bound))],
    // The goals are for the three views above; this shows what the cache spares them.
    forTheRecord: true,
  };
}

/** Opens `count` review streams, posts one review, and returns when each stream got it (ms after the post), or -1. */
async function streamDelivery(origin: string, count: number) {
  const marker = `Bench stream ${Date.now()}`;
  const url = new URL("/api/reviews/stream", origin);
  const arrivals: number[] = new Array(count).fill(-1);
  const requests: http.ClientRequest[] = [];
  let postedAt = 0;
  let connected = 0;
  await new Promise<void>((resolve, reject) => {
    for (let index = 0; index < count; index++) {
      // Spread over loopback addresses as that many visitors would be: the server holds at most
      // REVIEW_STREAMS_PER_CLIENT streams per address (Linux answers all of 127.0.0.0/8 on loopback).
      const localAddress = `127.0.0.${2 + Math.floor(index / REVIEW_STREAMS_PER_CLIENT)}`;
      const request = http.get(url, { agent: false, localAddress }, (response) => {
        response.setEncoding("utf8");
        let seen = "";
        response.on("data", (chunk: string) => {
          if (seen === "" && (connected += 1) === count) resolve();
          seen = (seen + chunk).slice(-4000);
          if (postedAt && arrivals[index] === -1 && seen.includes(marker)) arrivals[index] = performance.now() - postedAt;
        });
        response.on("error", () => undefined);
      });
      request.on("error", reject);
      requests.push(request);
    }
  });
  // A stream sends its first line before it has caught up and joined the server's hub; give the last ones a moment.
  await sleep(500);
  postedAt = performance.now();
  const response = await fetch(`${origin}/api/reviews`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      country: "Switzerland",
      city: "Bern",
      hospital: marker,
      rotationType: "residents",
      timeOfRotation: "Spring 2026",
      rating: 5,
      experienceDescription: "Bench",
      teaching: "Bench",
      leisureTime: "Bench",
      applicationInfo: "Bench",
    }),
  });
  if (response.status !== 201) throw new Error(`posting the bench review answered ${response.status}`);
  const deadline = performance.now() + 5000;
  while (arrivals.includes(-1) && performance.now() < deadline) await sleep(20);
  for (const request of requests) request.destroy();
  const received = arrivals.filter((ms) => ms >= 0);
  return { received: received.length, slowestMs: received.length ? Math.max(...received) : NaN };
}

export const reviews: BenchSection = {
  name: "reviews",
  describe: `Review board: GET /api/reviews (newest first; filtered by country; sorted by hospital average: first pages, served from memory until a review changes; and the next page, read each time) with ${seededReviews} reviews on the PostgreSQL server, against the same two statements through pg (pool of ${poolSize}, ${connections} concurrent; built by review-store.ts itself). Streams: ${streamGoal} SSE connections to one process, then one review posted; the time until the last stream has it.`,
  async run({ serverMode, scratchUrl, report, note }) {
    await seedReviews(scratchUrl);
    const pool = new pg.Pool({ connectionString: scratchUrl, max: 1 });
    const bound = Number((await pool.query<{ max: string }>("select max(id) from clinical_rotation_reviews")).rows[0]!.max);
    const queries = [
      reviewQuery("reviews, newest", bound, {}),
      reviewQuery("reviews, country filter", bound, { country: "switz" }),
      reviewQuery("reviews, hospital average", bound, { sort: "hospital_avg" }),
    ];
    try {
      for (const query of queries) {
        const response = await fetch(`${serverMode.origin}${query.path}`);
        const body = (await response.json()) as { reviews?: unknown[]; total?: number };
        const rows = (await pool.query(query.statements[0]!)).rows.length;
        // Same answer both ways, and not a trivial one.
        if (response.status !== 200 || !body.reviews?.length || body.reviews.length + 1 !== rows) {
          throw new Error(`${query.path} answered ${response.status} with ${body.reviews?.length} reviews; the driver reads ${rows} rows`);
        }
      }
    } finally {
      await pool.end();
    }
    // The snapshot runs first (the page needs its bound), as `before` does on the driver side.
    // First pages are served from memory until a review changes (reviews/routes/first-pages.ts); the
    // next page is read from the database every time, so it shows the query path itself.
    const comparisons = [...queries.map((query) => ({ ...query, before: query.snapshot })), await nextPageQuery(serverMode.origin, "reviews, next page (not cached)")];
    await compareWithDriver({ report, note }, serverMode, scratchUrl, comparisons, { ofDriver: 0.7, p99Ms: 50 });

    const delivery = await streamDelivery(serverMode.origin, streamGoal);
    report(
      `open review streams, new review reaches all (ms)`,
      "",
      `${delivery.received} of ${streamGoal} streams, slowest ${delivery.slowestMs.toFixed(0)}`,
      `${streamGoal} within ${deliveryGoalMs}`,
      delivery.received === streamGoal && delivery.slowestMs <= deliveryGoalMs,
    );
  },
};
