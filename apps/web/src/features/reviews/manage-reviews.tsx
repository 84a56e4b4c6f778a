import { type AdminReviewEntry, MAX_RATING, reviewMessages } from "@ssem/core";
import { Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { notify } from "~/components/ui/toaster";
import { LoadFailed } from "~/components/ui/load-failed";
import { errorMessage } from "~/lib/api-client";
import { dateFormatter } from "~/lib/date-format";
import { useAdminReviews, useDeleteReview } from "./admin-api";

const formatDate = dateFormatter("date");

/** The admin dashboard's Manage Reviews (spec, member area §2): the latest 50, newest first, each deletable after confirming. */
export function ManageReviews() {
  const reviews = useAdminReviews();
  const [toDelete, setToDelete] = useState<AdminReviewEntry | null>(null);

  useEffect(() => {
    if (reviews.isError) notify.error(reviewMessages.loadAdminFailed, errorMessage(reviews.error));
  }, [reviews.isError, reviews.error]);

  if (reviews.isPending) return <p role="status" className="text-ink-muted">Loading reviews…</p>;
  if (reviews.isError)
    return <LoadFailed title={reviewMessages.loadAdminFailed} onRetry={() => void reviews.refetch()} />;
  if (reviews.data.length === 0) return <p className="text-ink-muted">{reviewMessages.emptyTitle}</p>;
  return (
    <>
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Latest reviews">
        {reviews.data.map((review) => (
          <li key={review.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium break-words text-ink">{review.hospital}</p>
              <p className="text-sm text-ink-muted">
                {review.city}, {review.country} · {review.rating}/{MAX_RATING} ·{" "}
                <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
              </p>
            </div>
            <Button variant="outline" size="sm" className="shrink-0" onClick={() => setToDelete(review)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete<span className="sr-only"> the review of {review.hospital}</span>
            </Button>
          </li>
        ))}
      </ul>
      <DeleteReviewDialog review={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}

function DeleteReviewDialog({ review, onClose }: { review: AdminReviewEntry | null; onClose: () => void }) {
  const remove = useDeleteReview();
  const confirm = () => {
    if (!review) return;
    remove.mutate(review.id, {
      onSuccess: () => {
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
          description={
            <>
              The review of <strong className="break-words">{review.hospital}</strong> disappears from the board for everyone. This cannot be undone.
            </>
          }
        >
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
