import type { AssignableRole, AuditLogFilters, AuditLogPage, BulkActionRequest, BulkResult, Locale, MemberListPage } from "@ssem/core";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api, unwrap } from "~/lib/api-client";

/** The filters of a member list, as the API takes them (strings, as in a query string). */
export type MemberListFilters = {
  status: "pending" | "decided" | "approved" | "rejected" | "all";
  q?: string;
  role?: string;
  field?: string;
  sort?: string;
  dir?: string;
  page: number;
  pageSize?: number;
};

const membersKey = ["admin", "members"] as const;
const auditKey = ["admin", "audit-log"] as const;

/** Empty filters are left out, so the request and the cache key stay the same for the same list. */
function toQuery(filters: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== "").map(([key, value]) => [key, String(value)]));
}

function membersQuery(filters: MemberListFilters) {
  const query = toQuery(filters);
  return queryOptions({
    queryKey: [...membersKey, query],
    queryFn: (): Promise<MemberListPage> => unwrap(api.admin.members.$get({ query })),
    // A list fetched a moment ago (the tab's count) is not fetched again when its tab opens; every
    // admin action refetches the lists anyway (useAdminMutation). One request per list on load.
    staleTime: 30_000,
  });
}

export function useMembers(filters: MemberListFilters) {
  // Paging and typing a search keep the rows on screen until the next page arrives.
  return useQuery({ ...membersQuery(filters), placeholderData: keepPreviousData });
}

/**
 * Starts fetching a list in the event that changes it. The table's own query would start it only
 * once the router's navigation had rendered, about 80 ms later on a throttled phone (bench:web);
 * the query then finds the request under way and waits for it.
 */
export function usePrefetchMembers() {
  const queryClient = useQueryClient();
  return useCallback((filters: MemberListFilters) => void queryClient.prefetchQuery(membersQuery(filters)), [queryClient]);
}

/** The CSV of the members the filters show (all pages), in the table's order, its headers in the admin's language. */
export function exportUrl({ page: _page, pageSize: _pageSize, ...filters }: MemberListFilters, locale: Locale): string {
  return `/api/admin/members/export?${new URLSearchParams({ ...toQuery(filters), lang: locale }).toString()}`;
}

/** The CSV of the rows chosen in the table: the filters do not apply, a selection may span statuses. */
export const selectedExportUrl = (ids: string[], locale: Locale) => `/api/admin/members/export?${new URLSearchParams({ ids: ids.join(","), lang: locale }).toString()}`;

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

/** The CSV of every entry the filters show (all pages), written in the reader's language. */
export function auditLogExportUrl(filters: AuditLogQuery, locale: Locale): string {
  return `/api/admin/audit-log/export?${new URLSearchParams({ ...toQuery(filters), lang: locale }).toString()}`;
}

/** Every admin action changes the lists, their counts and the log: all of them are fetched again. */
function useAdminMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
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

/** One action on the chosen people; the answer says what happened to each. */
export function useBulkAction() {
  return useAdminMutation((body: BulkActionRequest): Promise<BulkResult> => unwrap(api.admin.members.bulk.$post({ json: body })));
}
