import { ADMIN_REVIEW_SEARCH_MAX, type AdminReviewEntry, formatEventDate, formatNumber, m, MAX_RATING } from "@ssem/core";
import { ChevronDown, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { Pager } from "~/components/ui/pager";
import { SearchForm } from "~/components/ui/search-form";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useListFilters } from "~/lib/use-list-filters";
import { useLocale } from "~/lib/locale";
import { withElements } from "~/lib/message-elements";
import { cn } from "~/lib/utils";
import { useAdminReviews, useDeleteReview } from "./admin-api";
import { reviewMessagesIn, reviewTextLabelsIn, rotationTypeLabelsIn } from "./messages";
import { reviewTextSections } from "./review-card";

/**
 * The admin dashboard's Manage Reviews (spec, member area §2): the newest first, 50 a page, each in
 * full so moderation is not blind (issue 24), searchable, each deletable after confirming.
 */
export function ManageReviews() {
  const locale = useLocale();
  const options = { locale };
  const messages = reviewMessagesIn(locale);
  const { filters, page, setPage, search, setSearch, submitSearch } = useListFilters<{ q?: string }>({});
  const reviews = useAdminReviews({ q: filters.q || undefined, page });
  const [toDelete, setToDelete] = useState<AdminReviewEntry | null>(null);
  // Where focus goes when the dialog closes: back to the Delete button, or, once its review is gone, to the list.
  const opener = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const returnFocus = (deleted: boolean) => (deleted || !opener.current?.isConnected ? list.current : opener.current)?.focus();

  useEffect(() => {
    if (reviews.isError) notify.error(messages.loadAdminFailed, errorMessageIn(reviews.error, locale));
    // Raised once per failure, not again when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reviews.isError, reviews.error]);

  return (
    <div className="space-y-4">
      <SearchForm
        id="review-search"
        label={m.reviews_admin_search_label({}, options)}
        landmarkLabel={m.reviews_admin_search_landmark({}, options)}
        value={search}
        onChange={setSearch}
        onSubmit={submitSearch}
        maxLength={ADMIN_REVIEW_SEARCH_MAX}
        className="max-w-xl"
      />
      {reviews.isPending ? (
        <p role="status" className="text-ink-muted">
          {m.reviews_admin_loading({}, options)}
        </p>
      ) : reviews.isError ? (
        <LoadFailed title={messages.loadAdminFailed} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.reviews.length === 0 ? (
        <p role="status" className="text-ink-muted">
          {filters.q ? m.reviews_admin_no_match({ query: filters.q }, options) : messages.emptyTitle}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {m.reviews_count({ count: reviews.data.total, shownCount: formatNumber(reviews.data.total, locale) }, options)}
            {filters.q && m.reviews_admin_matching({ query: filters.q }, options)}
          </p>
          <ul ref={list} tabIndex={-1} className="divide-y divide-border rounded-lg border border-border bg-surface" aria-label={m.reviews_admin_list_label({}, options)}>
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
          <Pager label={m.reviews_admin_pages({}, options)} page={page} pageSize={reviews.data.pageSize} total={reviews.data.total} onPage={setPage} />
        </>
      )}
      <DeleteReviewDialog review={toDelete} onClose={() => setToDelete(null)} returnFocus={returnFocus} />
    </div>
  );
}

/** One review: where and when, the rating, and its texts, which a phone shows behind a disclosure. */
function ManagedReview({ review, onDelete }: { review: AdminReviewEntry; onDelete: (button: HTMLElement) => void }) {
  const locale = useLocale();
  const options = { locale };
  const textLabels = reviewTextLabelsIn(locale);
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
            {rotationTypeLabelsIn(locale)[review.rotationType]} · {m.reviews_admin_rotation({ time: review.timeOfRotation }, options)} ·{" "}
            {withElements((slots) => m.reviews_admin_submitted(slots, options), {
              date: <time dateTime={review.createdOn}>{formatEventDate(review.createdOn)}</time>,
            })}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {/* Only a phone collapses the texts; wider screens show them in full. */}
          <Button variant="outline" size="sm" className="sm:hidden" aria-expanded={expanded} aria-controls={textsId} onClick={() => setExpanded(!expanded)}>
            <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", expanded && "rotate-180")} />
            {(expanded ? m.reviews_admin_hide_text : m.reviews_admin_show_text)({}, options)}
            <span className="sr-only">{m.reviews_admin_of_review({ hospital: review.hospital }, options)}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={(event) => onDelete(event.currentTarget)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {m.reviews_admin_delete({}, options)}
            <span className="sr-only">{m.reviews_admin_the_review({ hospital: review.hospital }, options)}</span>
          </Button>
        </div>
      </div>
      <dl id={textsId} className={cn("mt-3 space-y-2 text-sm", !expanded && "max-sm:hidden")}>
        {reviewTextSections.map(([field]) => (
          <div key={field}>
            <dt className="font-semibold text-ink">{textLabels[field]}</dt>
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
  const locale = useLocale();
  const options = { locale };
  const messages = reviewMessagesIn(locale);
  const remove = useDeleteReview();
  const deleted = useRef(false);
  const confirm = () => {
    if (!review) return;
    remove.mutate(review.id, {
      onSuccess: () => {
        deleted.current = true;
        notify.success(messages.deleted);
        onClose();
      },
      onError: (error) => notify.error(messages.deleteFailed, errorMessageIn(error, locale)),
    });
  };
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      {review && (
        <DialogContent
          title={m.reviews_admin_delete_title({}, options)}
          // Opened from a list row rather than a trigger: focus is placed by hand (ManageReviews).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(deleted.current);
            deleted.current = false;
          }}
          description={withElements((slots) => m.reviews_admin_delete_text(slots, options), {
            hospital: <strong className="break-words">{review.hospital}</strong>,
          })}
        >
          {/* Cancel comes first, so the dialog opens on the safe choice. */}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">{m.reviews_admin_cancel({}, options)}</Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {m.reviews_admin_delete({}, options)}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
