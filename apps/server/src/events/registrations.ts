import { randomUUID } from "node:crypto";
import {
  type BoardRegistrationStep,
  decideRegistration,
  localizedPath,
  type RegistrationAction,
  type RegistrationNotice,
  registrationRefusalMessages,
  type RegistrationSettings,
  swissToday,
  waitingPlace,
} from "@ssem/core";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { enqueueMails, type OutgoingMail } from "../mail/outbox";
import { registrationMail } from "../mail/templates";
import { eventCalendarFile } from "./event-calendar";
import {
  eventsRegisteredAfter,
  eventsWithExpiredOffers,
  eventsWithSeatsForTheWaiting,
  liveRegistrations,
  type LockedEvent,
  lockEvent,
  nextArrival,
  type PersonRegistration,
  personOf,
  writeRegistrations,
  writeRegistrationSettings,
} from "./registration-store";

type Deps = { db: Database; env: Pick<Env, "publicUrl"> };

const noSuchEvent = () => new ApiError(404, "not_found", "There is no such event.");
const refused = (refusal: keyof typeof registrationRefusalMessages) =>
  new ApiError(refusal === "not_found" ? 404 : 409, refusal, registrationRefusalMessages[refusal]);

/** The mails a decision's notices make, each in its member's language; a confirmation carries the calendar file. */
function noticeMails(
  env: Deps["env"],
  { event }: LockedEvent,
  { before, after }: { before: PersonRegistration[]; after: PersonRegistration[] },
  notices: RegistrationNotice[],
): OutgoingMail[] {
  const byId = new Map(after.map((registration) => [registration.id, registration]));
  // An expired offer's mail says until when it was held, which the decision has cleared.
  const offeredBefore = new Map(before.map((registration) => [registration.id, registration.offeredUntil]));
  return notices.map(({ id, kind }) => {
    const person = byId.get(id)!;
    const mail = registrationMail(person.email, kind, {
      title: event.title,
      date: event.date,
      startTime: event.startTime,
      place: waitingPlace(after, id),
      offeredUntil: (kind === "offer_expired" ? offeredBefore.get(id) : person.offeredUntil) ?? undefined,
      dashboardLink: `${env.publicUrl}${localizedPath("/member-dashboard", person.locale)}`,
      name: person.name,
      locale: person.locale,
    });
    if (kind !== "confirmed") return mail;
    const { filename, content } = eventCalendarFile(event, env.publicUrl);
    return { ...mail, attachments: [{ filename, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: Buffer.from(content) }] };
  });
}

type Step = {
  /** The decision's action, made once the lock is held and what counts is loaded. */
  action: (live: PersonRegistration[], locked: LockedEvent) => Promise<RegistrationAction> | RegistrationAction;
  /** A registration to load whatever its state, so an action on a cancelled one is refused rather than not found. */
  alsoId?: string;
  /** The member a new registration belongs to. */
  newcomer?: Omit<PersonRegistration, "state" | "order" | "offeredUntil">;
  /** Whether an event that takes no registrations (any more) still allows the step: the board's and the tick's. */
  evenWhenOff?: boolean;
};

/**
 * One change to an event's registrations (ADR 042): under the event's row lock, load what counts, let core decide,
 * write what changed and queue the mails it means, in the caller's transaction. Throws a refusal as a 4xx.
 */
async function change(tx: Database, env: Deps["env"], eventId: string, step: Step, now = new Date()) {
  const locked = await lockEvent(tx, eventId);
  if (!locked) throw noSuchEvent();
  if (!locked.registrationOn && !step.evenWhenOff) throw refused("registration_off");
  const live = await liveRegistrations(tx, eventId, step.alsoId);
  const decision = decideRegistration(locked.decision, live, await step.action(live, locked), now);
  if (!decision.ok) throw refused(decision.refusal);
  const people = new Map<string, Omit<PersonRegistration, "state" | "order" | "offeredUntil">>(live.map((registration) => [registration.id, registration]));
  if (step.newcomer) people.set(step.newcomer.id, step.newcomer);
  const registrations = decision.registrations.map((registration) => ({ ...people.get(registration.id)!, ...registration }));
  const changed = new Set(decision.changed.map((registration) => registration.id));
  await writeRegistrations(
    tx,
    eventId,
    registrations.filter((registration) => changed.has(registration.id)),
  );
  await enqueueMails(tx, noticeMails(env, locked, { before: live, after: registrations }, decision.notices));
  return { locked, registrations, notices: decision.notices };
}

/** The member's registration that counts on an event, or the refusal that there is none. */
const ownLive = (live: PersonRegistration[], userId: string) => {
  const own = live.find((registration) => registration.userId === userId);
  if (!own) throw refused("not_found");
  return own;
};

/** A member registers for an event: a seat if one is free, else the end of the waiting list. */
export async function register({ db, env }: Deps, eventId: string, userId: string) {
  return db.transaction(async (tx) => {
    const person = await personOf(tx, userId);
    const id = randomUUID();
    const { registrations } = await change(tx, env, eventId, {
      newcomer: { id, ...person },
      action: async (live) => {
        if (live.some((registration) => registration.userId === userId)) throw refused("already_registered");
        return { kind: "register", id, guest: false, order: await nextArrival(tx) };
      },
    });
    return registrations.find((registration) => registration.id === id)!;
  });
}

/** A member gives up their seat (until the deadline) or their place on the waiting list (always). */
export async function cancelOwn({ db, env }: Deps, eventId: string, userId: string) {
  await db.transaction((tx) =>
    change(tx, env, eventId, { evenWhenOff: true, action: (live) => ({ kind: "cancel", id: ownLive(live, userId).id, by: "person" }) }),
  );
}

/** A member takes the seat offered to them, or lets it go to the next person waiting. */
export async function answerOffer({ db, env }: Deps, eventId: string, userId: string, accept: boolean) {
  await db.transaction((tx) =>
    change(tx, env, eventId, { evenWhenOff: true, action: (live) => ({ kind: accept ? "accept_offer" : "decline_offer", id: ownLive(live, userId).id }) }),
  );
}

/** The board approves, rejects, moves up or cancels one registration, recorded in the audit log with the member. */
export async function boardStep({ db, env }: Deps, eventId: string, registrationId: string, step: BoardRegistrationStep, actorId: string) {
  await db.transaction(async (tx) => {
    const action: RegistrationAction = step === "cancel" ? { kind: "cancel", id: registrationId, by: "board" } : { kind: step, id: registrationId };
    const { locked, registrations } = await change(tx, env, eventId, { evenWhenOff: true, alsoId: registrationId, action: () => action });
    const subject = registrations.find((registration) => registration.id === registrationId)!;
    await recordAudit(tx, {
      actorId,
      action: "registration_changed",
      subjectUserId: subject.userId,
      details: { eventId, title: locked.event.title, step },
    });
  });
}

/**
 * The board sets how an event takes registrations. A capacity raised offers the new seats to the people waiting,
 * in the same transaction; one lowered bumps nobody.
 */
export async function setRegistrationSettings({ db, env }: Deps, eventId: string, settings: RegistrationSettings, actorId: string) {
  await db.transaction(async (tx) => {
    const locked = await lockEvent(tx, eventId);
    if (!locked) throw noSuchEvent();
    await writeRegistrationSettings(tx, eventId, settings);
    await change(tx, env, eventId, { evenWhenOff: true, action: () => ({ kind: "set_capacity", capacity: settings.capacity }) });
    await recordAudit(tx, { actorId, action: "registration_settings_changed", details: { eventId, title: locked.event.title } });
  });
}

/**
 * The minute tick (ADR 042): every offer past its time passes to the next person waiting, and seats freed without a
 * decision (a member removed) are offered; one event per transaction under its lock, so two server processes
 * ticking at once change each once. Returns how many events it looked at.
 */
export async function expireOffers({ db, env }: Deps, now = new Date()): Promise<number> {
  const [expired, refill] = await Promise.all([eventsWithExpiredOffers(db, now), eventsWithSeatsForTheWaiting(db, swissToday(now))]);
  const eventIds = [...new Set([...expired, ...refill])];
  for (const eventId of eventIds) {
    await db.transaction((tx) => change(tx, env, eventId, { evenWhenOff: true, action: () => ({ kind: "expire_offers" }) }, now));
  }
  return eventIds.length;
}

/**
 * Resignation (ADR 028): the member's registrations for events after their last day are cancelled, as the board
 * would, so their seats go to the people waiting. In the resignation's transaction.
 */
export async function cancelRegistrationsAfter(tx: Database, env: Deps["env"], userId: string, lastDay: string): Promise<void> {
  for (const eventId of await eventsRegisteredAfter(tx, userId, lastDay)) {
    await change(tx, env, eventId, { evenWhenOff: true, action: (live) => ({ kind: "cancel", id: ownLive(live, userId).id, by: "board" }) });
  }
}
