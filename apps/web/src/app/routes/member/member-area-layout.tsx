import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { pathWithoutLocale } from "@ssem/core";
import { matchPath, Outlet, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { ClientPageFallback } from "~/app/client-page-fallback";
import { Toaster } from "~/components/ui/toaster";
import { isUnauthenticated } from "~/lib/api-client";
import { adoptProfileLocale } from "~/lib/locale";
import { queryClient, viewerQuery } from "~/lib/member-queries";
import { memberAreaRedirect } from "../../member-access";
import { memberPages } from "../../route-list";
import type { Route } from "./+types/member-area-layout";

/**
 * Runs before any member page renders, on the first load and on every navigation: visitors and
 * users without the page's role go to /auth (which sends a signed-in user on to the dashboard),
 * so neither ever sees the page (ADR 010).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const path = new URL(request.url).pathname;
  // Matched as a pattern: a page such as /admin-dashboard/members/:id is checked like every other.
  const page = memberPages.find((candidate) => matchPath(candidate.path, pathWithoutLocale(path)));
  if (!page) return null;
  let roles: Parameters<typeof memberAreaRedirect>[0];
  let twoFactorRequired = false;
  try {
    const viewer = await queryClient.fetchQuery(viewerQuery);
    ({ roles, twoFactorRequired } = viewer);
    // The person's stored language, where nothing was chosen on this device (ADR 029): from the same answer.
    adoptProfileLocale(viewer.locale);
  } catch (error) {
    if (!isUnauthenticated(error)) return null; // Server or network trouble: the page shows it, with Try Again.
    roles = null;
  }
  const target = memberAreaRedirect(roles, page.access, path, twoFactorRequired);
  if (target) throw redirect(target);
  return null;
}

/** The prerendered HTML of every member page, until the loader above has run. */
export const HydrateFallback = ClientPageFallback;

/**
 * A layout's loader normally runs only when it is entered; this one checks every page opened under
 * it. A change of the query alone (a tab, a sort, a filter of the member table) stays on the same
 * page, whose access was checked: asking again would hold the change back by a request to
 * /api/me whenever the viewer's cache entry is older than 5 s (bench:web, ADR 021).
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  return currentUrl.search === nextUrl.search && defaultShouldRevalidate;
}

/** The member area's query client and toaster, set up once for all its pages. */
export default function MemberAreaLayout() {
  // Leaving the member area (signing out, say) forgets what was loaded: the next person to sign in on
  // this tab must never see it, not even for a moment.
  useEffect(() => () => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
