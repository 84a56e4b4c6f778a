import type { MetaFunction } from "react-router";
import { studentCourses, studentCoursesPage } from "~/content/student-courses";
import { OverviewPage } from "~/features/em-guide/overview-page";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function StudentCourses() {
  return (
    <OverviewPage
      {...studentCoursesPage}
      cards={studentCourses.map(({ title, description, path }) => ({ title, description, to: path }))}
      actionLabel="Explore"
      twoColumns
    />
  );
}
