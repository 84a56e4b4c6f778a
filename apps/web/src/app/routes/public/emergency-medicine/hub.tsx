import { BookOpen, Briefcase, GraduationCap, HeartHandshake, Hospital, Info, Route, Wrench } from "lucide-react";
import type { MetaFunction } from "react-router";
import { association, m } from "@ssem/core";
import { Card, CardAction, CardDescription, CardTitle } from "~/components/ui/card";
import { CardGrid, PageHeader, Section } from "~/components/ui/page";
import { hubContent } from "~/content/emergency-medicine-hub";
import { pageMeta } from "~/app/page-meta";
import { emergencyMedicineTexts } from "~/app/page-texts/emergency-medicine";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, emergencyMedicineTexts);

const icons = {
  career: Route,
  courses: GraduationCap,
  jobs: Briefcase,
  tools: Wrench,
  rotations: Hospital,
  voluntary: HeartHandshake,
  research: BookOpen,
};

export default function EmergencyMedicineHub() {
  const locale = useLocale();
  const { intro: hubIntro, feedbackNotice: hubFeedbackNotice, areas: hubAreas } = hubContent[locale];
  const [beforeEmail, afterEmail] = hubFeedbackNotice.text.split("{email}");
  return (
    <>
      <PageHeader title={hubIntro.title}>
        <p>{hubIntro.lead}</p>
      </PageHeader>
      <Section>
        <div className="mb-8 flex gap-3 rounded-lg border border-blue-200 bg-info-soft p-4 sm:p-5">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{hubFeedbackNotice.title}</p>
            <p className="mt-1 text-ink-muted">
              {beforeEmail}
              <a href={`mailto:${association.infoEmail}`} className="link break-words">
                {association.infoEmail}
              </a>
              {afterEmail}
            </p>
          </div>
        </div>
        <CardGrid>
          {hubAreas.map((area) => {
            const Icon = icons[area.icon];
            return (
              <Card key={area.title}>
                <Icon aria-hidden="true" className="size-8 text-accent" />
                <CardTitle as="h2" className="mt-4">
                  {area.title}
                </CardTitle>
                <CardDescription>{area.description}</CardDescription>
                <CardAction to={area.path} label={m.em_explore({}, { locale })} cardTitle={area.title} />
              </Card>
            );
          })}
        </CardGrid>
      </Section>
    </>
  );
}
