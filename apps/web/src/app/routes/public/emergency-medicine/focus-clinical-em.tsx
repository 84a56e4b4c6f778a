import type { MetaFunction } from "react-router";
import { focusClinicalEm } from "~/content/specializations";
import { QualificationPage } from "~/features/career-paths/qualification-page";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = () => pageMeta("/emergency-medicine/focus-clinical-em");

export default function FocusClinicalEm() {
  return <QualificationPage qualification={focusClinicalEm} />;
}
