import { type FormEvent, useState } from "react";

/**
 * A paged list's filters (the admin member list, the Fees tab): changing a filter goes back to
 * page 1, and the search box's text becomes the `q` filter when the search is submitted, not on
 * every key.
 */
export function useListFilters<Filters extends { q?: string }>(initial: Filters) {
  const [filters, setFilters] = useState(initial);
  const [search, setSearch] = useState(initial.q ?? "");
  const [page, setPage] = useState(1);
  const update = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() } as Partial<Filters>);
  };
  return { filters, update, page, setPage, search, setSearch, submitSearch };
}
