import { csvLanguageQuery } from "./csv";
import type { InvoiceState } from "./fees";
import { type Field, fields, type StudentType } from "./membership-values";
import type { MemberStatus, Role } from "./roles";
import { isPrintableLine, lineText } from "./text";
import { z } from "./zod";

/**
 * The status filter of the admin dashboard's lists: applicants waiting for a decision (pending), everyone
 * decided (approved or rejected: what the All Members tab shows first), one of the two decisions, or everyone.
 */
export const memberListKinds = ["pending", "decided", "approved", "rejected", "all"] as const;
export type MemberListKind = (typeof memberListKinds)[number];

/** The roles an admin can give (spec: the role dropdown offers member or admin); "none" filters members without a role row. */
export const assignableRoles = ["member", "admin"] as const;
export type AssignableRole = (typeof assignableRoles)[number];
export const memberRoleFilters = ["member", "admin", "none"] as const;

/**
 * The member table's columns it can be sorted by (ADR 021). "since" is the day the account was made,
 * "fee" the state of the current billing year's invoice ("none" sorts last going up).
 */
export const memberSortKeys = ["name", "email", "status", "role", "field", "placeOfStudy", "since", "fee"] as const;
export type MemberSortKey = (typeof memberSortKeys)[number];
export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];

export const MEMBER_PAGE_SIZE_DEFAULT = 25;
export const MEMBER_PAGE_SIZE_MAX = 100;
export const MEMBER_SEARCH_MAX = 100;

const page = z.coerce.number().int("Page must be a whole number").min(1, "Page must be 1 or more").max(100_000).default(1);

/** Query of GET /api/admin/members. */
export const memberListQuerySchema = z.object({
  status: z.enum(memberListKinds).default("decided"),
  q: lineText("Search", MEMBER_SEARCH_MAX).optional(),
  role: z.enum(memberRoleFilters).optional(),
  field: z.enum(fields).optional(),
  // Newest first unless another column is chosen; the direction alone sorts newest or oldest first.
  sort: z.enum(memberSortKeys).default("since"),
  dir: z.enum(sortDirections).default("desc"),
  page,
  pageSize: z.coerce.number().int().min(1).max(MEMBER_PAGE_SIZE_MAX).default(MEMBER_PAGE_SIZE_DEFAULT),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

/** At most this many people in one bulk action or one export of selected rows: two pages of the table. */
export const MEMBER_BULK_MAX = 100;

const memberIds = z
  .array(z.string().min(1, "Choose the members").max(100, "There is no such member").refine(isPrintableLine, "There is no such member"), "Choose the members")
  .min(1, "Choose at least one member")
  .max(MEMBER_BULK_MAX, `Choose at most ${MEMBER_BULK_MAX} members at a time`)
  .refine((ids) => new Set(ids).size === ids.length, "Each member may be chosen once");

/**
 * Query of GET /api/admin/members/export: the list's filters, or `ids` (comma-separated) for the rows
 * selected in the table, which then ignores the filters: a selection may span statuses.
 */
export const memberExportQuerySchema = memberListQuerySchema.omit({ page: true, pageSize: true }).extend({
  ...csvLanguageQuery,
  ids: z
    .string()
    .transform((text) => text.split(","))
    .pipe(memberIds)
    .optional(),
});

export const bulkActions = ["approve", "reject", "role", "remove"] as const;
export type BulkAction = (typeof bulkActions)[number];

/** Body of POST /api/admin/members/bulk. A role change names the role; the other actions take none. */
export const bulkActionSchema = z
  .object({ action: z.enum(bulkActions, "Choose an action"), ids: memberIds, role: z.enum(assignableRoles, "Choose member or admin").optional() })
  .strict()
  .refine((body) => (body.action === "role") === (body.role !== undefined), { message: "Choose member or admin for a role change, and no role otherwise", path: ["role"] });
export type BulkActionRequest = z.input<typeof bulkActionSchema>;

/** What a bulk action did to one person; each is done, or refused for that person alone. */
export const bulkOutcomes = ["approved", "rejected", "role_changed", "removed", "already_decided", "not_approved", "last_admin", "own_account", "not_found"] as const;
export type BulkOutcome = (typeof bulkOutcomes)[number];
export const bulkOutcomeLabels: Record<BulkOutcome, string> = {
  approved: "approved",
  rejected: "rejected",
  role_changed: "role changed",
  removed: "removed",
  already_decided: "already decided",
  not_approved: "not approved yet: approve first",
  last_admin: "last admin cannot be removed or demoted",
  own_account: "your own account: ask another admin",
  not_found: "no longer exists",
};
export type BulkResult = { results: Array<{ id: string; outcome: BulkOutcome }> };

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
  /** From the application, or (an imported member without one) the university of the profile. */
  placeOfStudy: string | null;
  /** The current billing year's invoice; null when there is none (not billed yet, or never). */
  feeState: InvoiceState | null;
};

export type MemberListPage = { members: MemberListEntry[]; total: number; page: number; pageSize: number };

/** Rejected applications are deleted this long after the decision (privacy policy). */
export const REJECTED_APPLICATION_RETENTION_MONTHS = 6;
