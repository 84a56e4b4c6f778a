import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";
import { jsonBodyLimit, pathParams, uuidPattern } from "../../http/validate";
import { checkIn, checkInCard, noSuchCheckIn } from "../attendance";

const tokenParam = z.object({ token: z.string().regex(uuidPattern) });

/**
 * /api/admin/check-in/:token (issue 41, ADR 042): what the board's phone opens from a confirmation's QR code. GET
 * shows whose code it is; POST checks them in. Admins only until positions split the work (issue 43).
 */
export const checkInRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/:token", pathParams(tokenParam, noSuchCheckIn), async (c) => {
    const registration = await checkInCard(c.var.deps.db, c.req.valid("param").token);
    if (!registration) throw noSuchCheckIn();
    return c.json({ registration }, 200, { "cache-control": "no-store" });
  })
  .post("/:token", jsonBodyLimit, pathParams(tokenParam, noSuchCheckIn), async (c) => {
    return c.json({ registration: await checkIn(c.var.deps.db, c.req.valid("param").token) });
  });
