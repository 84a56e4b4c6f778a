import type { MetaFunction } from "react-router";
import { studentCoursesContent } from "~/content/student-courses";
import { CourseProviderPage } from "~/features/em-guide/course-provider-page";
import { pageMeta } from "~/app/page-meta";
import { stewiTexts } from "~/app/page-texts/stewi";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, stewiTexts);

export default function Stewi() {
  return <CourseProviderPage provider={studentCoursesContent[useLocale()].stewi} />;
}
