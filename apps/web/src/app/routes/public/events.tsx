import type { MetaFunction } from "react-router";
import { PageHeader, Section } from "~/components/ui/page";
import { eventsIntro } from "~/content/events";
import { EventListing } from "~/features/events/event-listing";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = () => pageMeta("/events");

export default function Events() {
  return (
    <>
      <PageHeader title="Events">
        <p>{eventsIntro}</p>
      </PageHeader>

      <Section>
        <EventListing />
      </Section>
    </>
  );
}
