import type { AuditParty } from "./audit-log";
import type { Resignation } from "./resignation";
import type { MemberApplicationSummary } from "./admin-members";
import type { InvoiceState } from "./fees";
import type { RegistrationState } from "./registration";
import type { Profile } from "./profile";
import type { MemberStatus, Role } from "./roles";

/**
 * What the person view (GET /api/admin/members/:id, issue 24) holds about one person: everything
 * we store about them, and how their membership came about.
 */

/** Whether the person came in through an invite (bulk import) and has used it, i.e. chosen a password. */
export type InviteState = "not_invited" | "unused" | "used";

export type MemberRecordInvoice = {
  id: string;
  number: string;
  year: number;
  state: InvoiceState;
  amountRappen: number;
  paidRappen: number;
  issuedOn: string;
  dueOn: string;
  paidOn: string | null;
};

/** One step of the membership: from the person's own rows (joined, confirmed) and the audit log (who decided). */
export type MembershipEventKind = "applied" | "imported" | "confirmed" | "approved" | "rejected" | "reapproved" | "role_changed" | "membership_ended" | "resigned" | "resignation_withdrawn";

export type MembershipEvent = {
  kind: MembershipEventKind;
  /** Null where the moment was not recorded (an address confirmed before the date was kept). */
  at: string | null;
  /** The admin who acted, as the audit log names them in English (API clients); null for the person's own steps. */
  by: string | null;
  /** The same admin as a party, which the reader's language names (`auditPartyName`): a removed admin has no name left. */
  actor: AuditParty | null;
  /** The new role of a role change. */
  role?: string;
  /** The last day of a resignation. */
  leavesOn?: string;
};

export type MemberRecordRegistration = { id: string; eventId: string; title: string; date: string; state: RegistrationState; attended: boolean | null };

export type MemberRecord = {
  id: string;
  profile: Profile;
  emailConfirmed: boolean;
  status: MemberStatus;
  roles: Role[];
  createdAt: string;
  decidedAt: string | null;
  application: MemberApplicationSummary | null;
  invite: { state: InviteState; sentAt: string | null };
  /** Only someone with a password can sign in; an invitee gets one through the invite. */
  hasPassword: boolean;
  /** Whether sign-in asks for a code from an authenticator app (ADR 027); an admin may reset it. */
  twoFactorEnabled: boolean;
  invoices: MemberRecordInvoice[];
  /** Their registrations for events, most recent event first, with attendance once the board marked it (issue 41). */
  registrations: MemberRecordRegistration[];
  /** The 'Stay Updated' list is kept by address: the subscription of the person's address, if any. */
  mailingList: { state: "confirmed" | "pending"; since: string } | null;
  history: MembershipEvent[];
  /** A resignation not yet in effect: the account is deleted the day after `leavesOn`. */
  resignation: Resignation | null;
};

