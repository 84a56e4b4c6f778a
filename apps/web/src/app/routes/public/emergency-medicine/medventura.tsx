import type { MetaFunction } from "react-router";
import { studentCoursesContent } from "~/content/student-courses";
import { CourseProviderPage } from "~/features/em-guide/course-provider-page";
import { pageMeta } from "~/app/page-meta";
import { medventuraTexts } from "~/app/page-texts/medventura";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, medventuraTexts);

export default function Medventura() {
  return <CourseProviderPage provider={studentCoursesContent[useLocale()].medventura} />;
}
