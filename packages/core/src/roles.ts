/** Roles as stored in user_roles. Admin implies member access everywhere. */
export const roles = ["pending", "member", "admin"] as const;
export type Role = (typeof roles)[number];

export const memberStatuses = ["pending", "approved", "rejected"] as const;
export type MemberStatus = (typeof memberStatuses)[number];

export type RoleFlags = { isAdmin: boolean; isMember: boolean; isPending: boolean };

/** The flags the screens and the server derive from a user's role list (spec, member area §4). */
export function roleFlags(userRoles: readonly Role[]): RoleFlags {
  const isAdmin = userRoles.includes("admin");
  return {
    isAdmin,
    isMember: isAdmin || userRoles.includes("member"),
    isPending: userRoles.includes("pending"),
  };
}

/** What a request needs: any signed-in user, a member (or admin), or an admin. */
export type Access = "signedIn" | "member" | "admin";

export function hasAccess(userRoles: readonly Role[] | null, access: Access): boolean {
  if (userRoles === null) return false;
  const flags = roleFlags(userRoles);
  if (access === "admin") return flags.isAdmin;
  if (access === "member") return flags.isMember;
  return true;
}

/** What the audit log records: every admin action (issue 13), named in the past tense as the log shows it. */
export const auditActions = [
  "member_approved",
  "member_rejected",
  "role_changed",
  "member_removed",
  "members_imported",
  "file_uploaded",
  "file_deleted",
  "review_deleted",
  "ride_along_status_changed",
  "newsletter_sent",
  "event_created",
  "event_updated",
  "event_deleted",
  "payment_recorded",
  "invoice_resent",
  "invoice_cancelled",
  "bank_file_imported",
  "payment_assigned",
  "payment_reversed",
  "refund_marked",
  "payment_dismissed",
  "fees_renewed",
  "membership_ended",
  "member_reapproved",
  "profile_corrected",
  "invite_resent",
  "confirmation_resent",
  "member_resigned",
  "resignation_withdrawn",
  "resigned_account_deleted",
  "data_exported",
  "two_factor_reset",
  "passkey_added",
  "passkey_removed",
  "password_changed",
  "two_factor_disabled",
  "recovery_codes_renewed",
  "other_sessions_ended",
  "registration_settings_changed",
  "registration_changed",
  "event_cancelled",
  "event_mail_sent",
] as const;
export type AuditAction = (typeof auditActions)[number];
