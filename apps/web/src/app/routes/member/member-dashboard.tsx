import type { MetaFunction } from "react-router";
import { MemberDashboard } from "~/features/member-dashboard/member-dashboard";
import { documentTitle } from "~/app/page-meta";

export const meta: MetaFunction = () => [{ title: documentTitle("Member dashboard") }, { name: "robots", content: "noindex" }];

/** Under the member layout, which checked the session and provides the query client and the toaster. */
export default function MemberDashboardRoute() {
  return <MemberDashboard />;
}
