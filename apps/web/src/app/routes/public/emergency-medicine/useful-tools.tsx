import type { MetaFunction } from "react-router";
import { CardGrid, Section, PageHeader } from "~/components/ui/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toolApps, toolWebsites, usefulToolsPage } from "~/content/useful-tools";
import { backTo } from "~/features/em-guide/back-links";
import { AppCard, WebsiteCard } from "~/features/em-guide/tool-cards";
import { pageMeta } from "~/app/page-meta";
import { useTabParam } from "~/lib/use-tab-param";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname);

const tabs = ["mobile-apps", "websites"] as const;


export default function UsefulTools() {
  const tab = useTabParam(tabs, "mobile-apps");
  return (
    <>
      <PageHeader back={backTo.hub} title={usefulToolsPage.title}>
        <p>{usefulToolsPage.intro}</p>
      </PageHeader>
      <Section>
        <Tabs {...tab}>
          <TabsList aria-label="Kinds of tools">
            <TabsTrigger value="mobile-apps">Mobile Apps</TabsTrigger>
            <TabsTrigger value="websites">Websites & Resources</TabsTrigger>
          </TabsList>
          <TabsContent value="mobile-apps" title="Mobile Apps">
            <CardGrid className="lg:grid-cols-2">
              {toolApps.map((app) => (
                <AppCard key={app.name} app={app} />
              ))}
            </CardGrid>
          </TabsContent>
          <TabsContent value="websites" title="Websites & Resources">
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
