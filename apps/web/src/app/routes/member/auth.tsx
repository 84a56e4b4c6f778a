import { m } from "@ssem/core";
import type { MetaFunction } from "react-router";
import { AuthPage } from "~/features/auth/auth-page";
import { ClientPageFallback } from "~/app/client-page-fallback";
import { clientPageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => clientPageMeta(location.pathname, (options) => m.member_title_login({}, options));

/**
 * Nothing to load: having a client loader is what makes the build prerender this page's fallback
 * (Loading, or the JavaScript notice) at its own path instead of the form, which without
 * JavaScript would submit by GET (route-list.ts).
 */
export const clientLoader = async () => null;
export const HydrateFallback = ClientPageFallback;

export default function AuthRoute() {
  return <AuthPage />;
}
