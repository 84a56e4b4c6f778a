import { randomUUID } from "node:crypto";
import { type Review, type ReviewPage, type ReviewSort, reviewLimits, reviewMessages } from "@ssem/core";
import { sampleReview } from "@ssem/core/samples";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../auth/rate-limit";
import { openReviewStreams } from "./review-stream";
import { readEvents, type ServerSentEvent } from "../../testing/server-sent-events";
import { createTestApp, type TestApp, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();
let addresses = 0;
/** Each review from its own address, unless a test is about one address. */
const nextAddress = () => `198.51.100.${(addresses += 1) % 250}`;

const review = (overrides: Record<string, unknown> = {}) => ({ ...sampleReview, ...overrides });

const post = (body: unknown, from = nextAddress()) => t.request("/api/reviews", { json: body, from });
async function add(overrides: Record<string, unknown> = {}) {
  const response = await post(review(overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
const list = async (query: Record<string, string | number>) => {
  const response = await t.request(`/api/reviews?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ReviewPage;
};
/** Every page of a view, following the cursors. */
async function allPages(query: Record<string, string | number>, between?: () => Promise<unknown>) {
  const seen: Review[] = [];
  let page = await list(query);
  seen.push(...page.reviews);
  while (page.nextCursor) {
    await between?.();
    page = await list({ ...query, cursor: page.nextCursor });
    seen.push(...page.reviews);
  }
  return seen;
}
const count = async (table: string) =>
  ((await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;

describe("POST /api/reviews", () => {
  it("stores a review and answers with its id; the board shows it with its hospital average", async () => {
    const hospital = `Stored ${randomUUID()}`;
    const id = await add({ hospital, rating: 5 });
    await add({ hospital, rating: 2, department: "" });
    const page = await list({ hospital });
    expect(page.total).toBe(2);
    expect(page.reviews.map((r) => r.id)[1]).toBe(id);
    expect(page.reviews[1]).toMatchObject({ hospital, department: "Emergency", rating: 5, hospitalAverage: 3.5, hospitalReviewCount: 2 });
    expect(page.reviews[0]!.department).toBeNull();
  });

  it("gives each review the day it was posted on the Swiss calendar, which the board shows", async () => {
    const hospital = `Posted ${randomUUID()}`;
    const [winter, summer] = [await add({ hospital }), await add({ hospital })];
    // Half past midnight in Zurich in winter (UTC+1), a quarter past one in summer (UTC+2): already the next day there.
    await t.db.execute(sql`update clinical_rotation_reviews set created_at = '2026-11-25T23:30:00Z' where id = ${winter}`);
    await t.db.execute(sql`update clinical_rotation_reviews set created_at = '2026-07-01T23:15:00Z' where id = ${summer}`);
    const shown = Object.fromEntries((await list({ hospital })).reviews.map((r) => [r.id, r.createdOn]));
    expect(shown).toEqual({ [winter]: "2026-11-26", [summer]: "2026-07-02" });
  });

  it("keeps each hospital's average and count right through additions and deletions", async () => {
    const hospital = `Average ${randomUUID()}`;
    const admin = await t.loginAs("admin");
    const [five, one] = [await add({ hospital, rating: 5 }), await add({ hospital, rating: 1 })];
    await add({ hospital, city: "Basel", rating: 2 });
    const hospitals = async () =>
      ((await (await t.request("/api/reviews/hospitals")).json()) as { hospitals: Array<{ hospital: string; city: string; averageRating: number; reviewCount: number }> }).hospitals
        .filter((entry) => entry.hospital === hospital)
        .map(({ city, averageRating, reviewCount }) => [city, averageRating, reviewCount])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(await hospitals()).toEqual([["Basel", 2, 1], ["Bern", 3, 2]]);
    expect((await t.request(`/api/admin/reviews/${one}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);
    expect(await hospitals()).toEqual([["Basel", 2, 1], ["Bern", 5, 1]]);
    expect((await list({ hospital, city: "Bern" })).reviews.map((r) => [r.id, r.hospitalAverage, r.hospitalReviewCount])).toEqual([[five, 5, 1]]);
    expect((await t.request(`/api/admin/reviews/${five}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);
    expect(await hospitals()).toEqual([["Basel", 2, 1]]);
    expect((await list({ hospital })).total).toBe(1);
  });

  it("answers 404 in the error format to an admin deleting an id that names no review, whatever the path holds", async () => {
    const admin = await t.loginAs("admin");
    for (const id of ["999999999", "abc", "1.5", "-1", "1234567890123456", "%27%3B"]) {
      const response = await t.request(`/api/admin/reviews/${id}`, { method: "DELETE", cookie: admin.cookie });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: "There is no such review.", code: "not_found" });
    }
  });

  it.each(["country", "city", "hospital", "rotationType", "timeOfRotation", "experienceDescription", "teaching", "leisureTime", "applicationInfo"])(
    "refuses a review without %s, in the spec's words, and stores nothing",
    async (field) => {
      const before = await count("clinical_rotation_reviews");
      for (const body of [review({ [field]: undefined }), review({ [field]: "   " })]) {
        const response = await post(body);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: reviewMessages.missing, code: "validation_failed", issues: [{ path: field }] });
      }
      expect(await count("clinical_rotation_reviews")).toBe(before);
    },
  );

  it.each([
    ["experienceDescription", reviewLimits.experienceDescription],
    ["teaching", reviewLimits.teaching],
    ["leisureTime", reviewLimits.leisureTime],
    ["applicationInfo", reviewLimits.applicationInfo],
    ["country", reviewLimits.place],
    ["city", reviewLimits.place],
    ["hospital", reviewLimits.place],
    ["department", reviewLimits.place],
    ["timeOfRotation", reviewLimits.timeOfRotation],
  ])("takes %s up to %i characters and refuses one more", async (field, limit) => {
    expect((await post(review({ [field]: "x".repeat(limit) }))).status).toBe(201);
    const response = await post(review({ [field]: "x".repeat(limit + 1) }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: Array<{ path: string; message: string }> }).issues).toEqual([
      { path: field, message: expect.stringContaining(`at most ${limit} characters`) },
    ]);
  });

  it("takes a rating only as a whole number from 1 to 5", async () => {
    for (const rating of [1, 5]) expect((await post(review({ rating }))).status).toBe(201);
    for (const rating of [0, 6, 4.5, "5", null, undefined, -1]) {
      const response = await post(review({ rating }));
      expect(response.status, String(rating)).toBe(400);
      expect(((await response.json()) as { issues: Array<{ path: string }> }).issues[0]!.path).toBe("rating");
    }
  });

  it("takes only the four rotation types", async () => {
    for (const rotationType of ["residents", "paramedics", "nurses"]) expect((await post(review({ rotationType }))).status).toBe(201);
    expect((await post(review({ rotationType: "doctors" }))).status).toBe(400);
  });

  it("refuses unknown fields, control characters and a filled-in honeypot", async () => {
    const before = await count("clinical_rotation_reviews");
    for (const body of [review({ createdAt: "2020-01-01" }), review({ id: 1 }), review({ hospital: "A\u0000B" }), review({ website: "https://spam.example" })]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("validation_failed");
    }
    expect((await post(review({ website: "" }))).status).toBe(201);
    expect(await count("clinical_rotation_reviews")).toBe(before + 1);
  });

  it("refuses a body over the size limit with 413", async () => {
    const response = await post({ ...review(), teaching: "x".repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe("payload_too_large");
  });

  it("limits reviews per address, counted in the database under a hash, never the address", async () => {
    const address = "203.0.113.77";
    for (let i = 0; i < rateLimits.reviewsPerIp.limit; i += 1) expect((await post(review(), address)).status).toBe(201);
    const refused = await post(review(), address);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe("rate_limited");
    expect((await post(review(), "203.0.113.78")).status).toBe(201);
    const stored = JSON.stringify(
      ((await t.db.execute(sql`select * from rate_limit_counters`)) as unknown as { rows: unknown[] }).rows.concat(
        ((await t.db.execute(sql`select * from clinical_rotation_reviews`)) as unknown as { rows: unknown[] }).rows,
      ),
    );
    expect(stored).not.toContain(address);
  });

  it("counts an IPv6 client per /64 network: a new address from the same network does not reset the limit", async () => {
    const network = "2001:db8:77:1";
    for (let i = 1; i <= rateLimits.reviewsPerIp.limit; i += 1) expect((await post(review(), `${network}::${i.toString(16)}`)).status).toBe(201);
    expect((await post(review(), `${network}:ffff:ffff:ffff:ffff`)).status).toBe(429);
    expect((await post(review(), "2001:db8:77:2::1")).status).toBe(201);
  });
});

describe("GET /api/reviews", () => {
  // Reviews of their own, told apart from the other tests' by a marker in the country.
  const country = `Sortland ${randomUUID().slice(0, 8)}`;
  const rows = [
    { hospital: "B Hospital", city: "Alpha", rating: 3, rotationType: "residents" },
    { hospital: "A Hospital", city: "Beta", rating: 5, rotationType: "nurses" },
    { hospital: "B Hospital", city: "Alpha", rating: 1, rotationType: "paramedics" },
    { hospital: "C Hospital", city: "Gamma", rating: 4, rotationType: "medical_students" },
    { hospital: "A Hospital", city: "Beta", rating: 2, rotationType: "residents" },
  ];
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (const row of rows) ids.push(await add({ ...row, country }));
  });
  const byId = (id: number) => rows[ids.indexOf(id)]!;

  it("lists newest first by default, with counts", async () => {
    const page = await list({ country });
    expect(page.reviews.map((r) => r.id)).toEqual([...ids].reverse());
    expect(page.total).toBe(5);
    expect(page.overall).toBeGreaterThanOrEqual(5);
    expect(page.nextCursor).toBeNull();
  });

  const expectedOrder: Record<Exclude<ReviewSort, "created_at">, (a: number, b: number) => number> = {
    rating: (a, b) => byId(b).rating - byId(a).rating || b - a,
    // A Hospital, Beta: (5 + 2) / 2 = 3.5; B Hospital, Alpha: (3 + 1) / 2 = 2; C Hospital: 4.
    hospital_avg: (a, b) => ({ C: 4, A: 3.5, B: 2 })[byId(b).hospital[0] as "A"] - ({ C: 4, A: 3.5, B: 2 })[byId(a).hospital[0] as "A"] || b - a,
    country: (a, b) => b - a,
    hospital: (a, b) => byId(a).hospital.localeCompare(byId(b).hospital) || b - a,
    rotation_type: (a, b) => byId(a).rotationType.localeCompare(byId(b).rotationType) || b - a,
  };
  for (const [sort, order] of Object.entries(expectedOrder)) {
    it(`sorts by ${sort}, on one page and across pages`, async () => {
      const expected = [...ids].sort(order);
      expect((await list({ country, sort })).reviews.map((r) => r.id)).toEqual(expected);
      expect((await allPages({ country, sort, limit: 2 })).map((r) => r.id)).toEqual(expected);
    });
  }

  it("shows each review's hospital average and count", async () => {
    const page = await list({ country, sort: "hospital_avg" });
    expect(page.reviews.map((r) => [r.hospital, r.hospitalAverage, r.hospitalReviewCount])).toEqual([
      ["C Hospital", 4, 1],
      ["A Hospital", 3.5, 2],
      ["A Hospital", 3.5, 2],
      ["B Hospital", 2, 2],
      ["B Hospital", 2, 2],
    ]);
  });

  it("filters places by substring in any case, and the type exactly", async () => {
    const ofView = async (query: Record<string, string>) => (await list({ country: country.toUpperCase(), ...query })).reviews.map((r) => r.id).sort();
    expect(await ofView({ hospital: "a hosp" })).toEqual([ids[1], ids[4]].sort());
    expect(await ofView({ city: "ALP" })).toEqual([ids[0], ids[2]].sort());
    expect(await ofView({ type: "residents" })).toEqual([ids[0], ids[4]].sort());
    expect(await ofView({ hospital: "%" })).toEqual([]);
    expect((await list({ country: country.slice(3, 12) })).total).toBe(5);
  });

  it("folds the case of umlauts too, on every server (the embedded one's locale is C)", async () => {
    const marker = randomUUID().slice(0, 8);
    const id = await add({ country: `Österreich ${marker}`, city: "Übersee", hospital: "Klinikum Ölberg" });
    const found = async (query: Record<string, string>) => (await list({ ...query })).reviews.map((r) => r.id);
    expect(await found({ country: `österreich ${marker}` })).toEqual([id]);
    expect(await found({ country: `ÖSTERREICH ${marker.toUpperCase()}`, city: "übersee", hospital: "KLINIKUM ÖLBERG" })).toEqual([id]);
  });

  it("refuses bad parameters with a 400", async () => {
    for (const query of ["sort=stars", "type=doctors", "limit=0", "limit=51", "limit=x", "cursor=nonsense", `hospital=${"x".repeat(201)}`, "city=%00"]) {
      const response = await t.request(`/api/reviews?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("validation_failed");
    }
  });

  it("pages without duplicates or gaps while reviews are being added and deleted", async () => {
    const marker = `Paging ${randomUUID().slice(0, 8)}`;
    const before: number[] = [];
    for (let i = 0; i < 9; i += 1) before.push(await add({ country: marker, rating: (i % 5) + 1, hospital: `H${i % 3}` }));
    for (const sort of ["created_at", "rating", "hospital_avg", "hospital"] as const) {
      const added: number[] = [];
      const seen = await allPages({ country: marker, sort, limit: 2 }, async () => {
        added.push(await add({ country: marker, rating: 5, hospital: "H0" }));
      });
      const seenIds = seen.map((r) => r.id);
      expect(new Set(seenIds).size, sort).toBe(seenIds.length);
      // Exactly the reviews there were when the first page was read: the new ones arrive live instead.
      expect([...seenIds].sort(), sort).toEqual([...before].sort());
      before.push(...added);
    }
  });
});

describe("GET /api/reviews/stream", () => {
  let second: TestApp;
  beforeAll(async () => {
    // A second app on the same database with its own connections and live events: a second server process.
    second = await createTestApp({}, { sharing: t });
  });
  afterAll(() => second.close());

  it("delivers a review stored by one process to a stream of the other, exactly once, then its deletion", async () => {
    const { latestChange } = await list({ limit: 1 });
    const stream = await second.request(`/api/reviews/stream?after=${latestChange}`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const hospital = `Live ${randomUUID()}`;
    const id = await add({ hospital });
    const admin = await t.loginAs("admin");
    const isOurs = (e: ServerSentEvent) => e.event === "review" && (JSON.parse(e.data) as Review).hospital === hospital;
    // Deleted once the stream has the review: a review deleted before the other process read it is left out of the
    // changes by design (changesAfter), which a fixed wait raced against on a busy machine.
    let deleting: Promise<Response> | undefined;
    const events = await readEvents(stream, (events) => {
      if (!deleting && events.some(isOurs)) deleting = Promise.resolve(t.request(`/api/admin/reviews/${id}`, { method: "DELETE", cookie: admin.cookie }));
      return events.some((e) => e.event === "deleted");
    });
    expect(deleting, "the review never reached the other process's stream").toBeDefined();
    expect((await deleting!).status).toBe(200);
    const added = events.filter(isOurs);
    expect(added).toHaveLength(1);
    expect(JSON.parse(added[0]!.data)).toMatchObject({ id, hospital, hospitalReviewCount: 1 });
    expect(events.filter((e) => e.event === "deleted").map((e) => JSON.parse(e.data))).toEqual([{ id }]);
    expect(Number(events.at(-1)!.id)).toBeGreaterThan(Number(added[0]!.id));
  });

  it("serves a view's first page from memory in each process, until a review is added or deleted in any of them", async () => {
    const view = `/api/reviews?country=${encodeURIComponent(`Cached ${randomUUID().slice(0, 8)}`)}`;
    const totalIn = async (app: TestApp) => ((await (await app.request(view)).json()) as ReviewPage).total;
    expect(await totalIn(second)).toBe(0);
    const id = await add({ country: new URL(view, "http://x").searchParams.get("country")! });
    // The other process learns of it through the live event sent on commit.
    await expect.poll(() => totalIn(second)).toBe(1);
    expect(await totalIn(t)).toBe(1);
    const admin = await t.loginAs("admin");
    expect((await t.request(`/api/admin/reviews/${id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);
    // The process that wrote clears its own at once.
    expect(await totalIn(t)).toBe(0);
    await expect.poll(() => totalIn(second)).toBe(0);
  });

  it("catches a reconnecting stream up from Last-Event-ID", async () => {
    const { latestChange } = await list({ limit: 1 });
    const missed = [await add(), await add()];
    const stream = await second.request("/api/reviews/stream", { headers: { "last-event-id": String(latestChange) } });
    const events = await readEvents(stream, (events) => events.length >= 2);
    expect(events.map((e) => [e.event, (JSON.parse(e.data) as Review).id])).toEqual(missed.map((id) => ["review", id]));
    expect(events.map((e) => Number(e.id))).toEqual([latestChange + 1, latestChange + 2]);
  });

  it("passes nothing on to a stream whose client went while it caught up", async () => {
    for (let i = 0; i < 20; i += 1) {
      const stream = await second.request(`/api/reviews/stream?after=${i}`);
      expect(stream.status).toBe(200);
      await stream.body!.cancel();
    }
    await expect.poll(() => openReviewStreams(second.events)).toBe(0);
    // Not only for a moment: a stream that joined after its client went would stay for good.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(openReviewStreams(second.events)).toBe(0);
  });

  it("ends its streams when the live events close (server shutdown)", async () => {
    const third = await createTestApp({}, { sharing: t });
    const stream = await third.request("/api/reviews/stream");
    const reader = stream.body!.getReader();
    await reader.read();
    await third.close();
    let done = false;
    for (let i = 0; i < 20 && !done; i += 1) done = (await Promise.race([reader.read(), new Promise<{ done: false }>((resolve) => setTimeout(() => resolve({ done: false }), 250))])).done;
    expect(done).toBe(true);
  });
});
