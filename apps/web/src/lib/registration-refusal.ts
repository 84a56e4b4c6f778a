import { type Locale, m } from "@ssem/core";
import { ApiRequestError } from "./api-errors";
import { errorMessageIn } from "./error-message";

/**
 * A refused registration step in the reader's language (issue 41): the refusals' own sentences, here rather than in
 * errorMessageIn, so that only the pages with registrations load them in four languages; anything else as there.
 */
export function registrationRefusalIn(error: unknown, locale: Locale): string {
  const code = locale !== "en" && error instanceof ApiRequestError ? error.code : undefined;
  const options = { locale };
  switch (code) {
    case "registration_off":
      return m.apierr_registration_off({}, options);
    case "event_cancelled":
      return m.apierr_event_cancelled({}, options);
    case "registration_not_open":
      return m.apierr_registration_not_open({}, options);
    case "registration_closed":
      return m.apierr_registration_closed({}, options);
    case "already_registered":
      return m.apierr_already_registered({}, options);
    case "wrong_state":
      return m.apierr_wrong_state({}, options);
    case "offer_expired":
      return m.apierr_offer_expired({}, options);
    case "cancellation_deadline_passed":
      return m.apierr_cancellation_deadline_passed({}, options);
    case "attendance_not_yet":
      return m.apierr_attendance_not_yet({}, options);
    default:
      return errorMessageIn(error, locale);
  }
}
