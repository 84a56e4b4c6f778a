import { DEFAULT_REVIEW_SORT, REVIEW_FILTER_MAX, type ReviewSort, reviewSorts, type RotationType, rotationTypes } from "@ssem/core";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { BoardView } from "./api";

const textFilters = ["country", "city", "hospital"] as const;
const viewParams = [...textFilters, "type", "sort"] as const;

/** The board's view from the URL (?country=…&city=…&hospital=…&type=…&sort=…); unknown values fall back to none. */
export function viewFromSearch(params: URLSearchParams): BoardView {
  const view: BoardView = { sort: DEFAULT_REVIEW_SORT };
  for (const key of textFilters) {
    const value = params.get(key)?.trim().slice(0, REVIEW_FILTER_MAX);
    if (value) view[key] = value;
  }
  const type = params.get("type");
  if (rotationTypes.includes(type as RotationType)) view.type = type as RotationType;
  const sort = params.get("sort");
  if (reviewSorts.includes(sort as ReviewSort)) view.sort = sort as ReviewSort;
  return view;
}

/** The URL parameters of a view: only what differs from the default, so a plain board has a plain address. */
export function searchOfView(view: BoardView, keep: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(keep);
  for (const key of viewParams) params.delete(key);
  for (const key of textFilters) if (view[key]) params.set(key, view[key]!);
  if (view.type) params.set("type", view.type);
  if (view.sort !== DEFAULT_REVIEW_SORT) params.set("sort", view.sort);
  return params;
}

/** Shows another view: a new history entry, or with `replace` in place of the current one (typing on in a filter). */
export type ChangeView = (view: BoardView, options?: { replace?: boolean }) => void;

export const isFiltered = (view: BoardView) => Boolean(view.country || view.city || view.hospital || view.type);

/** The link to the board showing one hospital's reviews (the opportunity cards). */
export const boardLinkForHospital = (path: string, hospital: string) => `${path}?${searchOfView({ sort: DEFAULT_REVIEW_SORT, hospital })}#reviews`;

/**
 * The board's view, kept in the URL, and the function that changes it. The prerendered page knows
 * no query (ADR 015): while it hydrates, a URL with the board's parameters gives null (the
 * prerendered Loading) and their view follows right after. A plain URL gives the default view at
 * once: it renders what the prerender did, so hydrating the page needs no second render (ADR 006).
 */
export function useBoardView(): [BoardView | null, ChangeView] {
  const [searchParams, setSearchParams] = useSearchParams();
  const viewKnown = useHydrated(!viewParams.some((key) => searchParams.has(key)));
  const setView = useCallback<ChangeView>(
    (view, { replace = false } = {}) => setSearchParams((params) => searchOfView(view, params), { preventScrollReset: true, replace }),
    [setSearchParams],
  );
  return [viewKnown ? viewFromSearch(searchParams) : null, setView];
}
