import { formatNumber, type Locale, m } from "@ssem/core";
import { lazy, Suspense, useEffect, useId, useState, useTransition } from "react";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
import { useLocale } from "~/lib/locale";
import { isFiltered, useBoardView } from "./board-view";
import { reviewMessagesIn } from "./messages";
import { ReviewCard } from "./review-card";
import { ReviewFilters } from "./review-filters";
import type { AddReviewProps } from "./add-review-dialog";
import type { Place } from "./reviewed-hospitals";
import { useReviewBoard } from "./use-review-board";

// The dialog (Radix, 9 KiB brotli) with its form and validation loads when a visitor asks for it, not with every visit
// to the board: it took the page over the content pages' script budget (issue 26).
const loadAddReviewDialog = () => import("./add-review-dialog");
const AddReviewDialog = lazy(loadAddReviewDialog);

/**
 * Add Review: a plain button until it is first pressed, which loads the dialog and opens it once it has arrived; the
 * button says that it is loading meanwhile. Pointing at the button or focusing it starts the loading early.
 */
function AddReview(props: AddReviewProps) {
  const [wanted, setWanted] = useState(false);
  const [loading, startLoading] = useTransition();
  const locale = useLocale();
  const prefetch = () => void loadAddReviewDialog().catch(() => undefined);
  // The boundary is there from the start: the transition keeps the button on screen, pending, while the dialog loads.
  const placeholder = (
    <>
      {loading && (
        <p role="status" className="text-sm text-ink-muted">
          {m.reviews_pub_loading_form({}, { locale })}
        </p>
      )}
      <Button className="shrink-0" aria-haspopup="dialog" aria-busy={loading || undefined} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => startLoading(() => setWanted(true))}>
        {m.reviews_pub_add_review({}, { locale })}
      </Button>
    </>
  );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Suspense fallback={placeholder}>{wanted ? <AddReviewDialog {...props} /> : placeholder}</Suspense>
    </div>
  );
}

const reviews = (count: number, locale: Locale) => m.reviews_count({ count, shownCount: formatNumber(count, locale) }, { locale });

/** The count beside the title: every review, or with filters how many of them match, so it agrees with the list. */
function reviewCount({ total, overall }: { total: number; overall: number }, filtered: boolean, locale: Locale) {
  if (!filtered) return reviews(overall, locale);
  const matching = total === 0 ? m.reviews_pub_none_match({}, { locale }) : m.reviews_pub_match_filters({ count: total, shownCount: formatNumber(total, locale) }, { locale });
  return `${reviews(overall, locale)}, ${matching}`;
}

/**
 * The clinical rotation review board (spec, public site §2): count, Add Review, Filter & Sort,
 * and the list, newest first by default, with live additions and deletions. Its view is in the URL
 * (`useBoardView`). A new review refreshes the hospitals' averages (`ReviewedHospitalsProvider`).
 */
export function ReviewBoard({ knownPlaces }: { knownPlaces: readonly Place[] }) {
  const titleId = useId();
  const [view, setView] = useBoardView();
  const { state, reload, loadMore } = useReviewBoard(view);
  const locale = useLocale();
  const reviewMessages = reviewMessagesIn(locale);
  const loading = m.reviews_pub_loading({}, { locale });

  useEffect(() => {
    if (state.status === "error") notify.error(reviewMessages.loadFailedTitle, reviewMessages.loadFailed);
  }, [state.status, reviewMessages.loadFailedTitle, reviewMessages.loadFailed]);

  const ready = state.status === "ready" ? state : null;
  const filtered = view !== null && isFiltered(view);
  return (
    <section id="reviews" aria-labelledby={titleId} className="scroll-mt-24 space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {m.reviews_pub_heading({}, { locale })}
          </h2>
          <p className="mt-1 text-ink-muted" aria-live="polite">
            {ready ? reviewCount(ready, filtered, locale) : state.status === "loading" && loading}
          </p>
        </div>
        <AddReview knownPlaces={knownPlaces} onSubmitted={reload} />
      </div>
      <p className="hidden rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 noscript:block">
        {m.reviews_pub_needs_javascript({}, { locale })}
      </p>
      <ReviewFilters view={view} onChange={setView} />
      <div>
        <h3 className="text-xl font-semibold text-ink">
          {m.reviews_pub_reviews({}, { locale })}
          {ready && ` (${formatNumber(ready.total, locale)})`}
        </h3>
        {state.status === "loading" && (
          <p role="status" className="mt-4 text-ink-muted">
            {loading}
          </p>
        )}
        {state.status === "error" && (
          <div role="alert" className="mt-4">
            <p className="font-medium text-destructive">{reviewMessages.loadFailed}</p>
            <Button variant="outline" className="mt-3" onClick={reload}>
              {m.reviews_pub_try_again({}, { locale })}
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
                  {m.reviews_pub_clear_filters({}, { locale })}
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
          <ul className="mt-4 space-y-4" aria-label={m.reviews_pub_reviews({}, { locale })}>
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
              {ready.loadingMore ? m.reviews_pub_loading_more({}, { locale }) : m.reviews_pub_load_more({}, { locale })}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
