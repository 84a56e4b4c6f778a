import type { MetaFunction } from "react-router";
import { documentTitle } from "~/app/page-meta";
import { FileShare } from "~/features/file-share/file-share";

export const meta: MetaFunction = () => [{ title: documentTitle("Member File Share") }, { name: "robots", content: "noindex" }];

/** Under the member layout, which let in only members and admins and provides the query client and the toaster. */
export default function FileShareRoute() {
  return <FileShare />;
}
