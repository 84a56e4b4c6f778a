import { DEFAULT_REVIEW_SORT, REVIEW_FILTER_MAX, type ReviewSort, reviewSorts, type RotationType, rotationTypes } from "@ssem/core";
import type { BoardView } from "./api";

const textFilters = ["country", "city", "hospital"] as const;

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
  for (const key of [...textFilters, "type", "sort"] as const) params.delete(key);
  for (const key of textFilters) if (view[key]) params.set(key, view[key]!);
  if (view.type) params.set("type", view.type);
  if (view.sort !== DEFAULT_REVIEW_SORT) params.set("sort", view.sort);
  return params;
}

export const isFiltered = (view: BoardView) => Boolean(view.country || view.city || view.hospital || view.type);

/** The link to the board showing one hospital's reviews (the opportunity cards). */
export const boardLinkForHospital = (path: string, hospital: string) => `${path}?${searchOfView({ sort: DEFAULT_REVIEW_SORT, hospital })}#reviews`;
