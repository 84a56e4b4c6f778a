import { m } from "@ssem/core";
import type { MetaFunction } from "react-router";
import { clientPageMeta } from "~/app/page-meta";
import { CheckInPage } from "~/features/events/check-in-page";
import type { Route } from "./+types/check-in";

export const meta: MetaFunction = ({ location }) => clientPageMeta(location.pathname, (options) => m.check_in_heading({}, options));

/** Under the member layout, which lets in only admins (others sign in first and come back here). */
export default function CheckInRoute({ params }: Route.ComponentProps) {
  return <CheckInPage key={params.token} token={params.token} />;
}
