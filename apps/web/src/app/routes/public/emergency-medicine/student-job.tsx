import { MapPin } from "lucide-react";
import { useLocation, type MetaFunction } from "react-router";
import { m } from "@ssem/core";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { CardGrid, Section, PageHeader } from "~/components/ui/page";
import { ToBeConfirmed } from "~/components/ui/to-be-confirmed";
import { studentJobsContent } from "~/content/student-jobs";
import { backTo } from "~/features/em-guide/back-links";
import { ExternalLinkButtons } from "~/components/ui/external-link-buttons";
import { findByPath } from "~/features/em-guide/find-by-path";
import { pageMeta } from "~/app/page-meta";
import { studentJobTexts } from "~/app/page-texts/student-job";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, studentJobTexts);

export default function StudentJob() {
  const locale = useLocale();
  const company = findByPath(studentJobsContent[locale].companies, useLocation().pathname);
  return (
    <>
      <PageHeader back={backTo(locale).studentJobs} title={company.title}>
        <p className="flex items-center gap-1.5 text-base font-medium">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{m.em_location({}, { locale })} </span>
          {company.location}
        </p>
        <p className="mt-4">{company.intro}</p>
        {company.website ? (
          <ExternalLinkButtons emphasizeFirst links={[{ label: m.em_visit_website({}, { locale }), href: company.website }]} />
        ) : (
          <p className="mt-4 text-base">{m.em_website_link_soon({}, { locale })}</p>
        )}
      </PageHeader>
      <Section title={m.em_work_areas({}, { locale })} id="work-areas">
        {company.toBeConfirmed && (
          <p className="prose-text -mt-2 mb-6 text-ink-muted">
            <ToBeConfirmed className="mr-2" />
            {m.em_work_areas_unconfirmed({}, { locale })}
          </p>
        )}
        <CardGrid className="lg:grid-cols-2!">
          {company.workAreas.map((area) => (
            <Card key={area.title}>
              <CardTitle>{area.title}</CardTitle>
              <CardDescription>{area.text}</CardDescription>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={m.em_team({}, { locale })} id="team" className="pt-0 sm:pt-0">
        <p className="prose-text text-lg text-ink-muted">{company.team}</p>
      </Section>
    </>
  );
}
