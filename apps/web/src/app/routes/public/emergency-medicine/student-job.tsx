import { MapPin } from "lucide-react";
import { useLocation, type MetaFunction } from "react-router";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { CardGrid, Section, PageHeader } from "~/components/ui/page";
import { ToBeConfirmed } from "~/components/ui/to-be-confirmed";
import { jobCompanies } from "~/content/student-jobs";
import { backTo } from "~/features/em-guide/back-links";
import { ExternalLinkButtons } from "~/components/ui/external-link-buttons";
import { findByPath } from "~/features/em-guide/find-by-path";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function StudentJob() {
  const company = findByPath(jobCompanies, useLocation().pathname);
  return (
    <>
      <PageHeader back={backTo.studentJobs} title={company.title}>
        <p className="flex items-center gap-1.5 text-base font-medium">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Location: </span>
          {company.location}
        </p>
        <p className="mt-4">{company.intro}</p>
        {company.website ? (
          <ExternalLinkButtons emphasizeFirst links={[{ label: "Visit Website", href: company.website }]} />
        ) : (
          <p className="mt-4 text-base">The link to the official website will be added soon.</p>
        )}
      </PageHeader>
      <Section title="Work areas" id="work-areas">
        {company.toBeConfirmed && (
          <p className="prose-text -mt-2 mb-6 text-ink-muted">
            <ToBeConfirmed className="mr-2" />
            Work areas and team are described from public information and still need to be confirmed with the company.
          </p>
        )}
        <CardGrid className="lg:grid-cols-2">
          {company.workAreas.map((area) => (
            <Card key={area.title}>
              <CardTitle>{area.title}</CardTitle>
              <CardDescription>{area.text}</CardDescription>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Team" id="team" className="pt-0 sm:pt-0">
        <p className="prose-text text-lg text-ink-muted">{company.team}</p>
      </Section>
    </>
  );
}
