import type { MetaFunction } from "react-router";
import { documentTitle } from "~/app/page-meta";
import { ConfirmSubscriptionPage } from "~/features/mailing-list/confirm-page";

export const meta: MetaFunction = () => [{ title: documentTitle("Confirm your subscription") }, { name: "robots", content: "noindex" }];

export default function MailingListConfirmRoute() {
  return <ConfirmSubscriptionPage />;
}
