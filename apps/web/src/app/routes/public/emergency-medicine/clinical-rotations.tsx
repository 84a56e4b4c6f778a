import type { MetaFunction } from "react-router";
import { CardGrid, Section, PageHeader } from "~/components/ui/page";
import { clinicalRotationsPage, rotationOpportunities } from "~/content/rotation-opportunities";
import { OpportunityCard } from "~/features/clinical-rotations/opportunity-card";
import { backTo } from "~/features/em-guide/back-links";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = () => pageMeta("/emergency-medicine/clinical-rotations");

export default function ClinicalRotations() {
  return (
    <>
      <PageHeader back={backTo.hub} title={clinicalRotationsPage.title}>
        <p>{clinicalRotationsPage.intro}</p>
      </PageHeader>
      <Section title={clinicalRotationsPage.opportunitiesTitle} id="opportunities">
        <p className="prose-text -mt-2 mb-6 text-ink-muted">{clinicalRotationsPage.opportunitiesNote}</p>
        <CardGrid>
          {rotationOpportunities.map((opportunity) => (
            <OpportunityCard key={opportunity.id} opportunity={opportunity} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
