import { Clock } from "lucide-react";
import { m } from "@ssem/core";
import { type MetaFunction, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page";
import { findCourseBySlug } from "~/content/courses";
import { CheckList, DetailColumns, DetailSection } from "~/features/career-paths/detail-layout";
import { ExternalLinkButtons } from "~/components/ui/external-link-buttons";
import { pageMeta } from "~/app/page-meta";
import { courseTexts } from "~/app/page-texts/course";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, courseTexts);

/** One module for all six course pages: the last path segment is the course's slug. */
export default function CourseDetailPage() {
  const { pathname } = useLocation();
  const slug = pathname.split("/").filter(Boolean).at(-1) ?? "";
  const locale = useLocale();
  const course = findCourseBySlug(slug, locale);
  // Only the route list's course paths reach this module, and a test ties them to the content.
  if (!course) throw new Error(`No course content for ${pathname}`);
  const { detail } = course;

  return (
    <>
      <PageHeader
        title={detail.pageTitle}
        back={{ to: "/emergency-medicine/career-paths?tab=certification-courses", label: m.em_back_to_career_paths({}, { locale }) }}
      >
        <p>{detail.lead}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex items-center gap-1.5 text-base font-semibold text-ink">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-accent" />
            {m.em_duration({ duration: course.duration }, { locale })}
          </p>
          {course.studentFriendly && <Badge tone="success">{m.em_student_friendly({}, { locale })}</Badge>}
        </div>
      </PageHeader>
      <DetailColumns
        aside={
          <Card>
            <CardTitle as="h2">{m.em_offered_by({}, { locale })}</CardTitle>
            <p className="mt-2 break-words text-ink-muted">{detail.offeredBy}</p>
            <ExternalLinkButtons links={detail.links} />
          </Card>
        }
      >
        <DetailSection id="audience" title={m.em_target_audience({}, { locale })}>
          <p>{detail.audience}</p>
        </DetailSection>
        <DetailSection id="access" title={m.em_prerequisites({}, { locale })}>
          <p>{detail.access}</p>
        </DetailSection>
        <DetailSection id="content" title={m.em_course_content({}, { locale })}>
          <CheckList items={detail.content.map((text) => ({ text }))} />
        </DetailSection>
        <DetailSection id="recognition" title={m.em_recognition({}, { locale })}>
          <p>{detail.recognition}</p>
        </DetailSection>
      </DetailColumns>
    </>
  );
}
