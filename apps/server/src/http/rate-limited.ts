import { ApiError } from "./errors";

export function tooManyRequests(retryAfterSeconds: number, message = "Too many requests. Please wait a few minutes and try again.") {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(429, "rate_limited", message.replace("{minutes}", String(minutes)));
}
