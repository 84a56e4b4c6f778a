import type { MetaFunction } from "react-router";
import { documentTitle } from "~/app/page-meta";
import { UnsubscribePage } from "~/features/mailing-list/unsubscribe-page";

export const meta: MetaFunction = () => [{ title: documentTitle("Unsubscribe") }, { name: "robots", content: "noindex" }];

export default function MailingListUnsubscribeRoute() {
  return <UnsubscribePage />;
}
