import type { MetaFunction } from "react-router";
import { stewi } from "~/content/student-courses";
import { CourseProviderPage } from "~/features/em-guide/course-provider-page";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = () => pageMeta("/emergency-medicine/student-courses/stewi");

export default function Stewi() {
  return <CourseProviderPage provider={stewi} />;
}
