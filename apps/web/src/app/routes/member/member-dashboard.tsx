import { m } from "@ssem/core";
import type { MetaFunction } from "react-router";
import { MemberDashboard } from "~/features/member-dashboard/member-dashboard";
import { clientPageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => clientPageMeta(location.pathname, (options) => m.member_title_dashboard({}, options));

/** Under the member layout, which checked the session and provides the query client and the toaster. */
export default function MemberDashboardRoute() {
  return <MemberDashboard />;
}
