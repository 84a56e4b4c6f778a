import { recordAudit } from "../audit/audit-log";
import type { AppDeps } from "../http/context";
import { ApiError } from "../http/errors";
import { enqueueMails } from "../mail/outbox";
import { eventCancelledMail } from "../mail/templates";
import { markEventCancelled, noSuchEvent, type StoredEvent } from "./event-store";
import { liveRegistrations, lockEvent, personsOf, writeRegistrations } from "./registration-store";

/** A second cancellation: the code the registration steps refuse a cancelled event with, worded for the board. */
const alreadyCancelled = () => new ApiError(409, "event_cancelled", "This event has already been cancelled.");

/**
 * The board cancels an event (issue 41, ADR 042), for good, in one transaction under the event's row lock, so that no
 * registration step decides on the event while it goes: the event is marked cancelled and counted as changed (its
 * calendar entries then say STATUS:CANCELLED), every registration that still counted is cancelled, each person who was
 * registered or waiting gets one mail in their language, and the audit log says who did it. The event stays listed,
 * marked: whoever planned to come learns it on /events and in their calendar too.
 */
export async function cancelEvent(
  { db, events }: Pick<AppDeps, "db" | "events">,
  eventId: string,
  actorId: string,
): Promise<{ event: StoredEvent; notified: number }> {
  return db.transaction(async (tx) => {
    const locked = await lockEvent(tx, eventId);
    if (!locked) throw noSuchEvent();
    if (locked.decision.cancelledAt) throw alreadyCancelled();
    const event = await markEventCancelled(tx, eventId);
    const live = await liveRegistrations(tx, eventId);
    await writeRegistrations(
      tx,
      eventId,
      live.map((registration) => ({ ...registration, state: "cancelled" as const, offeredUntil: null })),
    );
    // One mail per person, whatever their registration's state was (a member has one that counts per event).
    const people = await personsOf(tx, [...new Set(live.map((registration) => registration.userId))]);
    await enqueueMails(
      tx,
      [...people.values()].map((person) =>
        eventCancelledMail(person.email, { title: event.title, date: event.date, name: person.name, locale: person.locale }),
      ),
    );
    await recordAudit(tx, { actorId, action: "event_cancelled", details: { eventId, title: event.title, notified: people.size } });
    // Every process renders its lists and feed again once this commits.
    await events.publish(tx, "events", eventId);
    return { event, notified: people.size };
  });
}
