import { adminReviewQuerySchema, z } from "@ssem/core";
import { Hono } from "hono";
import { recordAudit } from "../../audit/audit-log";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { jsonBodyLimit, pathParams, queryParams } from "../../http/validate";
import { firstPages } from "./first-pages";
import { adminReviews, deleteReview } from "../review-store";

const noSuchReview = () => new ApiError(404, "not_found", "There is no such review.");
/** Review ids are the table's serial numbers. */
const reviewIdParam = z.object({ id: z.string().regex(/^\d{1,15}$/).transform(Number) });

/** Manage Reviews (spec, member area §2): the newest reviews in full, searched and paged (issue 24), and deletion, audit-logged. Admins only. */
export const adminReviewRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/", queryParams(adminReviewQuerySchema), async (c) => c.json(await adminReviews(c.var.deps.db, c.req.valid("query"))))
  // Takes no body, but like every endpoint refuses an oversized one rather than let it in unread.
  .delete("/:id", jsonBodyLimit, pathParams(reviewIdParam, noSuchReview), async (c) => {
    const { id } = c.req.valid("param");
    const { db, events } = c.var.deps;
    await db.transaction(async (tx) => {
      const deleted = await deleteReview(tx, events, id);
      if (!deleted) throw noSuchReview();
      // The review's id and hospital say which one it was; a review holds nothing about a person.
      await recordAudit(tx, { actorId: c.var.viewer.userId, action: "review_deleted", details: { reviewId: deleted.id, hospital: deleted.hospital } });
    });
    firstPages(c.var.deps).invalidate();
    return c.json({ status: "deleted" as const });
  });
