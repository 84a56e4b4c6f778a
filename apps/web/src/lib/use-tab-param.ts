import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * Keeps the selected tab in the URL (?tab=…) so a link can open a page on a given tab.
 * Unknown values fall back to the default tab. The prerendered page shows the default tab; the
 * page's bootstrap shows a linked or tapped tab before React is ready (ADR 006), so hydration
 * starts on the default and switches to the URL's tab right after, which the DOM already shows.
 * Spread the result on <Tabs>: `data-tab-param` tells the bootstrap these tabs live in ?tab=.
 */
export function useTabParam<T extends string>(tabs: readonly T[], defaultTab: T) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  // A plain URL shows the default tab, as the prerender did: then hydrating needs no second render.
  const hydrated = useHydrated(!searchParams.has("tab"));
  // A tapped tab shows at once, rendering only this page; the URL follows in React Router's own
  // transition, which re-renders every route. Any later navigation (a new key) goes by the URL.
  const [tapped, setTapped] = useState<{ tab: string; key: string }>();
  const requested = tapped?.key === key ? tapped.tab : hydrated ? searchParams.get("tab") : null;
  const value = tabs.find((tab) => tab === requested) ?? defaultTab;
  const onValueChange = (next: string) => {
    setTapped({ tab: next, key });
    setSearchParams(
      (params) => {
        if (next === defaultTab) params.delete("tab");
        else params.set("tab", next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { value, onValueChange, "data-tab-param": defaultTab };
}
