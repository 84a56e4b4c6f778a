import { type MetaFunction } from "react-router";
import { Mailbox } from "~/features/dev-mailbox/mailbox";
import { documentTitle } from "~/app/page-meta";

export const meta: MetaFunction = () => [{ title: documentTitle("Dev mailbox") }, { name: "robots", content: "noindex" }];

export default function DevMailboxPage() {
  return <Mailbox />;
}
