import { createMiddleware } from "hono/factory";
import { countEvent, type CounterStore, type RateLimitRule } from "../auth/rate-limit";
import type { AppEnv } from "./context";
import { tooManyRequests } from "./rate-limited";

/**
 * Counts one request of member `userId` under `rule` and refuses with 429 and Retry-After past it
 * (issue 39): what one member can ask for is bounded, so one member cannot slow the server for all.
 * The web app shows the 429 in the reader's language (code `rate_limited`).
 */
export async function countForMember(store: CounterStore, userId: string, scope: string, rule: RateLimitRule) {
  const counted = await countEvent(store, scope, userId, rule);
  if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
}

/** countForMember for every request of the signed-in member to a route. */
export const perMemberLimit = (scope: string, rule: RateLimitRule) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await countForMember(c.var.deps, c.var.viewer.userId, scope, rule);
    await next();
  });
