import { type AssociationEvent, type EventInput, type EventList, PAST_EVENTS_LIMIT, swissToday } from "@ssem/core";
import { desc, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import { auditLog, events } from "../../db/schema";
import { snapshotRows } from "../../testing/database-snapshot";
import { EVENT_CACHE_TTL_MS } from "./event-cache";
import { signedInForFile, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");
const member = signedInForFile(t, "member");
const pending = signedInForFile(t, "pending");

/** A Swiss date `days` from today. */
function dayFromToday(days: number): string {
  const [year, month, day] = swissToday().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

let titles = 0;
const input = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: `Event ${(titles += 1)}`,
  date: dayFromToday(10),
  startTime: "18:00",
  endTime: "20:00",
  city: "Bern",
  venue: "Inselspital, Room 2",
  membersOnly: false,
  registration: "Register at the door",
  description: "A talk on triage.\nWith questions.",
  ...overrides,
});

async function create(overrides: Partial<EventInput> = {}): Promise<AssociationEvent> {
  const response = await t.request("/api/admin/events", { json: input(overrides), cookie: admin.cookie });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AssociationEvent;
}

async function list(cookie?: string): Promise<EventList> {
  const response = await t.request("/api/events", { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as EventList;
}

const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1))[0]!;

describe("events", () => {
  it("start with the spec's first get-together, a members-only event on 30.11.2025, now in the past", async () => {
    const { past } = await list(member.cookie);
    expect(past.find((event) => event.title === "First get-together")).toMatchObject({
      date: "2025-11-30",
      startTime: "14:00",
      endTime: "18:00",
      city: "Zürich",
      venue: null,
      membersOnly: true,
      registration: "Registration via the member WhatsApp group",
    });
  });

  it("are created, changed and deleted by an admin, each written to the audit log by id", async () => {
    const created = await create({ title: "Airway workshop", venue: "" });
    expect(created).toMatchObject({ title: "Airway workshop", venue: null, membersOnly: false });
    expect(await lastAudit()).toMatchObject({ action: "event_created", actorId: admin.userId, subjectUserId: null, details: { eventId: created.id } });

    const changed = await t.request(`/api/admin/events/${created.id}`, { method: "PUT", json: input({ title: "Airway workshop II", startTime: "09:30", endTime: "12:00" }), cookie: admin.cookie });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: created.id, title: "Airway workshop II", startTime: "09:30", endTime: "12:00", venue: "Inselspital, Room 2" });
    expect(await lastAudit()).toMatchObject({ action: "event_updated", details: { eventId: created.id } });

    const deleted = await t.request(`/api/admin/events/${created.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(deleted.status).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: "event_deleted", details: { eventId: created.id } });
    expect(await t.db.select().from(events).where(eq(events.id, created.id))).toEqual([]);

    for (const method of ["PUT", "DELETE"]) {
      const again = await t.request(`/api/admin/events/${created.id}`, { method, json: method === "PUT" ? input() : undefined, cookie: admin.cookie });
      expect(again.status).toBe(404);
    }
  });

  it("list upcoming events from today on, soonest first, and past ones most recent first", async () => {
    const later = await create({ date: dayFromToday(30) });
    const todayLate = await create({ date: dayFromToday(0), startTime: "19:00", endTime: "21:00" });
    const todayEarly = await create({ date: dayFromToday(0), startTime: "08:00", endTime: "09:00" });
    const yesterday = await create({ date: dayFromToday(-1) });
    const lastMonth = await create({ date: dayFromToday(-30) });

    const { upcoming, past } = await list();
    const ids = (events: AssociationEvent[]) => events.map((event) => event.id);
    const upcomingIds = ids(upcoming).filter((id) => [later.id, todayLate.id, todayEarly.id].includes(id));
    expect(upcomingIds).toEqual([todayEarly.id, todayLate.id, later.id]);
    expect(ids(past).filter((id) => [yesterday.id, lastMonth.id].includes(id))).toEqual([yesterday.id, lastMonth.id]);
    expect(upcoming.every((event, index) => index === 0 || `${upcoming[index - 1]!.date}${upcoming[index - 1]!.startTime}` <= `${event.date}${event.startTime}`)).toBe(true);
    expect(upcoming.every((event) => event.date >= swissToday())).toBe(true);
    expect(past.every((event) => event.date < swissToday())).toBe(true);
  });

  it(`list at most ${PAST_EVENTS_LIMIT} past events, the most recent ones`, async () => {
    for (let index = 0; index < PAST_EVENTS_LIMIT + 5; index += 1) await create({ date: dayFromToday(-100 - index) });
    const { past } = await list();
    expect(past).toHaveLength(PAST_EVENTS_LIMIT);
    expect(past.at(-1)!.date >= dayFromToday(-100 - PAST_EVENTS_LIMIT)).toBe(true);
  });

  it("show a members-only event to everyone, but its registration note only to members and admins", async () => {
    const secret = await create({ membersOnly: true, registration: "Write to the board on the member chat" });
    const open = await create({ membersOnly: false, registration: "Sign up at the door" });
    const seenBy = async (cookie?: string) => {
      const { upcoming } = await list(cookie);
      return [upcoming.find((event) => event.id === secret.id)!, upcoming.find((event) => event.id === open.id)!];
    };
    for (const cookie of [undefined, pending.cookie]) {
      const [membersOnly, everyone] = await seenBy(cookie);
      expect(membersOnly).toMatchObject({ title: secret.title, membersOnly: true, registration: null });
      expect(JSON.stringify(membersOnly)).not.toContain("member chat");
      expect(everyone!.registration).toBe("Sign up at the door");
    }
    for (const cookie of [member.cookie, admin.cookie]) {
      const [membersOnly] = await seenBy(cookie);
      expect(membersOnly!.registration).toBe("Write to the board on the member chat");
    }
  });

  it("refuse what is not an event, in words a person can act on, and change nothing", async () => {
    const cases: Array<[Partial<EventInput>, string, string]> = [
      [{ title: "   " }, "title", "Title is required"],
      [{ title: "x".repeat(121) }, "title", "Title must be at most 120 characters"],
      [{ title: "Talk\u0000" }, "title", "Title must not contain line breaks or control characters"],
      [{ date: "2026-02-30" }, "date", "Enter a valid date (YYYY-MM-DD)"],
      [{ startTime: "25:00" }, "startTime", "Enter a valid start time (HH:MM)"],
      [{ startTime: "18:00", endTime: "18:00" }, "endTime", "The end time must be after the start time"],
      [{ startTime: "18:00", endTime: "09:00" }, "endTime", "The end time must be after the start time"],
      [{ city: "" }, "city", "City is required"],
      [{ description: "x".repeat(3001) }, "description", "Description must be at most 3000 characters"],
      [{ registration: "line\nbreak" }, "registration", "Registration note must not contain line breaks or control characters"],
      [{ date: "2026-03-01", endDate: "2026-03-01" }, "endDate", "The end date must be after the date"],
      [{ date: "2026-03-01", endDate: "2026-02-28" }, "endDate", "The end date must be after the date"],
      [{ endDate: "2026-02-30" }, "endDate", "Enter a valid end date (YYYY-MM-DD)"],
      [{ endDate: "1.3.2026" }, "endDate", "Enter a valid end date (YYYY-MM-DD)"],
    ];
    const before = await snapshotRows(t.db, []);
    for (const [overrides, path, message] of cases) {
      const response = await t.request("/api/admin/events", { json: input(overrides), cookie: admin.cookie });
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { code: string; issues: Array<{ path: string; message: string }> };
      expect(body.code).toBe("validation_failed");
      expect(body.issues).toContainEqual({ path, message });
    }
    expect(await snapshotRows(t.db, [])).toBe(before);
  });

  it("are rendered once and served again until a change is announced, by this process or another", async () => {
    await list();
    // Written past the app, as another server process would: only its live event tells this one.
    const [{ id }] = (await t.db.insert(events).values({ ...input({ date: dayFromToday(3) }), venue: null }).returning({ id: events.id })) as [{ id: string }];
    const listed = async () => (await list()).upcoming.some((event) => event.id === id);
    expect(await listed()).toBe(false);
    await t.db.execute(sql`select pg_notify('live_events', ${id})`);
    await expect.poll(listed).toBe(true);
    expect(await (await t.request("/events.ics")).text()).toContain(id);
  });

  it("span midnight or several days with an end date, given on creation and changed or cleared later (issue 41)", async () => {
    const night = await create({ date: dayFromToday(5), startTime: "22:00", endTime: "02:00", endDate: dayFromToday(6) });
    expect(night).toMatchObject({ startTime: "22:00", endTime: "02:00", endDate: dayFromToday(6), cancelled: false });
    const put = (overrides: Partial<EventInput>) => t.request(`/api/admin/events/${night.id}`, { method: "PUT", json: input(overrides), cookie: admin.cookie });
    const weekend = await put({ date: dayFromToday(5), startTime: "18:00", endTime: "16:00", endDate: dayFromToday(7) });
    expect(weekend.status).toBe(200);
    expect(await weekend.json()).toMatchObject({ endDate: dayFromToday(7) });
    // Cleared: the same day again, where the end time must follow the start time.
    const refused = await put({ date: dayFromToday(5), startTime: "18:00", endTime: "16:00", endDate: "" });
    expect(refused.status).toBe(400);
    expect((await list()).upcoming.find((event) => event.id === night.id)).toMatchObject({ endDate: dayFromToday(7) });
    const sameDay = await put({ date: dayFromToday(5), startTime: "18:00", endTime: "20:00", endDate: null });
    expect(await sameDay.json()).toMatchObject({ endDate: null });
  });

  it("keep an event that began yesterday and ends today among the upcoming ones until its last day is over", async () => {
    const overnight = await create({ date: dayFromToday(-1), startTime: "22:00", endTime: "02:00", endDate: dayFromToday(0) });
    const over = await create({ date: dayFromToday(-2), startTime: "22:00", endTime: "02:00", endDate: dayFromToday(-1) });
    const { upcoming, past } = await list();
    expect(upcoming.some((event) => event.id === overnight.id)).toBe(true);
    expect(past.some((event) => event.id === over.id)).toBe(true);
  });

  it("answer 404 for an id that is not an event's, and never 500", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", "%27%3B"]) {
      expect((await t.request(`/api/admin/events/${id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(404);
      expect((await t.request(`/events/${id}.ics`)).status).toBe(404);
    }
  });
});

describe("the calendar feed and files", () => {
  it("serves /events.ics as a calendar every client reads, members-only events marked and without their registration note", async () => {
    const open = await create({ title: "Public talk, with Q&A; all welcome", registration: "Sign up at the door" });
    const secret = await create({ title: "Members' dinner", membersOnly: true, registration: "Ask in the member WhatsApp group" });
    const past = await create({ title: "Last week's course", date: dayFromToday(-7) });
    const response = await t.request("/events.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text).not.toContain("member WhatsApp group");
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const entries = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    const host = new URL(t.env.publicUrl).hostname;
    const openEntry = entries.find((entry) => entry.uid === `${open.id}@${host}`)!;
    expect(openEntry.summary).toBe("Public talk, with Q&A; all welcome");
    expect(openEntry.location).toBe("Bern, Inselspital, Room 2");
    expect(openEntry.description).toContain("Registration: Sign up at the door");
    expect(openEntry.startDate.toString()).toBe(`${open.date}T18:00:00`);
    const secretEntry = entries.find((entry) => entry.uid === `${secret.id}@${host}`)!;
    expect(secretEntry.summary).toBe("[Members only] Members' dinner");
    // Recent past events stay in the feed, so subscribers keep them.
    expect(entries.some((entry) => entry.uid === `${past.id}@${host}`)).toBe(true);
  });

  it("stamps the feed and a download with when the file was made, and counts each change of an event in SEQUENCE (issue 39)", async () => {
    const event = await create({ title: "Changed twice" });
    await t.db.update(events).set({ updatedAt: new Date("2026-01-02T03:04:05Z") }).where(eq(events.id, event.id));
    const requestedAt = Math.floor(Date.now() / 1000) * 1000;
    const entryOf = async (url: string) => {
      const calendar = new ICAL.Component(ICAL.parse(await (await t.request(url)).text()));
      return calendar.getAllSubcomponents("vevent").find((vevent) => vevent.getFirstPropertyValue("uid")!.toString().startsWith(event.id))!;
    };
    const download = await entryOf(`/events/${event.id}.ics`);
    expect((download.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().getTime()).toBeGreaterThanOrEqual(requestedAt);
    expect(download.getFirstPropertyValue("last-modified")!.toString()).toBe("2026-01-02T03:04:05Z");
    expect(new ICAL.Event(download).sequence).toBe(0);

    const feedRequestedAt = Math.floor(Date.now() / 1000) * 1000;
    await t.request(`/api/admin/events/${event.id}`, { method: "PUT", json: input({ title: "Changed once" }), cookie: admin.cookie });
    const once = await entryOf("/events.ics");
    expect(new ICAL.Event(once).sequence).toBe(1);
    expect((once.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().getTime()).toBeGreaterThanOrEqual(feedRequestedAt);
    await t.request(`/api/admin/events/${event.id}`, { method: "PUT", json: input({ title: "Changed twice" }), cookie: admin.cookie });
    expect(new ICAL.Event(await entryOf("/events.ics")).sequence).toBe(2);
    expect(new ICAL.Event(await entryOf(`/events/${event.id}.ics`)).sequence).toBe(2);
  });

  it("tags the feed with ETag and Last-Modified, answers 304 while nothing changed and 200 once an event changed (issue 39)", async () => {
    await create({ title: "Tagged" });
    const first = await t.request("/events.ics");
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect(etag).toMatch(/^W\/"/);
    expect(Date.parse(lastModified)).not.toBeNaN();
    const body = await first.text();

    const byTag = await t.request("/events.ics", { headers: { "if-none-match": etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get("etag")).toBe(etag);
    expect(await byTag.text()).toBe("");
    expect((await t.request("/events.ics", { headers: { "if-modified-since": lastModified } })).status).toBe(304);
    // Compressed, the same tag; an older date or another tag gets the feed.
    expect((await t.request("/events.ics", { headers: { "if-none-match": etag, "accept-encoding": "gzip" } })).status).toBe(304);
    expect((await t.request("/events.ics", { headers: { "if-modified-since": new Date(Date.parse(lastModified) - 1000).toUTCString() } })).status).toBe(200);
    expect((await t.request("/events.ics", { headers: { "if-none-match": 'W/"other"' } })).status).toBe(200);

    // Rendered again after the cache's minute, with the same events: the same bytes and tag.
    const later = Date.now() + EVENT_CACHE_TTL_MS + 1;
    const clock = vi.spyOn(Date, "now").mockReturnValue(later);
    const again = await t.request("/events.ics");
    clock.mockRestore();
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(body);

    await create({ title: "Something new" });
    const changed = await t.request("/events.ics", { headers: { "if-none-match": etag, "if-modified-since": lastModified } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(await changed.text()).toContain("Something new");
  });

  it("ends an event on its end date in the feed and in its download (issue 41)", async () => {
    const night = await create({ date: "2027-11-30", startTime: "22:00", endTime: "02:00", endDate: "2027-12-01" });
    for (const path of ["/events.ics", `/events/${night.id}.ics`]) {
      const text = (await (await t.request(path)).text()).replace(/\r\n[ \t]/g, "");
      expect(text, path).toContain("DTSTART;TZID=Europe/Zurich:20271130T220000\r\nDTEND;TZID=Europe/Zurich:20271201T020000\r\n");
    }
  });

  it("serves one event as a download, with the same UID as in the feed", async () => {
    const event = await create({ title: "Skills night: ECG & ultrasound" });
    const response = await t.request(`/events/${event.id}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="skills-night-ecg-ultrasound.ics"');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const entries = calendar.getAllSubcomponents("vevent");
    expect(entries).toHaveLength(1);
    expect(new ICAL.Event(entries[0]!).uid).toBe(`${event.id}@${new URL(t.env.publicUrl).hostname}`);
  });
});
