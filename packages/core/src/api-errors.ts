/**
 * The API's error format, shared by server and web app: every 4xx/5xx body is an ErrorBody, and
 * `code` is one of these stable values, so callers compare codes the type checker knows.
 */
export const errorCodes = [
  "validation_failed",
  "invalid_json",
  "bad_request",
  "unauthenticated",
  "forbidden",
  "foreign_origin",
  "misdirected_request",
  "not_found",
  "last_admin",
  "conflict",
  "own_account",
  "current_session",
  "payload_too_large",
  "unsupported_file_type",
  "invalid_bank_file",
  "rate_limited",
  "invalid_link",
  "wrong_password",
  "invalid_credentials",
  "email_not_verified",
  "invalid_code",
  "code_used",
  "two_factor_expired",
  "two_factor_required",
  "passkey_failed",
  "auth_error",
  "http_error",
  "service_unavailable",
  "internal_error",
  // Event registration's refusals (issue 41), each worded for the person by the web app.
  "registration_off",
  "event_cancelled",
  "registration_not_open",
  "registration_closed",
  "already_registered",
  "wrong_state",
  "offer_expired",
  "cancellation_deadline_passed",
  "attendance_not_yet",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export type ErrorIssue = { path: string; message: string };

export type ErrorBody = { error: string; code: ErrorCode; issues?: ErrorIssue[] };
