import { renewalYearSchema, swissToday } from "@ssem/core";
import { Hono } from "hono";
import { z } from "zod";
import { previewRenewal, renewalProgress, runRenewal, startRenewal } from "../renewal";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { jsonBody, pathParams, queryParams } from "../../http/validate";

const noSuchRun = () => new ApiError(404, "not_found", "No renewal has been started for this year.");

/** A renewal bills this year or the next one: an earlier year is over, a later one too far off to bill. */
function refuseOtherYears(year: number) {
  const current = Number(swissToday().slice(0, 4));
  if (year !== current && year !== current + 1) throw new ApiError(400, "validation_failed", `A renewal can bill ${current} or ${current + 1} only.`);
}

/**
 * Renewal (issue 23, ADR 019): next year's invoices for every active member. Preview (count and
 * total), start (answers at once; the run goes on in the background, batch by batch), progress
 * (polled). Admins only.
 */
export const adminRenewalRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/preview", queryParams(renewalYearSchema), async (c) => {
    const { year } = c.req.valid("query");
    refuseOtherYears(year);
    return c.json(await previewRenewal(c.var.deps.db, year));
  })
  .post("/", jsonBody(renewalYearSchema), async (c) => {
    const { year } = c.req.valid("json");
    refuseOtherYears(year);
    const progress = await startRenewal(c.var.deps.db, c.var.viewer.userId, year);
    void runRenewal(c.var.deps, year);
    return c.json(progress, 202);
  })
  .get("/:year", pathParams(z.object({ year: z.string().regex(/^\d{4}$/).transform(Number) }), noSuchRun), async (c) => {
    const progress = await renewalProgress(c.var.deps.db, c.req.valid("param").year);
    if (!progress) throw noSuchRun();
    return c.json(progress);
  });
