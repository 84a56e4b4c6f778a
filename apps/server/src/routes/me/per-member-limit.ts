import { createMiddleware } from "hono/factory";
import { countEvent, type RateLimitRule } from "../../auth/rate-limit";
import type { AppEnv } from "../../http/context";
import { tooManyRequests } from "../../http/rate-limited";

/**
 * Counts each request of the signed-in member under `rule` and answers 429 with Retry-After past it
 * (issue 39): what one member can ask for is bounded, so one member cannot slow the server for all.
 * The web app shows the 429 in the reader's language (code `rate_limited`).
 */
export const perMemberLimit = (scope: string, rule: RateLimitRule) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const counted = await countEvent(c.var.deps, scope, c.var.viewer.userId, rule);
    if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
    await next();
  });
