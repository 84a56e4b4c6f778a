/**
 * Who holds a seat at an event, who waits, and what every change does to the waiting list (issue 41, ADR 042).
 * One pure function decides; the server loads an event's registrations under the event's row lock, calls it, and
 * writes what it returns, so two server processes never decide on the same seats at once.
 */

export const registrationStates = ["awaiting_confirmation", "awaiting_approval", "confirmed", "waiting", "offered", "cancelled"] as const;
export type RegistrationState = (typeof registrationStates)[number];

/** The states that hold a seat: an offer keeps its seat until it is accepted, declined or expires. */
const seatHolding: ReadonlySet<RegistrationState> = new Set(["confirmed", "offered", "awaiting_approval"]);
export const holdsSeat = (state: RegistrationState) => seatHolding.has(state);

/** What the decision needs of an event's registration settings. */
export type RegistrationEvent = {
  /** Seats; null for no limit. */
  capacity: number | null;
  /** Whether the board approves each registration before it is confirmed. */
  approval: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
  /** Until when a person may cancel a seat themselves; leaving the waiting list is always possible. */
  cancelUntil: Date | null;
  /** How long a freed seat is offered to the next person waiting. */
  offerHours: number;
  startsAt: Date;
  cancelledAt: Date | null;
};

export type Registration = {
  id: string;
  state: RegistrationState;
  /** Arrival order on the list, taken when the registration starts counting; null while a guest's link is unopened. */
  order: number | null;
  offeredUntil: Date | null;
};

export type RegistrationAction =
  /** A member registers, or a guest does (who counts only once they open the link in their mail). */
  | { kind: "register"; id: string; guest: boolean; order: number }
  | { kind: "confirm_guest"; id: string; order: number }
  | { kind: "approve"; id: string }
  | { kind: "reject"; id: string }
  | { kind: "cancel"; id: string; by: "person" | "board" }
  | { kind: "accept_offer"; id: string }
  | { kind: "decline_offer"; id: string }
  /** The board moves a waiting person to the head of the list. */
  | { kind: "promote"; id: string }
  | { kind: "set_capacity"; capacity: number | null }
  /** The minute tick: offers past their time pass on. */
  | { kind: "expire_offers" };

/** Why an action changes nothing; each has a sentence for the person in their language. */
export type RegistrationRefusal =
  | "event_cancelled"
  | "registration_not_open"
  | "registration_closed"
  | "already_registered"
  | "not_found"
  | "wrong_state"
  | "offer_expired"
  | "cancellation_deadline_passed";

/** What a change tells whom: the server turns each into a mail in the person's language. */
export type RegistrationNotice = { id: string; kind: "confirmed" | "awaiting_approval" | "waiting" | "offered" | "offer_expired" | "cancelled" };

export type RegistrationDecision =
  | { ok: true; registrations: Registration[]; changed: Registration[]; notices: RegistrationNotice[] }
  | { ok: false; refusal: RegistrationRefusal };

const refuse = (refusal: RegistrationRefusal): RegistrationDecision => ({ ok: false, refusal });

/** The state an action on one registration needs it in; a cancellation takes any that is not cancelled yet. */
const neededState: Partial<Record<RegistrationAction["kind"], RegistrationState>> = {
  confirm_guest: "awaiting_confirmation",
  approve: "awaiting_approval",
  reject: "awaiting_approval",
  accept_offer: "offered",
  decline_offer: "offered",
  promote: "waiting",
};

export const seatsHeld = (registrations: readonly Registration[]) => registrations.filter((registration) => holdsSeat(registration.state)).length;

/** The waiting list in its order: first come, first served, unless the board moved someone up. */
export const waitingList = (registrations: readonly Registration[]) =>
  registrations.filter((registration) => registration.state === "waiting").sort((a, b) => a.order! - b.order!);

/** The 1-based place of a waiting registration, as the person sees it. */
export function waitingPlace(registrations: readonly Registration[], id: string): number | undefined {
  const index = waitingList(registrations).findIndex((registration) => registration.id === id);
  return index < 0 ? undefined : index + 1;
}

/**
 * Decides one action on an event's registrations at `now`. Every change that frees a seat, or raises the
 * capacity, offers the free seats to the first people waiting, each until `offerHours` from now, never past the
 * event's start. A lowered capacity bumps nobody: it only stops offers until fewer seats are held.
 */
export function decideRegistration(
  event: RegistrationEvent,
  registrations: readonly Registration[],
  action: RegistrationAction,
  now: Date,
): RegistrationDecision {
  const byId = new Map(registrations.map((registration) => [registration.id, { ...registration }]));
  const changed = new Set<string>();
  const notices: RegistrationNotice[] = [];
  let capacity = event.capacity;
  const set = (id: string, change: Partial<Registration>, notice?: RegistrationNotice["kind"]) => {
    Object.assign(byId.get(id)!, change);
    changed.add(id);
    if (notice) notices.push({ id, kind: notice });
  };
  const free = () => (capacity === null ? Infinity : capacity - seatsHeld([...byId.values()]));
  /** A registration that starts counting: a seat if one is free and nobody waits for it, else the end of the list. */
  const enter = (id: string, order: number) => {
    if (free() > 0 && waitingList([...byId.values()]).length === 0) set(id, { order, ...seat() }, seat().state);
    else set(id, { state: "waiting", order }, "waiting");
  };
  const seat = () => ({ state: event.approval ? ("awaiting_approval" as const) : ("confirmed" as const), offeredUntil: null });

  const cancel = (id: string) => set(id, { state: "cancelled", offeredUntil: null }, "cancelled");

  if (event.cancelledAt) return refuse("event_cancelled");
  const found = "id" in action ? byId.get(action.id) : undefined;
  if (action.kind !== "register" && "id" in action) {
    if (!found) return refuse("not_found");
    const needed = neededState[action.kind];
    if (needed ? found.state !== needed : found.state === "cancelled") return refuse("wrong_state");
  }
  switch (action.kind) {
    case "register": {
      if (event.opensAt && now < event.opensAt) return refuse("registration_not_open");
      if ((event.closesAt && now >= event.closesAt) || now >= event.startsAt) return refuse("registration_closed");
      if (found) return refuse("already_registered");
      byId.set(action.id, { id: action.id, state: "awaiting_confirmation", order: null, offeredUntil: null });
      if (action.guest) set(action.id, {});
      else enter(action.id, action.order);
      break;
    }
    case "confirm_guest":
      if (now >= event.startsAt) return refuse("registration_closed");
      enter(found!.id, action.order);
      break;
    case "approve":
      set(found!.id, { state: "confirmed" }, "confirmed");
      break;
    case "reject":
    case "decline_offer":
      cancel(found!.id);
      break;
    case "cancel": {
      const pastDeadline = event.cancelUntil !== null && now >= event.cancelUntil;
      if (action.by === "person" && holdsSeat(found!.state) && pastDeadline) return refuse("cancellation_deadline_passed");
      cancel(found!.id);
      break;
    }
    case "accept_offer":
      if (now >= found!.offeredUntil!) return refuse("offer_expired");
      set(found!.id, seat(), seat().state);
      break;
    case "promote": {
      const first = Math.min(...[...byId.values()].map((registration) => registration.order ?? Infinity));
      set(found!.id, { order: first - 1 });
      break;
    }
    case "set_capacity":
      capacity = action.capacity;
      break;
    case "expire_offers":
      for (const registration of byId.values()) {
        if (registration.state === "offered" && now >= registration.offeredUntil!) set(registration.id, { state: "cancelled", offeredUntil: null }, "offer_expired");
      }
      break;
  }

  // Free seats go to the first people waiting, while an offer can still be answered before the event starts.
  const offeredUntil = new Date(Math.min(now.getTime() + event.offerHours * 3_600_000, event.startsAt.getTime()));
  if (offeredUntil > now) {
    for (const next of waitingList([...byId.values()]).slice(0, Math.max(0, Math.min(free(), byId.size)))) {
      set(next.id, { state: "offered", offeredUntil }, "offered");
    }
  }
  const all = [...byId.values()];
  return { ok: true, registrations: all, changed: all.filter((registration) => changed.has(registration.id)), notices };
}
