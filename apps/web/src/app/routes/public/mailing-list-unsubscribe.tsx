import type { MetaFunction } from "react-router";
import { m } from "@ssem/core";
import { clientPageMeta } from "~/app/page-meta";
import { UnsubscribePage } from "~/features/mailing-list/unsubscribe-page";

export const meta: MetaFunction = ({ location }) => clientPageMeta(location.pathname, (options) => m.mailing_unsubscribe_title({}, options));

export default function MailingListUnsubscribeRoute() {
  return <UnsubscribePage />;
}
