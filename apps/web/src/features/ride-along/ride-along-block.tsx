import { lazy, Suspense } from "react";
import { signInPathFrom } from "@ssem/core";
import { Link, useLocation } from "react-router";
import { Button, ButtonRow } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { useRideAlongViewer } from "./use-ride-along-viewer";

// Members only: visitors do not download the form and its validation libraries (zod, react-hook-form).
const RideAlongForm = lazy(() => import("./ride-along-form"));

/**
 * The spec's ride-along block with its three views: loading (also what the prerendered page shows
 * until the session check answers), the Members Only notice, and the form for members.
 */
export function RideAlongBlock() {
  const viewer = useRideAlongViewer();
  return (
    <Card className="max-w-3xl">
      <p className="mb-6 text-ink-muted">
        Ride along with an emergency medical services crew in Zürich or Basel and see prehospital emergency medicine first-hand. Tell us your year
        of studies and where you would like to go, and we will get in touch with you.
      </p>
      {viewer === "loading" && <LoadingView />}
      {(viewer === "visitor" || viewer === "nonMember") && <MembersOnly signedIn={viewer === "nonMember"} />}
      {viewer === "member" && (
        <Suspense fallback={<p role="status">Loading the form…</p>}>
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
function LoadingView() {
  return (
    <div className="grid">
      <div aria-hidden="true" className="invisible col-start-1 row-start-1 noscript:hidden">
        <MembersOnly signedIn={false} />
      </div>
      <div className="col-start-1 row-start-1">
        <div role="status" aria-busy="true" className="flex items-center gap-3 text-ink-muted noscript:hidden">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-accent motion-reduce:animate-none" />
          Checking whether you are signed in…
        </div>
        <p className="hidden rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 noscript:block">
          Requesting a ride-along needs JavaScript: please turn it on and log in as a member.
        </p>
      </div>
    </div>
  );
}

function MembersOnly({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  return (
    <div className="rounded-md border border-border bg-muted p-5">
      <CardTitle as="h3">Members Only</CardTitle>
      <p className="mt-2 text-ink-muted">
        {signedIn
          ? "Due to high demand, ride-alongs are open to members only. Your dashboard shows the state of your membership."
          : "Due to high demand, ride-alongs are open to members only. Please log in as a member, or become one."}
      </p>
      <ButtonRow className="mt-4">
        {signedIn ? (
          <Button asChild>
            <Link to="/member-dashboard">Go to Dashboard</Link>
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link to={signInPathFrom(pathname)}>Member Login</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/membership">Become a Member</Link>
            </Button>
          </>
        )}
      </ButtonRow>
    </div>
  );
}
