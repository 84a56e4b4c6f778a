import type { MetaFunction } from "react-router";
import { jobCompanies, studentJobsPage } from "~/content/student-jobs";
import { OverviewPage } from "~/features/em-guide/overview-page";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function StudentJobs() {
  return (
    <OverviewPage
      {...studentJobsPage}
      cards={jobCompanies.map(({ title, location, description, path }) => ({ title, location, description, to: path }))}
      actionLabel="Learn More"
    />
  );
}
