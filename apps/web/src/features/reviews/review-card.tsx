import { formatAverage, formatEventDate, formatNumber, m, MAX_RATING, type Review } from "@ssem/core";
import { MapPin } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useLocale } from "~/lib/locale";
import { reviewTextLabelsIn, rotationTypeLabelsIn } from "./messages";
import { RatingStars } from "./rating-stars";

/** Texts longer than this are collapsed behind 'Show more'. */
export const COLLAPSED_CHARACTERS = 280;

/** A review's texts under the headings the board shows (Manage Reviews shows the same). */
export const reviewTextSections = [
  ["experienceDescription", "General experience"],
  ["teaching", "Teaching"],
  ["leisureTime", "Leisure time and accommodation"],
  ["applicationInfo", "Where to apply"],
] as const;

/** One of a review's texts: always text (React escapes it, so markup shows as written), long ones collapsed. */
function ReviewText({ label, text }: { label: string; text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > COLLAPSED_CHARACTERS;
  const locale = useLocale();
  return (
    <div>
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="mt-1">
        <p id={id} className="break-words whitespace-pre-line text-ink-muted">
          {long && !expanded ? `${text.slice(0, COLLAPSED_CHARACTERS).trimEnd()}…` : text}
        </p>
        {long && (
          <Button variant="ghost" size="sm" className="mt-1 -ml-3" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
            {expanded ? m.reviews_pub_show_less({}, { locale }) : m.reviews_pub_show_more({}, { locale })}
            <span className="sr-only"> {m.reviews_pub_of_label({ label }, { locale })}</span>
          </Button>
        )}
      </dd>
    </div>
  );
}

export function ReviewCard({ review }: { review: Review }) {
  const headingId = useId();
  const locale = useLocale();
  const textLabels = reviewTextLabelsIn(locale);
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-5 shadow-sm sm:p-6" data-review-id={review.id}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h4 id={headingId} className="text-lg font-semibold break-words text-ink">
            {review.hospital}
          </h4>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">
              {review.department && <>{review.department} · </>}
              {review.city}, {review.country}
            </span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone="info">{rotationTypeLabelsIn(locale)[review.rotationType]}</Badge>
            <Badge className="break-words">
              <span className="sr-only">{m.reviews_pub_time_of_rotation_label({}, { locale })} </span>
              {review.timeOfRotation}
            </Badge>
          </div>
        </div>
        <div className="shrink-0 text-sm sm:text-right">
          <RatingStars rating={review.rating} />
          <p className="mt-1 text-ink-muted">
            {m.reviews_pub_hospital_average({ average: `${formatAverage(review.hospitalAverage)}/${MAX_RATING}` }, { locale })} (
            {m.reviews_count({ count: review.hospitalReviewCount, shownCount: formatNumber(review.hospitalReviewCount, locale) }, { locale })})
          </p>
          <p className="mt-1 text-ink-muted">
            <time dateTime={review.createdOn}>{formatEventDate(review.createdOn)}</time>
          </p>
        </div>
      </div>
      <dl className="mt-4 space-y-3">
        {reviewTextSections.map(([field]) => (
          <ReviewText key={field} label={textLabels[field]} text={review[field]} />
        ))}
      </dl>
    </article>
  );
}
