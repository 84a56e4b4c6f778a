import { useLocation, type MetaFunction } from "react-router";
import { Section, PageHeader } from "~/components/ui/page";
import { voluntaryWorkContent, type VoluntaryWorkSection } from "~/content/voluntary-work";
import { backTo } from "~/features/em-guide/back-links";
import { BulletList } from "~/features/em-guide/bullet-list";
import { CantonalSystemsTable } from "~/features/em-guide/cantonal-systems-table";
import { ExternalLinkButtons } from "~/components/ui/external-link-buttons";
import { findByPath } from "~/features/em-guide/find-by-path";
import { pageMeta } from "~/app/page-meta";
import { voluntaryWorkDetailTexts } from "~/app/page-texts/voluntary-work-detail";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, voluntaryWorkDetailTexts);

function SectionBody({ section }: { section: VoluntaryWorkSection }) {
  switch (section.kind) {
    case "text":
      return (
        <div className="prose-text space-y-4 text-lg text-ink-muted">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      );
    case "list":
      return (
        <>
          {section.intro && <p className="prose-text mb-4 text-lg text-ink-muted">{section.intro}</p>}
          <BulletList items={section.items} className="text-lg" />
        </>
      );
    case "cantonal-systems":
      return (
        <>
          <p className="prose-text mb-6 text-lg text-ink-muted">{section.intro}</p>
          <CantonalSystemsTable caption={section.caption} systems={section.systems} />
        </>
      );
  }
}

export default function VoluntaryWorkDetail() {
  const locale = useLocale();
  const entry = findByPath(voluntaryWorkContent[locale].entries, useLocation().pathname);
  return (
    <>
      <PageHeader back={backTo(locale).voluntaryWork} title={entry.title}>
        <p>{entry.intro}</p>
        <ExternalLinkButtons emphasizeFirst links={entry.links} />
      </PageHeader>
      {entry.sections.map((section, index) => (
        <Section
          key={section.title}
          title={section.title}
          id={`section-${index}`}
          className={index > 0 ? "pt-0 sm:pt-0" : undefined}
        >
          <SectionBody section={section} />
        </Section>
      ))}
    </>
  );
}
