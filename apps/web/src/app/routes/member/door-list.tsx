import { m } from "@ssem/core";
import type { MetaFunction } from "react-router";
import { clientPageMeta } from "~/app/page-meta";
import { DoorList } from "~/features/events/door-list";
import type { Route } from "./+types/door-list";

export const meta: MetaFunction = ({ location }) => clientPageMeta(location.pathname, (options) => m.door_heading({}, options));

/** Under the member layout, which lets in only admins. */
export default function DoorListRoute({ params }: Route.ComponentProps) {
  return <DoorList key={params.id} eventId={params.id} />;
}
