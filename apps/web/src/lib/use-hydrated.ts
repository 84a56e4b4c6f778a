import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML, true afterwards (and at once on client-side
 * navigation). Lets a page match its prerendered markup first, then apply browser-only state.
 * `prerenderMatches` says the browser-only state renders what the prerender did: then it is
 * true already while hydrating, and React need not render again once hydrated (ADR 006).
 */
export function useHydrated(prerenderMatches = false): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => prerenderMatches,
  );
}
