import { lazy, Suspense } from "react";
import { type Locale, m, signInPathFrom } from "@ssem/core";
import { useLocation } from "react-router";
import { ButtonRow, buttonClasses } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { LocalizedLink } from "~/components/ui/localized-link";
import { useLocale } from "~/lib/locale";
import { useRideAlongViewer } from "./use-ride-along-viewer";

// Members only: visitors do not download the form and its validation libraries (zod, react-hook-form).
const RideAlongForm = lazy(() => import("./ride-along-form"));

/**
 * The spec's ride-along block with its three views: loading (also what the prerendered page shows
 * until the session check answers), the Members Only notice, and the form for members.
 */
export function RideAlongBlock() {
  const viewer = useRideAlongViewer();
  const locale = useLocale();
  return (
    <Card className="max-w-3xl">
      <p className="mb-6 text-ink-muted">{m.ride_intro({}, { locale })}</p>
      {viewer === "loading" && <LoadingView locale={locale} />}
      {(viewer === "visitor" || viewer === "nonMember") && <MembersOnly signedIn={viewer === "nonMember"} locale={locale} />}
      {viewer === "member" && (
        <Suspense fallback={<p role="status">{m.ride_loading_form({}, { locale })}</p>}>
          <RideAlongForm />
        </Suspense>
      )}
    </Card>
  );
}

/**
 * Without JavaScript the check never answers, so that case says what to do instead of spinning.
 * The visitor's Members Only notice, invisible, holds its place in the same grid cell: the block
 * is as tall at every width as what most readers see next, so the page below it does not move.
 */
function LoadingView({ locale }: { locale: Locale }) {
  return (
    <div className="grid">
      <div aria-hidden="true" className="invisible col-start-1 row-start-1 noscript:hidden">
        <MembersOnly signedIn={false} locale={locale} />
      </div>
      <div className="col-start-1 row-start-1">
        <div role="status" aria-busy="true" className="flex items-center gap-3 text-ink-muted noscript:hidden">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-accent motion-reduce:animate-none" />
          {m.ride_checking_sign_in({}, { locale })}
        </div>
        <p className="hidden rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 noscript:block">
          {m.ride_needs_javascript({}, { locale })}
        </p>
      </div>
    </div>
  );
}

function MembersOnly({ signedIn, locale }: { signedIn: boolean; locale: Locale }) {
  const { pathname } = useLocation();
  return (
    <div className="rounded-md border border-border bg-muted p-5">
      <CardTitle as="h3">{m.ride_members_only({}, { locale })}</CardTitle>
      <p className="mt-2 text-ink-muted">{signedIn ? m.ride_members_only_signed_in({}, { locale }) : m.ride_members_only_visitor({}, { locale })}</p>
      <ButtonRow className="mt-4">
        {signedIn ? (
          <LocalizedLink to="/member-dashboard" className={buttonClasses()}>{m.ride_go_to_dashboard({}, { locale })}</LocalizedLink>
        ) : (
          <>
            <LocalizedLink to={signInPathFrom(pathname)} className={buttonClasses()}>{m.ride_member_login({}, { locale })}</LocalizedLink>
            <LocalizedLink to="/membership" className={buttonClasses({ variant: "outline" })}>{m.ride_become_member({}, { locale })}</LocalizedLink>
          </>
        )}
      </ButtonRow>
    </div>
  );
}
