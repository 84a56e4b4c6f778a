import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, following changes. Before hydration (the prerendered page)
 * it answers `serverValue`, so that hydration renders what the server did and then corrects.
 */
export function useMediaQuery(query: string, serverValue = true) {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => matchMedia(query).matches,
    () => serverValue,
  );
}
