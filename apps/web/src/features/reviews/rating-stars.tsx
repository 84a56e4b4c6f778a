import { m, MAX_RATING } from "@ssem/core";
import { Star } from "lucide-react";
import { useLocale } from "~/lib/locale";
import { cn } from "~/lib/utils";

/** A rating as stars and its number; screen readers hear "Rated 4 out of 5". */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const locale = useLocale();
  return (
    <span role="img" aria-label={m.reviews_pub_rated({ rating: String(rating), max: String(MAX_RATING) }, { locale })} className={cn("inline-flex items-center gap-1", className)}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn("size-4", index < rating ? "fill-amber-500 text-amber-600" : "fill-none text-slate-400")}
        />
      ))}
      <span aria-hidden="true" className="ml-1 text-sm font-semibold text-ink">
        {rating}/{MAX_RATING}
      </span>
    </span>
  );
}
