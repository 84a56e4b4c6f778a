import { type Locale, m, type RegistrationState } from "@ssem/core";

/**
 * A registration's state without the place or deadline the member's card adds: the card's own words where they
 * fit, and plain ones for the states the card words with a detail the record does not hold.
 */
export function registrationStateText(state: RegistrationState, locale: Locale): string {
  const options = { locale };
  switch (state) {
    case "confirmed":
      return m.dash_events_state_confirmed({}, options);
    case "awaiting_approval":
      return m.dash_events_state_awaiting_approval({}, options);
    case "waiting":
      return m.person_reg_state_waiting({}, options);
    case "offered":
      return m.person_reg_state_offered({}, options);
    case "awaiting_confirmation":
      return m.person_reg_state_awaiting_confirmation({}, options);
    case "cancelled":
      return m.dash_events_state_cancelled({}, options);
  }
}
