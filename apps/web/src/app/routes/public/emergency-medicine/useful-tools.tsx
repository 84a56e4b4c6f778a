import type { MetaFunction } from "react-router";
import { m } from "@ssem/core";
import { CardGrid, Section, PageHeader } from "~/components/ui/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { usefulToolsContent } from "~/content/useful-tools";
import { backTo } from "~/features/em-guide/back-links";
import { AppCard, WebsiteCard } from "~/features/em-guide/tool-cards";
import { pageMeta } from "~/app/page-meta";
import { usefulToolsTexts } from "~/app/page-texts/useful-tools";
import { useLocale } from "~/lib/locale";
import { useTabParam } from "~/lib/use-tab-param";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, usefulToolsTexts);

const tabs = ["mobile-apps", "websites"] as const;

export default function UsefulTools() {
  const tab = useTabParam(tabs, "mobile-apps");
  const locale = useLocale();
  const { page: usefulToolsPage, apps: toolApps, websites: toolWebsites } = usefulToolsContent[locale];
  const appsLabel = m.em_tools_mobile_apps({}, { locale });
  const websitesLabel = m.em_tools_websites({}, { locale });
  return (
    <>
      <PageHeader back={backTo(locale).hub} title={usefulToolsPage.title}>
        <p>{usefulToolsPage.intro}</p>
      </PageHeader>
      <Section>
        <Tabs {...tab}>
          <TabsList aria-label={m.em_tools_kinds_label({}, { locale })}>
            <TabsTrigger value="mobile-apps">{appsLabel}</TabsTrigger>
            <TabsTrigger value="websites">{websitesLabel}</TabsTrigger>
          </TabsList>
          <TabsContent value="mobile-apps" title={appsLabel}>
            <CardGrid className="lg:grid-cols-2!">
              {toolApps.map((app) => (
                <AppCard key={app.name} app={app} />
              ))}
            </CardGrid>
          </TabsContent>
          <TabsContent value="websites" title={websitesLabel}>
            <CardGrid>
              {toolWebsites.map((website) => (
                <WebsiteCard key={website.path} website={website} />
              ))}
            </CardGrid>
          </TabsContent>
        </Tabs>
      </Section>
    </>
  );
}
