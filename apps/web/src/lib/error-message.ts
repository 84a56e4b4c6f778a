import { type Locale, m } from "@ssem/core";
import { ApiRequestError } from "./api-errors";

// Apart from api-errors.ts, which every page loads to make requests (the session check in the header): only a page
// that can show a failure loads these messages in four languages (3.3 KiB brotli).

/** The server's sentence for a failure, or a neutral one when there is none (a network failure). */
const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : "Please try again.");

/**
 * A failure in the reader's language (issue 26, ADR 029). English is the server's own sentence, as
 * `errorMessage` gives it. Other languages have one sentence per code: exact where the code has one
 * meaning (a wrong password), general where one code covers many sentences (a conflict), and
 * "Please try again." for a code without one or a network failure. A switch, not a table, so that a
 * page that never renders an error ships none of these messages.
 */
export function errorMessageIn(error: unknown, locale: Locale): string {
  if (locale === "en") return errorMessage(error);
  const code = error instanceof ApiRequestError ? error.code : "unknown";
  const options = { locale };
  switch (code) {
    case "invalid_credentials":
      return m.apierr_invalid_credentials({}, options);
    case "email_not_verified":
      return m.apierr_email_not_verified({}, options);
    case "wrong_password":
      return m.apierr_wrong_password({}, options);
    case "invalid_link":
      return m.apierr_invalid_link({}, options);
    case "rate_limited":
      return m.apierr_rate_limited({}, options);
    case "two_factor_expired":
      return m.apierr_two_factor_expired({}, options);
    case "invalid_code":
      return m.apierr_invalid_code({}, options);
    case "code_used":
      return m.apierr_code_used({}, options);
    case "passkey_failed":
      return m.apierr_passkey_failed({}, options);
    case "unauthenticated":
      return m.apierr_unauthenticated({}, options);
    case "forbidden":
    case "foreign_origin":
      return m.apierr_forbidden({}, options);
    case "two_factor_required":
      return m.apierr_two_factor_required({}, options);
    case "current_session":
      return m.apierr_current_session({}, options);
    case "last_admin":
      return m.apierr_last_admin({}, options);
    case "own_account":
      return m.apierr_own_account({}, options);
    case "not_found":
      return m.apierr_not_found({}, options);
    case "conflict":
      return m.apierr_conflict({}, options);
    case "payload_too_large":
      return m.apierr_payload_too_large({}, options);
    case "validation_failed":
    case "invalid_json":
    case "bad_request":
      return m.apierr_validation_failed({}, options);
    case "service_unavailable":
      return m.apierr_service_unavailable({}, options);
    case "internal_error":
      return m.apierr_internal_error({}, options);
    default:
      return m.apierr_try_again({}, options);
  }
}
