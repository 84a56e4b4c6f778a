import type { MetaFunction } from "react-router";
import { studentJobsContent } from "~/content/student-jobs";
import { OverviewPage } from "~/features/em-guide/overview-page";
import { pageMeta } from "~/app/page-meta";
import { studentJobsTexts } from "~/app/page-texts/student-jobs";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, studentJobsTexts);

export default function StudentJobs() {
  const { page: studentJobsPage, companies: jobCompanies } = studentJobsContent[useLocale()];
  return (
    <OverviewPage
      {...studentJobsPage}
      cards={jobCompanies.map(({ title, location, description, path }) => ({ title, location, description, to: path }))}
      actionLabel="learnMore"
    />
  );
}
