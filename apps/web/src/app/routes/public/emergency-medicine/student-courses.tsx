import type { MetaFunction } from "react-router";
import { studentCoursesContent } from "~/content/student-courses";
import { OverviewPage } from "~/features/em-guide/overview-page";
import { pageMeta } from "~/app/page-meta";
import { studentCoursesTexts } from "~/app/page-texts/student-courses";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, studentCoursesTexts);

export default function StudentCourses() {
  const { page: studentCoursesPage, courses: studentCourses } = studentCoursesContent[useLocale()];
  return (
    <OverviewPage
      {...studentCoursesPage}
      cards={studentCourses.map(({ title, description, path }) => ({ title, description, to: path }))}
      actionLabel="explore"
      twoColumns
    />
  );
}
