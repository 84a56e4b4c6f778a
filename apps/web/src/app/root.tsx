import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Route, Routes, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router";
import { association, baseLocale, localeOfPath, localizedPath, m } from "@ssem/core";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { Container } from "~/components/ui/page";
import { ClientPageFallback } from "~/app/client-page-fallback";
import { servedPublicUrl } from "~/app/page-meta";
import { isLocalizedPath, isPublicPath } from "~/app/route-list";
import { hydratedAttribute } from "~/lib/hydration-marker";
import { chosenLocale, PagePathsProvider, useLocale, useLocalizedPath } from "~/lib/locale";
import { useSignedIn } from "~/lib/session";
import stylesheetUrl from "./app.css?url";

const pagePaths = { isPublic: isPublicPath, isLocalized: isLocalizedPath };

export function Layout({ children }: { children: ReactNode }) {
  return (
    <PagePathsProvider value={pagePaths}>
      <HtmlDocument>{children}</HtmlDocument>
    </PagePathsProvider>
  );
}

function HtmlDocument({ children }: { children: ReactNode }) {
  return (
    <html lang={useLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b91c1c" />
        {/* The server writes PUBLIC_URL here when it starts; the browser reads the site's origin from it (ADR 009). */}
        <meta name="public-url" content={servedPublicUrl()} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* precedence lets React place the stylesheet ahead of the module preloads, so it is fetched first. */}
        <link rel="stylesheet" href={stylesheetUrl} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Whether this document was opened from a page of this site (a link followed before hydration, a reload). */
function openedFromThisSite(): boolean {
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * A visit that starts at an English page that exists in every language (public, sign-in, member area), by someone
 * who chose another language on this device, goes to that language's page once it hydrates (issue 26: the choice is
 * remembered). Only an explicit choice does so, never the browser's language; and not when the page was opened from
 * this site (English chosen by a plain link before hydration, say).
 */
function useRememberedLanguage() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const chosen = chosenLocale();
    // A page opened from an e-mailed link (sign-in, the mailing list's) reads its token from the fragment as it mounts:
    // sent on, it would read it again. It shows the chosen language where it is.
    const readsLink = !isPublicPath(pathname) && hash !== "";
    if (chosen && chosen !== baseLocale && localeOfPath(pathname) === baseLocale && isLocalizedPath(pathname) && !readsLink && !openedFromThisSite()) {
      void navigate(`${localizedPath(pathname, chosen)}${search}${hash}`, { replace: true });
    }
    // Only the page the visit starts on: a later link to an English page is followed as it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function Shell({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  useRememberedLanguage();
  return (
    <>
      <SiteHeader signedIn={signedIn} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function App() {
  // Marks the page as interactive: the prerendered pages' bootstrap then replays a held tap, and
  // the e2e tests wait for this (ADR 006).
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, "");
  }, []);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * Where the static shell claims to be: a path no navigation item matches, so it marks none, in
 * the static HTML and in the browser's first render alike; under the language prefix of the path it
 * is served at, so its header and "Loading" are in that language.
 */
const shellLocation = "/shell";

/**
 * The SPA shell, for the pages that are not prerendered: a person's page in the admin dashboard, at
 * /admin-dashboard/members/:id and under /de, /fr, /it, and the dev pages. The build renders it once
 * per language (`localizedShells` in vite.config.ts) and the server answers a path with its
 * language's (ADR 029). Every other client page is prerendered at its own path, with its own
 * fallback (route-list.ts), so its navigation marks the right item.
 */
export function HydrateFallback() {
  const { pathname } = useLocation();
  return (
    <>
      {/* No route's meta is known yet; React puts the title into the head. The association's name is the same in every language. */}
      <title>{association.name}</title>
      <Routes location={localizedPath(shellLocation, localeOfPath(pathname))}>
        <Route
          path="*"
          element={
            <Shell>
              <ClientPageFallback />
            </Shell>
          }
        />
      </Routes>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : m.error_title({}, { locale });
  return (
    <Shell>
      <Container className="py-16">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-ink-muted">{m.error_text({}, { locale })}</p>
        <a href={localize("/")} className={cn(buttonClasses(), "mt-6")}>
          {m.error_return_home({}, { locale })}
        </a>
      </Container>
    </Shell>
  );
}
