import { fields, memberListKinds, memberRoleFilters, memberSortKeys, sortDirections } from "@ssem/core";
import { useSearchParams } from "react-router";
import type { MemberListFilters } from "./api";

/** The All Members table shows 50 people a page (issue 24). */
export const MEMBERS_PAGE_SIZE = 50;

export type TableParams = {
  status: MemberListFilters["status"];
  q: string;
  role: string;
  field: string;
  sort: (typeof memberSortKeys)[number];
  dir: (typeof sortDirections)[number];
  page: number;
};

/** What the spec's All Members shows: approved and rejected, newest first. */
export const defaultTableParams: TableParams = { status: "decided", q: "", role: "", field: "", sort: "since", dir: "desc", page: 1 };

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T => allowed.find((item) => item === value) ?? fallback;

/**
 * The list request of the table's state. Defaults are left out, so that the tab's count and the
 * table's first page are one request under one query key (admin-dashboard.tsx).
 */
export function tableQuery(params: TableParams): MemberListFilters {
  const differs = <K extends keyof TableParams>(key: K) => (params[key] === defaultTableParams[key] ? undefined : String(params[key]));
  return { status: params.status, q: params.q, role: params.role, field: params.field, sort: differs("sort"), dir: differs("dir"), page: params.page, pageSize: MEMBERS_PAGE_SIZE };
}

/**
 * The table's filters, sort and page live in the URL (beside ?tab=), so Back undoes a sort or a
 * filter and a link shows the same rows. Unknown values fall back to the defaults.
 */
export function useTableParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get("page"));
  const params: TableParams = {
    status: oneOf(memberListKinds, searchParams.get("status"), defaultTableParams.status),
    q: searchParams.get("q") ?? "",
    role: oneOf(["", ...memberRoleFilters], searchParams.get("role"), ""),
    field: oneOf(["", ...fields], searchParams.get("field"), ""),
    sort: oneOf(memberSortKeys, searchParams.get("sort"), defaultTableParams.sort),
    dir: oneOf(sortDirections, searchParams.get("dir"), defaultTableParams.dir),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  /**
   * Any change but paging goes back to page 1. Each is a history entry of its own, so Back undoes it.
   * Built on the URL as it is now, not as last rendered: the ?tab= of a tab tapped a moment ago is
   * rendered in a transition (useTabParam), and a sort chosen before it finished dropped it, which
   * took a throttled phone back to Pending Members (bench:web).
   */
  const update = (change: Partial<TableParams>): TableParams => {
    const next = new URLSearchParams(window.location.search);
    const merged = { ...params, page: 1, ...change };
    for (const key of Object.keys(defaultTableParams) as Array<keyof TableParams>) {
      if (merged[key] === defaultTableParams[key]) next.delete(key);
      else next.set(key, String(merged[key]));
    }
    setSearchParams(next, { preventScrollReset: true });
    return merged;
  };
  return { params, update };
}
