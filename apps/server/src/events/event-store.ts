import { type AssociationEvent, type EventFields, type EventList, eventLastDay, PAST_EVENTS_LIMIT } from "@ssem/core";
import { asc, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { events } from "../db/schema";
import { ApiError } from "../http/errors";
import { uuidPattern } from "../http/validate";

/** An event as stored, with the time it last changed and how often it changed (the calendar files' LAST-MODIFIED and SEQUENCE). */
export type StoredEvent = Omit<AssociationEvent, "registration"> & { registration: string; updatedAt: Date; sequence: number };

// Times as "HH:MM": PostgreSQL's time type reads as "14:00:00".
const clock = (column: typeof events.startTime | typeof events.endTime) => sql<string>`to_char(${column}, 'HH24:MI')`;
/** An event's columns as the API and the calendar files read them. */
export const eventColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  startTime: clock(events.startTime),
  endTime: clock(events.endTime),
  endDate: events.endDate,
  cancelled: sql<boolean>`${events.cancelledAt} is not null`.mapWith(Boolean),
  city: events.city,
  venue: events.venue,
  membersOnly: events.membersOnly,
  registration: events.registration,
  description: events.description,
  registrationOn: events.registrationOn,
  updatedAt: events.updatedAt,
  sequence: events.sequence,
};

/** The Swiss day an event ends on: an event is upcoming until that day is over (a night out until 02:00 too). */
const lastDay = sql<string>`coalesce(${events.endDate}, ${events.date})`;

/** The most recent past events: the ones /events and the feed still show. */
const recentPast = (today: string, db: Database) =>
  db
    .select({ id: events.id })
    .from(events)
    .where(lt(lastDay, today))
    .orderBy(desc(events.date), desc(events.startTime))
    .limit(PAST_EVENTS_LIMIT);

/**
 * Upcoming events (those whose last day is `today`, a Swiss date, or later; soonest first) and the most recent past ones
 * (most recent first), in one round trip.
 */
export async function listEvents(db: Database, today: string): Promise<{ upcoming: StoredEvent[]; past: StoredEvent[] }> {
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(or(gte(lastDay, today), inArray(events.id, recentPast(today, db))))
    .orderBy(asc(events.date), asc(events.startTime), asc(events.id));
  const upcoming = rows.filter((row) => eventLastDay(row) >= today);
  const past = rows.filter((row) => eventLastDay(row) < today).reverse();
  return { upcoming, past };
}

export async function findEvent(db: Database, id: string): Promise<StoredEvent | undefined> {
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, id));
  return row;
}

export async function insertEvent(tx: Database, fields: EventFields): Promise<StoredEvent> {
  const [created] = await tx.insert(events).values(fields).returning(eventColumns);
  return created!;
}

/** Replaces an event's fields, counting the change; undefined when there is no such event. */
export async function updateEvent(tx: Database, id: string, fields: EventFields): Promise<StoredEvent | undefined> {
  const [updated] = await tx
    .update(events)
    .set({ ...fields, sequence: sql`${events.sequence} + 1` })
    .where(eq(events.id, id))
    .returning(eventColumns);
  return updated;
}

/**
 * Marks an event cancelled, counting the change so that subscribed calendars take its STATUS:CANCELLED; the caller
 * holds the event's lock and has checked it was not cancelled before.
 */
export async function markEventCancelled(tx: Database, id: string): Promise<StoredEvent> {
  const [cancelled] = await tx
    .update(events)
    .set({ cancelledAt: sql`now()`, sequence: sql`${events.sequence} + 1` })
    .where(eq(events.id, id))
    .returning(eventColumns);
  return cancelled!;
}

/** Deletes an event; its title, for the audit log, or null when there was no such event. */
export async function deleteEvent(tx: Database, id: string): Promise<{ title: string } | null> {
  const [deleted] = await tx.delete(events).where(eq(events.id, id)).returning({ title: events.title });
  return deleted ?? null;
}

/**
 * An event as the API sends it: the registration note of a members-only event only to members
 * (and admins), null to everyone else; never the time it changed or how often.
 */
export function visibleEvent({ updatedAt: _, sequence: __, ...event }: StoredEvent, mayReadMemberDetails: boolean): AssociationEvent {
  return { ...event, registration: event.membersOnly && !mayReadMemberDetails ? null : event.registration };
}

export function visibleEvents(list: { upcoming: StoredEvent[]; past: StoredEvent[] }, mayReadMemberDetails: boolean): EventList {
  return {
    upcoming: list.upcoming.map((event) => visibleEvent(event, mayReadMemberDetails)),
    past: list.past.map((event) => visibleEvent(event, mayReadMemberDetails)),
  };
}

/** The one answer for an event id that names no event, from every events route and service. */
export const noSuchEvent = () => new ApiError(404, "not_found", "There is no such event.");

/** Event ids are UUIDs; anything else names no event (and must not reach PostgreSQL's uuid cast). */
export const isEventId = (value: string) => uuidPattern.test(value);
