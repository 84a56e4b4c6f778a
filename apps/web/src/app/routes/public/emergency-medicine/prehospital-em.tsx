import type { MetaFunction } from "react-router";
import { qualificationsContent } from "~/content/specializations";
import { QualificationPage } from "~/features/career-paths/qualification-page";
import { pageMeta } from "~/app/page-meta";
import { prehospitalEmTexts } from "~/app/page-texts/prehospital-em";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, prehospitalEmTexts);

export default function PrehospitalEm() {
  return <QualificationPage qualification={qualificationsContent[useLocale()].prehospitalEm} />;
}
