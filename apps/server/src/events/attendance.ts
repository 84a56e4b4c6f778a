import { type CheckInCard, registrationRefusalMessages, swissToday } from "@ssem/core";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { eventRegistrations, events, profiles, user } from "../db/schema";
import { ApiError } from "../http/errors";
import { fullName } from "../mail/board";
import { eventColumns } from "./event-store";

/**
 * Check-in and attendance (issue 41, ADR 042): the board checks a person in at the door, by the QR code on their
 * confirmation or by tapping their name in the event's list, and after the event marks each attended or absent.
 * Apart from the registration's state, so no seat moves: no event lock is taken.
 */

export const noSuchCheckIn = () => new ApiError(404, "not_found", "There is no such check-in code.");

const cardColumns = {
  registrationId: eventRegistrations.id,
  eventId: events.id,
  title: events.title,
  date: events.date,
  startTime: eventColumns.startTime,
  email: user.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  state: eventRegistrations.state,
  checkedInAt: eventRegistrations.checkedInAt,
  attended: eventRegistrations.attended,
};

async function card(db: Database, where: SQL | undefined): Promise<CheckInCard | undefined> {
  const [row] = await db
    .select(cardColumns)
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(user, eq(user.id, eventRegistrations.userId))
    .leftJoin(profiles, eq(profiles.id, eventRegistrations.userId))
    .where(where);
  if (!row) return undefined;
  const { firstName, lastName, checkedInAt, ...rest } = row;
  return { ...rest, name: fullName(firstName, lastName), checkedInAt: checkedInAt?.toISOString() ?? null };
}

/** The registration a confirmation's QR code names, as the board's phone shows it before the tap. */
export const checkInCard = (db: Database, token: string) => card(db, eq(eventRegistrations.checkInToken, token));

/**
 * Marks a registration attended, absent or not marked. Only a confirmed seat can be attended, and only from the
 * event's Swiss day on; a check-in keeps its first time when tapped again.
 */
async function mark(db: Database, registration: CheckInCard, attended: boolean | null, now: Date): Promise<CheckInCard> {
  if (registration.state !== "confirmed") throw new ApiError(409, "wrong_state", registrationRefusalMessages.wrong_state);
  if (registration.date > swissToday(now)) throw new ApiError(409, "attendance_not_yet", registrationRefusalMessages.attendance_not_yet);
  const [row] = await db
    .update(eventRegistrations)
    .set({
      attended,
      checkedInAt: attended ? sql`coalesce(${eventRegistrations.checkedInAt}, ${now.toISOString()}::timestamptz)` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(eventRegistrations.id, registration.registrationId), eq(eventRegistrations.state, "confirmed")))
    .returning({ checkedInAt: eventRegistrations.checkedInAt });
  // Cancelled between the read and the write: refused as the read would have refused it.
  if (!row) throw new ApiError(409, "wrong_state", registrationRefusalMessages.wrong_state);
  return { ...registration, attended, checkedInAt: row.checkedInAt?.toISOString() ?? null };
}

/** The board's phone checks in the person whose QR code it scanned. */
export async function checkIn(db: Database, token: string, now = new Date()): Promise<CheckInCard> {
  const registration = await checkInCard(db, token);
  if (!registration) throw noSuchCheckIn();
  return mark(db, registration, true, now);
}

/** The board marks one registration of an event attended, absent or not marked, from the event's list. */
export async function setAttendance(db: Database, eventId: string, registrationId: string, attended: boolean | null, now = new Date()): Promise<CheckInCard> {
  const registration = await card(db, and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)));
  if (!registration) throw new ApiError(404, "not_found", registrationRefusalMessages.not_found);
  return mark(db, registration, attended, now);
}
