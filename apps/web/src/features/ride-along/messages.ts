import { type Locale, m, rideAlongMessages, type YearOfStudies } from "@ssem/core";

/** The spec's ride-along messages (core's rideAlongMessages) in the reader's language. */
export function rideAlongMessagesIn(locale: Locale): Record<keyof typeof rideAlongMessages, string> {
  return {
    missing: m.ride_missing({}, { locale }),
    notMember: m.ride_not_member({}, { locale }),
    authenticationRequired: m.ride_authentication_required({}, { locale }),
    sessionExpired: m.ride_session_expired({}, { locale }),
    logInAgain: m.ride_log_in_again({}, { locale }),
    failed: m.ride_failed({}, { locale }),
    submitted: m.ride_submitted({}, { locale }),
    submittedText: m.ride_submitted_text({}, { locale }),
  };
}

export function yearOfStudiesLabelsIn(locale: Locale): Record<YearOfStudies, string> {
  return {
    "1": m.ride_year_1({}, { locale }),
    "2": m.ride_year_2({}, { locale }),
    "3": m.ride_year_3({}, { locale }),
    "4": m.ride_year_4({}, { locale }),
    "5": m.ride_year_5({}, { locale }),
    "6": m.ride_year_6({}, { locale }),
  };
}
