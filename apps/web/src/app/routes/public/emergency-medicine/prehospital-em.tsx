import type { MetaFunction } from "react-router";
import { prehospitalEm } from "~/content/specializations";
import { QualificationPage } from "~/features/career-paths/qualification-page";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function PrehospitalEm() {
  return <QualificationPage qualification={prehospitalEm} />;
}
