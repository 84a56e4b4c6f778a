import { m } from "@ssem/core";
import type { MetaFunction } from "react-router";
import { clientPageMeta } from "~/app/page-meta";
import { MyDataPage } from "~/features/member-dashboard/my-data-page";

export const meta: MetaFunction = ({ location }) => clientPageMeta(location.pathname, (options) => m.member_title_my_data({}, options));

/** Under the member layout, which checked the session and provides the query client that holds the download. */
export default function MyDataRoute() {
  return <MyDataPage />;
}
