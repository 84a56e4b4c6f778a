import type { MetaFunction } from "react-router";
import { useSearchParams } from "react-router";
import { CardGrid, Container, PageHeader, Section } from "~/components/ui/page";
import { Toaster } from "~/components/ui/toaster";
import { clinicalRotationsPage, rotationOpportunities } from "~/content/rotation-opportunities";
import { OpportunityCard } from "~/features/clinical-rotations/opportunity-card";
import { backTo } from "~/features/em-guide/back-links";
import { boardLinkForHospital, searchOfView, viewFromSearch } from "~/features/reviews/board-view";
import { ReviewBoard } from "~/features/reviews/review-board";
import { placeSuggestions, statsOf, useReviewedHospitals } from "~/features/reviews/use-reviewed-hospitals";
import { pageMeta } from "~/app/page-meta";
import { useHydrated } from "~/lib/use-hydrated";

const path = "/emergency-medicine/clinical-rotations";

export const meta: MetaFunction = () => pageMeta(path);

export default function ClinicalRotations() {
  // The prerendered page knows no query: the board's view is read from the URL once hydrated (ADR 015).
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = hydrated ? viewFromSearch(searchParams) : null;
  const { hospitals, refresh } = useReviewedHospitals(hydrated);

  return (
    <>
      <PageHeader back={backTo.hub} title={clinicalRotationsPage.title}>
        <p>{clinicalRotationsPage.intro}</p>
      </PageHeader>
      <Section title={clinicalRotationsPage.opportunitiesTitle} id="opportunities">
        <p className="prose-text -mt-2 mb-6 text-ink-muted">{clinicalRotationsPage.opportunitiesNote}</p>
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
      </Section>
      <Container className="pb-16">
        <ReviewBoard
          view={view}
          onViewChange={(next) => setSearchParams((params) => searchOfView(next, params), { preventScrollReset: true })}
          suggestions={placeSuggestions([...hospitals, ...rotationOpportunities])}
          onSubmitted={refresh}
        />
      </Container>
      <Toaster />
    </>
  );
}
