import type { MetaFunction } from "react-router";
import { voluntaryWorkContent } from "~/content/voluntary-work";
import { OverviewPage } from "~/features/em-guide/overview-page";
import { pageMeta } from "~/app/page-meta";
import { voluntaryWorkTexts } from "~/app/page-texts/voluntary-work";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, voluntaryWorkTexts);

export default function VoluntaryWork() {
  const { page: voluntaryWorkPage, entries: voluntaryWork } = voluntaryWorkContent[useLocale()];
  return (
    <OverviewPage
      {...voluntaryWorkPage}
      cards={voluntaryWork.map(({ title, summary, path }) => ({ title, description: summary, to: path }))}
      actionLabel="learnMore"
    />
  );
}
