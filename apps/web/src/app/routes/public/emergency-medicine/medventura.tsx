import type { MetaFunction } from "react-router";
import { medventura } from "~/content/student-courses";
import { CourseProviderPage } from "~/features/em-guide/course-provider-page";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = () => pageMeta("/emergency-medicine/student-courses/medventura");

export default function Medventura() {
  return <CourseProviderPage provider={medventura} />;
}
