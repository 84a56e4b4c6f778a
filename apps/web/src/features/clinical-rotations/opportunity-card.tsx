import { formatAverage, formatNumber, type Locale, m, MAX_RATING } from "@ssem/core";
import { Mail, MapPin, Star } from "lucide-react";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import type { RotationOpportunity } from "~/content/rotation-opportunities";
import { useLocale } from "~/lib/locale";
import { LocalizedLink } from "~/components/ui/localized-link";

function ApplyContact({ email, person, locale }: { email: string | null; person: string | null; locale: Locale }) {
  if (!email) return <span className="text-ink-muted">{m.em_contact_coming_soon({}, { locale })}</span>;
  return (
    <>
      {person && <span>{person}, </span>}
      <a href={`mailto:${email}`} className="link break-words">
        {email}
      </a>
    </>
  );
}

/** The card's line about the hospital's reviews on the board, and the link to them. */
function ReviewsLine({
  hospital,
  reviews,
  href,
  locale,
}: {
  hospital: string;
  reviews?: { averageRating: number; reviewCount: number };
  href: string;
  locale: Locale;
}) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {reviews && (
        <span className="inline-flex items-center gap-1 font-medium text-ink">
          <Star aria-hidden="true" className="size-4 fill-amber-500 text-amber-600" />
          <span className="sr-only">{m.em_average_rating({}, { locale })} </span>
          {formatAverage(reviews.averageRating)}/{MAX_RATING} · {m.reviews_count({ count: reviews.reviewCount, shownCount: formatNumber(reviews.reviewCount, locale) }, { locale })}
        </span>
      )}
      <LocalizedLink to={href} className="link font-medium">
        {reviews ? m.em_read_the_reviews({}, { locale }) : m.em_reviews({}, { locale })}
        <span className="sr-only"> {m.em_of_hospital({ hospital }, { locale })}</span>
      </LocalizedLink>
    </p>
  );
}

/**
 * A hospital that offers rotations; `reviews` (once it has any) are its average and count on the
 * review board, and `reviewsHref` opens the board filtered to it.
 */
export function OpportunityCard({
  opportunity,
  reviews,
  reviewsHref,
}: {
  opportunity: RotationOpportunity;
  reviews?: { averageRating: number; reviewCount: number };
  reviewsHref: string;
}) {
  const locale = useLocale();
  return (
    <Card>
      <CardTitle className="break-words">{opportunity.shown.hospitalName}</CardTitle>
      <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-ink-muted">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{m.em_location({}, { locale })} </span>
        {opportunity.shown.cityName}, {opportunity.shown.countryName}
      </p>
      <ReviewsLine hospital={opportunity.shown.hospitalName} reviews={reviews} href={reviewsHref} locale={locale} />
      <CardDescription>{opportunity.description}</CardDescription>
      <dl className="mt-4 space-y-1 text-sm">
        <div>
          <dt className="inline font-semibold text-ink">{m.em_department({}, { locale })} </dt>
          <dd className="inline text-ink-muted">{opportunity.department}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-1.5">
          <dt className="inline-flex items-center gap-1.5 font-semibold text-ink">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {m.em_apply({}, { locale })}
          </dt>
          <dd className="min-w-0">
            <ApplyContact email={opportunity.contactEmail} person={opportunity.contactPerson} locale={locale} />
          </dd>
        </div>
      </dl>
      {opportunity.website && (
        <CardFooter>
          <ExternalLink href={opportunity.website} className="link text-sm font-medium">
            {m.em_hospital_website({}, { locale })}<span className="sr-only">: {opportunity.shown.hospitalName}</span>
          </ExternalLink>
        </CardFooter>
      )}
    </Card>
  );
}
