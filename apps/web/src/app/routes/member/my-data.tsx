import type { MetaFunction } from "react-router";
import { documentTitle } from "~/app/page-meta";
import { MyDataPage } from "~/features/member-dashboard/my-data-page";

export const meta: MetaFunction = () => [{ title: documentTitle("My data") }, { name: "robots", content: "noindex" }];

/** Under the member layout, which checked the session and provides the query client that holds the download. */
export default function MyDataRoute() {
  return <MyDataPage />;
}
