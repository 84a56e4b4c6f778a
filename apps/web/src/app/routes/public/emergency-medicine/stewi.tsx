import type { MetaFunction } from "react-router";
import { stewi } from "~/content/student-courses";
import { CourseProviderPage } from "~/features/em-guide/course-provider-page";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function Stewi() {
  return <CourseProviderPage provider={stewi} />;
}
