import { reviewListQuerySchema, reviewStreamQuerySchema, reviewSubmissionSchema, type ReviewPage } from "@ssem/core";
import { Hono, type TypedResponse } from "hono";
import { countEvent, rateLimits } from "../../auth/rate-limit";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { tooManyRequests } from "../../http/rate-limited";
import { jsonBody, queryParams } from "../../http/validate";
import { firstPages } from "./first-pages";
import { addReview, decodeCursor, listReviews, reviewedHospitals } from "../review-store";
import { reviewStream } from "./review-stream";

/** A review is a few kilobytes of text at most (3000 + 2000 + 2000 + 1000 characters, up to 4 bytes each, and the rest). */
export const REVIEW_MAX_BODY_BYTES = 64 * 1024;
/** More hospitals than the suggestions need; the board has a few dozen. */
const HOSPITAL_LIST_LIMIT = 500;

const invalidCursor = () => new ApiError(400, "validation_failed", "Invalid cursor", [{ path: "cursor", message: "Invalid cursor" }]);

/**
 * The clinical rotation review board (issue 14): public and anonymous. Reviews store nothing about
 * their author; the per-IP limit counts under a keyed hash that expires (auth/rate-limit.ts).
 */
export const reviewRoutes = new Hono<AppEnv>()
  .get("/", queryParams(reviewListQuerySchema), async (c): Promise<TypedResponse<ReviewPage, 200, "json">> => {
    const { cursor: cursorText, ...query } = c.req.valid("query");
    const { db } = c.var.deps;
    if (cursorText === undefined) {
      const body = await firstPages(c.var.deps).get(JSON.stringify(query), async () => JSON.stringify(await listReviews(db, query)));
      return c.body(body, 200, { "content-type": "application/json; charset=UTF-8" }) as unknown as TypedResponse<ReviewPage, 200, "json">;
    }
    const cursor = decodeCursor(cursorText, query.sort);
    if (!cursor) throw invalidCursor();
    return c.json(await listReviews(db, { ...query, cursor }));
  })
  .get("/hospitals", async (c) => c.json({ hospitals: await reviewedHospitals(c.var.deps.db, HOSPITAL_LIST_LIMIT) }))
  .get("/stream", queryParams(reviewStreamQuerySchema), (c) => reviewStream(c, c.req.valid("query").after))
  .post("/", jsonBody(reviewSubmissionSchema, { maxBytes: REVIEW_MAX_BODY_BYTES }), async (c) => {
    const perIp = await countEvent(c.var.deps, "review:ip", clientIp(c), rateLimits.reviewsPerIp);
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds, "You have submitted several reviews already. Please wait {wait} and try again.");
    const id = await addReview(c.var.deps.db, c.var.deps.events, c.req.valid("json"));
    // Its live event clears the first pages too, but may arrive after this visitor's next request.
    firstPages(c.var.deps).invalidate();
    return c.json({ id }, 201);
  });
