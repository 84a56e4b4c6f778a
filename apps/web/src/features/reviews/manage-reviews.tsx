import { ADMIN_REVIEW_SEARCH_MAX, type AdminReviewEntry, dateFormatter, formatNumber, m, MAX_RATING, reviewMessages, rotationTypeLabels } from "@ssem/core";
import { ChevronDown, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { Pager } from "~/components/ui/pager";
import { SearchForm } from "~/components/ui/search-form";
import { notify } from "~/components/ui/toaster";
import { errorMessage } from "~/lib/api-client";
import { useListFilters } from "~/lib/use-list-filters";
import { useLocale } from "~/lib/locale";
import { cn } from "~/lib/utils";
import { useAdminReviews, useDeleteReview } from "./admin-api";
import { reviewTextSections } from "./review-card";

const formatDate = dateFormatter("date");

/**
 * The admin dashboard's Manage Reviews (spec, member area §2): the newest first, 50 a page, each in
 * full so moderation is not blind (issue 24), searchable, each deletable after confirming.
 */
export function ManageReviews() {
  const locale = useLocale();
  const { filters, page, setPage, search, setSearch, submitSearch } = useListFilters<{ q?: string }>({});
  const reviews = useAdminReviews({ q: filters.q || undefined, page });
  const [toDelete, setToDelete] = useState<AdminReviewEntry | null>(null);
  // Where focus goes when the dialog closes: back to the Delete button, or, once its review is gone, to the list.
  const opener = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const returnFocus = (deleted: boolean) => (deleted || !opener.current?.isConnected ? list.current : opener.current)?.focus();

  useEffect(() => {
    if (reviews.isError) notify.error(reviewMessages.loadAdminFailed, errorMessage(reviews.error));
  }, [reviews.isError, reviews.error]);

  return (
    <div className="space-y-4">
      <SearchForm
        id="review-search"
        label="Search hospital, city or text"
        landmarkLabel="Search reviews"
        value={search}
        onChange={setSearch}
        onSubmit={submitSearch}
        maxLength={ADMIN_REVIEW_SEARCH_MAX}
        className="max-w-xl"
      />
      {reviews.isPending ? (
        <p role="status" className="text-ink-muted">
          Loading reviews…
        </p>
      ) : reviews.isError ? (
        <LoadFailed title={reviewMessages.loadAdminFailed} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.reviews.length === 0 ? (
        <p role="status" className="text-ink-muted">
          {filters.q ? `No reviews match “${filters.q}”.` : reviewMessages.emptyTitle}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {m.reviews_count({ count: reviews.data.total, shownCount: formatNumber(reviews.data.total, locale) }, { locale })}
            {filters.q && ` matching “${filters.q}”`}
          </p>
          <ul ref={list} tabIndex={-1} className="divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Latest reviews">
            {reviews.data.reviews.map((review) => (
              <ManagedReview
                key={review.id}
                review={review}
                onDelete={(button) => {
                  opener.current = button;
                  setToDelete(review);
                }}
              />
            ))}
          </ul>
          <Pager label="Review pages" page={page} pageSize={reviews.data.pageSize} total={reviews.data.total} onPage={setPage} />
        </>
      )}
      <DeleteReviewDialog review={toDelete} onClose={() => setToDelete(null)} returnFocus={returnFocus} />
    </div>
  );
}

/** One review: where and when, the rating, and its texts, which a phone shows behind a disclosure. */
function ManagedReview({ review, onDelete }: { review: AdminReviewEntry; onDelete: (button: HTMLElement) => void }) {
  const [expanded, setExpanded] = useState(false);
  const textsId = useId();
  return (
    <li className="px-4 py-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">{review.hospital}</p>
          <p className="text-sm break-words text-ink-muted">
            {review.department && <>{review.department} · </>}
            {review.city}, {review.country} · {review.rating}/{MAX_RATING}
          </p>
          <p className="text-sm break-words text-ink-muted">
            {rotationTypeLabels[review.rotationType]} · Rotation: {review.timeOfRotation} · Submitted{" "}
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {/* Only a phone collapses the texts; wider screens show them in full. */}
          <Button variant="outline" size="sm" className="sm:hidden" aria-expanded={expanded} aria-controls={textsId} onClick={() => setExpanded(!expanded)}>
            <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", expanded && "rotate-180")} />
            {expanded ? "Hide the text" : "Show the text"}
            <span className="sr-only"> of the review of {review.hospital}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={(event) => onDelete(event.currentTarget)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete<span className="sr-only"> the review of {review.hospital}</span>
          </Button>
        </div>
      </div>
      <dl id={textsId} className={cn("mt-3 space-y-2 text-sm", !expanded && "max-sm:hidden")}>
        {reviewTextSections.map(([field, label]) => (
          <div key={field}>
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="break-words whitespace-pre-line text-ink-muted">{review[field]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function DeleteReviewDialog({
  review,
  onClose,
  returnFocus,
}: {
  review: AdminReviewEntry | null;
  onClose: () => void;
  returnFocus: (deleted: boolean) => void;
}) {
  const remove = useDeleteReview();
  const deleted = useRef(false);
  const confirm = () => {
    if (!review) return;
    remove.mutate(review.id, {
      onSuccess: () => {
        deleted.current = true;
        notify.success(reviewMessages.deleted);
        onClose();
      },
      onError: (error) => notify.error(reviewMessages.deleteFailed, errorMessage(error)),
    });
  };
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      {review && (
        <DialogContent
          title="Delete review?"
          // Opened from a list row rather than a trigger: focus is placed by hand (ManageReviews).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(deleted.current);
            deleted.current = false;
          }}
          description={
            <>
              The review of <strong className="break-words">{review.hospital}</strong> disappears from the board for everyone. This cannot be undone.
            </>
          }
        >
          {/* Cancel comes first, so the dialog opens on the safe choice. */}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              Delete
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
