import { type EventMailInput, localizedPath } from "@ssem/core";
import { localeOf } from "../accounts/person-locale";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { enqueueMails } from "../mail/outbox";
import { eventMail } from "../mail/templates";
import { findEvent, noSuchEvent, type StoredEvent } from "./event-store";
import { audienceOf, type Person } from "./registration-store";

/**
 * The board writes to everyone registered for an event, or everyone waiting (issue 41, ADR 042): the same text to
 * each, framed in each person's language. A preview and a test copy to the writing admin come first, as for the
 * newsletter (ADR 016).
 */

type Deps = { db: Database; env: Pick<Env, "publicUrl"> };

const mailFor = (env: Deps["env"], event: StoredEvent, input: EventMailInput, person: Pick<Person, "email" | "name" | "locale">) =>
  eventMail(person.email, input, {
    title: event.title,
    date: event.date,
    dashboardLink: `${env.publicUrl}${localizedPath("/member-dashboard", person.locale)}`,
    name: person.name,
    locale: person.locale,
  });

async function eventOf(db: Database, eventId: string): Promise<StoredEvent> {
  const event = await findEvent(db, eventId);
  if (!event) throw noSuchEvent();
  return event;
}

/** Queues one mail per person of the audience and records it in the audit log, in one transaction; refused when there is nobody to write to. */
export async function mailAudience({ db, env }: Deps, eventId: string, input: EventMailInput, actorId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const event = await eventOf(tx, eventId);
    const people = await audienceOf(tx, eventId, input.audience);
    if (people.length === 0) {
      throw new ApiError(409, "conflict", input.audience === "waiting" ? "Nobody is waiting for this event." : "Nobody is registered for this event.");
    }
    await enqueueMails(
      tx,
      people.map((person) => mailFor(env, event, input, person)),
    );
    const details = { eventId, title: event.title, audience: input.audience, recipients: people.length };
    await recordAudit(tx, { actorId, action: "event_mail_sent", details });
    return people.length;
  });
}

/** The mail as the writing admin would get it, in their own language: for the preview and the test copy. */
export async function sampleEventMail({ db, env }: Deps, eventId: string, input: EventMailInput, viewer: { userId: string; email: string }) {
  const event = await eventOf(db, eventId);
  return mailFor(env, event, input, { email: viewer.email, name: null, locale: await localeOf(db, viewer.userId) });
}
