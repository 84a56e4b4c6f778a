import { authLinkLocale, baseLocale, isLocale, type Locale, localeOfPath, localizedPath } from "@ssem/core";
import { createContext, useContext, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
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
 * The reader's language where no hook can ask (a member page's `meta`), on pages without a language in their path:
 * English until the page has hydrated, as its prerendered HTML is, then what `useLocale` gives. A title read from it
 * follows a change of language, since the document's head re-renders with `useLocale` (root.tsx), and it is read
 * again once the page's loaders have run after hydration.
 */
export function memberAreaLocale(): Locale {
  return typeof document !== "undefined" && document.documentElement.hasAttribute(hydratedAttribute) ? clientLocale() : serverLocale();
}

/**
 * Which paths take their language from the path: the public pages (the root provides the route list's answer).
 * Everything else (sign-in, the member area, the admin dashboard…) is in the language chosen with the switcher.
 */
const PublicPathContext = createContext<(pathname: string) => boolean>(() => true);
export const PublicPathProvider = PublicPathContext.Provider;

/** Whether this page is a public page, whose language is its path's. */
export function useIsPublicPage(): boolean {
  return useContext(PublicPathContext)(useLocation().pathname);
}

/**
 * The reader's language (ADR 029): a public page's is its path's (none = English), so the prerendered HTML and the
 * browser agree; on other pages it is the language chosen on this device, else the signed-in person's, else English.
 */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  const isPublicPath = useContext(PublicPathContext);
  const chosenOrProfile = useSyncExternalStore(subscribe, clientLocale, serverLocale);
  const ofPath = localeOfPath(pathname);
  return ofPath !== baseLocale || isPublicPath(pathname) ? ofPath : chosenOrProfile;
}

/**
 * Turns an English path into the reader's language, so links on a /de page stay in German: public pages get the
 * language's prefix, other pages (sign-in, the member area) keep their one path. Query and fragment stay.
 */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale();
  const isPublicPath = useContext(PublicPathContext);
  return (to) => {
    const [, path = to, rest = ""] = /^([^?#]*)(.*)$/.exec(to) ?? [];
    const localized = localizedPath(path, locale);
    return isPublicPath(localized) ? localized + rest : to;
  };
}
