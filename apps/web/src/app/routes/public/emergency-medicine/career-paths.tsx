import type { MetaFunction } from "react-router";
import { m } from "@ssem/core";
import { CardGrid, PageHeader, Section } from "~/components/ui/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { careerPathsContent } from "~/content/career-paths";
import { coursesContent } from "~/content/courses";
import { CourseCard } from "~/features/career-paths/course-card";
import { SpecializationCard } from "~/features/career-paths/specialization-card";
import { pageMeta } from "~/app/page-meta";
import { careerPathsTexts } from "~/app/page-texts/career-paths";
import { useLocale } from "~/lib/locale";
import { useTabParam } from "~/lib/use-tab-param";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, careerPathsTexts);

export default function CareerPaths() {
  const tabs = useTabParam(["specializations", "certification-courses"], "specializations");
  const locale = useLocale();
  const { intro: careerPathsIntro, tabs: careerPathTabs, specializations } = careerPathsContent[locale];
  const courses = coursesContent[locale];
  return (
    <>
      <PageHeader
        title={careerPathsIntro.title}
        back={{ to: "/emergency-medicine", label: m.em_back_to_hub({}, { locale }) }}
      >
        <p>{careerPathsIntro.lead}</p>
      </PageHeader>
      <Section>
        <Tabs {...tabs}>
          <TabsList aria-label={m.em_career_paths_tabs_label({}, { locale })}>
            <TabsTrigger value="specializations">{careerPathTabs.specializations.label}</TabsTrigger>
            <TabsTrigger value="certification-courses">{careerPathTabs.certificationCourses.label}</TabsTrigger>
          </TabsList>
          <TabsContent value="specializations" title={careerPathTabs.specializations.label}>
            <p className="prose-text mb-6 text-ink-muted">{careerPathTabs.specializations.intro}</p>
            <CardGrid>
              {specializations.map((specialization) => (
                <SpecializationCard key={specialization.path} specialization={specialization} />
              ))}
            </CardGrid>
          </TabsContent>
          <TabsContent value="certification-courses" title={careerPathTabs.certificationCourses.label}>
            <p className="prose-text mb-6 text-ink-muted">{careerPathTabs.certificationCourses.intro}</p>
            <CardGrid>
              {courses.map((course) => (
                <CourseCard key={course.title} course={course} />
              ))}
            </CardGrid>
          </TabsContent>
        </Tabs>
      </Section>
    </>
  );
}
