import { type CheckInCard, type MemberRecord, type OwnRegistration, type PastRegistration, type PersonalDataExport, type RegistrableEvent, swissToday } from "@ssem/core";
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, eventRegistrations, events, mailAttachments, profiles } from "../../db/schema";
import { deleteExpiredData } from "../../housekeeping/housekeeping";
import { snapshotRows } from "../../testing/database-snapshot";
import { createTestApp, signedInForFile, testAppForFile, type SignedIn, type TestApp } from "../../testing/test-app";
import { dayFromToday, eventInput, eventTakingRegistrations, mailsTo, registrationSettings } from "../../testing/event-registration";
import { scanPng } from "../../testing/qr-scan";
import { eventsWithSeatsForTheWaiting } from "../registration-store";
import { expireOffers, register } from "../registrations";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");

async function members(count: number): Promise<SignedIn[]> {
  const made: SignedIn[] = [];
  for (let index = 0; index < count; index += 1) made.push(await t.loginAs("member"));
  return made;
}

const registrationOf = (eventId: string, member: SignedIn, init: { method?: string; json?: unknown } = {}) =>
  t.request(`/api/events/${eventId}/registration`, { ...init, cookie: member.cookie });

async function stateOf(eventId: string, member: SignedIn): Promise<OwnRegistration | null> {
  const response = await registrationOf(eventId, member);
  expect(response.status).toBe(200);
  return ((await response.json()) as { registration: OwnRegistration | null }).registration;
}


describe("registering for an event", () => {
  it("confirms while seats are free, then lists people in arrival order, each told by mail in their language", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "BLS course");
    const [first, second, third, fourth] = await members(4);
    await t.db.update(profiles).set({ locale: "de" }).where(eq(profiles.id, third!.userId));

    for (const member of [first!, second!, third!, fourth!]) expect((await registrationOf(eventId, member, { method: "POST" })).status).toBe(201);

    expect(await stateOf(eventId, first!)).toMatchObject({ state: "confirmed", place: null });
    expect(await stateOf(eventId, second!)).toMatchObject({ state: "confirmed" });
    expect(await stateOf(eventId, third!)).toMatchObject({ state: "waiting", place: 1 });
    expect(await stateOf(eventId, fourth!)).toMatchObject({ state: "waiting", place: 2 });

    const [confirmation] = await mailsTo(t, first!.email);
    expect(confirmation).toMatchObject({ subject: expect.stringContaining("Your seat: BLS course") });
    const attachments = await t.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, confirmation!.id));
    const calendar = attachments.find((file) => file.contentType.startsWith("text/calendar"));
    expect(calendar).toMatchObject({ filename: "bls-course.ics", contentType: expect.stringContaining("text/calendar") });
    expect(calendar!.content.toString()).toContain("SUMMARY:[Members only] BLS course");

    const [waiting] = await mailsTo(t, third!.email);
    expect(waiting!.subject).toContain("Auf der Warteliste: BLS course");
    expect(waiting!.text).toContain("Platz 1 der Warteliste");
    expect(waiting!.text).toContain("/de/member-dashboard");
  });

  it("offers a freed seat to the first person waiting, who accepts it; a declined offer passes on", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "PHTLS course", { capacity: 1, offerHours: 24 });
    const [holder, next, last] = await members(3);
    for (const member of [holder!, next!, last!]) await registrationOf(eventId, member, { method: "POST" });

    expect((await registrationOf(eventId, holder!, { method: "DELETE" })).status).toBe(204);
    expect(await stateOf(eventId, holder!)).toMatchObject({ state: "cancelled" });
    const offered = await stateOf(eventId, next!);
    expect(offered).toMatchObject({ state: "offered" });
    const hoursOffered = (Date.parse(offered!.offeredUntil!) - Date.now()) / 3_600_000;
    expect(hoursOffered).toBeGreaterThan(23.9);
    expect(hoursOffered).toBeLessThanOrEqual(24);
    expect((await mailsTo(t, next!.email))[0]!.subject).toContain("A seat is free for you: PHTLS course");
    expect(await stateOf(eventId, last!)).toMatchObject({ state: "waiting", place: 1 });

    const answered = await t.request(`/api/events/${eventId}/registration/offer`, { json: { accept: false }, cookie: next!.cookie });
    expect(answered.status).toBe(200);
    expect(await stateOf(eventId, next!)).toMatchObject({ state: "cancelled" });
    expect(await stateOf(eventId, last!)).toMatchObject({ state: "offered" });

    const accepted = await t.request(`/api/events/${eventId}/registration/offer`, { json: { accept: true }, cookie: last!.cookie });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ registration: { state: "confirmed", offeredUntil: null } });
    expect((await mailsTo(t, last!.email))[0]!.subject).toContain("Your seat: PHTLS course");
  });

  it("passes an offer nobody answered in time to the next person, and refuses to accept it late", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Airway workshop", { capacity: 1 });
    const [holder, late, next] = await members(3);
    for (const member of [holder!, late!, next!]) await registrationOf(eventId, member, { method: "POST" });
    await registrationOf(eventId, holder!, { method: "DELETE" });
    // The offer's time runs out: as if 48 hours had passed.
    await t.db
      .update(eventRegistrations)
      .set({ offeredUntil: new Date(Date.now() - 1000) })
      .where(eq(eventRegistrations.state, "offered"));

    const before = await snapshotRows(t.db, ["rate_limit_counters"]);
    const tooLate = await t.request(`/api/events/${eventId}/registration/offer`, { json: { accept: true }, cookie: late!.cookie });
    expect(tooLate.status).toBe(409);
    expect(await tooLate.json()).toMatchObject({ code: "offer_expired" });
    expect(await snapshotRows(t.db, ["rate_limit_counters"])).toBe(before);

    expect(await expireOffers(t)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(eventId, late!)).toMatchObject({ state: "cancelled" });
    expect(await stateOf(eventId, next!)).toMatchObject({ state: "offered" });
    expect((await mailsTo(t, late!.email))[0]!.subject).toContain("Your offer has expired: Airway workshop");
    expect(await expireOffers(t)).toBe(0);
  });
});

describe("the dashboard's My events", () => {
  it("lists the upcoming events that take registrations, soonest first, with free seats and the member's own state", async () => {
    const [member, other] = await members(2);
    const eventId = await eventTakingRegistrations(t, admin, "Dashboard course", { capacity: 3, cancelUntil: "2030-01-01T12:00" });
    await registrationOf(eventId, other!, { method: "POST" });
    const listed = async () => {
      const response = await t.request("/api/me/registrations", { cookie: member!.cookie });
      expect(response.status).toBe(200);
      return ((await response.json()) as { events: RegistrableEvent[] }).events;
    };
    const before = (await listed()).find((event) => event.id === eventId);
    expect(before).toMatchObject({ title: "Dashboard course", seatsFree: 2, capacity: 3, registration: null, cancelUntil: "2030-01-01T11:00:00.000Z" });

    await registrationOf(eventId, member!, { method: "POST" });
    const after = await listed();
    expect(after.find((event) => event.id === eventId)).toMatchObject({ seatsFree: 1, registration: { state: "confirmed", place: null } });
    expect(after.map((event) => event.date)).toEqual([...after.map((event) => event.date)].sort());
    const off = await t.request("/api/admin/events", { json: eventInput("Without registration"), cookie: admin.cookie });
    const offId = ((await off.json()) as { id: string }).id;
    expect((await listed()).map((event) => event.id)).not.toContain(offId);
  });
});

describe("a registration refused", () => {
  it("changes nothing: a second registration, an event without registration, a closed or unopened window, a passed deadline", async () => {
    const [member, other] = await members(2);
    const open = await eventTakingRegistrations(t, admin, "Triage evening", { capacity: 1 });
    await registrationOf(open, member!, { method: "POST" });
    await registrationOf(open, other!, { method: "POST" });
    const created = await t.request("/api/admin/events", { json: eventInput("Talk without registration"), cookie: admin.cookie });
    const off = ((await created.json()) as { id: string }).id;
    const closed = await eventTakingRegistrations(t, admin, "Closed course", { closesAt: "2020-01-01T00:00" });
    const notYet = await eventTakingRegistrations(t, admin, "Later course", { opensAt: `${dayFromToday(10)}T12:00` });
    const deadline = await eventTakingRegistrations(t, admin, "Deadline course", { cancelUntil: "2020-01-01T00:00", capacity: 1 });
    await registrationOf(deadline, member!, { method: "POST" });
    await registrationOf(deadline, other!, { method: "POST" });

    const before = await snapshotRows(t.db, ["rate_limit_counters"]);
    const refusals: [string, Response][] = [
      ["already_registered", await registrationOf(open, member!, { method: "POST" })],
      ["registration_off", await registrationOf(off, member!, { method: "POST" })],
      ["registration_closed", await registrationOf(closed, member!, { method: "POST" })],
      ["registration_not_open", await registrationOf(notYet, member!, { method: "POST" })],
      ["cancellation_deadline_passed", await registrationOf(deadline, member!, { method: "DELETE" })],
    ];
    for (const [code, response] of refusals) {
      expect(response.status, code).toBe(409);
      expect(await response.json(), code).toMatchObject({ code, error: expect.any(String) });
    }
    const noSuch = await registrationOf("00000000-0000-4000-8000-000000000000", member!, { method: "POST" });
    expect(noSuch.status).toBe(404);
    expect(await snapshotRows(t.db, ["rate_limit_counters"])).toBe(before);

    // Leaving the waiting list is always possible, deadline or not.
    expect((await registrationOf(deadline, other!, { method: "DELETE" })).status).toBe(204);
  });

  it("is for members: an applicant is refused and registers nothing", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Members' course");
    const pending = await t.loginAs("pending");
    expect((await registrationOf(eventId, pending, { method: "POST" })).status).toBe(403);
    expect(await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.userId, pending.userId))).toEqual([]);
  });
});

describe("the board", () => {
  it("approves each registration when the event asks for it, moves someone up, and every step is audited", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "ACLS course", { approval: true, capacity: 1 });
    const [first, second, third] = await members(3);
    for (const member of [first!, second!, third!]) await registrationOf(eventId, member, { method: "POST" });
    expect(await stateOf(eventId, first!)).toMatchObject({ state: "awaiting_approval" });
    expect((await mailsTo(t, first!.email))[0]!.subject).toContain("Your registration for ACLS course");

    const list = await t.request(`/api/admin/events/${eventId}/registrations`, { cookie: admin.cookie });
    const { registrations } = (await list.json()) as { registrations: { id: string; userId: string; state: string; email: string }[] };
    expect(registrations.map((registration) => [registration.email, registration.state])).toEqual([
      [first!.email, "awaiting_approval"],
      [second!.email, "waiting"],
      [third!.email, "waiting"],
    ]);
    const idOf = (member: SignedIn) => registrations.find((registration) => registration.userId === member.userId)!.id;

    expect((await t.request(`/api/admin/events/${eventId}/registrations/${idOf(third!)}/promote`, { method: "POST", cookie: admin.cookie })).status).toBe(204);
    expect(await stateOf(eventId, third!)).toMatchObject({ state: "waiting", place: 1 });
    expect(await stateOf(eventId, second!)).toMatchObject({ state: "waiting", place: 2 });

    expect((await t.request(`/api/admin/events/${eventId}/registrations/${idOf(first!)}/reject`, { method: "POST", cookie: admin.cookie })).status).toBe(204);
    expect(await stateOf(eventId, first!)).toMatchObject({ state: "cancelled" });
    expect(await stateOf(eventId, third!)).toMatchObject({ state: "offered" });

    const again = await t.request(`/api/admin/events/${eventId}/registrations/${idOf(first!)}/approve`, { method: "POST", cookie: admin.cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "wrong_state" });

    const audited = await t.db
      .select({ action: auditLog.action, subjectUserId: auditLog.subjectUserId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "registration_changed"), inArray(auditLog.subjectUserId, [first!.userId, third!.userId])));
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: "registration_changed", subjectUserId: third!.userId, details: { eventId, title: "ACLS course", step: "promote" } },
        { action: "registration_changed", subjectUserId: first!.userId, details: { eventId, title: "ACLS course", step: "reject" } },
      ]),
    );
  });

  it("offers the seats a raised capacity adds to the people waiting, and a lowered one bumps nobody", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Ultrasound workshop", { capacity: 1 });
    const [first, second, third] = await members(3);
    for (const member of [first!, second!, third!]) await registrationOf(eventId, member, { method: "POST" });

    const raised = await t.request(`/api/admin/events/${eventId}/registration`, { method: "PUT", json: registrationSettings({ capacity: 2 }), cookie: admin.cookie });
    expect(await raised.json()).toMatchObject({ capacity: 2, seatsHeld: 2, waiting: 1 });
    expect(await stateOf(eventId, second!)).toMatchObject({ state: "offered" });

    await t.request(`/api/admin/events/${eventId}/registration`, { method: "PUT", json: registrationSettings({ capacity: 1 }), cookie: admin.cookie });
    expect(await stateOf(eventId, first!)).toMatchObject({ state: "confirmed" });
    expect(await stateOf(eventId, second!)).toMatchObject({ state: "offered" });
    expect(await stateOf(eventId, third!)).toMatchObject({ state: "waiting", place: 1 });
  });

  it("keeps the settings' Swiss local times as the board entered them", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Summer course", {
      opensAt: "2027-07-01T08:00",
      closesAt: "2027-07-15T18:30",
      cancelUntil: "2027-01-15T12:00",
    });
    const read = await t.request(`/api/admin/events/${eventId}/registration`, { cookie: admin.cookie });
    expect(await read.json()).toMatchObject({ opensAt: "2027-07-01T08:00", closesAt: "2027-07-15T18:30", cancelUntil: "2027-01-15T12:00" });
  });
});

describe("a member's registrations as personal data", () => {
  it("are in the member's data download, and a cancelled one goes once its event is over", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Night shift talk", { capacity: 1 });
    const [member, other] = await members(2);
    await registrationOf(eventId, member!, { method: "POST" });
    await registrationOf(eventId, other!, { method: "POST" });
    await registrationOf(eventId, other!, { method: "DELETE" });

    const exported = await t.request("/api/me/data-export", { json: { password: member!.password }, cookie: member!.cookie });
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as PersonalDataExport).eventRegistrations).toEqual([
      { event: "Night shift talk", date: dayFromToday(20), state: "confirmed", offeredUntil: null, registeredAt: expect.any(String), checkedInAt: null, attended: null },
    ]);

    expect((await deleteExpiredData(t.db)).cancelledRegistrations).toBe(0);
    // Begun yesterday and going on today: the list may still change, so the cancelled one stays.
    await t.db
      .update(events)
      .set({ date: dayFromToday(-1), endDate: dayFromToday(0) })
      .where(eq(events.id, eventId));
    expect((await deleteExpiredData(t.db)).cancelledRegistrations).toBe(0);
    await t.db
      .update(events)
      .set({ endDate: null })
      .where(eq(events.id, eventId));
    expect((await deleteExpiredData(t.db)).cancelledRegistrations).toBe(1);
    const left = await t.db.select({ userId: eventRegistrations.userId }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
    expect(left).toEqual([{ userId: member!.userId }]);
  });
});

describe("a member who leaves", () => {
  it("frees the seat when removed: the minute tick offers it to the first person waiting", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Removal course", { capacity: 1 });
    const [leaving, next] = await members(2);
    await registrationOf(eventId, leaving!, { method: "POST" });
    await registrationOf(eventId, next!, { method: "POST" });

    expect((await t.request(`/api/admin/members/${leaving!.userId}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);
    expect(await stateOf(eventId, next!)).toMatchObject({ state: "waiting" });
    // The tick looks at the event until it starts, and not after: no seat is offered then.
    // 18:00 Swiss time, an hour or two ahead of UTC: three hours either side are before and after in any season.
    const start = new Date(`${dayFromToday(20)}T18:00:00Z`).getTime();
    expect(await eventsWithSeatsForTheWaiting(t.db, new Date(start - 3 * 3_600_000))).toContain(eventId);
    expect(await eventsWithSeatsForTheWaiting(t.db, new Date(start + 3 * 3_600_000))).not.toContain(eventId);
    expect(await expireOffers(t)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(eventId, next!)).toMatchObject({ state: "offered" });
    expect((await mailsTo(t, next!.email))[0]!.subject).toContain("A seat is free for you: Removal course");
  });

  it("by resigning at the year's end gives up the events after the last day, not those before", async () => {
    const [leaving, next] = await members(2);
    const before = await eventTakingRegistrations(t, admin, "December course", { capacity: 1 });
    const after = await eventTakingRegistrations(t, admin, "Course next year", { capacity: 1 });
    const nextYear = `${Number(swissToday().slice(0, 4)) + 1}-02-01`;
    await t.db.update(events).set({ date: nextYear }).where(eq(events.id, after));
    for (const eventId of [before, after]) {
      await registrationOf(eventId, leaving!, { method: "POST" });
      await registrationOf(eventId, next!, { method: "POST" });
    }

    const resigned = await t.request("/api/me/resignation", {
      json: { when: "end_of_year", keepNewsletter: false, password: leaving!.password },
      cookie: leaving!.cookie,
    });
    expect(resigned.status).toBe(200);
    expect(await stateOf(before, leaving!)).toMatchObject({ state: "confirmed" });
    expect(await stateOf(after, leaving!)).toMatchObject({ state: "cancelled" });
    expect(await stateOf(after, next!)).toMatchObject({ state: "offered" });
  });
});

describe("many registrations at once", () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({}, { sharing: t });
  });
  afterAll(() => other?.close());

  it("never give two people the same seat, through two apps on one database: exactly the capacity confirmed, the rest waiting in arrival order", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Simulation day", { capacity: 5 });
    const people = await Promise.all(Array.from({ length: 40 }, () => t.createUser()));
    // Each app takes its own members' steps together; only the event's row lock orders the two apps' turns.
    const results = await Promise.allSettled(people.map(({ userId }, index) => register(index % 2 ? other : t, eventId, userId)));
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);

    const rows = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
    expect(rows).toHaveLength(40);
    expect(rows.filter((row) => row.state === "confirmed")).toHaveLength(5);
    const waiting = rows.filter((row) => row.state === "waiting");
    expect(waiting).toHaveLength(35);
    // Every confirmed seat was taken before anyone was put on the waiting list.
    const lastConfirmed = Math.max(...rows.filter((row) => row.state === "confirmed").map((row) => row.arrival!));
    expect(Math.min(...waiting.map((row) => row.arrival!))).toBeGreaterThan(lastConfirmed);
    expect(new Set(rows.map((row) => row.arrival)).size).toBe(40);
  });

  it("refuse a member's second registration even when both arrive together", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Twice course", { capacity: 5 });
    const { userId } = await t.createUser();
    const results = await Promise.allSettled([register(t, eventId, userId), register(t, eventId, userId), register(other, eventId, userId)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.userId, userId))).toHaveLength(1);
  });
});

describe("check-in and attendance", () => {
  const checkIn = (token: string, cookie = admin.cookie, method = "POST") => t.request(`/api/admin/check-in/${token}`, { method, cookie });
  const tokenOf = async (eventId: string, member: SignedIn) => {
    const [row] = await t.db
      .select({ token: eventRegistrations.checkInToken })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, member.userId)));
    return row!.token;
  };
  const moveTo = (eventId: string, days: number) => t.db.update(events).set({ date: dayFromToday(days) }).where(eq(events.id, eventId));

  it("checks a person in by the QR code on their confirmation, from the event's day on, and keeps the first time", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Check-in course", { capacity: 1 });
    const [holder, waiting] = await members(2);
    for (const member of [holder!, waiting!]) await registrationOf(eventId, member, { method: "POST" });

    const [confirmation] = await mailsTo(t, holder!.email);
    const code = (await t.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, confirmation!.id))).find((file) => file.contentType === "image/png");
    const url = scanPng(code!.content)!;
    expect(url).toBe(`${t.env.publicUrl}/admin-dashboard/check-in/${await tokenOf(eventId, holder!)}`);
    expect(confirmation!.html).toContain(`src="cid:${code!.filename}"`);
    const token = url.split("/").pop()!;

    const before = await snapshotRows(t.db, ["rate_limit_counters"]);
    const early = await checkIn(token);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: "attendance_not_yet" });
    expect(await snapshotRows(t.db, ["rate_limit_counters"])).toBe(before);

    await moveTo(eventId, 0);
    const shown = await checkIn(token, admin.cookie, "GET");
    expect(((await shown.json()) as { registration: CheckInCard }).registration).toMatchObject({ title: "Check-in course", email: holder!.email, state: "confirmed", checkedInAt: null });
    const first = (await (await checkIn(token)).json()) as { registration: CheckInCard };
    expect(first.registration).toMatchObject({ attended: true, checkedInAt: expect.any(String) });
    const again = (await (await checkIn(token)).json()) as { registration: CheckInCard };
    expect(again.registration.checkedInAt).toBe(first.registration.checkedInAt);

    // Only a confirmed seat is checked in; a member may not check anyone in; a code that names nothing is 404.
    expect(await (await checkIn(await tokenOf(eventId, waiting!))).json()).toMatchObject({ code: "wrong_state" });
    expect((await checkIn(token, holder!.cookie)).status).toBe(403);
    expect((await checkIn(crypto.randomUUID())).status).toBe(404);
    expect((await checkIn("not-a-token", admin.cookie, "GET")).status).toBe(404);
  });

  it("marks attendance after the event, which the member sees in My events and the board in the person view", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Past course", { capacity: 2 });
    const [present, absent] = await members(2);
    for (const member of [present!, absent!]) await registrationOf(eventId, member, { method: "POST" });
    await moveTo(eventId, -3);
    const [presentId, absentId] = await Promise.all(
      [present!, absent!].map(async (member) => (await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.userId, member.userId)))[0]!.id),
    );
    const mark = (registrationId: string, json: unknown, cookie = admin.cookie) =>
      t.request(`/api/admin/events/${eventId}/registrations/${registrationId}/attendance`, { method: "PUT", json, cookie });

    expect((await mark(presentId!, { attended: true })).status).toBe(200);
    expect((await mark(absentId!, { attended: false })).status).toBe(200);
    expect((await mark(absentId!, { attended: "yes" })).status).toBe(400);
    expect((await mark(absentId!, { attended: true }, absent!.cookie)).status).toBe(403);
    expect((await mark(crypto.randomUUID(), { attended: true })).status).toBe(404);

    const past = async (member: SignedIn) =>
      ((await (await t.request("/api/me/registrations", { cookie: member.cookie })).json()) as { past: PastRegistration[] }).past;
    expect(await past(present!)).toEqual([{ eventId, title: "Past course", date: dayFromToday(-3), attended: true }]);
    expect(await past(absent!)).toEqual([{ eventId, title: "Past course", date: dayFromToday(-3), attended: false }]);

    const record = (await (await t.request(`/api/admin/members/${absent!.userId}`, { cookie: admin.cookie })).json()) as MemberRecord;
    expect(record.registrations).toEqual([{ id: absentId, eventId, title: "Past course", date: dayFromToday(-3), state: "confirmed", attended: false }]);

    const list = await t.request(`/api/admin/events/${eventId}/registrations`, { cookie: admin.cookie });
    const { registrations } = (await list.json()) as { registrations: { id: string; attended: boolean | null; checkedInAt: string | null }[] };
    expect(registrations.find((registration) => registration.id === absentId)).toMatchObject({ attended: false, checkedInAt: null });
  });

  it("shows a member the code of their confirmed seat, and nobody else's", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Code course", { capacity: 1 });
    const [holder, waiting] = await members(2);
    for (const member of [holder!, waiting!]) await registrationOf(eventId, member, { method: "POST" });
    const code = await t.request(`/api/events/${eventId}/registration/check-in-code.svg`, { cookie: holder!.cookie });
    expect(code.status).toBe(200);
    expect(code.headers.get("content-type")).toBe("image/svg+xml");
    expect(await code.text()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect((await t.request(`/api/events/${eventId}/registration/check-in-code.svg`, { cookie: waiting!.cookie })).status).toBe(404);
  });
});

describe("the board's list as a file and its mail to those registered or waiting", () => {
  it("exports the list for Swiss Excel, headers in the admin's language and the waiting places in order", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Export course", { capacity: 1 });
    const [holder, second, third] = await members(3);
    await t.db.update(profiles).set({ firstName: "Anna", lastName: "Beispiel" }).where(eq(profiles.id, holder!.userId));
    for (const member of [holder!, second!, third!]) await registrationOf(eventId, member, { method: "POST" });

    const response = await t.request(`/api/admin/events/${eventId}/registrations.csv?lang=de`, { cookie: admin.cookie });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // Every cell is quoted (toCsv); none of these holds a quote or a separator.
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")
      .map((line) => line.slice(1, -1).split('";"'));
    expect(header).toEqual(["Name", "E-Mail-Adresse", "Stand", "Platz auf der Warteliste", "Angemeldet am", "Eingecheckt am", "Teilnahme"]);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ["Anna Beispiel", holder!.email, "confirmed", ""],
      [expect.any(String), second!.email, "waiting", "1"],
      [expect.any(String), third!.email, "waiting", "2"],
    ]);
    expect(rows[0]![4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect((await t.request(`/api/admin/events/${eventId}/registrations.csv`, { cookie: holder!.cookie })).status).toBe(403);
  });

  it("writes to those waiting, each framed in their language, after a preview and a test copy to the admin only", async () => {
    const eventId = await eventTakingRegistrations(t, admin, "Mail course", { capacity: 1 });
    const [holder, waitingEn, waitingFr] = await members(3);
    await t.db.update(profiles).set({ locale: "fr" }).where(eq(profiles.id, waitingFr!.userId));
    for (const member of [holder!, waitingEn!, waitingFr!]) await registrationOf(eventId, member, { method: "POST" });
    const message = { audience: "waiting", subject: "Bring your stethoscope", text: "Dear all,\n\nplease bring your own." };
    const mail = (path: string, json: unknown) => t.request(`/api/admin/events/${eventId}/mail${path}`, { json, cookie: admin.cookie });

    const preview = await mail("/preview", message);
    expect(await preview.json()).toMatchObject({ to: admin.email, subject: expect.stringContaining("Bring your stethoscope") });
    expect((await mail("/test", message)).status).toBe(202);
    expect((await mailsTo(t, admin.email))[0]!.subject).toMatch(/^\[Test\] Bring your stethoscope/);
    expect(await mailsTo(t, waitingEn!.email)).toHaveLength(1); // only the waiting-list mail so far

    const sent = await mail("", message);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ queued: 2 });
    const [english] = await mailsTo(t, waitingEn!.email);
    expect(english!.text).toContain("please bring your own.");
    expect(english!.text).toContain("because you are on the waiting list for Mail course");
    const [french] = await mailsTo(t, waitingFr!.email);
    expect(french!.text).toContain("liste d’attente de Mail course");
    expect((await mailsTo(t, holder!.email)).map((sentMail) => sentMail.subject)).not.toContainEqual(expect.stringContaining("stethoscope"));
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "event_mail_sent")).orderBy(desc(auditLog.at)).limit(1);
    expect(entry!.details).toEqual({ eventId, title: "Mail course", audience: "waiting", recipients: 2 });

    // Nobody to write to, bad input and a member: refused, and nothing is queued.
    const lone = await eventTakingRegistrations(t, admin, "Empty course");
    const before = await snapshotRows(t.db, ["rate_limit_counters"]);
    expect(await (await t.request(`/api/admin/events/${lone}/mail`, { json: message, cookie: admin.cookie })).json()).toMatchObject({ code: "conflict" });
    expect((await mail("", { ...message, audience: "everyone" })).status).toBe(400);
    expect((await mail("", { ...message, subject: "" })).status).toBe(400);
    expect((await t.request(`/api/admin/events/${eventId}/mail`, { json: message, cookie: holder!.cookie })).status).toBe(403);
    expect(await snapshotRows(t.db, ["rate_limit_counters"])).toBe(before);
  });
});
