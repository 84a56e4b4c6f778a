import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decideRegistration,
  type Registration,
  type RegistrationAction,
  type RegistrationEvent,
  seatsHeld,
  waitingList,
  waitingPlace,
} from "./registration";

const hour = 3_600_000;
const start = new Date("2027-03-01T09:00:00Z");

const event = (settings: Partial<RegistrationEvent> = {}): RegistrationEvent => ({
  capacity: 2,
  approval: false,
  opensAt: null,
  closesAt: null,
  cancelUntil: null,
  offerHours: 48,
  startsAt: new Date(start.getTime() + 30 * 24 * hour),
  cancelledAt: null,
  ...settings,
});

/** Applies actions one after another, as the server does under the event's lock; refused ones change nothing. */
function run(settings: RegistrationEvent, actions: RegistrationAction[], at = start) {
  let registrations: Registration[] = [];
  let current = settings;
  for (const action of actions) {
    const decision = decideRegistration(current, registrations, action, at);
    if (decision.ok) registrations = decision.registrations;
    if (action.kind === "set_capacity" && decision.ok) current = { ...current, capacity: action.capacity };
  }
  return registrations;
}
const stateOf = (registrations: Registration[], id: string) => registrations.find((registration) => registration.id === id)?.state;

describe("registering", () => {
  it("confirms while seats are free, then puts people on the waiting list in arrival order", () => {
    const registrations = run(event(), ["a", "b", "c", "d"].map((id, order) => ({ kind: "register", id, guest: false, order })));
    expect(registrations.map((registration) => registration.state)).toEqual(["confirmed", "confirmed", "waiting", "waiting"]);
    expect(waitingPlace(registrations, "d")).toBe(2);
  });

  it("holds the seat of a registration awaiting the board's approval", () => {
    const registrations = run(event({ approval: true, capacity: 1 }), [
      { kind: "register", id: "a", guest: false, order: 1 },
      { kind: "register", id: "b", guest: false, order: 2 },
    ]);
    expect(registrations.map((registration) => registration.state)).toEqual(["awaiting_approval", "waiting"]);
  });

  it("counts a guest only once their link is opened, in the order of that moment", () => {
    const registrations = run(event({ capacity: 1 }), [
      { kind: "register", id: "guest", guest: true, order: 1 },
      { kind: "register", id: "member", guest: false, order: 2 },
      { kind: "confirm_guest", id: "guest", order: 3 },
    ]);
    expect(stateOf(registrations, "member")).toBe("confirmed");
    expect(stateOf(registrations, "guest")).toBe("waiting");
  });

  it("refuses outside the registration window, after the start and for a cancelled event", () => {
    const register: RegistrationAction = { kind: "register", id: "a", guest: false, order: 1 };
    expect(decideRegistration(event({ opensAt: new Date(start.getTime() + hour) }), [], register, start)).toEqual({ ok: false, refusal: "registration_not_open" });
    expect(decideRegistration(event({ closesAt: start }), [], register, start)).toEqual({ ok: false, refusal: "registration_closed" });
    expect(decideRegistration(event({ startsAt: start }), [], register, start)).toEqual({ ok: false, refusal: "registration_closed" });
    expect(decideRegistration(event({ cancelledAt: start }), [], register, start)).toEqual({ ok: false, refusal: "event_cancelled" });
  });
});

describe("the waiting list", () => {
  const full = (settings: Partial<RegistrationEvent> = {}) =>
    run(event({ capacity: 1, ...settings }), ["a", "b", "c"].map((id, order) => ({ kind: "register", id, guest: false, order })));

  it("offers a freed seat to the first person waiting, for the offer hours", () => {
    const decision = decideRegistration(event({ capacity: 1 }), full(), { kind: "cancel", id: "a", by: "person" }, start);
    expect(decision.ok && decision.changed.map(({ id, state }) => [id, state])).toEqual([["a", "cancelled"], ["b", "offered"]]);
    expect(decision.ok && decision.registrations.find((registration) => registration.id === "b")!.offeredUntil).toEqual(new Date(start.getTime() + 48 * hour));
    expect(decision.ok && decision.notices).toEqual([{ id: "a", kind: "cancelled" }, { id: "b", kind: "offered" }]);
  });

  it("never offers past the event's start, and offers nothing once it has begun", () => {
    const soon = event({ capacity: 1, startsAt: new Date(start.getTime() + 2 * hour) });
    const decision = decideRegistration(soon, full({ startsAt: soon.startsAt }), { kind: "cancel", id: "a", by: "board" }, start);
    expect(decision.ok && decision.registrations.find((registration) => registration.id === "b")!.offeredUntil).toEqual(soon.startsAt);
    const begun = decideRegistration(soon, full({ startsAt: soon.startsAt }), { kind: "cancel", id: "a", by: "board" }, soon.startsAt);
    expect(begun.ok && waitingList(begun.registrations).map((registration) => registration.id)).toEqual(["b", "c"]);
  });

  it("passes an unanswered offer on to the next person, and refuses it once expired", () => {
    const offered = run(event({ capacity: 1 }), [
      ...["a", "b", "c"].map((id, order): RegistrationAction => ({ kind: "register", id, guest: false, order })),
      { kind: "cancel", id: "a", by: "person" },
    ]);
    const later = new Date(start.getTime() + 49 * hour);
    expect(decideRegistration(event({ capacity: 1 }), offered, { kind: "accept_offer", id: "b" }, later)).toEqual({ ok: false, refusal: "offer_expired" });
    const expired = decideRegistration(event({ capacity: 1 }), offered, { kind: "expire_offers" }, later);
    expect(expired.ok && expired.notices).toEqual([{ id: "b", kind: "offer_expired" }, { id: "c", kind: "offered" }]);
  });

  it("lets the board move someone to the head of the list", () => {
    const registrations = run(event({ capacity: 1 }), [
      ...["a", "b", "c"].map((id, order): RegistrationAction => ({ kind: "register", id, guest: false, order })),
      { kind: "promote", id: "c" },
      { kind: "cancel", id: "a", by: "board" },
    ]);
    expect(stateOf(registrations, "c")).toBe("offered");
    expect(stateOf(registrations, "b")).toBe("waiting");
  });

  it("bumps nobody when the capacity is lowered, and offers seats when it is raised", () => {
    const lowered = run(event({ capacity: 2 }), [
      ...["a", "b", "c"].map((id, order): RegistrationAction => ({ kind: "register", id, guest: false, order })),
      { kind: "set_capacity", capacity: 1 },
    ]);
    expect(lowered.map((registration) => registration.state)).toEqual(["confirmed", "confirmed", "waiting"]);
    const raised = decideRegistration(event({ capacity: 1 }), lowered, { kind: "set_capacity", capacity: 3 }, start);
    expect(raised.ok && raised.changed.map(({ id, state }) => [id, state])).toEqual([["c", "offered"]]);
  });

  it("lets a person leave the waiting list after the cancellation deadline, but not give up their seat", () => {
    const late = event({ capacity: 1, cancelUntil: start });
    const registrations = full({ cancelUntil: start });
    expect(decideRegistration(late, registrations, { kind: "cancel", id: "a", by: "person" }, start)).toEqual({ ok: false, refusal: "cancellation_deadline_passed" });
    expect(decideRegistration(late, registrations, { kind: "cancel", id: "b", by: "person" }, start).ok).toBe(true);
    expect(decideRegistration(late, registrations, { kind: "cancel", id: "a", by: "board" }, start).ok).toBe(true);
  });
});

describe("any sequence of changes (model-based)", () => {
  const ids = ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7"];
  const id = fc.constantFrom(...ids);
  const action: fc.Arbitrary<RegistrationAction> = fc.oneof(
    fc.record({ kind: fc.constant("register" as const), id, guest: fc.boolean(), order: fc.constant(0) }),
    fc.record({ kind: fc.constant("confirm_guest" as const), id, order: fc.constant(0) }),
    fc.record({ kind: fc.constantFrom("approve" as const, "reject" as const, "accept_offer" as const, "decline_offer" as const, "promote" as const), id }),
    fc.record({ kind: fc.constant("cancel" as const), id, by: fc.constantFrom("person" as const, "board" as const) }),
    fc.record({ kind: fc.constant("set_capacity" as const), capacity: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }) }),
    fc.constant({ kind: "expire_offers" as const }),
  );
  const steps = fc.array(fc.tuple(action, fc.integer({ min: 0, max: 30 })), { maxLength: 60 });
  const settings = fc.record({
    capacity: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
    approval: fc.boolean(),
    offerHours: fc.integer({ min: 1, max: 72 }),
    startsInHours: fc.integer({ min: 1, max: 400 }),
  });

  it("never overbooks, never loses a person, offers free seats to the first waiting, and keeps the waiting order", () => {
    fc.assert(
      fc.property(settings, steps, ({ startsInHours, ...rest }, sequence) => {
        let current: RegistrationEvent = event({ ...rest, startsAt: new Date(start.getTime() + startsInHours * hour) });
        let registrations: Registration[] = [];
        let now = start;
        let nextOrder = 1;
        for (const [step, hoursLater] of sequence) {
          now = new Date(now.getTime() + hoursLater * hour);
          const numbered = "order" in step ? { ...step, order: nextOrder++ } : step;
          const decision = decideRegistration(current, registrations, numbered, now);
          if (!decision.ok) continue;
          const before = registrations;
          const after = decision.registrations;
          const capacity = step.kind === "set_capacity" ? step.capacity : current.capacity;

          // Never overbooked: a change adds a seat only below the capacity; a lowered one bumps nobody.
          if (capacity !== null) expect(seatsHeld(after) <= capacity || seatsHeld(after) <= seatsHeld(before)).toBe(true);
          // Nobody lost: everyone before is still there; a registration adds exactly one.
          const added = step.kind === "register" ? [step.id] : [];
          expect(after.map((registration) => registration.id).sort()).toEqual([...before.map((registration) => registration.id), ...added].sort());
          // No seat stays free while someone waits, as long as an offer can still be answered.
          const free = capacity === null ? Infinity : capacity - seatsHeld(after);
          if (now < current.startsAt) expect(free <= 0 || waitingList(after).length === 0).toBe(true);
          // Offers go in order: nobody offered in this change came after someone still waiting.
          const offered = decision.changed.filter((registration) => registration.state === "offered");
          for (const person of offered) {
            expect(person.offeredUntil! > now && person.offeredUntil! <= current.startsAt).toBe(true);
            for (const waiting of waitingList(after)) expect(person.order!).toBeLessThan(waiting.order!);
          }
          // The waiting order of those who wait before and after is kept, but for the one the board moved up.
          const waitedBefore = new Set(waitingList(before).map((registration) => registration.id));
          const waitingNow = new Set(waitingList(after).map((registration) => registration.id));
          const bothTimes = (list: Registration[]) =>
            waitingList(list)
              .map((registration) => registration.id)
              .filter((waitingId) => waitedBefore.has(waitingId) && waitingNow.has(waitingId) && !(step.kind === "promote" && waitingId === step.id));
          expect(bothTimes(after)).toEqual(bothTimes(before));

          registrations = after;
          if (step.kind === "set_capacity") current = { ...current, capacity: step.capacity };
        }
      }),
      { numRuns: 500 },
    );
  });
});
