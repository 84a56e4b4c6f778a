import { m } from "@ssem/core";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page";
import type { Qualification } from "~/content/specializations";
import { CheckList, DetailColumns, DetailSection } from "./detail-layout";
import { ExternalLinkButtons } from "~/components/ui/external-link-buttons";
import { useLocale } from "~/lib/locale";

/** The page of a Swiss qualification: overview, requirement sections and the official website. */
export function QualificationPage({ qualification }: { qualification: Qualification }) {
  const { overview, sections, official } = qualification;
  const locale = useLocale();
  return (
    <>
      <PageHeader
        title={qualification.title}
        back={{ to: "/emergency-medicine/career-paths", label: m.em_back_to_career_paths({}, { locale }) }}
      >
        <p>{qualification.lead}</p>
      </PageHeader>
      <DetailColumns
        aside={
          <Card>
            <CardTitle as="h2">{official.title}</CardTitle>
            <p className="mt-2 text-ink-muted">{official.text}</p>
            <ExternalLinkButtons links={official.links} />
          </Card>
        }
      >
        <DetailSection id="overview" title={overview.title}>
          {overview.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </DetailSection>
        {sections.map((section) => (
          <DetailSection key={section.id} id={section.id} title={section.title}>
            {section.intro && <p>{section.intro}</p>}
            <CheckList items={section.items} />
            {section.note && <p className="text-sm">{section.note}</p>}
          </DetailSection>
        ))}
      </DetailColumns>
    </>
  );
}
