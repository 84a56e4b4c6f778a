import type { AssociationEvent, EventList } from "@ssem/core";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, eventRegistrations, events, profiles } from "../../db/schema";
import { snapshotRows } from "../../testing/database-snapshot";
import { eventTakingRegistrations, mailsTo } from "../../testing/event-registration";
import { signedInForFile, testAppForFile, type SignedIn } from "../../testing/test-app";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");
const member = signedInForFile(t, "member");

/** An event with one seat that takes registrations, made and set as the board does. */
const eventWithOneSeat = (title: string) => eventTakingRegistrations(t, admin, title, { capacity: 1 }, { membersOnly: false });

const cancel = (id: string, cookie?: string) => t.request(`/api/admin/events/${id}/cancel`, { method: "POST", cookie });
const registerFor = (id: string, who: SignedIn) => t.request(`/api/events/${id}/registration`, { method: "POST", cookie: who.cookie });
const statesOf = async (id: string) =>
  (await t.db.select({ state: eventRegistrations.state }).from(eventRegistrations).where(eq(eventRegistrations.eventId, id))).map((row) => row.state);

describe("cancelling an event (issue 41)", () => {
  it("cancels every registration and tells the registered and the waiting once each, in their language", async () => {
    const id = await eventWithOneSeat("Suturing night");
    const seated = await t.loginAs("member");
    const waiting = await t.loginAs("member");
    await t.db.update(profiles).set({ locale: "fr" }).where(eq(profiles.id, waiting.userId));
    expect((await registerFor(id, seated)).status).toBe(201);
    expect((await registerFor(id, waiting)).status).toBe(201);
    const [sequenceBefore] = await t.db.select({ sequence: events.sequence }).from(events).where(eq(events.id, id));
    const mailsBefore = { seated: (await mailsTo(t, seated.email)).length, waiting: (await mailsTo(t, waiting.email)).length };

    const response = await cancel(id, admin.cookie);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ id, cancelled: true });

    expect(await statesOf(id)).toEqual(["cancelled", "cancelled"]);
    const seatedMails = await mailsTo(t, seated.email);
    const waitingMails = await mailsTo(t, waiting.email);
    expect(seatedMails.length - mailsBefore.seated).toBe(1);
    expect(waitingMails.length - mailsBefore.waiting).toBe(1);
    expect(seatedMails[0]).toMatchObject({ subject: expect.stringContaining("Event cancelled: Suturing night") });
    expect(seatedMails[0]!.text).toContain("there is nothing more you need to do");
    expect(waitingMails[0]).toMatchObject({ subject: expect.stringContaining("Événement annulé : Suturing night") });
    expect(waitingMails[0]!.text).toContain("vous n’avez rien d’autre à faire");

    const [after] = await t.db.select({ sequence: events.sequence, cancelledAt: events.cancelledAt }).from(events).where(eq(events.id, id));
    expect(after!.sequence).toBe(sequenceBefore!.sequence + 1);
    expect(after!.cancelledAt).toBeInstanceOf(Date);
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ action: "event_cancelled", actorId: admin.userId, details: { eventId: id, title: "Suturing night", notified: 2 } });
  });

  it("refuses later registration steps, and a second cancellation, with 409 and changes nothing", async () => {
    const id = await eventWithOneSeat("Cancelled workshop");
    const seated = await t.loginAs("member");
    const waiting = await t.loginAs("member");
    expect((await registerFor(id, seated)).status).toBe(201);
    expect((await registerFor(id, waiting)).status).toBe(201);
    expect((await cancel(id, admin.cookie)).status).toBe(200);

    const before = await snapshotRows(t.db, ["rate_limit_counters"]);
    const newcomer = await registerFor(id, member);
    expect(newcomer.status).toBe(409);
    expect(await newcomer.json()).toMatchObject({ code: "event_cancelled" });
    const offer = await t.request(`/api/events/${id}/registration/offer`, { method: "POST", json: { accept: true }, cookie: waiting.cookie });
    expect(offer.status).toBe(409);
    expect(await offer.json()).toMatchObject({ code: "event_cancelled" });
    const again = await cancel(id, admin.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "event_cancelled", error: "This event has already been cancelled." });
    expect(await snapshotRows(t.db, ["rate_limit_counters"])).toBe(before);
  });

  it("is for admins: a member gets 403, a visitor 401, an id of no event 404, and nothing changes", async () => {
    const id = await eventWithOneSeat("Still on");
    const before = await snapshotRows(t.db, ["rate_limit_counters"]);
    expect((await cancel(id, member.cookie)).status).toBe(403);
    expect((await cancel(id)).status).toBe(401);
    expect((await cancel("00000000-0000-4000-8000-000000000000", admin.cookie)).status).toBe(404);
    expect((await cancel("not-an-id", admin.cookie)).status).toBe(404);
    expect(await snapshotRows(t.db, ["rate_limit_counters"])).toBe(before);
  });

  // The /events page's marking and its missing Register link: listing-html.test.ts and the e2e spec.
  it("keeps the event listed and in the feed and its download, marked cancelled", async () => {
    const id = await eventWithOneSeat("Cancelled quiz night");
    const listed = async () => ((await (await t.request("/api/events")).json()) as EventList).upcoming.find((event) => event.id === id);
    expect(await listed()).toMatchObject({ cancelled: false, registrationOn: true });
    expect((await cancel(id, admin.cookie)).status).toBe(200);
    expect(await listed()).toMatchObject<Partial<AssociationEvent>>({ cancelled: true });

    for (const path of ["/events.ics", `/events/${id}.ics`]) {
      const calendar = (await (await t.request(path)).text()).replace(/\r\n[ \t]/g, "");
      const entry = calendar.split("BEGIN:VEVENT").find((part) => part.includes(id))!;
      expect(entry, path).toContain("STATUS:CANCELLED\r\n");
      expect(entry, path).toContain("SUMMARY:[Cancelled] Cancelled quiz night\r\n");
    }
  });
});
