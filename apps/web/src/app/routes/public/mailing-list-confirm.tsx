import type { MetaFunction } from "react-router";
import { m } from "@ssem/core";
import { clientPageMeta } from "~/app/page-meta";
import { ConfirmSubscriptionPage } from "~/features/mailing-list/confirm-page";

export const meta: MetaFunction = ({ location }) => clientPageMeta(location.pathname, (options) => m.mailing_confirm_title({}, options));

export default function MailingListConfirmRoute() {
  return <ConfirmSubscriptionPage />;
}
