import type { Field, StudentType } from "./membership";
import type { MemberStatus, Role } from "./roles";
import { isPrintableLine, lineText } from "./text";
import { z } from "./zod";

/**
 * The status filter of the admin dashboard's lists: applicants waiting for a decision (pending), everyone
 * decided (approved or rejected: the All Members tab), or one of the two decisions.
 */
export const memberListKinds = ["pending", "decided", "approved", "rejected"] as const;
export type MemberListKind = (typeof memberListKinds)[number];

/** The roles an admin can give (spec: the role dropdown offers member or admin); "none" filters members without a role row. */
export const assignableRoles = ["member", "admin"] as const;
export type AssignableRole = (typeof assignableRoles)[number];
export const memberRoleFilters = ["member", "admin", "none"] as const;

export const MEMBER_PAGE_SIZE_DEFAULT = 25;
export const MEMBER_PAGE_SIZE_MAX = 100;
export const MEMBER_SEARCH_MAX = 100;

const page = z.coerce.number().int("Page must be a whole number").min(1, "Page must be 1 or more").max(100_000).default(1);

/** Query of GET /api/admin/members. */
export const memberListQuerySchema = z.object({
  status: z.enum(memberListKinds).default("decided"),
  q: lineText("Search", MEMBER_SEARCH_MAX).optional(),
  role: z.enum(memberRoleFilters).optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(MEMBER_PAGE_SIZE_MAX).default(MEMBER_PAGE_SIZE_DEFAULT),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

/** Query of GET /api/admin/audit-log; `subject` narrows it to the entries about one person (the person view). */
export const auditLogQuerySchema = z.object({ page, pageSize: memberListQuerySchema.shape.pageSize, subject: z.string().refine(isPrintableLine, "Subject must be a person's id").optional() });

/** Body of PUT /api/admin/members/:id/role. */
export const roleChangeSchema = z.object({ role: z.enum(assignableRoles, "Choose member or admin") });

export type MemberApplicationSummary = {
  field: Field;
  studentType: StudentType;
  yearOfCompletion: number | null;
  placeOfStudy: string;
  message: string | null;
};

export type MemberListEntry = {
  id: string;
  email: string;
  /** Whether they opened the confirmation link, so the admin knows the address is really theirs. */
  emailConfirmed: boolean;
  firstName: string | null;
  lastName: string | null;
  status: MemberStatus;
  roles: Role[];
  createdAt: string;
  application: MemberApplicationSummary | null;
};

export type MemberListPage = { members: MemberListEntry[]; total: number; page: number; pageSize: number };

export type AuditLogEntry = {
  id: string;
  at: string;
  action: string;
  /** Resolved when the log is read; REMOVED_MEMBER once the person is removed. */
  actorName: string;
  /** The same; null for an action that is about no one (an import, a file). */
  subjectName: string | null;
  details: Record<string, string | number>;
};

export type AuditLogPage = { entries: AuditLogEntry[]; total: number; page: number; pageSize: number };

/** How the log names a person whose account no longer exists. */
export const REMOVED_MEMBER = "a removed member";

/** Rejected applications are deleted this long after the decision (privacy policy). */
export const REJECTED_APPLICATION_RETENTION_MONTHS = 6;
