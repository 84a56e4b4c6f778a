import {
  EVENT_CITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_REGISTRATION_MAX,
  EVENT_TITLE_MAX,
  EVENT_VENUE_MAX,
  eventMessages,
  isCalendarDate,
  isClockTime,
} from "./events";
import type { RefusalRule } from "./issue-rule";
import { lineText, multiLineText } from "./text";
import { z } from "./zod";

const requiredLine = (label: string, max: number) => lineText(label, max).min(1, eventMessages.required(label));
/**
 * Required, then well-formed: an empty field says it is required rather than that its format is wrong. The
 * `rule` names the format, so the form can say it in the reader's language (issue 26).
 */
const formatted = (label: string, isValid: (value: string) => boolean, message: string, rule: Extract<RefusalRule, "date" | "time">) =>
  z.string({ error: message }).min(1, { error: eventMessages.required(label), abort: true }).refine(isValid, { message, params: { rule } });
const time = (label: string) => formatted(label, isClockTime, eventMessages.time(label), "time");

/**
 * Body of POST /api/admin/events and PUT /api/admin/events/:id, and the admin form's schema.
 * Times are local Swiss times of the event's date; an event ends on the day it starts. An empty
 * venue means the location is still to be announced.
 */
export const eventInputSchema = z
  .object({
    title: requiredLine("Title", EVENT_TITLE_MAX),
    date: formatted("Date", isCalendarDate, eventMessages.date, "date"),
    startTime: time("Start time"),
    endTime: time("End time"),
    city: requiredLine("City", EVENT_CITY_MAX),
    venue: lineText("Venue", EVENT_VENUE_MAX)
      .nullable()
      .transform((venue) => venue || null),
    membersOnly: z.boolean({ error: "Members only must be true or false" }),
    registration: lineText("Registration note", EVENT_REGISTRATION_MAX),
    description: multiLineText("Description", EVENT_DESCRIPTION_MAX),
  })
  .refine((event) => event.endTime > event.startTime, { message: eventMessages.endAfterStart, path: ["endTime"] });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventFields = z.output<typeof eventInputSchema>;

