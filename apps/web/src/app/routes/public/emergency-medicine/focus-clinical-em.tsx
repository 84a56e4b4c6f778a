import type { MetaFunction } from "react-router";
import { qualificationsContent } from "~/content/specializations";
import { QualificationPage } from "~/features/career-paths/qualification-page";
import { pageMeta } from "~/app/page-meta";
import { focusClinicalEmTexts } from "~/app/page-texts/focus-clinical-em";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, focusClinicalEmTexts);

export default function FocusClinicalEm() {
  return <QualificationPage qualification={qualificationsContent[useLocale()].focusClinicalEm} />;
}
