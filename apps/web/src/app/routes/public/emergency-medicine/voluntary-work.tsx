import type { MetaFunction } from "react-router";
import { voluntaryWork, voluntaryWorkPage } from "~/content/voluntary-work";
import { OverviewPage } from "~/features/em-guide/overview-page";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function VoluntaryWork() {
  return (
    <OverviewPage
      {...voluntaryWorkPage}
      cards={voluntaryWork.map(({ title, summary, path }) => ({ title, description: summary, to: path }))}
      actionLabel="Learn More"
    />
  );
}
