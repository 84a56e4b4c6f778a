import { Clock } from "lucide-react";
import { type MetaFunction, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page";
import { findCourseBySlug } from "~/content/courses";
import { CheckList, DetailColumns, DetailSection } from "~/features/career-paths/detail-layout";
import { ExternalLinkButtons } from "~/components/ui/external-link-buttons";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname);

/** One module for all six course pages: the last path segment is the course's slug. */
export default function CourseDetailPage() {
  const { pathname } = useLocation();
  const slug = pathname.split("/").filter(Boolean).at(-1) ?? "";
  const course = findCourseBySlug(slug);
  // Only the route list's course paths reach this module, and a test ties them to the content.
  if (!course) throw new Error(`No course content for ${pathname}`);
  const { detail } = course;

  return (
    <>
      <PageHeader
        title={detail.pageTitle}
        back={{ to: "/emergency-medicine/career-paths?tab=certification-courses", label: "Back to Career Paths" }}
      >
        <p>{detail.lead}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex items-center gap-1.5 text-base font-semibold text-ink">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-accent" />
            Duration: {course.duration}
          </p>
          {course.studentFriendly && <Badge tone="success">Student-friendly</Badge>}
        </div>
      </PageHeader>
      <DetailColumns
        aside={
          <Card>
            <CardTitle as="h2">Offered by</CardTitle>
            <p className="mt-2 break-words text-ink-muted">{detail.offeredBy}</p>
            <ExternalLinkButtons links={detail.links} />
          </Card>
        }
      >
        <DetailSection id="audience" title="Target audience">
          <p>{detail.audience}</p>
        </DetailSection>
        <DetailSection id="access" title="Prerequisites and access">
          <p>{detail.access}</p>
        </DetailSection>
        <DetailSection id="content" title="Course content">
          <CheckList items={detail.content.map((text) => ({ text }))} />
        </DetailSection>
        <DetailSection id="recognition" title="Recognition">
          <p>{detail.recognition}</p>
        </DetailSection>
      </DetailColumns>
    </>
  );
}
