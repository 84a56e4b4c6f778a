import type { AssignableRole, AuditLogPage, MemberListPage } from "@ssem/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";

/** The filters of a member list, as the API takes them (strings, as in a query string). */
export type MemberListFilters = { status: "pending" | "decided" | "approved" | "rejected"; q?: string; role?: string; page: number; pageSize?: number };

const membersKey = ["admin", "members"] as const;
const auditKey = ["admin", "audit-log"] as const;

/** Empty filters are left out, so the request and the cache key stay the same for the same list. */
function toQuery(filters: Partial<MemberListFilters>): Record<string, string> {
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

export function useAuditLog(page: number, pageSize: number, subject?: string) {
  const query = { page: String(page), pageSize: String(pageSize), ...(subject ? { subject } : {}) };
  return useQuery({
    queryKey: [...auditKey, query],
    queryFn: (): Promise<AuditLogPage> => unwrap(api.admin["audit-log"].$get({ query })),
    placeholderData: keepPreviousData,
  });
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
