import { Link, type MetaFunction } from "react-router";
import { PageHeader, Section } from "~/components/ui/page";
import { Toaster } from "~/components/ui/toaster";
import { eventsIntro } from "~/content/events";
import { EventListing } from "~/features/events/event-listing";
import { StayUpdated } from "~/features/mailing-list/stay-updated";
import { RideAlongBlock } from "~/features/ride-along/ride-along-block";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function Events() {
  return (
    <>
      <PageHeader title="Events">
        <p>{eventsIntro}</p>
      </PageHeader>

      <Section>
        <EventListing />
      </Section>

      <Section title="Ride-along request" id="ride-along" className="border-t border-border">
        <RideAlongBlock />
      </Section>

      <Section title="Stay Updated" id="stay-updated" className="border-t border-border">
        <div className="max-w-3xl">
          <p className="mb-4 text-ink-muted">
            Get our news about events and activities by e-mail. We send you a link to confirm your address first; every e-mail has a link to
            unsubscribe. <Link to="/legal#mailing-list" className="link">How we handle your address</Link>.
          </p>
          <StayUpdated />
        </div>
      </Section>
      <Toaster />
    </>
  );
}
