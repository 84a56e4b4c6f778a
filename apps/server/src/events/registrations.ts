import { randomUUID } from "node:crypto";
import {
  type BoardRegistrationStep,
  decideRegistration,
  type OwnRegistration,
  localizedPath,
  type RegistrationAction,
  type RegistrationNotice,
  registrationRefusalMessages,
  type RegistrationSettings,
  waitingPlace,
} from "@ssem/core";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { enqueueMails, type OutgoingMail } from "../mail/outbox";
import { registrationMail } from "../mail/templates";
import { eventCalendarFile } from "./event-calendar";
import { noSuchEvent } from "./event-store";
import { checkInUrl, qrPng } from "./check-in-code";
import {
  checkInTokensOf,
  eventsRegisteredAfter,
  eventsWithExpiredOffers,
  eventsWithSeatsForTheWaiting,
  liveRegistrations,
  type LockedEvent,
  lockEvent,
  nextArrivals,
  type MemberRegistration,
  personsOf,
  writeRegistrations,
  writeRegistrationSettings,
} from "./registration-store";

type Deps = { db: Database; env: Pick<Env, "publicUrl"> };

const refused = (refusal: keyof typeof registrationRefusalMessages) =>
  new ApiError(refusal === "not_found" ? 404 : 409, refusal, registrationRefusalMessages[refusal]);

/** What a notice's mail says of the registration at the moment of its step. */
type Notice = { kind: RegistrationNotice["kind"]; id: string; userId: string; place?: number; offeredUntil?: Date };

const CHECK_IN_CODE = "check-in-code.png";

/** The notices' mails, each in its member's language; a confirmation carries the calendar file and the check-in code. */
async function noticeMails(tx: Database, env: Deps["env"], { event }: LockedEvent, notices: Notice[]): Promise<OutgoingMail[]> {
  const confirmed = notices.filter((notice) => notice.kind === "confirmed").map((notice) => notice.id);
  const [people, tokens] = await Promise.all([personsOf(tx, notices.map((notice) => notice.userId)), checkInTokensOf(tx, confirmed)]);
  return notices.map(({ kind, id, userId, place, offeredUntil }) => {
    const person = people.get(userId)!;
    const token = tokens.get(id);
    const mail = registrationMail(person.email, kind, {
      title: event.title,
      date: event.date,
      startTime: event.startTime,
      place,
      offeredUntil,
      dashboardLink: `${env.publicUrl}${localizedPath("/member-dashboard", person.locale)}`,
      checkInCode: token && CHECK_IN_CODE,
      name: person.name,
      locale: person.locale,
    });
    if (kind !== "confirmed") return mail;
    const { filename, content } = eventCalendarFile(event, env.publicUrl);
    return {
      ...mail,
      attachments: [
        { filename, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: Buffer.from(content) },
        { filename: CHECK_IN_CODE, contentType: "image/png", content: qrPng(checkInUrl(env.publicUrl, token!)) },
      ],
    };
  });
}

/** Each notice of a step as its mail will tell it: the place after the step, and an expired offer's end before it. */
function noticesOf(before: MemberRegistration[], after: MemberRegistration[], notices: RegistrationNotice[]): Notice[] {
  const byId = new Map(after.map((registration) => [registration.id, registration]));
  const offeredBefore = new Map(before.map((registration) => [registration.id, registration.offeredUntil]));
  return notices.map(({ id, kind }) => ({
    kind,
    id,
    userId: byId.get(id)!.userId,
    place: waitingPlace(after, id),
    // An expired offer's mail says until when it was held, which the decision has cleared.
    offeredUntil: (kind === "offer_expired" ? offeredBefore.get(id) : byId.get(id)!.offeredUntil) ?? undefined,
  }));
}

type Step = {
  /** The decision's action, made once the lock is held, on the registrations as the steps before it left them. */
  action: (live: MemberRegistration[], arrival: () => number) => RegistrationAction;
  /** A registration to load whatever its state, so an action on a cancelled one is refused rather than not found. */
  alsoId?: string;
  /** The new registration and its member; such a step takes an arrival number. */
  newcomer?: { id: string; userId: string };
  /** Whether an event that takes no registrations (any more) still allows the step: the board's and the tick's. */
  evenWhenOff?: boolean;
};

type Outcome = { ok: true; registrations: MemberRegistration[] } | { ok: false; error: unknown };

/**
 * Changes to one event's registrations (ADR 042), one after another: under the event's row lock, load what counts,
 * let core decide each step on what the ones before it left, then write what changed and queue the mails it means,
 * in the caller's transaction. A refused step is refused alone; the others go on.
 */
async function changeAll(tx: Database, env: Deps["env"], eventId: string, steps: Step[], now: Date): Promise<{ locked: LockedEvent; outcomes: Outcome[] }> {
  const locked = await lockEvent(tx, eventId);
  if (!locked) throw noSuchEvent();
  const alsoIds = steps.flatMap((step) => (step.alsoId ? [step.alsoId] : []));
  const live = await liveRegistrations(tx, eventId, alsoIds);
  const newcomers = new Map(steps.flatMap((step) => (step.newcomer ? [[step.newcomer.id, step.newcomer.userId] as const] : [])));
  const arrivals = await nextArrivals(tx, newcomers.size);
  const owners = new Map(live.map((registration) => [registration.id, registration.userId]));
  let current = live;
  const changed = new Set<string>();
  const notices: Notice[] = [];
  const outcomes = steps.map((step): Outcome => {
    try {
      // As core decides, before anything else: a step's action looks up the member's registration, which the
      // event's cancellation cancelled, and would otherwise be refused as not found (issue 41).
      if (locked.decision.cancelledAt) throw refused("event_cancelled");
      if (!locked.event.registrationOn && !step.evenWhenOff) throw refused("registration_off");
      const decision = decideRegistration(
        locked.decision,
        current,
        step.action(current, () => arrivals.shift()!),
        now,
      );
      if (!decision.ok) throw refused(decision.refusal);
      const after = decision.registrations.map((registration) => ({ ...registration, userId: owners.get(registration.id) ?? newcomers.get(registration.id)! }));
      notices.push(...noticesOf(current, after, decision.notices));
      for (const registration of decision.changed) changed.add(registration.id);
      current = after;
      return { ok: true, registrations: after };
    } catch (error) {
      return { ok: false, error };
    }
  });
  await writeRegistrations(
    tx,
    eventId,
    current.filter((registration) => changed.has(registration.id)),
  );
  await enqueueMails(tx, await noticeMails(tx, env, locked, notices));
  return { locked, outcomes };
}

/** One change, in the caller's transaction; its refusal is thrown as a 4xx. */
async function change(tx: Database, env: Deps["env"], eventId: string, step: Step, now = new Date()) {
  const { locked, outcomes } = await changeAll(tx, env, eventId, [step], now);
  const [outcome] = outcomes as [Outcome];
  if (!outcome.ok) throw outcome.error;
  return { locked, registrations: outcome.registrations };
}

type Waiting = { step: Step; resolve: (registrations: MemberRegistration[]) => void; reject: (error: unknown) => void };

/** Per database, the members' steps waiting for their event's turn in this process, by event. */
const queues = new WeakMap<Database, Map<string, Waiting[]>>();

/**
 * A member's step, taken with the others that arrive for the same event meanwhile in one transaction (ADR 042): a
 * course that opens brings hundreds within a second, and each would otherwise hold a connection while it waits for
 * the event's lock, until the pool ran dry. The row lock still orders this process's turn against the others'.
 */
function memberStep({ db, env }: Deps, eventId: string, step: Step): Promise<MemberRegistration[]> {
  let byEvent = queues.get(db);
  if (!byEvent) queues.set(db, (byEvent = new Map()));
  const waiting = byEvent.get(eventId);
  return new Promise((resolve, reject) => {
    if (waiting) return void waiting.push({ step, resolve, reject });
    const queue: Waiting[] = [{ step, resolve, reject }];
    byEvent.set(eventId, queue);
    void (async () => {
      while (queue.length > 0) {
        const batch = queue.splice(0);
        try {
          const { outcomes } = await db.transaction((tx) =>
            changeAll(
              tx,
              env,
              eventId,
              batch.map((entry) => entry.step),
              new Date(),
            ),
          );
          outcomes.forEach((outcome, index) => (outcome.ok ? batch[index]!.resolve(outcome.registrations) : batch[index]!.reject(outcome.error)));
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
      byEvent.delete(eventId);
    })();
  });
}

/** The member's registration that counts on an event, or the refusal that there is none. */
const ownLive = (live: MemberRegistration[], userId: string) => {
  const own = live.find((registration) => registration.userId === userId && registration.state !== "cancelled");
  if (!own) throw refused("not_found");
  return own;
};

/** One's registration as its step left it, with the place on the waiting list: what the member's screen shows. */
function ownAfter(registrations: MemberRegistration[], id: string): OwnRegistration {
  const own = registrations.find((registration) => registration.id === id)!;
  return { id, state: own.state, place: waitingPlace(registrations, id) ?? null, offeredUntil: own.offeredUntil?.toISOString() ?? null };
}

/** A member registers for an event: a seat if one is free, else the end of the waiting list. */
export async function register(deps: Deps, eventId: string, userId: string): Promise<OwnRegistration> {
  const id = randomUUID();
  const registrations = await memberStep(deps, eventId, {
    newcomer: { id, userId },
    action: (live, arrival) => {
      if (live.some((registration) => registration.userId === userId && registration.state !== "cancelled")) throw refused("already_registered");
      return { kind: "register", id, guest: false, order: arrival() };
    },
  });
  return ownAfter(registrations, id);
}

/** A member gives up their seat (until the deadline) or their place on the waiting list (always). */
export async function cancelOwn(deps: Deps, eventId: string, userId: string) {
  await memberStep(deps, eventId, { evenWhenOff: true, action: (live) => ({ kind: "cancel", id: ownLive(live, userId).id, by: "person" }) });
}

/** A member takes the seat offered to them, or lets it go to the next person waiting. */
export async function answerOffer(deps: Deps, eventId: string, userId: string, accept: boolean): Promise<OwnRegistration> {
  let id = "";
  const registrations = await memberStep(deps, eventId, {
    evenWhenOff: true,
    action: (live) => ({ kind: accept ? "accept_offer" : "decline_offer", id: (id = ownLive(live, userId).id) }),
  });
  return ownAfter(registrations, id);
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
    if (!(await writeRegistrationSettings(tx, eventId, settings))) throw noSuchEvent();
    const { locked } = await change(tx, env, eventId, { evenWhenOff: true, action: () => ({ kind: "set_capacity", capacity: settings.capacity }) });
    await recordAudit(tx, { actorId, action: "registration_settings_changed", details: { eventId, title: locked.event.title } });
  });
}

/**
 * The minute tick (ADR 042): every offer past its time passes to the next person waiting, and seats freed without a
 * decision (a member removed) are offered; one event per transaction under its lock, so two server processes
 * ticking at once change each once. Returns how many events it looked at.
 */
export async function expireOffers({ db, env }: Deps, now = new Date()): Promise<number> {
  const [expired, refill] = await Promise.all([eventsWithExpiredOffers(db, now), eventsWithSeatsForTheWaiting(db, now)]);
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
