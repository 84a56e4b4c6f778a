import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { EVENTS_LISTING_ID, EVENTS_LISTING_MARKER, type EventInput, swissToday } from "@ssem/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { loadSite, type SiteManifest } from "../../web/site";

/** A build with /events as the web app prerenders it: the marker inside the listing's element. */
function writeFixtureBuild() {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "events-site-"));
  const clientDir = path.join(buildDir, "client");
  const write = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(clientDir, relative)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, relative), content);
  };
  write("events/index.html", `<h1>Events</h1><div id="${EVENTS_LISTING_ID}">${EVENTS_LISTING_MARKER}</div><h2>Ride-along request</h2><script>boot()</script>`);
  for (const locale of ["de", "fr"]) write(`${locale}/events/index.html`, `<h1>${locale}</h1><div id="${EVENTS_LISTING_ID}">${EVENTS_LISTING_MARKER}</div>`);
  write("404/index.html", "<h1>Oops! Page not found</h1>");
  write("__spa-fallback.html", "<div>shell</div>");
  const manifest: SiteManifest = {
    prerendered: ["/events", "/de/events", "/fr/events"],
    clientOnly: [],
    clientPatterns: [],
    devOnly: [],
    notFoundDocuments: { en: "404/index.html", de: "404/index.html", fr: "404/index.html", it: "404/index.html" },
    spaFallbackDocuments: { en: "__spa-fallback.html", de: "__spa-fallback.html", fr: "__spa-fallback.html", it: "__spa-fallback.html" },
    scriptHashes: { "events/index.html": ["sha256-boot"] },
  };
  fs.writeFileSync(path.join(buildDir, "site-manifest.json"), JSON.stringify(manifest));
  return { buildDir, clientDir };
}

const fixture = writeFixtureBuild();
let t: TestApp;
let admin: string;
let member: string;
let pending: string;

beforeAll(async () => {
  const site = loadSite({ env: { publicUrl: "http://localhost:3000", isProduction: false }, root: fixture.clientDir })!;
  t = await createTestApp({}, { site });
  admin = (await t.loginAs("admin")).cookie;
  member = (await t.loginAs("member")).cookie;
  pending = (await t.loginAs("pending")).cookie;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(fixture.buildDir, { recursive: true, force: true });
});

function dayFromToday(days: number): string {
  const [year, month, day] = swissToday().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

async function create(overrides: Partial<EventInput>) {
  const fields: EventInput = {
    title: "Event",
    date: dayFromToday(5),
    startTime: "18:00",
    endTime: "20:00",
    city: "Basel",
    venue: "",
    membersOnly: false,
    registration: "",
    description: "",
    ...overrides,
  };
  const response = await t.request("/api/admin/events", { json: fields, cookie: admin });
  expect(response.status).toBe(201);
}

const page = (cookie?: string, headers?: Record<string, string>, path = "/events") => t.request(path, { cookie, headers });

describe("the /events page", () => {
  it("has the current events in its HTML, in the marker's place, with the page's headers and Vary: Cookie", async () => {
    await create({ title: "Suturing course", date: dayFromToday(2), startTime: "14:00", endTime: "17:30" });
    const response = await page();
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(EVENTS_LISTING_MARKER);
    expect(html).toMatch(new RegExp(`^<h1>Events</h1><div id="${EVENTS_LISTING_ID}"><div class="flex flex-col gap-8">.*</div></div><h2>Ride-along request</h2><script>boot\\(\\)</script>$`, "s"));
    expect(html).toContain("Suturing course");
    expect(html).toContain("2pm</time> to <time");
    // Past events too: the migration's first get-together.
    expect(html).toContain("First get-together");
    expect(response.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toContain("'sha256-boot'");
  });

  it("shows a members-only event's registration note to members and admins only, and looks up no session without the cookie", async () => {
    await create({ title: "Dinner for members", membersOnly: true, registration: "Ask in the member WhatsApp group" });
    for (const cookie of [undefined, pending]) {
      const html = await (await page(cookie)).text();
      expect(html).toContain("Dinner for members");
      expect(html).not.toContain("member WhatsApp group");
      expect(html).toContain("Members see how to register here when signed in.");
      expect(html).toContain("Not a member yet?");
    }
    for (const cookie of [member, admin]) {
      const response = await page(cookie);
      const html = await response.text();
      expect(html).toContain("Ask in the member WhatsApp group");
      expect(html).not.toContain("Not a member yet?");
      // A member's page holds what only members may read: no cache keeps it (issue 39); a visitor's may be kept.
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await page(pending)).headers.get("cache-control")).toBe("no-cache");

    // Warm: a visitor's page costs no statement at all, a member's only the session lookup.
    t.statements.length = 0;
    await page();
    expect(t.statements).toEqual([]);
    await page(member);
    expect(t.statements).toHaveLength(1);
    expect(t.statements[0]).toContain('"session"');
  });

  it("serves /de/events with the German listing, to a visitor and to a member, and each language its own body from the cache", async () => {
    const date = dayFromToday(3);
    const swissDate = date.split("-").reverse().join(".");
    await create({ title: "Notfallkurs", date, startTime: "14:00", endTime: "17:30", membersOnly: true, registration: "Fragen Sie den Vorstand" });
    const german = async (cookie?: string) => {
      const response = await page(cookie, undefined, "/de/events");
      expect(response.status).toBe(200);
      expect(response.headers.get("vary")).toBe("Accept-Encoding, Cookie");
      const html = await response.text();
      expect(html).toContain(">Kommende Veranstaltungen</h2>");
      expect(html).toContain(`<time dateTime="${date}">${swissDate}</time>`);
      expect(html).toContain(`<time dateTime="${date}T14:00">14:00</time> bis <time dateTime="${date}T17:30">17:30</time>`);
      expect(html).not.toContain("Upcoming Events");
      return html;
    };
    const forVisitors = await german();
    expect(forVisitors).toContain("Nach dem Login sehen Mitglieder hier, wie sie sich anmelden können.");
    expect(forVisitors).toContain('href="/de/auth?next=%2Fde%2Fevents"');
    expect(forVisitors).not.toContain("Fragen Sie den Vorstand");
    const forMembers = await german(member);
    expect(forMembers).toContain("Fragen Sie den Vorstand");
    expect(forMembers).not.toContain("Noch kein Mitglied?");

    // Warm, every language is served its own body without a statement.
    const headings = { "/events": ">Upcoming Events</h2>", "/de/events": ">Kommende Veranstaltungen</h2>", "/fr/events": ">Événements à venir</h2>" };
    for (const path of Object.keys(headings)) await page(undefined, undefined, path);
    t.statements.length = 0;
    for (const [path, heading] of Object.entries(headings)) {
      const html = await (await page(undefined, undefined, path)).text();
      expect(html).toContain(heading);
      for (const other of Object.values(headings)) if (other !== heading) expect(html, path).not.toContain(other);
    }
    expect(t.statements).toEqual([]);
  });

  it("is compressed and tagged once per change: the same ETag until an event changes, 304 for it", async () => {
    const first = await page(undefined, { "accept-encoding": "br" });
    expect(first.headers.get("content-encoding")).toBe("br");
    const html = zlib.brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString();
    expect(html).toContain("Suturing course");
    const etag = first.headers.get("etag")!;
    const gzip = await page(undefined, { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    expect(gzip.headers.get("etag")).toBe(etag);
    expect((await page(undefined, { "if-none-match": etag })).status).toBe(304);

    await create({ title: "Trauma simulation" });
    const changed = await page(undefined, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Trauma simulation");
  });

  it("redirects /events/ to /events", async () => {
    const response = await t.request("/events/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/events");
  });

  it("serves a member the visitors' page, not a 500, when their session cannot be looked up", async () => {
    await create({ title: "Members evening", membersOnly: true, registration: "Reply to the board" });
    await expect.poll(async () => (await (await page(member)).text()).includes("Reply to the board")).toBe(true);
    await t.db.execute(sql`alter table session rename to session_away`);
    try {
      const response = await page(member);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Members evening");
      expect(html).not.toContain("Reply to the board");
    } finally {
      await t.db.execute(sql`alter table session_away rename to session`);
    }
  });

  it("still serves the page, with a message and the calendar feed, when the events cannot be read", async () => {
    await t.db.execute(sql`alter table events rename to events_away`);
    try {
      // What a change announces: the next request reads again, and fails.
      await t.db.execute(sql`select pg_notify('live_events', '')`);
      await expect.poll(async () => (await (await page()).text()).includes("The events could not be loaded.")).toBe(true);
      const response = await page();
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('href="/events.ics"');
      expect(html).toContain("<h2>Ride-along request</h2>");
    } finally {
      await t.db.execute(sql`alter table events_away rename to events`);
    }
  });
});
