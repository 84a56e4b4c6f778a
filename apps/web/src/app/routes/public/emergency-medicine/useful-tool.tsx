import { useLocation, type MetaFunction } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Section, PageHeader } from "~/components/ui/page";
import { usefulToolsContent } from "~/content/useful-tools";
import { backTo } from "~/features/em-guide/back-links";
import { BulletList } from "~/features/em-guide/bullet-list";
import { ExternalLinkButtons } from "~/components/ui/external-link-buttons";
import { findByPath } from "~/features/em-guide/find-by-path";
import { Notice } from "~/features/em-guide/notice";
import { pageMeta } from "~/app/page-meta";
import { usefulToolTexts } from "~/app/page-texts/useful-tool";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, usefulToolTexts);

export default function UsefulTool() {
  const locale = useLocale();
  const tool = findByPath(usefulToolsContent[locale].websites, useLocation().pathname);
  return (
    <>
      <PageHeader back={backTo(locale).usefulToolsWebsites} title={tool.name}>
        {tool.badge && (
          <p className="mb-4">
            <Badge tone="info">{tool.badge}</Badge>
          </p>
        )}
        <div className="space-y-4">
          {tool.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ExternalLinkButtons emphasizeFirst links={tool.links} />
      </PageHeader>
      <Section title={tool.highlights.title} id="highlights">
        <BulletList items={tool.highlights.items} className="text-lg" />
        {tool.note && (
          <div className="mt-8">
            <Notice title={tool.note.title}>{tool.note.text}</Notice>
          </div>
        )}
      </Section>
    </>
  );
}
