import { useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * Keeps the selected tab in the URL (?tab=…) so a link can open a page on a given tab.
 * Unknown values fall back to the default tab. The prerendered page shows the default tab, so
 * hydration starts there and switches to the linked tab right after.
 */
export function useTabParam<T extends string>(tabs: readonly T[], defaultTab: T) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const requested = hydrated ? searchParams.get("tab") : null;
  const value = tabs.find((tab) => tab === requested) ?? defaultTab;
  const onValueChange = (next: string) => {
    setSearchParams(
      (params) => {
        if (next === defaultTab) params.delete("tab");
        else params.set("tab", next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { value, onValueChange };
}
