import type { MetaFunction } from "react-router";
import { m } from "@ssem/core";
import { Badge } from "~/components/ui/badge";
import { PageHeader, Section } from "~/components/ui/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { airAmbulanceContent, airAmbulanceRoleIds } from "~/content/air-ambulance";
import { CheckList } from "~/features/career-paths/detail-layout";
import { pageMeta } from "~/app/page-meta";
import { airAmbulanceTexts } from "~/app/page-texts/air-ambulance";
import { useLocale } from "~/lib/locale";
import { useTabParam } from "~/lib/use-tab-param";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, airAmbulanceTexts);

export default function AirAmbulance() {
  const tabs = useTabParam(airAmbulanceRoleIds, "helicopter-physician");
  const locale = useLocale();
  const { intro: airAmbulanceIntro, providers: airAmbulanceProviders, rolesTitle: airAmbulanceRolesTitle, roles: airAmbulanceRoles } = airAmbulanceContent[locale];
  return (
    <>
      <PageHeader
        title={airAmbulanceIntro.title}
        back={{ to: "/emergency-medicine/career-paths", label: m.em_back_to_career_paths({}, { locale }) }}
      >
        <p>{airAmbulanceIntro.lead}</p>
      </PageHeader>
      <Section title={airAmbulanceProviders.title} id="providers" className="pb-0 sm:pb-0">
        <p className="prose-text text-ink-muted">{airAmbulanceProviders.intro}</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {airAmbulanceProviders.names.map((name) => (
            <li key={name} className="max-w-full">
              <Badge tone="info" className="max-w-full px-3! py-1! text-sm! break-words">
                {name}
              </Badge>
            </li>
          ))}
        </ul>
        <p className="prose-text mt-4 text-sm text-ink-muted">{airAmbulanceProviders.note}</p>
      </Section>
      <Section title={airAmbulanceRolesTitle} id="roles">
        <Tabs {...tabs}>
          <TabsList aria-label={m.em_air_ambulance_roles_label({}, { locale })} className="flex-col sm:flex-row">
            {airAmbulanceRoles.map((role) => (
              <TabsTrigger key={role.id} value={role.id}>
                {role.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {airAmbulanceRoles.map((role) => (
            <TabsContent key={role.id} value={role.id} title={role.label} headingLevel={3} className="prose-text">
              <p className="text-ink-muted">{role.description}</p>
              <h3 className="mt-6 text-lg font-semibold text-ink">{m.em_requirements({}, { locale })}</h3>
              <div className="mt-3">
                <CheckList items={role.requirements.map((text) => ({ text }))} />
              </div>
            </TabsContent>
          ))}
        </Tabs>
      </Section>
    </>
  );
}
