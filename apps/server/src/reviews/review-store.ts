import {
  type AdminReviewEntry,
  type AdminReviewPage,
  type Review,
  type ReviewChange,
  type ReviewedHospital,
  type ReviewFilters,
  type ReviewSort,
  type ReviewSubmission,
  swissToday,
} from "@ssem/core";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { containsText } from "../db/text-search";
import { clinicalRotationReviews, reviewChanges, reviewHospitalStats } from "../db/schema";
import type { LiveEvents } from "../live/live-events";

/**
 * Every write to the reviews takes this lock first, so ids and change numbers are handed out in
 * commit order: a board that has seen change N can ask for "everything after N" and miss nothing.
 * Reviews are written a few times a day; serialising them costs nothing.
 */
const lockReviewWrites = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('rotation-review-writes'))`);

/** Adds a review's rating to its hospital's sum and count, or takes it away (`sign` -1); a hospital without reviews goes. */
async function countRating(tx: Database, review: { hospital: string; city: string; country: string; rating: number }, sign: 1 | -1) {
  await tx
    .insert(reviewHospitalStats)
    .values({ hospital: review.hospital, city: review.city, country: review.country, ratingSum: review.rating * sign, reviewCount: sign })
    .onConflictDoUpdate({
      target: [reviewHospitalStats.hospital, reviewHospitalStats.city, reviewHospitalStats.country],
      set: {
        ratingSum: sql`${reviewHospitalStats.ratingSum} + ${review.rating * sign}`,
        reviewCount: sql`${reviewHospitalStats.reviewCount} + ${sign}`,
      },
    });
  if (sign < 0) await tx.delete(reviewHospitalStats).where(sql`${reviewHospitalStats.reviewCount} <= 0`);
}

async function recordChange(tx: Database, events: LiveEvents, reviewId: number, kind: "added" | "deleted") {
  const [change] = await tx.insert(reviewChanges).values({ reviewId, kind }).returning({ seq: reviewChanges.seq });
  await events.publish(tx, "reviews", String(change!.seq));
}

/** Stores a review and tells every open board (in every process) once it is committed. */
export async function addReview(db: Database, events: LiveEvents, review: ReviewSubmission): Promise<number> {
  return db.transaction(async (tx) => {
    await lockReviewWrites(tx);
    const [row] = await tx
      .insert(clinicalRotationReviews)
      .values({
        country: review.country,
        city: review.city,
        hospital: review.hospital,
        department: review.department ?? null,
        rotationType: review.rotationType,
        timeOfRotation: review.timeOfRotation,
        rating: review.rating,
        experienceDescription: review.experienceDescription,
        teaching: review.teaching,
        leisureTime: review.leisureTime,
        applicationInfo: review.applicationInfo,
      })
      .returning({ id: clinicalRotationReviews.id });
    await countRating(tx, review, 1);
    await recordChange(tx, events, row!.id, "added");
    return row!.id;
  });
}

/** Deletes a review inside the caller's transaction (which also writes the audit entry); what it was, or null if there was none. */
export async function deleteReview(tx: Database, events: LiveEvents, id: number) {
  await lockReviewWrites(tx);
  const [deleted] = await tx
    .delete(clinicalRotationReviews)
    .where(sql`${clinicalRotationReviews.id} = ${id}`)
    .returning({
      id: clinicalRotationReviews.id,
      hospital: clinicalRotationReviews.hospital,
      city: clinicalRotationReviews.city,
      country: clinicalRotationReviews.country,
      rating: clinicalRotationReviews.rating,
    });
  if (!deleted) return null;
  await countRating(tx, deleted, -1);
  await recordChange(tx, events, deleted.id, "deleted");
  return { id: deleted.id, hospital: deleted.hospital };
}

/** The rows of a raw query (the database type is generic over both drivers, so execute's result is untyped). */
const rowsOf = async <Row>(db: Database, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

// Raw SQL below: keyset paging over sort keys that differ per sort (and a computed average) reads
// more plainly as SQL than through the query builder. The table and column names come from the schema.
const reviewColumns = sql`r.id, r.country, r.city, r.hospital, r.department, r.rotation_type, r.time_of_rotation, r.rating,
  r.experience_description, r.teaching, r.leisure_time, r.application_info, r.created_at`;

type ReviewRow = {
  id: string | number;
  country: string;
  city: string;
  hospital: string;
  department: string | null;
  rotation_type: Review["rotationType"];
  time_of_rotation: string;
  rating: number;
  experience_description: string;
  teaching: string;
  leisure_time: string;
  application_info: string;
  created_at: Date | string;
  average: string;
  review_count: string | number;
};

/** A review's own fields, as the board and Manage Reviews show them. */
const reviewFields = (row: Omit<ReviewRow, "average" | "review_count">): AdminReviewEntry => ({
  id: Number(row.id),
  country: row.country,
  city: row.city,
  hospital: row.hospital,
  department: row.department,
  rotationType: row.rotation_type,
  timeOfRotation: row.time_of_rotation,
  rating: row.rating,
  experienceDescription: row.experience_description,
  teaching: row.teaching,
  leisureTime: row.leisure_time,
  applicationInfo: row.application_info,
  createdAt: new Date(row.created_at).toISOString(),
  createdOn: swissToday(new Date(row.created_at)),
});

const toReview = (row: ReviewRow): Review => ({
  ...reviewFields(row),
  hospitalAverage: Number(row.average),
  hospitalReviewCount: Number(row.review_count),
});

/**
 * `stats`: each hospital's average and count over the reviews up to `bound` (all of them without
 * one): the kept sums, less the few reviews added since the bound. Place filters narrow the hospitals.
 */
const statsCte = (bound: SQL | null, filters: ReviewFilters = {}) => sql`
  newer as (
    select n.hospital, n.city, n.country, sum(n.rating) as rating_sum, count(*) as review_count
    from ${clinicalRotationReviews} n where ${bound ? sql`n.id > ${bound}` : sql`false`} group by n.hospital, n.city, n.country),
  stats as (
    select h.hospital, h.city, h.country,
      (h.rating_sum - coalesce(newer.rating_sum, 0))::numeric / (h.review_count - coalesce(newer.review_count, 0)) as average,
      h.review_count - coalesce(newer.review_count, 0) as review_count
    from ${reviewHospitalStats} h left join newer on newer.hospital = h.hospital and newer.city = h.city and newer.country = h.country
    where h.review_count - coalesce(newer.review_count, 0) > 0 and ${and(filterConditions({ ...filters, type: undefined }, sql`h`))})`;

/** Joins `stats` to review `r`. */
const joinStats = sql`join stats on stats.hospital = r.hospital and stats.city = r.city and stats.country = r.country`;

/** The filters as SQL on review `r`: case-insensitive substrings (trigram indexes) and the exact type. */
function filterConditions(filters: ReviewFilters, alias = sql`r`): SQL[] {
  const conditions: SQL[] = [];
  if (filters.country) conditions.push(containsText(sql`${alias}.country`, filters.country));
  if (filters.city) conditions.push(containsText(sql`${alias}.city`, filters.city));
  if (filters.hospital) conditions.push(containsText(sql`${alias}.hospital`, filters.hospital));
  if (filters.type) conditions.push(sql`${alias}.rotation_type = ${filters.type}`);
  return conditions;
}

const and = (conditions: SQL[]) => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `));

/**
 * Where the next page starts: the snapshot bound (the highest id when the first page was read, so
 * reviews added since neither shift nor repeat anything; they reach the board live) and the last
 * row's sort value and id (keyset, so a deletion leaves no gap either).
 */
export type ReviewCursor = { bound: number; value: string | number; id: number };

export const encodeCursor = (cursor: ReviewCursor) => Buffer.from(JSON.stringify([cursor.bound, cursor.value, cursor.id])).toString("base64url");

/**
 * The cursor of a page of `sort`, or null for one this server did not write. Its value must be one
 * the sort's column can be compared with (a whole number for the rating, a decimal for the average,
 * text without NUL for the others): anything else would fail in the database instead of being a 400.
 */
export function decodeCursor(text: string, sort: ReviewSort): ReviewCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [bound, value, id] = parsed as unknown[];
    if (!Number.isSafeInteger(bound) || !Number.isSafeInteger(id) || typeof value !== "string") return null;
    if (!sortPlans[sort].accepts(value)) return null;
    return { bound: bound as number, value, id: id as number };
  } catch {
    return null;
  }
}

type SortPlan = {
  /** The sort value of row `r` (with `stats` joined), as the cursor keeps it. */
  key: SQL;
  order: SQL;
  /** Rows after the cursor's row in this order. */
  after: (cursor: ReviewCursor) => SQL;
  /** Whether a cursor's value is one `after` can compare with the key. */
  accepts: (value: string) => boolean;
};

// The rating is an integer column; the average a numeric one; the text columns take any text PostgreSQL can hold.
const wholeNumber = (value: string) => /^-?\d{1,9}$/.test(value);
const decimal = (value: string) => /^-?\d{1,20}(\.\d{1,40})?$/.test(value);
const storableText = (value: string) => value.length <= 300 && !value.includes("\u0000");

const descending = (key: SQL): Omit<SortPlan, "key" | "accepts"> => ({
  order: sql`${key} desc, r.id desc`,
  after: ({ value, id }) => sql`(${key}, r.id) < (${value}, ${id})`,
});
const ascending = (key: SQL): Omit<SortPlan, "key"> => ({
  order: sql`${key} asc, r.id desc`,
  after: ({ value, id }) => sql`(${key} > ${value}::text or (${key} = ${value}::text and r.id < ${id}))`,
  accepts: storableText,
});

const sortPlans: Record<ReviewSort, SortPlan> = {
  created_at: { key: sql`r.id`, order: sql`r.id desc`, after: ({ id }) => sql`r.id < ${id}`, accepts: wholeNumber },
  rating: { key: sql`r.rating`, ...descending(sql`r.rating`), accepts: wholeNumber },
  // The average is numeric (exact), so the cursor's value compares equal to the row it came from; pageStatement reads
  // this sort hospital by hospital.
  hospital_avg: { key: sql`stats.average`, ...descending(sql`stats.average`), accepts: decimal },
  country: { key: sql`r.country`, ...ascending(sql`r.country`) },
  hospital: { key: sql`r.hospital`, ...ascending(sql`r.hospital`) },
  rotation_type: { key: sql`r.rotation_type`, ...ascending(sql`r.rotation_type`) },
};

type ListRow = ReviewRow & { sort_key: string | number };

export type ReviewPageQuery = ReviewFilters & { sort: ReviewSort; limit: number; cursor?: ReviewCursor };

/**
 * The first page's snapshot, in one statement: the bound (highest id), the change the live stream
 * starts after, and the counts. Exported with pageStatement so that bench:api sends the very same SQL.
 */
export const snapshotStatement = (filters: ReviewFilters) => sql`
  select (select max(id) from ${clinicalRotationReviews}) as bound,
    (select max(seq) from ${reviewChanges}) as latest_change,
    ${
      // The kept counts per hospital answer every count but the type filter's, without reading the reviews.
      filters.type
        ? sql`(select count(*) from ${clinicalRotationReviews} r where ${and(filterConditions(filters))})`
        : sql`(select coalesce(sum(h.review_count), 0) from ${reviewHospitalStats} h where ${and(filterConditions(filters, sql`h`))})`
    } as total,
    (select coalesce(sum(review_count), 0) from ${reviewHospitalStats}) as overall`;

/** One page of a view up to `bound`, one row more than asked for (whether there is a next page). */
export function pageStatement(query: ReviewPageQuery, bound: number): SQL {
  const plan = sortPlans[query.sort];
  const boundSql = sql`${bound}::bigint`;
  const limit = query.limit + 1;
  if (query.sort === "hospital_avg") {
    // Hospital by hospital, best average first, each hospital's reviews newest first (index): the
    // database stops after the hospitals that fill the page (incremental sort) instead of sorting every review.
    const { cursor } = query;
    return sql`
      with ${statsCte(boundSql, query)},
      ordered as materialized (select * from stats ${cursor ? sql`where stats.average <= ${cursor.value}::numeric` : sql``} order by stats.average desc)
      select ${reviewColumns}, stats.average, stats.review_count, stats.average as sort_key
      from ordered stats cross join lateral (
        select r.* from ${clinicalRotationReviews} r
        where r.hospital = stats.hospital and r.city = stats.city and r.country = stats.country and r.id <= ${boundSql}
          and ${and(filterConditions({ type: query.type }))}
          ${cursor ? sql`and (stats.average < ${cursor.value}::numeric or r.id < ${cursor.id})` : sql``}
        order by r.id desc limit ${limit}) r
      order by stats.average desc, r.id desc limit ${limit}`;
  }
  const conditions = [sql`r.id <= ${boundSql}`, ...filterConditions(query), ...(query.cursor ? [plan.after(query.cursor)] : [])];
  // The page first (an index per sort), then its hospitals' averages.
  return sql`
    with ${statsCte(boundSql)}
    select ${reviewColumns}, stats.average, stats.review_count, r.sort_key from (
      select r.*, ${plan.key} as sort_key
      from ${clinicalRotationReviews} r where ${and(conditions)} order by ${plan.order} limit ${limit}) r
    ${joinStats}
    order by ${plan.order}`;
}

/** One page of the board: filtered, sorted and cut in the database (indexes per sort, trigram indexes for the filters). */
export async function listReviews(
  db: Database,
  query: ReviewPageQuery,
): Promise<{ reviews: Review[]; total: number; overall: number; nextCursor: string | null; latestChange: number }> {
  // The first page fixes the bound and the change the live stream starts after; later pages carry the bound in the cursor.
  const { bound, latestChange, total, overall } = query.cursor
    ? { bound: query.cursor.bound, latestChange: 0, total: 0, overall: 0 }
    : await snapshot(db, query);
  const rows = await rowsOf<ListRow>(db, pageStatement(query, bound));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ bound, value: String(last.sort_key), id: Number(last.id) }) : null;
  return { reviews: page.map(toReview), total, overall, nextCursor, latestChange };
}

async function snapshot(db: Database, filters: ReviewFilters) {
  const [row] = await rowsOf<{ bound: string | null; latest_change: string | null; total: string; overall: string }>(db, snapshotStatement(filters));
  return { bound: Number(row!.bound ?? 0), latestChange: Number(row!.latest_change ?? 0), total: Number(row!.total), overall: Number(row!.overall) };
}

/** The newest change number, or 0 before the first review. */
export async function latestChange(db: Database): Promise<number> {
  const result = await rowsOf<{ seq: string | null }>(db, sql`select max(seq) as seq from ${reviewChanges}`);
  return Number(result[0]?.seq ?? 0);
}

/**
 * The changes after `after`, oldest first, each added review with everything the board shows. A
 * review added and deleted since is left out of its "added" change; its deletion follows.
 */
export async function changesAfter(db: Database, after: number, limit: number): Promise<ReviewChange[]> {
  const result = await rowsOf<ReviewRow & { seq: string; kind: "added" | "deleted"; review_id: string; present: boolean }>(db, sql`
    with ${statsCte(null)}
    select c.seq, c.kind, c.review_id, r.id is not null as present, ${reviewColumns}, stats.average, stats.review_count
    from ${reviewChanges} c
    left join ${clinicalRotationReviews} r on c.kind = 'added' and r.id = c.review_id
    left ${joinStats}
    where c.seq > ${after}
    order by c.seq limit ${limit}`);
  const changes: ReviewChange[] = [];
  for (const row of result) {
    const change = Number(row.seq);
    if (row.kind === "deleted") changes.push({ change, kind: "deleted", id: Number(row.review_id) });
    else if (row.present) changes.push({ change, kind: "added", review: toReview(row) });
  }
  return changes;
}

/** Each hospital the reviews name, with its average: the form's suggestions and the opportunity cards. */
export async function reviewedHospitals(db: Database, limit: number): Promise<ReviewedHospital[]> {
  const result = await rowsOf<{ hospital: string; city: string; country: string; average: string; review_count: string }>(db, sql`
    with ${statsCte(null)}
    select hospital, city, country, average, review_count from stats order by review_count desc, hospital limit ${limit}`);
  return result.map((row) => ({
    hospital: row.hospital,
    city: row.city,
    country: row.country,
    averageRating: Number(row.average),
    reviewCount: Number(row.review_count),
  }));
}

/** The admin dashboard's Manage Reviews: the newest `limit`. */
/** The columns Manage Reviews searches: where the rotation was, and everything the reviewer wrote. */
const searchedColumns = ["hospital", "city", "country", "department", "experience_description", "teaching", "leisure_time", "application_info"] as const;

/**
 * Manage Reviews: the newest first, a page at a time, with the number that match; with `q` only those
 * whose hospital, place or texts contain it in any case. A scan without an index on the texts: the
 * board holds thousands of reviews, not millions, and only admins search them.
 */
export async function adminReviews(db: Database, { q, page, limit }: { q?: string; page: number; limit: number }): Promise<AdminReviewPage> {
  const match = q ? sql`where ${sql.join(searchedColumns.map((column) => containsText(sql.raw(`r.${column}`), q)), sql` or `)}` : sql``;
  const rows = await rowsOf<Omit<ReviewRow, "average" | "review_count"> & { total: string | number }>(
    db,
    sql`select ${reviewColumns}, count(*) over () as total from ${clinicalRotationReviews} r ${match} order by r.id desc limit ${limit} offset ${(page - 1) * limit}`,
  );
  return { reviews: rows.map(reviewFields), total: Number(rows[0]?.total ?? 0), page, pageSize: limit };
}
