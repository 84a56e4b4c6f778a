import type { BulkOutcome } from "../admin-members";
import type { InvoiceState } from "../fees";
import type { Field, StudentType } from "../membership-values";
import type { RideAlongLocation } from "../ride-along";
import type { MemberStatus } from "../roles";
import { m } from "./paraglide/messages.js";
import type { Locale } from "./paraglide/runtime.js";

/**
 * The member area's labels of core's enumerations, per language (issue 26). The English texts equal core's
 * `*Labels` maps, which stay the API's and the exports' English; screens call these with the reader's locale.
 * Each entry names its message (`m.key`), so the catalogue's unused-key check sees it.
 */
type Labels<Value extends string> = Record<Value, (inputs: Record<string, never>, options: { locale: Locale }) => string>;

const invoiceStates: Labels<InvoiceState> = {
  open: m.fees_state_open,
  partially_paid: m.fees_state_partially_paid,
  paid: m.fees_state_paid,
  overdue: m.fees_state_overdue,
  cancelled: m.fees_state_cancelled,
};

// The membership form's own options: the field of study, named as a discipline in every language (not a profession).
const fieldNames: Labels<Field> = { medicine: m.membership_field_medicine, paramedic: m.membership_field_paramedic, nursing: m.membership_field_nursing };

const studentTypeNames: Labels<StudentType> = {
  student: m.person_student_type_student,
  resident: m.person_student_type_resident,
  graduate: m.person_student_type_graduate,
  specialist: m.person_student_type_specialist,
};

const statusNames: Labels<MemberStatus> = { pending: m.person_status_pending, approved: m.person_status_approved, rejected: m.person_status_rejected };

/** City names as each language writes them (Zurigo, Zurich); `rideAlongLocationLabels` is the English. */
const rideAlongLocationNames: Labels<RideAlongLocation> = { zurich: m.ride_location_zurich, basel: m.ride_location_basel };

/** The role the member table shows: the highest one held, or none. */
export const shownRoles = ["admin", "member", "pending", "none"] as const;
export type ShownRole = (typeof shownRoles)[number];
export const isShownRole = (value: string): value is ShownRole => (shownRoles as readonly string[]).includes(value);

const roleNames: Labels<ShownRole> = { admin: m.person_role_admin, member: m.person_role_member, pending: m.person_role_pending, none: m.person_role_none };

const bulkOutcomeNames: Labels<BulkOutcome> = {
  approved: m.admin_bulk_outcome_approved,
  rejected: m.admin_bulk_outcome_rejected,
  role_changed: m.admin_bulk_outcome_role_changed,
  removed: m.admin_bulk_outcome_removed,
  already_decided: m.admin_bulk_outcome_already_decided,
  not_approved: m.admin_bulk_outcome_not_approved,
  last_admin: m.admin_bulk_outcome_last_admin,
  own_account: m.admin_bulk_outcome_own_account,
  not_found: m.admin_bulk_outcome_not_found,
};

const label =
  <Value extends string>(labels: Labels<Value>) =>
  (value: Value, locale: Locale): string =>
    labels[value]({}, { locale });

export const invoiceStateLabel = label(invoiceStates);
export const fieldLabel = label(fieldNames);
export const studentTypeLabel = label(studentTypeNames);
export const memberStatusLabel = label(statusNames);
export const roleLabel = label(roleNames);
export const bulkOutcomeLabel = label(bulkOutcomeNames);
export const rideAlongLocationLabel = label(rideAlongLocationNames);
