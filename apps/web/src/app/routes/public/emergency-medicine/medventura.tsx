import type { MetaFunction } from "react-router";
import { medventura } from "~/content/student-courses";
import { CourseProviderPage } from "~/features/em-guide/course-provider-page";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function Medventura() {
  return <CourseProviderPage provider={medventura} />;
}
