import type { BankImportSummary } from "./bank-files";
import { EVENT_TIME_ZONE, isCalendarDate } from "./events";
import { formatChf, formatEventDate } from "./i18n/format";
import { formatFileSize } from "./file-share";
import type { RideAlongStatus } from "./ride-along";
import { type AssignableRole, MEMBER_SEARCH_MAX } from "./admin-members";
import { type AuditAction, auditActions } from "./roles";
import { profileFieldNames } from "./profile";
import { lineText } from "./text";
import { z } from "./zod";
import { formMessages } from "./form-messages";

/** The log's days are Swiss days: "from 25.11.2026" starts at midnight in Zürich, wherever the server runs. */
export const AUDIT_LOG_TIME_ZONE = EVENT_TIME_ZONE;
export const AUDIT_LOG_PAGE_SIZE_DEFAULT = 25;
export const AUDIT_LOG_PAGE_SIZE_MAX = 100;
/** How much of a name, an address or an id the actor and subject filters take. */
export const AUDIT_PERSON_FILTER_MAX = MEMBER_SEARCH_MAX;

/** How the log names the server when it acted on its schedule (a resigned member's account deleted). */
export const HOUSEKEEPING_ACTOR = "Housekeeping";

/** How the log names a person whose account no longer exists (ADR 012): that it happened stays, who it was does not. */
export const REMOVED_MEMBER = "a member who has since been removed";

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
};
export type NoDetails = Record<string, never>;
/** The title as it was when the entry was written; the log shows the event's title of today while it exists. */
type EventDetails = { eventId: string; title: string };

/**
 * The parts a sentence is made of. `details` may lack fields an older entry was recorded without (an
 * event's title before issue 24), so every sentence reads without them.
 */
export type AuditSentenceParts<Action extends AuditAction> = {
  /** The actor's name, else their address, else REMOVED_MEMBER. */
  actor: string;
  /** The same for the person the action was about; REMOVED_MEMBER for an action without one. */
  subject: string;
  details: Partial<AuditDetails[Action]>;
};

type ActionText<Action extends AuditAction> = {
  /** The action as the filter lists it. */
  label: string;
  /** Whether the action is about a person: then an entry without one is about someone since removed. */
  aboutPerson: boolean;
  /**
   * Who acts, when not an admin: "self", the person the entry is about, on their own account (the
   * sentence names them once, as the actor); "housekeeping", the server on its schedule (no actor id).
   */
  by?: "self" | "housekeeping";
  sentence: (parts: AuditSentenceParts<Action>) => string;
};

const plural = (count: number | undefined, one: string, many = `${one}s`) => (count === 1 ? `1 ${one}` : `${count ?? "some"} ${many}`);
const quoted = (title: string) => `“${title}”`;
const theEvent = (title: string | undefined) => (title ? `the event ${quoted(title)}` : "an event that has since been deleted");
const theFile = (name: string | undefined) => (name ? `the file ${quoted(name)}` : "a file");
const invoice = (number: string | undefined) => (number ? `invoice ${number}` : "an invoice");
const thePasskey = (name: string | undefined) => (name ? `the passkey ${quoted(name)}` : "a passkey");
const roleNames: Record<AssignableRole, string> = { member: "a member", admin: "an admin" };

/**
 * Every action the log records and how one entry of it reads ("Anna Muster approved Ben Beispiel"). Typed
 * by action: a new action in `auditActions` does not compile until it has its label and its sentence here.
 */
export const auditActionTexts: { [Action in AuditAction]: ActionText<Action> } = {
  member_approved: { label: "Member approved", aboutPerson: true, sentence: ({ actor, subject }) => `${actor} approved ${subject}` },
  member_rejected: { label: "Application rejected", aboutPerson: true, sentence: ({ actor, subject }) => `${actor} rejected ${subject}` },
  role_changed: {
    label: "Role changed",
    aboutPerson: true,
    sentence: ({ actor, subject, details }) => (details.role ? `${actor} made ${subject} ${roleNames[details.role]}` : `${actor} changed the role of ${subject}`),
  },
  // The removed person is gone before the entry is written (ADR 012): it says that someone was removed, not who.
  member_removed: { label: "Member removed", aboutPerson: false, sentence: ({ actor }) => `${actor} removed a member` },
  members_imported: {
    label: "Members imported",
    aboutPerson: false,
    sentence: ({ actor, details }) =>
      `${actor} imported ${plural(details.imported, "member")} (${details.skipped ?? 0} already there, ${details.failed ?? 0} failed` +
      `${details.invoiced ? `, ${plural(details.invoiced, "invoice")} sent` : ""})`,
  },
  file_uploaded: {
    label: "File uploaded",
    aboutPerson: false,
    sentence: ({ actor, details }) => `${actor} uploaded ${theFile(details.fileName)}${details.size === undefined ? "" : ` (${formatFileSize(details.size)})`}`,
  },
  file_deleted: { label: "File deleted", aboutPerson: false, sentence: ({ actor, details }) => `${actor} deleted ${theFile(details.fileName)}` },
  review_deleted: {
    label: "Review deleted",
    aboutPerson: false,
    sentence: ({ actor, details }) => `${actor} deleted a review${details.hospital ? ` of ${details.hospital}` : ""}`,
  },
  ride_along_status_changed: {
    label: "Ride-along request updated",
    aboutPerson: true,
    sentence: ({ actor, subject, details }) => `${actor} marked the ride-along request of ${subject} as ${details.status === "open" ? "open again" : (details.status ?? "changed")}`,
  },
  newsletter_sent: {
    label: "Newsletter sent",
    aboutPerson: false,
    sentence: ({ actor, details }) => `${actor} sent a newsletter to ${plural(details.recipients, "subscriber")}`,
  },
  event_created: { label: "Event created", aboutPerson: false, sentence: ({ actor, details }) => `${actor} created ${theEvent(details.title)}` },
  event_updated: { label: "Event changed", aboutPerson: false, sentence: ({ actor, details }) => `${actor} changed ${theEvent(details.title)}` },
  event_deleted: {
    label: "Event deleted",
    aboutPerson: false,
    sentence: ({ actor, details }) => `${actor} deleted ${details.title ? theEvent(details.title) : "an event"}`,
  },
  payment_recorded: {
    label: "Payment recorded",
    aboutPerson: true,
    sentence: ({ actor, subject, details }) => `${actor} recorded a payment${details.amount ? ` of ${details.amount}` : ""} on ${invoice(details.invoice)} of ${subject}`,
  },
  invoice_resent: { label: "Invoice resent", aboutPerson: true, sentence: ({ actor, subject, details }) => `${actor} resent ${invoice(details.invoice)} to ${subject}` },
  invoice_cancelled: {
    label: "Invoice cancelled",
    aboutPerson: true,
    sentence: ({ actor, subject, details }) => `${actor} cancelled ${invoice(details.invoice)} of ${subject}${details.reason ? `, giving the reason ${quoted(details.reason)}` : ""}`,
  },
  bank_file_imported: {
    label: "Bank file imported",
    aboutPerson: false,
    sentence: ({ actor, details }) =>
      `${actor} imported a bank file with ${plural(details.credits, "credit")}: ${details.booked ?? 0} booked, ${details.unmatched ?? 0} unmatched, ` +
      `${details.duplicates ?? 0} imported before`,
  },
  payment_assigned: {
    label: "Bank payment assigned",
    aboutPerson: true,
    sentence: ({ actor, subject, details }) =>
      `${actor} assigned a bank payment${details.amountRappen === undefined ? "" : ` of ${formatChf(details.amountRappen)}`} to ${invoice(details.invoice)} of ${subject}`,
  },
  fees_renewed: {
    label: "Fees renewed",
    aboutPerson: false,
    sentence: ({ actor, details }) => `${actor} issued the invoices for ${details.year ?? "a new year"}: ${details.created ?? 0} of ${plural(details.planned, "member")}`,
  },
  membership_ended: {
    label: "Membership ended",
    aboutPerson: true,
    sentence: ({ actor, subject, details }) => `${actor} ended the unpaid membership of ${subject} and cancelled ${plural(details.cancelledInvoices, "invoice")}`,
  },
  member_reapproved: { label: "Member approved again", aboutPerson: true, sentence: ({ actor, subject }) => `${actor} approved ${subject} again after a rejection` },
  profile_corrected: {
    label: "Profile corrected",
    aboutPerson: true,
    sentence: ({ actor, subject, details }) => `${actor} corrected the profile of ${subject}${details.fields ? ` (${fieldNames(details.fields)})` : ""}`,
  },
  invite_resent: { label: "Invite resent", aboutPerson: true, sentence: ({ actor, subject }) => `${actor} resent the invite to ${subject}` },
  confirmation_resent: { label: "Confirmation resent", aboutPerson: true, sentence: ({ actor, subject }) => `${actor} resent the confirmation e-mail to ${subject}` },
  member_resigned: {
    label: "Member resigned",
    aboutPerson: true,
    by: "self",
    sentence: ({ actor, details }) => `${actor} resigned${details.leavesOn ? `, leaving on ${formatEventDate(details.leavesOn)}` : ""}`,
  },
  resignation_withdrawn: { label: "Resignation withdrawn", aboutPerson: true, by: "self", sentence: ({ actor }) => `${actor} withdrew their resignation` },
  // Nobody acted and nobody is named (issue 27): the account is gone, the entry says only that one went.
  resigned_account_deleted: {
    label: "Account deleted after resignation",
    aboutPerson: false,
    by: "housekeeping",
    sentence: ({ actor, details }) => {
      const closed = details.cancelledInvoices ? plural(details.cancelledInvoices, "unpaid invoice") : "";
      const on = details.leftOn ? ` on ${formatEventDate(details.leftOn)}` : "";
      return details.immediately
        ? `The account of a member who resigned with immediate effect${on} was deleted at their request${closed ? `, and ${closed} closed` : ""}`
        : `${actor} deleted the account of a member who left${on}${closed ? ` and closed ${closed}` : ""}`;
    },
  },
  // The member acts on their own account: actor and subject are the same person, named once.
  data_exported: { label: "Data downloaded", aboutPerson: false, sentence: ({ actor }) => `${actor} downloaded their personal data` },
  two_factor_reset: {
    label: "Two-factor reset",
    aboutPerson: true,
    sentence: ({ actor, subject }) => `${actor} reset the two-factor authentication of ${subject}`,
  },
  passkey_added: { label: "Passkey added", aboutPerson: true, by: "self", sentence: ({ actor, details }) => `${actor} added ${thePasskey(details.name)}` },
  passkey_removed: { label: "Passkey removed", aboutPerson: true, by: "self", sentence: ({ actor, details }) => `${actor} removed ${thePasskey(details.name)}` },
};

/** "firstName, jobTitle" as recorded, read as "first name, job title". */
const fieldNames = (fields: string) =>
  fields
    .split(", ")
    .map((field) => (profileFieldNames[field as keyof typeof profileFieldNames] ?? field).toLowerCase())
    .join(", ");

/** The sentence one entry reads as. It starts with the actor: REMOVED_MEMBER takes a capital there, an address does not. */
export function auditSentence<Action extends AuditAction>(action: Action, parts: AuditSentenceParts<Action>): string {
  const actor = parts.actor === REMOVED_MEMBER ? REMOVED_MEMBER.charAt(0).toUpperCase() + REMOVED_MEMBER.slice(1) : parts.actor;
  return auditActionTexts[action].sentence({ ...parts, actor });
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
/** Query of GET /api/admin/audit-log. */
export const auditLogQuerySchema = z
  .object({ ...filterFields, page: page.default(1), pageSize: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_SIZE_MAX).default(AUDIT_LOG_PAGE_SIZE_DEFAULT) })
  .refine(fromBeforeTo, fromBeforeToError);
export type AuditLogFilters = z.input<typeof auditLogFiltersSchema>;

export type AuditLogEntry = {
  id: string;
  at: string;
  action: AuditAction;
  /** Resolved when the log is read; REMOVED_MEMBER once the person is removed. */
  actorName: string;
  /** The same; null for an action that is about no one (an import, a file). */
  subjectName: string | null;
  /** The entry as a sentence, with names and titles (auditActionTexts). */
  sentence: string;
};

export type AuditLogPage = { entries: AuditLogEntry[]; total: number; page: number; pageSize: number };
