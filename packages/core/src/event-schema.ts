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
 * Times are local Swiss times. An event ends on the day it starts unless it has an end date (a night from 22:00 to
 * 02:00 ends on the next day; an empty end date is the same day): then its end is checked against its date, not
 * its start time. An empty venue means the location is still to be announced.
 */
export const eventInputSchema = z
  .object({
    title: requiredLine("Title", EVENT_TITLE_MAX),
    date: formatted("Date", isCalendarDate, eventMessages.date, "date"),
    startTime: time("Start time"),
    endTime: time("End time"),
    // Optional, so that clients written before end dates keep working.
    endDate: z
      .string({ error: eventMessages.endDate })
      .nullish()
      .transform((endDate) => endDate || null)
      .refine((endDate) => endDate === null || isCalendarDate(endDate), { message: eventMessages.endDate, params: { rule: "date" } }),
    city: requiredLine("City", EVENT_CITY_MAX),
    venue: lineText("Venue", EVENT_VENUE_MAX)
      .nullable()
      .transform((venue) => venue || null),
    membersOnly: z.boolean({ error: "Members only must be true or false" }),
    registration: lineText("Registration note", EVENT_REGISTRATION_MAX),
    description: multiLineText("Description", EVENT_DESCRIPTION_MAX),
  })
  .refine((event) => event.endDate !== null || event.endTime > event.startTime, { message: eventMessages.endAfterStart, path: ["endTime"] })
  // A field refused on its own already says so; compared, it would be refused a second time.
  .refine((event) => event.endDate === null || !isCalendarDate(event.endDate) || !isCalendarDate(event.date) || event.endDate > event.date, {
    message: eventMessages.endDateAfterDate,
    path: ["endDate"],
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventFields = z.output<typeof eventInputSchema>;

