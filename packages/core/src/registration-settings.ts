import { type AssociationEvent, isCalendarDate, isClockTime } from "./events";
import { newsletterSchema } from "./mailing-list";
import type { RegistrationRefusal, RegistrationState } from "./registration";
import { z } from "./zod";

/** The most seats an event may have: more than any room the association books. */
export const REGISTRATION_CAPACITY_MAX = 2000;
/** A freed seat is offered for 48 hours unless the board sets between 1 hour and 14 days. */
export const OFFER_HOURS_DEFAULT = 48;
export const OFFER_HOURS_MAX = 14 * 24;

export const registrationSettingsMessages = {
  localTime: (label: string) => `Enter ${label.toLowerCase()} as a date and time (YYYY-MM-DDTHH:MM)`,
  seats: `Enter a number of seats from 1 to ${REGISTRATION_CAPACITY_MAX}, or none for no limit`,
  minimum: "The minimum number of participants must be at least 1 and no more than the seats",
  offerHours: `Enter how long an offer lasts, from 1 to ${OFFER_HOURS_MAX} hours`,
  closesAfterOpens: "Registration must close after it opens",
} as const;

/** A Swiss local date and time as a datetime-local field gives it: "2027-03-01T09:00". */
export const isLocalDateTime = (value: string) => {
  const [date, time, rest] = value.split("T");
  return rest === undefined && date !== undefined && time !== undefined && isCalendarDate(date) && isClockTime(time);
};

const localDateTime = (label: string) =>
  z
    .string({ error: registrationSettingsMessages.localTime(label) })
    .refine(isLocalDateTime, { message: registrationSettingsMessages.localTime(label) })
    .nullable();
const seats = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(REGISTRATION_CAPACITY_MAX, { error: message }).nullable();

const offerHours = z
  .number({ error: registrationSettingsMessages.offerHours })
  .int({ error: registrationSettingsMessages.offerHours })
  .min(1, { error: registrationSettingsMessages.offerHours })
  .max(OFFER_HOURS_MAX, { error: registrationSettingsMessages.offerHours });

type Consistent = { capacity: number | null; minParticipants: number | null; opensAt: string | null; closesAt: string | null };
/** The rules between fields, the same for the API's body and the board's form. */
const consistent = <Schema extends z.ZodType<Consistent>>(schema: Schema) =>
  schema
    .refine((settings) => settings.minParticipants === null || settings.capacity === null || settings.minParticipants <= settings.capacity, {
      message: registrationSettingsMessages.minimum,
      path: ["minParticipants"],
    })
    .refine((settings) => settings.opensAt === null || settings.closesAt === null || settings.opensAt < settings.closesAt, {
      message: registrationSettingsMessages.closesAfterOpens,
      path: ["closesAt"],
    });

const settingsFields = {
  registrationOn: z.boolean({ error: "Registration on must be true or false" }),
  capacity: seats(registrationSettingsMessages.seats),
  minParticipants: seats(registrationSettingsMessages.minimum),
  opensAt: localDateTime("Registration opens"),
  closesAt: localDateTime("Registration closes"),
  approval: z.boolean({ error: "Approval must be true or false" }),
  cancelUntil: localDateTime("Cancellation deadline"),
  offerHours,
};

/**
 * Body of PUT /api/admin/events/:id/registration: whether members register on the website and how (issue 41,
 * ADR 042). Times are Swiss local times, as the board plans them; the server stores the instants.
 */
export const registrationSettingsSchema = consistent(z.object(settingsFields));

/** A form field's text as a count, or null when empty; what is not a number is refused by the count's schema. */
const typedCount = <Count extends number | null>(schema: z.ZodType<Count, number | null>) =>
  z
    .string()
    .transform((value) => (value.trim() === "" ? null : Number(value.trim())))
    .pipe(schema);
const typedTime = (schema: z.ZodType<string | null, string | null>) =>
  z
    .string()
    .transform((value) => value || null)
    .pipe(schema);

/** The board's form: the same settings as text fields, checked by the same rules. */
export const registrationSettingsFormSchema = consistent(
  z.object({
    ...settingsFields,
    capacity: typedCount(settingsFields.capacity),
    minParticipants: typedCount(settingsFields.minParticipants),
    opensAt: typedTime(settingsFields.opensAt),
    closesAt: typedTime(settingsFields.closesAt),
    cancelUntil: typedTime(settingsFields.cancelUntil),
    offerHours: typedCount(offerHours),
  }),
);
export type RegistrationSettingsForm = z.input<typeof registrationSettingsFormSchema>;
export type RegistrationSettings = z.output<typeof registrationSettingsSchema>;

/** An event's registration settings as the API sends them to the board. */
export type EventRegistrationSettings = RegistrationSettings & { seatsHeld: number; waiting: number };

/** Body of POST /api/events/:id/registration/offer: the person takes the seat offered, or lets it go. */
export const offerAnswerSchema = z.object({ accept: z.boolean({ error: "Accept must be true or false" }) });

/** The board's steps on one registration: POST /api/admin/events/:id/registrations/:registrationId/:step. */
export const boardRegistrationSteps = ["approve", "reject", "promote", "cancel"] as const;
export type BoardRegistrationStep = (typeof boardRegistrationSteps)[number];

/** Body of PUT /api/admin/events/:id/registrations/:registrationId/attendance: attended, absent, or not marked. */
export const attendanceSchema = z.object({ attended: z.boolean({ error: "Attended must be true, false or null" }).nullable() });

/** Whom the board writes to about an event: those holding a seat (confirmed, offered, awaiting approval), or those waiting. */
export const eventMailAudiences = ["registered", "waiting"] as const;
export type EventMailAudience = (typeof eventMailAudiences)[number];

/**
 * Body of POST /api/admin/events/:id/mail (and its /preview and /test): the board's subject and text, as a
 * newsletter's, to one audience; each person gets it framed in their own language (ADR 042).
 */
export const eventMailSchema = newsletterSchema.extend({ audience: z.enum(eventMailAudiences, { error: "Audience must be registered or waiting" }) });
export type EventMailInput = z.infer<typeof eventMailSchema>;

/** Where a confirmation's QR code leads: the board's phone opens it and checks the person in (ADR 042). */
export const checkInPagePath = (token: string) => `/admin-dashboard/check-in/${token}`;

/** A registration as the board's check-in sees it: GET /api/admin/check-in/:token and the event's list. */
export type CheckInCard = {
  registrationId: string;
  eventId: string;
  title: string;
  date: string;
  startTime: string;
  name: string | null;
  email: string;
  state: RegistrationState;
  checkedInAt: string | null;
  attended: boolean | null;
};

/** A past event the member held a seat at, with whether the board marked them attended: "My events". */
export type PastRegistration = { eventId: string; title: string; date: string; attended: boolean | null };

/** One's own registration for an event, as GET /api/events/:id/registration sends it. */
export type OwnRegistration = {
  id: string;
  state: RegistrationState;
  /** 1-based place on the waiting list, while waiting. */
  place: number | null;
  offeredUntil: string | null;
};

/** An upcoming event that takes registrations, with the member's own, as GET /api/me/registrations sends it. */
export type RegistrableEvent = Pick<AssociationEvent, "id" | "title" | "date" | "endDate" | "startTime" | "endTime" | "city" | "venue" | "cancelled"> & {
  /** The start as an instant (ISO): registration closes then, whatever the window says. */
  startsAt: string;
  capacity: number | null;
  /** Seats nobody holds; null without a limit. */
  seatsFree: number | null;
  /** The window and the deadline as instants (ISO), null where the board set none. */
  opensAt: string | null;
  closesAt: string | null;
  cancelUntil: string | null;
  approval: boolean;
  registration: OwnRegistration | null;
};

/** The sentence the API answers a refusal with (its code is the refusal); the web words it per code. */
export const registrationRefusalMessages: Record<RegistrationRefusal | "registration_off" | "attendance_not_yet", string> = {
  event_cancelled: "This event has been cancelled.",
  registration_not_open: "Registration for this event is not open yet.",
  registration_closed: "Registration for this event is closed.",
  already_registered: "You are already registered for this event.",
  not_found: "There is no such registration.",
  wrong_state: "This registration cannot be changed that way now.",
  offer_expired: "This offer has expired; the seat has gone to the next person waiting.",
  cancellation_deadline_passed: "The cancellation deadline has passed; please contact the board.",
  attendance_not_yet: "Attendance can be marked from the day of the event on.",
  registration_off: "This event does not take registrations on the website.",
};
