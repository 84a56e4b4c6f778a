import { attendanceSchema, boardRegistrationSteps, csvLanguageQuery, EVENT_TIME_ZONE, m, registrationSettingsSchema, toCsv } from "@ssem/core";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { noSuchEvent } from "../event-store";
import { jsonBody, jsonBodyLimit, pathParams, queryParams, uuidIdParam, uuidPattern } from "../../http/validate";
import { boardRegistrations, registrationSettings } from "../registration-store";
import { boardStep, setRegistrationSettings } from "../registrations";
import { setAttendance } from "../attendance";

// "2026-12-07 09:02" in Swiss time, which a spreadsheet reads as a date and time.
const swissMinuteFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: EVENT_TIME_ZONE, dateStyle: "short", timeStyle: "short" });
const swissMinute = (moment: Date) => swissMinuteFormat.format(moment);

const noSuchRegistration = () => new ApiError(404, "not_found", "There is no such registration.");
const registrationParams = z.object({ id: z.string().regex(uuidPattern), registrationId: z.string().regex(uuidPattern) });
const stepParams = z.object({ id: z.string().regex(uuidPattern), registrationId: z.string().regex(uuidPattern), step: z.enum(boardRegistrationSteps) });

/**
 * The board's side of an event's registrations, at /api/admin/events/:id (issue 41, ADR 042): its settings, the
 * list of everyone registered, and a step on one registration. Admins only until positions split the work (issue 43).
 */
export const adminRegistrationRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/registration", pathParams(uuidIdParam, noSuchEvent), async (c) => {
    const settings = await registrationSettings(c.var.deps.db, c.req.valid("param").id);
    if (!settings) throw noSuchEvent();
    return c.json(settings);
  })
  .put("/registration", jsonBody(registrationSettingsSchema), pathParams(uuidIdParam, noSuchEvent), async (c) => {
    const { id } = c.req.valid("param");
    await setRegistrationSettings(c.var.deps, id, c.req.valid("json"), c.var.viewer.userId);
    c.var.deps.notifyMailQueued();
    return c.json((await registrationSettings(c.var.deps.db, id))!);
  })
  .get("/registrations", pathParams(uuidIdParam, noSuchEvent), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await registrationSettings(c.var.deps.db, id))) throw noSuchEvent();
    const registrations = await boardRegistrations(c.var.deps.db, id);
    return c.json(
      {
        registrations: registrations.map((registration) => ({
          ...registration,
          offeredUntil: registration.offeredUntil?.toISOString() ?? null,
          checkedInAt: registration.checkedInAt?.toISOString() ?? null,
        })),
      },
      200,
      {
        "cache-control": "no-store",
      },
    );
  })
  // Swiss Excel reads `;` and the BOM (toCsv); headers in the admin's language, states and attendance as codes (data).
  .get("/registrations.csv", pathParams(uuidIdParam, noSuchEvent), queryParams(z.object(csvLanguageQuery)), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await registrationSettings(c.var.deps.db, id))) throw noSuchEvent();
    const options = { locale: c.req.valid("query").lang };
    const registrations = await boardRegistrations(c.var.deps.db, id);
    let waiting = 0;
    const csv = toCsv([
      [m.csv_name, m.csv_email_address, m.csv_registration_state, m.csv_waiting_place, m.csv_registered_at, m.csv_checked_in_at, m.csv_attendance].map((header) =>
        header({}, options),
      ),
      ...registrations.map((row) => [
        row.name ?? "",
        row.email,
        row.state,
        row.state === "waiting" ? (waiting += 1) : null,
        swissMinute(row.registeredAt),
        row.checkedInAt ? swissMinute(row.checkedInAt) : "",
        row.attended === null ? "" : row.attended ? "attended" : "absent",
      ]),
    ]);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="registrations.csv"',
      "cache-control": "no-store",
    });
  })
  .post("/registrations/:registrationId/:step", jsonBodyLimit, pathParams(stepParams, noSuchRegistration), async (c) => {
    const { id, registrationId, step } = c.req.valid("param");
    await boardStep(c.var.deps, id, registrationId, step, c.var.viewer.userId);
    c.var.deps.notifyMailQueued();
    return c.body(null, 204);
  })
  // At the door and after the event: attended, absent or not marked; no seat moves, so no mail and no audit entry.
  .put("/registrations/:registrationId/attendance", jsonBody(attendanceSchema), pathParams(registrationParams, noSuchRegistration), async (c) => {
    const { id, registrationId } = c.req.valid("param");
    return c.json({ registration: await setAttendance(c.var.deps.db, id, registrationId, c.req.valid("json").attended) });
  });
