import type { MetaFunction } from "react-router";
import { CardGrid, Container, PageHeader, Section } from "~/components/ui/page";
import { Toaster } from "~/components/ui/toaster";
import { clinicalRotationsContent } from "~/content/rotation-opportunities";
import { OpportunityCard } from "~/features/clinical-rotations/opportunity-card";
import { backTo } from "~/features/em-guide/back-links";
import { boardLinkForHospital } from "~/features/reviews/board-view";
import { ReviewBoard } from "~/features/reviews/review-board";
import { ReviewedHospitalsProvider, statsOf, useReviewedHospitals } from "~/features/reviews/reviewed-hospitals";
import { pageMeta } from "~/app/page-meta";
import { clinicalRotationsTexts } from "~/app/page-texts/clinical-rotations";
import { useLocale } from "~/lib/locale";

const path = "/emergency-medicine/clinical-rotations";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, clinicalRotationsTexts);

/** The opportunities, each with its hospital's rating on the board once the ratings have arrived. */
function OpportunityCards() {
  const { hospitals } = useReviewedHospitals();
  const rotationOpportunities = clinicalRotationsContent[useLocale()].opportunities;
  return (
    <CardGrid>
      {rotationOpportunities.map((opportunity) => (
        <OpportunityCard
          key={opportunity.id}
          opportunity={opportunity}
          reviews={statsOf(hospitals, opportunity)}
          reviewsHref={boardLinkForHospital(path, opportunity.hospital)}
        />
      ))}
    </CardGrid>
  );
}

/**
 * The page renders once while it hydrates: what changes afterwards (the board's view, the
 * ratings) lives in the parts that show it, so only they render again (ADR 006).
 */
export default function ClinicalRotations() {
  const locale = useLocale();
  const { page: clinicalRotationsPage, opportunities: rotationOpportunities } = clinicalRotationsContent[locale];
  return (
    <ReviewedHospitalsProvider>
      <PageHeader back={backTo(locale).hub} title={clinicalRotationsPage.title}>
        <p>{clinicalRotationsPage.intro}</p>
      </PageHeader>
      <Section title={clinicalRotationsPage.opportunitiesTitle} id="opportunities">
        <p className="prose-text -mt-2 mb-6 text-ink-muted">{clinicalRotationsPage.opportunitiesNote}</p>
        <OpportunityCards />
      </Section>
      <Container className="pb-16">
        <ReviewBoard knownPlaces={rotationOpportunities} />
      </Container>
      <Toaster />
    </ReviewedHospitalsProvider>
  );
}
