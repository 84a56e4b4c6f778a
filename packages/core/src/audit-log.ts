import type { BankImportSummary } from "./bank-files";
import { EVENT_TIME_ZONE, isCalendarDate } from "./events";
import { formatChf, formatEventDate, formatNumber } from "./i18n/format";
import { m } from "./i18n/paraglide/messages.js";
import type { Locale } from "./i18n/paraglide/runtime.js";
import { formatFileSize } from "./file-share";
import type { RideAlongStatus } from "./ride-along";
import type { BoardRegistrationStep, EventMailAudience } from "./registration-settings";
import { type AssignableRole, MEMBER_SEARCH_MAX } from "./admin-members";
import { type AuditAction, auditActions } from "./roles";
import { localeSchema, type profileFieldNames } from "./profile";
import { lineText } from "./text";
import { z } from "./zod";
import { formMessages } from "./form-messages";

/** The log's days are Swiss days: "from 25.11.2026" starts at midnight in Zürich, wherever the server runs. */
export const AUDIT_LOG_TIME_ZONE = EVENT_TIME_ZONE;
export const AUDIT_LOG_PAGE_SIZE_DEFAULT = 25;
export const AUDIT_LOG_PAGE_SIZE_MAX = 100;
/** How much of a name, an address or an id the actor and subject filters take. */
export const AUDIT_PERSON_FILTER_MAX = MEMBER_SEARCH_MAX;

/**
 * Who an entry names as actor or subject (ADR 012): a person by their name (else their address), a person
 * whose account no longer exists (that it happened stays, who it was does not), or the server acting on its
 * schedule. The reader's language names the last two (`auditPartyName`).
 */
export type AuditParty = { kind: "person"; name: string } | { kind: "removed" } | { kind: "housekeeping" };

/** A party as the given language names it. */
export function auditPartyName(party: AuditParty, locale: Locale): string {
  if (party.kind === "person") return party.name;
  return party.kind === "removed" ? m.audit_removed_member({}, { locale }) : m.audit_housekeeping({}, { locale });
}

/** How the English of the API names a removed person (`actorName`, `subjectName`, the person view's history). */
export const REMOVED_MEMBER = auditPartyName({ kind: "removed" }, "en");

/**
 * What each action stores in `details` when it is recorded (ADR 012): what the entry needs to be read
 * later, when the object may be gone (an event's title, a file's name, an invoice's number), never
 * personal data. `recordAudit` takes exactly this shape for its action.
 */
export type AuditDetails = {
  member_approved: NoDetails;
  member_rejected: NoDetails;
  role_changed: { role: AssignableRole };
  member_removed: NoDetails;
  members_imported: { imported: number; skipped: number; failed: number; invoiced?: number };
  file_uploaded: { fileName: string; size: number };
  file_deleted: { fileName: string };
  review_deleted: { reviewId: number; hospital: string };
  ride_along_status_changed: { status: RideAlongStatus };
  newsletter_sent: { recipients: number };
  event_created: EventDetails;
  event_updated: EventDetails;
  event_deleted: EventDetails;
  payment_recorded: { invoice: string; amount: string };
  invoice_resent: { invoice: string };
  invoice_cancelled: { invoice: string; reason: string };
  bank_file_imported: Omit<BankImportSummary, "version">;
  payment_assigned: { invoice: string; amountRappen: number };
  /** A booking an admin took back (issue 39), with their reason. */
  payment_reversed: { invoice: string; amountRappen: number; reason: string };
  /** What was paid too much on an invoice, marked to be paid back. */
  refund_marked: { invoice: string; amountRappen: number; reason: string };
  /** An unmatched bank payment judged "not a fee" (a donation, another account's file). */
  payment_dismissed: { amountRappen: number; reason: string };
  fees_renewed: { year: number; planned: number; created: number };
  membership_ended: { cancelledInvoices: number };
  member_reapproved: NoDetails;
  /** The names of the corrected fields ("lastName, phone"), never their values (ADR 012). */
  profile_corrected: { fields: string };
  invite_resent: NoDetails;
  confirmation_resent: NoDetails;
  /** The member's own step (issue 27): their last day (today when they leave at once). */
  member_resigned: { leavesOn: string };
  resignation_withdrawn: NoDetails;
  /** Housekeeping, on the day after the last day: who it was is not recorded. */
  /** `immediately`: the member resigned with immediate effect, so the account went with their own request. */
  resigned_account_deleted: { leftOn: string; cancelledInvoices: number; immediately?: boolean };
  /** That a member downloaded their data (issue 27); never what it held. */
  data_exported: NoDetails;
  two_factor_reset: NoDetails;
  /** The name the member gave the passkey (issue 27); never key material. */
  passkey_added: { name: string };
  passkey_removed: { name: string };
  /** The member's own security changes (issue 39): each also mailed to them, so one they did not make is noticed. */
  password_changed: NoDetails;
  two_factor_disabled: NoDetails;
  recovery_codes_renewed: NoDetails;
  /** "Sign out everywhere": how many other sessions ended. */
  other_sessions_ended: { ended: number };
  registration_settings_changed: EventDetails;
  /** The board's step on a member's registration (issue 41): the member is the entry's subject. */
  registration_changed: EventDetails & { step: BoardRegistrationStep };
  /** The board cancelled an event (issue 41): how many registered and waiting people its mails went to. */
  event_cancelled: EventDetails & { notified: number };
  /** The board wrote to those registered for an event or waiting for it (issue 41): whom, and how many. */
  event_mail_sent: EventDetails & { audience: EventMailAudience; recipients: number };
};
export type NoDetails = Record<string, never>;
/** The title as it was when the entry was written; the log shows the event's title of today while it exists. */
type EventDetails = { eventId: string; title: string };

/**
 * The parts a sentence is made of. `details` may lack fields an older entry was recorded without (an
 * event's title before issue 24), so every sentence reads without them.
 */
export type AuditSentenceParts<Action extends AuditAction> = {
  actor: AuditParty;
  /** The person the action was about; null for an action about no one (an import, a file). */
  subject: AuditParty | null;
  details: Partial<AuditDetails[Action]>;
};

type Options = { locale: Locale };
/** What a sentence's message takes: both parties already named in the reader's language. */
type NamedParts<Action extends AuditAction> = { actor: string; subject: string; details: Partial<AuditDetails[Action]> };

type ActionText<Action extends AuditAction> = {
  /** The action as the filter lists it. */
  label: (inputs: Record<string, never>, options: Options) => string;
  /** Whether the action is about a person: then an entry without one is about someone since removed. */
  aboutPerson: boolean;
  /**
   * Who acts, when not an admin: "self", the person the entry is about, on their own account (the
   * sentence names them once, as the actor); "housekeeping", the server on its schedule (no actor id).
   */
  by?: "self" | "housekeeping";
  sentence: (parts: NamedParts<Action>, options: Options) => string;
};

/**
 * "1 member", "12 members", and "some members" for an older entry without the count: one plural message per
 * noun (`audit_n_…`), the number formatted for the language.
 */
const counted = (phrase: typeof m.audit_n_members, count: number | undefined, options: Options) =>
  phrase({ count: count ?? 0, shownCount: formatNumber(count ?? 0, options.locale), known: count === undefined ? "no" : "yes" }, options);
const number = (count: number | undefined, options: Options) => formatNumber(count ?? 0, options.locale);
const theEvent = (title: string | undefined, options: Options) => (title ? m.audit_the_event({ title }, options) : m.audit_deleted_event({}, options));
const theFile = (name: string | undefined, options: Options) => (name ? m.audit_the_file({ name }, options) : m.audit_a_file({}, options));
const invoice = (number: string | undefined, options: Options) => (number ? m.audit_invoice({ number }, options) : m.audit_an_invoice({}, options));
const thePasskey = (name: string | undefined, options: Options) => (name ? m.audit_the_passkey({ name }, options) : m.audit_a_passkey({}, options));
const onDay = (day: string | undefined, options: Options) => (day ? m.audit_on_day({ day: formatEventDate(day) }, options) : "");

const registrationSentences: Record<BoardRegistrationStep, typeof m.audit_entry_registration_approved> = {
  approve: m.audit_entry_registration_approved,
  reject: m.audit_entry_registration_rejected,
  promote: m.audit_entry_registration_promoted,
  cancel: m.audit_entry_registration_cancelled,
};

/** The sentence of a role change by the role given, and of a ride-along request by its new status. */
const roleSentences: Record<AssignableRole, typeof m.audit_entry_role_changed> = { admin: m.audit_entry_role_admin, member: m.audit_entry_role_member };
const rideAlongSentences: Record<RideAlongStatus, typeof m.audit_entry_ride_along_changed> = { open: m.audit_entry_ride_along_open, done: m.audit_entry_ride_along_done };

/**
 * Every action the log records and how one entry of it reads ("Anna Muster approved Ben Beispiel"), in each
 * language through the catalogue's `audit_label_…` and `audit_entry_…` messages. Typed by action: a new
 * action in `auditActions` does not compile until it has its label and its sentence here.
 */
export const auditActionTexts: { [Action in AuditAction]: ActionText<Action> } = {
  member_approved: { label: m.audit_label_member_approved, aboutPerson: true, sentence: ({ actor, subject }, o) => m.audit_entry_member_approved({ actor, subject }, o) },
  member_rejected: { label: m.audit_label_member_rejected, aboutPerson: true, sentence: ({ actor, subject }, o) => m.audit_entry_member_rejected({ actor, subject }, o) },
  role_changed: {
    label: m.audit_label_role_changed,
    aboutPerson: true,
    sentence: ({ actor, subject, details }, o) => (details.role ? roleSentences[details.role] : m.audit_entry_role_changed)({ actor, subject }, o),
  },
  // The removed person is gone before the entry is written (ADR 012): it says that someone was removed, not who.
  member_removed: { label: m.audit_label_member_removed, aboutPerson: false, sentence: ({ actor }, o) => m.audit_entry_member_removed({ actor }, o) },
  members_imported: {
    label: m.audit_label_members_imported,
    aboutPerson: false,
    sentence: ({ actor, details }, o) => {
      const parts = { actor, members: counted(m.audit_n_members, details.imported, o), skipped: number(details.skipped, o), failed: number(details.failed, o) };
      return details.invoiced
        ? m.audit_entry_members_imported_invoiced({ ...parts, invoices: counted(m.audit_n_invoices, details.invoiced, o) }, o)
        : m.audit_entry_members_imported(parts, o);
    },
  },
  file_uploaded: {
    label: m.audit_label_file_uploaded,
    aboutPerson: false,
    sentence: ({ actor, details }, o) =>
      details.size === undefined
        ? m.audit_entry_file_uploaded_unsized({ actor, file: theFile(details.fileName, o) }, o)
        : m.audit_entry_file_uploaded({ actor, file: theFile(details.fileName, o), size: formatFileSize(details.size) }, o),
  },
  file_deleted: { label: m.audit_label_file_deleted, aboutPerson: false, sentence: ({ actor, details }, o) => m.audit_entry_file_deleted({ actor, file: theFile(details.fileName, o) }, o) },
  review_deleted: {
    label: m.audit_label_review_deleted,
    aboutPerson: false,
    sentence: ({ actor, details }, o) =>
      details.hospital ? m.audit_entry_review_deleted({ actor, hospital: details.hospital }, o) : m.audit_entry_review_deleted_unnamed({ actor }, o),
  },
  ride_along_status_changed: {
    label: m.audit_label_ride_along_status_changed,
    aboutPerson: true,
    sentence: ({ actor, subject, details }, o) => (details.status ? rideAlongSentences[details.status] : m.audit_entry_ride_along_changed)({ actor, subject }, o),
  },
  newsletter_sent: {
    label: m.audit_label_newsletter_sent,
    aboutPerson: false,
    sentence: ({ actor, details }, o) => m.audit_entry_newsletter_sent({ actor, subscribers: counted(m.audit_n_subscribers, details.recipients, o) }, o),
  },
  event_created: { label: m.audit_label_event_created, aboutPerson: false, sentence: ({ actor, details }, o) => m.audit_entry_event_created({ actor, event: theEvent(details.title, o) }, o) },
  event_updated: { label: m.audit_label_event_updated, aboutPerson: false, sentence: ({ actor, details }, o) => m.audit_entry_event_updated({ actor, event: theEvent(details.title, o) }, o) },
  registration_settings_changed: {
    label: m.audit_label_registration_settings_changed,
    aboutPerson: false,
    sentence: ({ actor, details }, o) => m.audit_entry_registration_settings_changed({ actor, event: theEvent(details.title, o) }, o),
  },
  registration_changed: {
    label: m.audit_label_registration_changed,
    aboutPerson: true,
    sentence: ({ actor, subject, details }, o) => registrationSentences[details.step ?? "cancel"]({ actor, subject, event: theEvent(details.title, o) }, o),
  },
  event_cancelled: {
    label: m.audit_label_event_cancelled,
    aboutPerson: false,
    sentence: ({ actor, details }, o) => m.audit_entry_event_cancelled({ actor, event: theEvent(details.title, o) }, o),
  },
  event_mail_sent: {
    label: m.audit_label_event_mail_sent,
    aboutPerson: false,
    sentence: ({ actor, details }, o) =>
      (details.audience === "waiting" ? m.audit_entry_event_mail_waiting : m.audit_entry_event_mail_registered)(
        { actor, event: theEvent(details.title, o), members: counted(m.audit_n_members, details.recipients, o) },
        o,
      ),
  },
  event_deleted: {
    label: m.audit_label_event_deleted,
    aboutPerson: false,
    sentence: ({ actor, details }, o) => m.audit_entry_event_deleted({ actor, event: details.title ? theEvent(details.title, o) : m.audit_an_event({}, o) }, o),
  },
  payment_recorded: {
    label: m.audit_label_payment_recorded,
    aboutPerson: true,
    // The amount as it was recorded ("CHF 20.00"): stored as text, shown as stored.
    sentence: ({ actor, subject, details }, o) =>
      details.amount
        ? m.audit_entry_payment_recorded({ actor, subject, amount: details.amount, invoice: invoice(details.invoice, o) }, o)
        : m.audit_entry_payment_recorded_unsized({ actor, subject, invoice: invoice(details.invoice, o) }, o),
  },
  invoice_resent: {
    label: m.audit_label_invoice_resent,
    aboutPerson: true,
    sentence: ({ actor, subject, details }, o) => m.audit_entry_invoice_resent({ actor, subject, invoice: invoice(details.invoice, o) }, o),
  },
  invoice_cancelled: {
    label: m.audit_label_invoice_cancelled,
    aboutPerson: true,
    // The reason is the admin's own words: quoted as typed, never translated.
    sentence: ({ actor, subject, details }, o) =>
      details.reason
        ? m.audit_entry_invoice_cancelled({ actor, subject, invoice: invoice(details.invoice, o), reason: details.reason }, o)
        : m.audit_entry_invoice_cancelled_unexplained({ actor, subject, invoice: invoice(details.invoice, o) }, o),
  },
  bank_file_imported: {
    label: m.audit_label_bank_file_imported,
    aboutPerson: false,
    sentence: ({ actor, details }, o) =>
      m.audit_entry_bank_file_imported(
        {
          actor,
          credits: counted(m.audit_n_credits, details.credits, o),
          booked: number(details.booked, o),
          unmatched: number(details.unmatched, o),
          duplicates: number(details.duplicates, o),
        },
        o,
      ),
  },
  payment_assigned: {
    label: m.audit_label_payment_assigned,
    aboutPerson: true,
    sentence: ({ actor, subject, details }, o) =>
      details.amountRappen === undefined
        ? m.audit_entry_payment_assigned_unsized({ actor, subject, invoice: invoice(details.invoice, o) }, o)
        : m.audit_entry_payment_assigned({ actor, subject, amount: formatChf(details.amountRappen, o.locale), invoice: invoice(details.invoice, o) }, o),
  },
  // The reasons are the admin's own words: quoted as typed, never translated.
  payment_reversed: {
    label: m.audit_label_payment_reversed,
    aboutPerson: true,
    sentence: ({ actor, subject, details }, o) =>
      m.audit_entry_payment_reversed({ actor, subject, amount: formatChf(details.amountRappen ?? 0, o.locale), invoice: invoice(details.invoice, o), reason: details.reason || "-" }, o),
  },
  refund_marked: {
    label: m.audit_label_refund_marked,
    aboutPerson: true,
    sentence: ({ actor, subject, details }, o) =>
      m.audit_entry_refund_marked({ actor, subject, amount: formatChf(details.amountRappen ?? 0, o.locale), invoice: invoice(details.invoice, o), reason: details.reason || "-" }, o),
  },
  payment_dismissed: {
    label: m.audit_label_payment_dismissed,
    aboutPerson: false,
    sentence: ({ actor, details }, o) => m.audit_entry_payment_dismissed({ actor, amount: formatChf(details.amountRappen ?? 0, o.locale), reason: details.reason || "-" }, o),
  },
  fees_renewed: {
    label: m.audit_label_fees_renewed,
    aboutPerson: false,
    sentence: ({ actor, details }, o) =>
      m.audit_entry_fees_renewed(
        {
          actor,
          year: details.year ? m.audit_year({ year: String(details.year) }, o) : m.audit_new_year({}, o),
          created: number(details.created, o),
          members: counted(m.audit_n_members, details.planned, o),
        },
        o,
      ),
  },
  membership_ended: {
    label: m.audit_label_membership_ended,
    aboutPerson: true,
    sentence: ({ actor, subject, details }, o) => m.audit_entry_membership_ended({ actor, subject, invoices: counted(m.audit_n_invoices, details.cancelledInvoices, o) }, o),
  },
  member_reapproved: { label: m.audit_label_member_reapproved, aboutPerson: true, sentence: ({ actor, subject }, o) => m.audit_entry_member_reapproved({ actor, subject }, o) },
  profile_corrected: {
    label: m.audit_label_profile_corrected,
    aboutPerson: true,
    sentence: ({ actor, subject, details }, o) =>
      details.fields
        ? m.audit_entry_profile_corrected({ actor, subject, fields: fieldNames(details.fields, o) }, o)
        : m.audit_entry_profile_corrected_unnamed({ actor, subject }, o),
  },
  invite_resent: { label: m.audit_label_invite_resent, aboutPerson: true, sentence: ({ actor, subject }, o) => m.audit_entry_invite_resent({ actor, subject }, o) },
  confirmation_resent: { label: m.audit_label_confirmation_resent, aboutPerson: true, sentence: ({ actor, subject }, o) => m.audit_entry_confirmation_resent({ actor, subject }, o) },
  member_resigned: {
    label: m.audit_label_member_resigned,
    aboutPerson: true,
    by: "self",
    sentence: ({ actor, details }, o) =>
      details.leavesOn ? m.audit_entry_member_resigned({ actor, day: formatEventDate(details.leavesOn) }, o) : m.audit_entry_member_resigned_undated({ actor }, o),
  },
  resignation_withdrawn: { label: m.audit_label_resignation_withdrawn, aboutPerson: true, by: "self", sentence: ({ actor }, o) => m.audit_entry_resignation_withdrawn({ actor }, o) },
  // Nobody acted and nobody is named (issue 27): the account is gone, the entry says only that one went.
  resigned_account_deleted: {
    label: m.audit_label_resigned_account_deleted,
    aboutPerson: false,
    by: "housekeeping",
    sentence: ({ actor, details }, o) => {
      const on = onDay(details.leftOn, o);
      const invoices = details.cancelledInvoices ? counted(m.audit_n_unpaid_invoices, details.cancelledInvoices, o) : undefined;
      if (details.immediately) {
        return invoices ? m.audit_entry_account_deleted_at_request_closed({ on, invoices }, o) : m.audit_entry_account_deleted_at_request({ on }, o);
      }
      return invoices ? m.audit_entry_account_deleted_closed({ actor, on, invoices }, o) : m.audit_entry_account_deleted({ actor, on }, o);
    },
  },
  // The member acts on their own account: actor and subject are the same person, named once.
  data_exported: { label: m.audit_label_data_exported, aboutPerson: false, sentence: ({ actor }, o) => m.audit_entry_data_exported({ actor }, o) },
  two_factor_reset: { label: m.audit_label_two_factor_reset, aboutPerson: true, sentence: ({ actor, subject }, o) => m.audit_entry_two_factor_reset({ actor, subject }, o) },
  passkey_added: {
    label: m.audit_label_passkey_added,
    aboutPerson: true,
    by: "self",
    sentence: ({ actor, details }, o) => m.audit_entry_passkey_added({ actor, passkey: thePasskey(details.name, o) }, o),
  },
  passkey_removed: {
    label: m.audit_label_passkey_removed,
    aboutPerson: true,
    by: "self",
    sentence: ({ actor, details }, o) => m.audit_entry_passkey_removed({ actor, passkey: thePasskey(details.name, o) }, o),
  },
  password_changed: { label: m.audit_label_password_changed, aboutPerson: true, by: "self", sentence: ({ actor }, o) => m.audit_entry_password_changed({ actor }, o) },
  two_factor_disabled: { label: m.audit_label_two_factor_disabled, aboutPerson: true, by: "self", sentence: ({ actor }, o) => m.audit_entry_two_factor_disabled({ actor }, o) },
  recovery_codes_renewed: {
    label: m.audit_label_recovery_codes_renewed,
    aboutPerson: true,
    by: "self",
    sentence: ({ actor }, o) => m.audit_entry_recovery_codes_renewed({ actor }, o),
  },
  other_sessions_ended: {
    label: m.audit_label_other_sessions_ended,
    aboutPerson: true,
    by: "self",
    sentence: ({ actor, details }, o) => m.audit_entry_other_sessions_ended({ actor, sessions: counted(m.audit_n_sessions, details.ended, o) }, o),
  },
};

/** How a corrected field is named in a sentence's list, in each language. */
const fieldMessages: Record<keyof typeof profileFieldNames, (inputs: Record<string, never>, options: Options) => string> = {
  firstName: m.audit_field_first_name,
  lastName: m.audit_field_last_name,
  jobTitle: m.audit_field_job_title,
  university: m.audit_field_university,
  yearOfStudy: m.audit_field_year_of_study,
  phone: m.audit_field_phone,
};

/** "firstName, jobTitle" as recorded, read as "first name, job title"; a name no longer known as stored. */
const fieldNames = (fields: string, options: Options) =>
  fields
    .split(", ")
    .map((field) => (Object.hasOwn(fieldMessages, field) ? fieldMessages[field as keyof typeof fieldMessages]({}, options) : field))
    .join(", ");

/** The action as the filter lists it, in the reader's language. */
export function auditActionLabel(action: AuditAction, locale: Locale): string {
  return auditActionTexts[action].label({}, { locale });
}

/**
 * The sentence one entry reads as, in the reader's language: the web app renders it from the entry's parts,
 * the server renders the English of the API and the CSV the same way. It starts with the actor: the phrase
 * for a removed member takes a capital there, a name or an address keeps its own.
 */
export function auditSentence<Action extends AuditAction>(action: Action, { actor, subject, details }: AuditSentenceParts<Action>, locale: Locale): string {
  const actorName = auditPartyName(actor, locale);
  const first = actor.kind === "removed" ? actorName.charAt(0).toUpperCase() + actorName.slice(1) : actorName;
  return auditActionTexts[action].sentence({ actor: first, subject: auditPartyName(subject ?? { kind: "removed" }, locale), details }, { locale });
}

const page = z.coerce.number().int("Page must be a whole number").min(1, "Page must be 1 or more").max(100_000);
const swissDay = (label: string) => z.string().refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`);

/**
 * The log's filters, the same for a page and for the CSV. A person filter (actor, subject) is a user id
 * or part of a name or address: ids are random UUIDs, so no text meant as a name matches one.
 */
const filterFields = {
  action: z.enum(auditActions, "Choose an action from the list").optional(),
  actor: lineText("Actor", AUDIT_PERSON_FILTER_MAX).optional(),
  subject: lineText("Subject", AUDIT_PERSON_FILTER_MAX).optional(),
  from: swissDay("From").optional(),
  to: swissDay("To").optional(),
};
const fromBeforeTo = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;
const fromBeforeToError = { message: formMessages.fromBeforeTo, path: ["to"] };

/** Query of GET /api/admin/audit-log/export. */
export const auditLogFiltersSchema = z.object(filterFields).refine(fromBeforeTo, fromBeforeToError);
/**
 * Query of GET /api/admin/audit-log/export: the filters, and `lang`, the language the file is written in
 * (the downloading admin's; English when left out, ADR 012).
 */
export const auditLogExportSchema = z.object({ ...filterFields, lang: localeSchema.default("en") }).refine(fromBeforeTo, fromBeforeToError);
/** Query of GET /api/admin/audit-log. */
export const auditLogQuerySchema = z
  .object({ ...filterFields, page: page.default(1), pageSize: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_SIZE_MAX).default(AUDIT_LOG_PAGE_SIZE_DEFAULT) })
  .refine(fromBeforeTo, fromBeforeToError);
export type AuditLogFilters = z.input<typeof auditLogFiltersSchema>;

export type AuditLogEntry = {
  id: string;
  at: string;
  action: AuditAction;
  /** Who acted and whom it was about, resolved when the log is read (a removed person has no name left). */
  actor: AuditParty;
  subject: AuditParty | null;
  /** What the entry recorded (AuditDetails), an event's title as it is today: the parts of `auditSentence`. */
  details: Partial<AuditDetails[AuditAction]>;
  /** The actor's name, in English for a removed person (REMOVED_MEMBER) or the server ("Housekeeping"). */
  actorName: string;
  /** The same; null for an action that is about no one (an import, a file). */
  subjectName: string | null;
  /** The entry as an English sentence, for API clients and the English CSV; screens render `auditSentence` in their reader's language. */
  sentence: string;
};

export type AuditLogPage = { entries: AuditLogEntry[]; total: number; page: number; pageSize: number };
