import {
  baseLocale,
  type EventMailAudience,
  holdsSeat,
  PAST_EVENTS_LIMIT,
  type PastRegistration,
  type RegistrableEvent,
  type Locale,
  type Registration,
  type RegistrationEvent,
  type RegistrationSettings,
  type RegistrationState,
  registrationStates,
} from "@ssem/core";
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { eventRegistrations, events, profiles, user } from "../db/schema";
import { fullName } from "../mail/board";
import { eventColumns, type StoredEvent } from "./event-store";

const ZONE = sql.raw("'Europe/Zurich'");

/** An instant as the Swiss local time a datetime-local field shows ("2027-03-01T09:00"), or null. */
const localTime = (column: AnyPgColumn) => sql<string | null>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD"T"HH24:MI')`;
/** A Swiss local time from the board's form, as the instant PostgreSQL stores (summer time included). */
const instant = (local: string | null) => (local === null ? null : sql`${local}::timestamp at time zone ${ZONE}`);

const settingsColumns = {
  registrationOn: events.registrationOn,
  capacity: events.capacity,
  minParticipants: events.minParticipants,
  opensAt: localTime(events.registrationOpensAt),
  closesAt: localTime(events.registrationClosesAt),
  approval: events.registrationApproval,
  cancelUntil: localTime(events.cancelUntil),
  offerHours: events.offerHours,
};

/** The event's Swiss date and start time as an instant. */
const startInstant = sql<Date>`(${events.date} + ${events.startTime}) at time zone ${ZONE}`;

/** An event under its registrations' lock: what the decision needs, and what the mails and calendar file say. */
export type LockedEvent = { event: StoredEvent; decision: RegistrationEvent };

/**
 * Locks an event's row for the transaction (ADR 042): every change to its registrations takes this lock first,
 * so that two server processes never decide on the same seats at once. Undefined when there is no such event.
 */
export async function lockEvent(tx: Database, eventId: string): Promise<LockedEvent | undefined> {
  const [row] = await tx
    .select({
      ...eventColumns,
      capacity: events.capacity,
      approval: events.registrationApproval,
      opensAt: events.registrationOpensAt,
      closesAt: events.registrationClosesAt,
      cancelUntil: events.cancelUntil,
      offerHours: events.offerHours,
      cancelledAt: events.cancelledAt,
      // Registration closes and offers end when the event starts.
      startsAt: startInstant.mapWith(events.createdAt),
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  if (!row) return undefined;
  const { capacity, approval, opensAt, closesAt, cancelUntil, offerHours, startsAt, cancelledAt, ...event } = row;
  return { event, decision: { capacity, approval, opensAt, closesAt, cancelUntil, offerHours, startsAt, cancelledAt } };
}

/** A registration and the member it belongs to. */
export type MemberRegistration = Registration & { userId: string };
/** The member as a mail to them needs them. */
export type Person = { userId: string; email: string; name: string | null; locale: Locale };

const registrationColumns = {
  id: eventRegistrations.id,
  state: eventRegistrations.state,
  order: eventRegistrations.arrival,
  offeredUntil: eventRegistrations.offeredUntil,
  checkedInAt: eventRegistrations.checkedInAt,
  attended: eventRegistrations.attended,
  userId: eventRegistrations.userId,
  email: user.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  locale: profiles.locale,
};

const withPerson = <Row extends { firstName: string | null; lastName: string | null; locale: Locale | null }>({
  firstName,
  lastName,
  locale,
  ...registration
}: Row) => ({
  ...registration,
  name: fullName(firstName, lastName),
  locale: locale ?? baseLocale,
});

/** The people the board writes to about an event: those holding a seat, or those waiting. */
export async function audienceOf(db: Database, eventId: string, audience: EventMailAudience): Promise<Person[]> {
  const states = audience === "waiting" ? (["waiting"] as const) : registrationStates.filter(holdsSeat);
  const rows = await db
    .select({ userId: user.id, email: user.email, firstName: profiles.firstName, lastName: profiles.lastName, locale: profiles.locale })
    .from(eventRegistrations)
    .innerJoin(user, eq(user.id, eventRegistrations.userId))
    .leftJoin(profiles, eq(profiles.id, eventRegistrations.userId))
    .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.state, states)))
    .orderBy(asc(eventRegistrations.arrival));
  return rows.map(withPerson);
}

/** The members who register, by id, as their mails need them. */
export async function personsOf(tx: Database, userIds: string[]): Promise<Map<string, Person>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: user.id, email: user.email, firstName: profiles.firstName, lastName: profiles.lastName, locale: profiles.locale })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, userIds));
  return new Map(rows.map((row) => [row.userId, withPerson(row)]));
}

/**
 * The registrations that count on an event (every one but the cancelled), with `alsoIds` whatever their state, so that
 * an action on a cancelled one is refused by the decision rather than not found.
 */
export async function liveRegistrations(tx: Database, eventId: string, alsoIds: string[] = []): Promise<MemberRegistration[]> {
  const counts = ne(eventRegistrations.state, "cancelled");
  return tx
    .select({
      id: eventRegistrations.id,
      state: eventRegistrations.state,
      order: eventRegistrations.arrival,
      offeredUntil: eventRegistrations.offeredUntil,
      userId: eventRegistrations.userId,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), alsoIds.length ? or(counts, inArray(eventRegistrations.id, alsoIds)) : counts));
}

/** `count` places in arrival order, taken under the event's lock, so arrival order is the order of the lock. */
export async function nextArrivals(tx: Database, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.select({ value: sql<string>`nextval('registration_arrival_seq')` }).from(sql`generate_series(1, ${count})`);
  return rows.map((row) => Number(row.value)).sort((a, b) => a - b);
}

/** Writes what a decision changed: a new registration is inserted, the others updated, in one statement. */
export async function writeRegistrations(tx: Database, eventId: string, changed: readonly (Registration & { userId: string })[]): Promise<void> {
  if (changed.length === 0) return;
  await tx
    .insert(eventRegistrations)
    .values(changed.map(({ id, userId, state, order, offeredUntil }) => ({ id, eventId, userId, state, arrival: order, offeredUntil })))
    .onConflictDoUpdate({
      target: eventRegistrations.id,
      set: { state: sql`excluded.state`, arrival: sql`excluded.arrival`, offeredUntil: sql`excluded.offered_until`, updatedAt: sql`now()` },
    });
}

/** The check-in tokens of registrations, by id, for the QR codes on their confirmations. */
export async function checkInTokensOf(tx: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: eventRegistrations.id, token: eventRegistrations.checkInToken }).from(eventRegistrations).where(inArray(eventRegistrations.id, ids));
  return new Map(rows.map((row) => [row.id, row.token]));
}

/** The check-in token of a member's confirmed seat at an event, if they hold one: the code on their screen. */
export async function ownCheckInToken(db: Database, eventId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: eventRegistrations.checkInToken })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId), eq(eventRegistrations.state, "confirmed")));
  return row?.token;
}

/** The id of a member's registration for an event that counts (not cancelled), if there is one. */
export async function liveRegistrationOf(tx: Database, eventId: string, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId), ne(eventRegistrations.state, "cancelled")));
  return row?.id;
}

/** A member's latest registration for an event, whatever its state, with its place while waiting. */
export async function ownRegistration(db: Database, eventId: string, userId: string) {
  const [row] = await db
    .select({ id: eventRegistrations.id, state: eventRegistrations.state, arrival: eventRegistrations.arrival, offeredUntil: eventRegistrations.offeredUntil })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
    .orderBy(sql`${eventRegistrations.state} = 'cancelled'`, desc(eventRegistrations.createdAt))
    .limit(1);
  if (!row) return null;
  const place = row.state === "waiting" ? await waitingUpTo(db, eventId, row.arrival!) : null;
  return { id: row.id, state: row.state, place, offeredUntil: row.offeredUntil?.toISOString() ?? null };
}

/** How many wait on an event's list up to and including arrival number `arrival`: a waiting person's place. */
async function waitingUpTo(db: Database, eventId: string, arrival: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.state, "waiting"), lte(eventRegistrations.arrival, arrival)));
  return row!.count;
}

/** An event's registration settings as the board set them, with the seats held and the people waiting; undefined when there is no such event. */
export async function registrationSettings(db: Database, eventId: string) {
  const [[row], counts] = await Promise.all([
    db.select(settingsColumns).from(events).where(eq(events.id, eventId)),
    db
      .select({ state: eventRegistrations.state, count: count() })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId))
      .groupBy(eventRegistrations.state),
  ]);
  if (!row) return undefined;
  const countOf = (states: readonly RegistrationState[]) => counts.filter((entry) => states.includes(entry.state)).reduce((sum, entry) => sum + entry.count, 0);
  return { ...row, seatsHeld: countOf(registrationStates.filter(holdsSeat)), waiting: countOf(["waiting"]) };
}

/**
 * Writes an event's registration settings, which locks its row as lockEvent does; false when there is no such
 * event.
 */
export async function writeRegistrationSettings(tx: Database, eventId: string, settings: RegistrationSettings): Promise<boolean> {
  const { opensAt, closesAt, cancelUntil, approval, ...rest } = settings;
  const written = await tx
    .update(events)
    .set({
      ...rest,
      registrationApproval: approval,
      registrationOpensAt: instant(opensAt),
      registrationClosesAt: instant(closesAt),
      cancelUntil: instant(cancelUntil),
    })
    .where(eq(events.id, eventId))
    .returning({ id: events.id });
  return written.length > 0;
}

/** The board's list of an event's registrations: everyone who ever registered, in the order of the list. */
export async function boardRegistrations(db: Database, eventId: string) {
  const rows = await db
    .select({ ...registrationColumns, registeredAt: eventRegistrations.createdAt })
    .from(eventRegistrations)
    .innerJoin(user, eq(user.id, eventRegistrations.userId))
    .leftJoin(profiles, eq(profiles.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(sql`${eventRegistrations.state} = 'cancelled'`, asc(eventRegistrations.arrival), asc(eventRegistrations.createdAt));
  return rows.map(withPerson);
}

/** The events with an offer past its time, for the minute tick; each is then handled under its own lock. */
export async function eventsWithExpiredOffers(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.state, "offered" satisfies RegistrationState), lte(eventRegistrations.offeredUntil, now)));
  return rows.map((row) => row.eventId);
}

/**
 * Housekeeping (ADR 042): a cancelled registration goes once its event's Swiss day is over; it told who gave up
 * a seat only while the list could still change. Registrations that counted stay as the record of who came,
 * until the member is removed.
 */
export async function deleteCancelledRegistrationsOfPastEvents(db: Database): Promise<number> {
  const past = db
    .select({ id: events.id })
    .from(events)
    .where(sql`coalesce(${events.endDate}, ${events.date}) < (now() at time zone ${ZONE})::date`);
  const deleted = await db
    .delete(eventRegistrations)
    .where(and(eq(eventRegistrations.state, "cancelled"), inArray(eventRegistrations.eventId, past)))
    .returning({ id: eventRegistrations.id });
  return deleted.length;
}

/**
 * The upcoming events that take registrations (from `today`, a Swiss date, on; soonest first), each with its free
 * seats and the member's latest registration: the dashboard's "My events". Three queries, whatever the number.
 */
export async function registrableEvents(db: Database, userId: string, today: string): Promise<RegistrableEvent[]> {
  const upcoming = await db
    .select({
      id: eventColumns.id,
      title: eventColumns.title,
      date: eventColumns.date,
      endDate: eventColumns.endDate,
      startTime: eventColumns.startTime,
      endTime: eventColumns.endTime,
      city: eventColumns.city,
      venue: eventColumns.venue,
      cancelled: eventColumns.cancelled,
      startsAt: startInstant.mapWith(events.createdAt),
      capacity: events.capacity,
      opensAt: events.registrationOpensAt,
      closesAt: events.registrationClosesAt,
      cancelUntil: events.cancelUntil,
      approval: events.registrationApproval,
    })
    .from(events)
    .where(and(eq(events.registrationOn, true), gte(events.date, today)))
    .orderBy(asc(events.date), asc(events.startTime), asc(events.id));
  if (upcoming.length === 0) return [];
  const ids = upcoming.map((event) => event.id);
  const [held, own] = await Promise.all([
    db
      .select({ eventId: eventRegistrations.eventId, count: count() })
      .from(eventRegistrations)
      .where(and(inArray(eventRegistrations.eventId, ids), inArray(eventRegistrations.state, registrationStates.filter(holdsSeat))))
      .groupBy(eventRegistrations.eventId),
    db
      .select({
        eventId: eventRegistrations.eventId,
        id: eventRegistrations.id,
        state: eventRegistrations.state,
        arrival: eventRegistrations.arrival,
        offeredUntil: eventRegistrations.offeredUntil,
      })
      .from(eventRegistrations)
      .where(and(inArray(eventRegistrations.eventId, ids), eq(eventRegistrations.userId, userId)))
      .orderBy(sql`${eventRegistrations.state} = 'cancelled' desc`, asc(eventRegistrations.createdAt)),
  ]);
  const heldBy = new Map(held.map((row) => [row.eventId, row.count]));
  // The last row per event wins: the one that counts, else the latest cancelled.
  const ownBy = new Map(own.map((row) => [row.eventId, row]));
  return Promise.all(
    upcoming.map(async ({ opensAt, closesAt, cancelUntil, startsAt, ...event }) => {
      const mine = ownBy.get(event.id);
      const registration = mine
        ? {
            id: mine.id,
            state: mine.state,
            place: mine.state === "waiting" ? await waitingUpTo(db, event.id, mine.arrival!) : null,
            offeredUntil: mine.offeredUntil?.toISOString() ?? null,
          }
        : null;
      const seatsFree = event.capacity === null ? null : Math.max(0, event.capacity - (heldBy.get(event.id) ?? 0));
      const iso = (moment: Date | null) => moment?.toISOString() ?? null;
      return { ...event, startsAt: startsAt.toISOString(), seatsFree, opensAt: iso(opensAt), closesAt: iso(closesAt), cancelUntil: iso(cancelUntil), registration };
    }),
  );
}

/** The past events (before `today`, a Swiss date) at which a member held a seat, most recent first, with attendance. */
export async function pastRegistrations(db: Database, userId: string, today: string): Promise<PastRegistration[]> {
  return db
    .select({ eventId: events.id, title: events.title, date: events.date, attended: eventRegistrations.attended })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.userId, userId), eq(eventRegistrations.state, "confirmed"), lt(events.date, today)))
    .orderBy(desc(events.date), desc(events.startTime))
    .limit(PAST_EVENTS_LIMIT);
}

/**
 * The events whose waiting list could move: someone waits while a seat is free. Registrations can go without a
 * decision (a member removed, an account deleted on resignation: ADR 012's cascade), and the minute tick then
 * offers their seats.
 */
export async function eventsWithSeatsForTheWaiting(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({
      eventId: eventRegistrations.eventId,
      capacity: events.capacity,
      waiting: sql<number>`count(*) filter (where ${eventRegistrations.state} = 'waiting')`.mapWith(Number),
      held: sql<number>`count(*) filter (where ${eventRegistrations.state} <> 'waiting')`.mapWith(Number),
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    // Only before the start: no seat is offered after it, so a later run would change nothing.
    .where(and(sql`${startInstant} > ${now.toISOString()}::timestamptz`, inArray(eventRegistrations.state, ["waiting", ...registrationStates.filter(holdsSeat)])))
    .groupBy(eventRegistrations.eventId, events.capacity);
  return rows.filter((row) => row.waiting > 0 && (row.capacity === null || row.held < row.capacity)).map((row) => row.eventId);
}

/** The events after `lastDay` (a Swiss date) for which a member holds a registration that counts. */
export async function eventsRegisteredAfter(db: Database, userId: string, lastDay: string): Promise<string[]> {
  const rows = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.userId, userId), ne(eventRegistrations.state, "cancelled"), gt(events.date, lastDay)));
  return rows.map((row) => row.eventId);
}
