import { isShownRole, type Locale, m, type MembershipEvent, roleLabel } from "@ssem/core";
import { shortDate as day } from "./person-name";

/** A role the history names: known ones in the reader's language, anything else as stored. */
const roleText = (role: string, locale: Locale) => (isShownRole(role) ? roleLabel(role, locale) : role);

/**
 * Who took a step. A removed admin has no name left: the history has its own phrase for one rather than the audit
 * log's (`auditPartyName`), since it follows "von" / "par" / "da", where German needs the dative.
 */
const by = ({ actor }: MembershipEvent, locale: Locale) => (actor?.kind === "person" ? actor.name : m.person_event_by_removed_member({}, { locale }));

const eventText: Record<MembershipEvent["kind"], (event: MembershipEvent, locale: Locale) => string> = {
  applied: (_, locale) => m.person_event_applied({}, { locale }),
  imported: (_, locale) => m.person_event_imported({}, { locale }),
  confirmed: (_, locale) => m.person_event_confirmed({}, { locale }),
  approved: (event, locale) => m.person_event_approved({ by: by(event, locale) }, { locale }),
  rejected: (event, locale) => m.person_event_rejected({ by: by(event, locale) }, { locale }),
  reapproved: (event, locale) => m.person_event_reapproved({ by: by(event, locale) }, { locale }),
  role_changed: (event, locale) =>
    m.person_event_role_changed(
      { role: event.role ? roleText(event.role, locale) : m.person_event_another_role({}, { locale }), by: by(event, locale) },
      { locale },
    ),
  membership_ended: (event, locale) => m.person_event_membership_ended({ by: by(event, locale) }, { locale }),
  resigned: (event, locale) =>
    event.leavesOn ? m.person_event_resigned_leaving({ day: day(event.leavesOn, locale) }, { locale }) : m.person_event_resigned({}, { locale }),
  resignation_withdrawn: (_, locale) => m.person_event_withdrawn({}, { locale }),
};

/** One step of the person view's membership history, as a sentence in the reader's language. */
export const membershipEventText = (event: MembershipEvent, locale: Locale) => eventText[event.kind](event, locale);
