import { reviewMessages } from "@ssem/core";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { notify } from "~/components/ui/toaster";
import { isFiltered, useBoardView } from "./board-view";
import { ReviewCard } from "./review-card";
import { ReviewFilters } from "./review-filters";
import { type Place, placeSuggestions, useReviewedHospitals } from "./reviewed-hospitals";
import { useReviewBoard } from "./use-review-board";

// The form and its validation load when the dialog first opens, so reading the board does not pay for them.
const ReviewForm = lazy(() => import("./review-form"));

/** Add Review and its dialog; the form suggests the places reviews name, then `knownPlaces`. */
function AddReview({ knownPlaces, onSubmitted }: { knownPlaces: readonly Place[]; onSubmitted: () => void }) {
  const [open, setOpen] = useState(false);
  const { hospitals, refresh } = useReviewedHospitals();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Add Review</Button>
      </DialogTrigger>
      <DialogContent title="Add Review" description="Share your clinical rotation so that other students can choose well." className="max-w-2xl">
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <ReviewForm
            suggestions={placeSuggestions([...hospitals, ...knownPlaces])}
            onSubmitted={() => {
              setOpen(false);
              refresh();
              onSubmitted();
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

const reviews = (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`;

/** The count beside the title: every review, or with filters how many of them match, so it agrees with the list. */
const reviewCount = ({ total, overall }: { total: number; overall: number }, filtered: boolean) =>
  filtered ? `${reviews(overall)}, ${total === 0 ? "none" : total} ${total === 1 ? "matches" : "match"} your filters` : reviews(overall);

/**
 * The clinical rotation review board (spec, public site §2): count, Add Review, Filter & Sort,
 * and the list, newest first by default, with live additions and deletions. Its view is in the URL
 * (`useBoardView`). A new review refreshes the hospitals' averages (`ReviewedHospitalsProvider`).
 */
export function ReviewBoard({ knownPlaces }: { knownPlaces: readonly Place[] }) {
  const titleId = useId();
  const [view, setView] = useBoardView();
  const { state, reload, loadMore } = useReviewBoard(view);

  useEffect(() => {
    if (state.status === "error") notify.error(reviewMessages.loadFailedTitle, reviewMessages.loadFailed);
  }, [state.status]);

  const ready = state.status === "ready" ? state : null;
  const filtered = view !== null && isFiltered(view);
  return (
    <section id="reviews" aria-labelledby={titleId} className="scroll-mt-24 space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Clinical Rotation Reviews
          </h2>
          <p className="mt-1 text-ink-muted" aria-live="polite">
            {ready ? reviewCount(ready, filtered) : state.status === "loading" && "Loading"}
          </p>
        </div>
        <AddReview knownPlaces={knownPlaces} onSubmitted={reload} />
      </div>
      <p className="hidden rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 noscript:block">
        The review board needs JavaScript: please turn it on to read and add reviews.
      </p>
      <ReviewFilters view={view} onChange={setView} />
      <div>
        <h3 className="text-xl font-semibold text-ink">Reviews{ready && ` (${ready.total})`}</h3>
        {state.status === "loading" && (
          <p role="status" className="mt-4 text-ink-muted">
            Loading
          </p>
        )}
        {state.status === "error" && (
          <div role="alert" className="mt-4">
            <p className="font-medium text-destructive">{reviewMessages.loadFailed}</p>
            <Button variant="outline" className="mt-3" onClick={reload}>
              Try Again
            </Button>
          </div>
        )}
        {ready?.reviews.length === 0 && (
          <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-8 text-center">
            {filtered ? (
              <>
                <p className="font-semibold text-ink">{reviewMessages.noMatchTitle}</p>
                <p className="mt-1 text-ink-muted">{reviewMessages.noMatchText}</p>
                <Button variant="outline" className="mt-4" onClick={() => setView({ sort: view!.sort })}>
                  Clear filters
                </Button>
              </>
            ) : (
              <>
                <p className="font-semibold text-ink">{reviewMessages.emptyTitle}</p>
                <p className="mt-1 text-ink-muted">{reviewMessages.emptyText}</p>
              </>
            )}
          </div>
        )}
        {ready && ready.reviews.length > 0 && (
          <ul className="mt-4 space-y-4" aria-label="Reviews">
            {ready.reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
        {ready?.nextCursor && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              disabled={ready.loadingMore}
              onClick={() => loadMore().catch(() => notify.error(reviewMessages.loadFailedTitle, reviewMessages.loadFailed))}
            >
              {ready.loadingMore ? "Loading..." : "Load more"}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
