import { ApiError } from "./errors";

/** "42 seconds", "1 minute", "15 minutes": how long to wait, in the unit a person thinks in. */
export function waitingTime(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** A 429 whose message says how long to wait (`{wait}` in the message is replaced), and so does its Retry-After. */
export function tooManyRequests(retryAfterSeconds: number, message = "Too many requests. Please wait {wait} and try again.") {
  const error = new ApiError(429, "rate_limited", message.replace("{wait}", waitingTime(retryAfterSeconds)));
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}
