import { m } from "@ssem/core";
import type { MetaFunction } from "react-router";
import { clientPageMeta } from "~/app/page-meta";
import { FileShare } from "~/features/file-share/file-share";

export const meta: MetaFunction = ({ location }) => clientPageMeta(location.pathname, (options) => m.member_title_file_share({}, options));

/** Under the member layout, which let in only members and admins and provides the query client and the toaster. */
export default function FileShareRoute() {
  return <FileShare />;
}
