import { authLinkLocale, baseLocale, isLocale, type Locale, localeOfPath, localizedPath } from "@ssem/core";
import { createContext, useCallback, useContext, useSyncExternalStore } from "react";
import { type NavigateOptions, useLocation, useNavigate } from "react-router";
import { hydratedAttribute } from "./hydration-marker";

/** Where the language chosen with the switcher is kept on this device (no personal data). */
export const chosenLocaleKey = "ssem-locale";

let chosen: Locale | undefined;
let chosenRead = false;
/** The signed-in person's language from GET /api/me, when the server gives one. */
let profileLocale: Locale | undefined;
const listeners = new Set<() => void>();

function readChosen(): Locale | undefined {
  if (!chosenRead) {
    chosenRead = true;
    try {
      const stored = localStorage.getItem(chosenLocaleKey);
      chosen = stored && isLocale(stored) ? stored : undefined;
    } catch {
      // Storage disabled: the choice lasts as long as the page.
    }
  }
  return chosen;
}

const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language chosen on this device with the switcher, if any. */
export function chosenLocale(): Locale | undefined {
  return typeof window === "undefined" ? undefined : readChosen();
}

/** Remembers the switcher's choice on this device and, when someone is signed in, in their profile. */
export function chooseLocale(locale: Locale) {
  readChosen();
  chosen = locale;
  try {
    localStorage.setItem(chosenLocaleKey, locale);
  } catch {
    // Storage disabled: see readChosen.
  }
  notify();
  // Only a server that reports a language in GET /api/me (profileLocale set) accepts one in the profile.
  if (profileLocale !== undefined && profileLocale !== locale) {
    profileLocale = locale;
    void fetch("/api/me/profile", {
      method: "PATCH",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ locale }),
    }).catch(() => {
      // The choice is kept on this device; the profile catches up with the next choice.
    });
  }
}

/**
 * The signed-in person's language, from GET /api/me as the member area's layout reads it (one request for both):
 * it applies while nothing was chosen on this device.
 */
export function adoptProfileLocale(locale: unknown) {
  if (typeof locale !== "string" || !isLocale(locale) || locale === profileLocale) return;
  profileLocale = locale;
  if (readChosen() === undefined) notify();
}

const clientLocale = () => readChosen() ?? profileLocale ?? baseLocale;

/**
 * Adopts the language an e-mailed link to /auth names, the recipient's stored one, as if GET /api/me had given it:
 * /auth has no language in its path and the link may be opened on a device where none was chosen. Returns the
 * language /auth now shows, for the texts its link handler writes before React renders again.
 */
export function adoptLinkLocale(hash: string): Locale {
  adoptProfileLocale(authLinkLocale(hash));
  return clientLocale();
}
// Prerendering and hydration render English; a client page shows the chosen language right after (ADR 029).
const serverLocale = () => baseLocale;

/**
 * The reader's language where no hook can ask (a client page's `meta`): under a language prefix the path's; at an
 * English path English until the page has hydrated, as its prerendered HTML is, then what `useLocale` gives. A title
 * read from it follows a change of language, since the document's head re-renders with `useLocale` (root.tsx), and it
 * is read again once the page's loaders have run after hydration.
 */
export function clientPageLocale(pathname: string): Locale {
  const ofPath = localeOfPath(pathname);
  if (ofPath !== baseLocale) return ofPath;
  return typeof document !== "undefined" && document.documentElement.hasAttribute(hydratedAttribute) ? clientLocale() : serverLocale();
}

/**
 * Which paths take their language from the path (the public pages), and which exist in every language (those and
 * the client pages without a path parameter). The root provides the route list's answers, since `lib` may not import
 * the route list. Everything else at an English path (sign-in, the member area…) is in the reader's language.
 */
export type PagePaths = { isPublic(pathname: string): boolean; isLocalized(pathname: string): boolean };
const PagePathsContext = createContext<PagePaths>({ isPublic: () => true, isLocalized: () => true });
export const PagePathsProvider = PagePathsContext.Provider;

/** Whether this page exists in every language: the language switcher then links to each. */
export function useIsLocalizedPage(): boolean {
  return useContext(PagePathsContext).isLocalized(useLocation().pathname);
}

/**
 * The reader's language (ADR 029): a public page's is its path's (none = English), so the prerendered HTML and the
 * browser agree; on other pages it is the language chosen on this device, else the signed-in person's, else English.
 */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  const { isPublic } = useContext(PagePathsContext);
  const chosenOrProfile = useSyncExternalStore(subscribe, clientLocale, serverLocale);
  const ofPath = localeOfPath(pathname);
  return ofPath !== baseLocale || isPublic(pathname) ? ofPath : chosenOrProfile;
}

/**
 * Turns an English path into the reader's language, so links on a /de page stay in German: a page that exists in
 * every language (public pages, sign-in, the member area) gets the language's prefix; a page with one address (a
 * person in the admin dashboard) keeps it. Query and fragment stay.
 */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale();
  const { isLocalized } = useContext(PagePathsContext);
  return useCallback(
    (to: string) => {
      const [, path = to, rest = ""] = /^([^?#]*)(.*)$/.exec(to) ?? [];
      const localized = localizedPath(path, locale);
      return isLocalized(localized) ? localized + rest : to;
    },
    [locale, isLocalized],
  );
}

/** `useNavigate` to an English path, which leads to the same page in the reader's language (`useLocalizedPath`). */
export function useLocalizedNavigate(): (to: string, options?: NavigateOptions) => void | Promise<void> {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return useCallback((to: string, options?: NavigateOptions) => navigate(localize(to), options), [navigate, localize]);
}
