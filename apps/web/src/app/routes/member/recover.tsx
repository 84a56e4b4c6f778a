import type { MetaFunction } from "react-router";
import { RecoverPage } from "~/features/auth/recover-page";
import { documentTitle } from "~/app/page-meta";

export const meta: MetaFunction = () => [{ title: documentTitle("Opening your secure link") }, { name: "robots", content: "noindex" }];

export default function RecoverRoute() {
  return <RecoverPage />;
}
