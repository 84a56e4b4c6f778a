import { m } from "@ssem/core";
import type { MetaFunction } from "react-router";
import { clientPageMeta } from "~/app/page-meta";
import { PersonView } from "~/features/admin-members/person-view";
import type { Route } from "./+types/person";

export const meta: MetaFunction = ({ location }) => clientPageMeta(location.pathname, (options) => m.member_title_person({}, options));

/** Under the member layout, which let in only admins and provides the query client and the toaster. */
export default function PersonRoute({ params }: Route.ComponentProps) {
  // Keyed by the id: another person's view starts afresh (edit mode, staged role).
  return <PersonView key={params.id} id={params.id} />;
}
