import type { AssignableRole, AuditLogFilters, AuditLogPage, MemberListPage } from "@ssem/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";

/** The filters of a member list, as the API takes them (strings, as in a query string). */
export type MemberListFilters = { status: "pending" | "decided" | "approved" | "rejected"; q?: string; role?: string; page: number; pageSize?: number };

const membersKey = ["admin", "members"] as const;
const auditKey = ["admin", "audit-log"] as const;

/** Empty filters are left out, so the request and the cache key stay the same for the same list. */
function toQuery(filters: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== "").map(([key, value]) => [key, String(value)]));
}

export function useMembers(filters: MemberListFilters) {
  const query = toQuery(filters);
  return useQuery({
    queryKey: [...membersKey, query],
    queryFn: (): Promise<MemberListPage> => unwrap(api.admin.members.$get({ query })),
    // Paging and typing a search keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the members the filters show (all pages). */
export function exportUrl({ status, q, role }: Omit<MemberListFilters, "page" | "pageSize">): string {
  return `/api/admin/members/export?${new URLSearchParams(toQuery({ status, q, role })).toString()}`;
}

/** The audit log's filters as a query string holds them; "" for no filter. */
export type AuditLogQuery = Partial<Record<keyof AuditLogFilters, string>>;

/** A page of the audit log under its filters (empty ones are left out, as for the member list). */
export function useAuditLog(filters: AuditLogQuery, page: number, pageSize: number) {
  const query = toQuery({ ...filters, page: String(page), pageSize: String(pageSize) });
  return useQuery({
    queryKey: [...auditKey, query],
    queryFn: (): Promise<AuditLogPage> => unwrap(api.admin["audit-log"].$get({ query })),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every entry the filters show (all pages). */
export function auditLogExportUrl(filters: AuditLogQuery): string {
  return `/api/admin/audit-log/export?${new URLSearchParams(toQuery(filters)).toString()}`;
}

/** Every admin action changes the lists, their counts and the log: all of them are fetched again. */
function useAdminMutation<Variables>(mutationFn: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: membersKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
}

export function useDecide() {
  return useAdminMutation(({ id, decision }: { id: string; decision: "approve" | "reject" }) =>
    unwrap(decision === "approve" ? api.admin.members[":id"].approve.$post({ param: { id } }) : api.admin.members[":id"].reject.$post({ param: { id } })),
  );
}

export function useChangeRole() {
  return useAdminMutation(({ id, role }: { id: string; role: AssignableRole }) => unwrap(api.admin.members[":id"].role.$put({ param: { id }, json: { role } })));
}

export function useRemoveMember() {
  return useAdminMutation(({ id }: { id: string }) => unwrap(api.admin.members[":id"].$delete({ param: { id } })));
}
