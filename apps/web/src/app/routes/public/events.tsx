import { Link, type MetaFunction } from "react-router";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader, Section } from "~/components/ui/page";
import { Toaster } from "~/components/ui/toaster";
import { events, eventsIntro } from "~/content/events";
import { EventItem } from "~/features/events/event-item";
import { StayUpdatedForm } from "~/features/mailing-list/stay-updated-form";
import { RideAlongBlock } from "~/features/ride-along/ride-along-block";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = () => pageMeta("/events");

export default function Events() {
  return (
    <>
      <PageHeader title="Events">
        <p>{eventsIntro}</p>
      </PageHeader>

      <Section>
        <Card className="overflow-hidden p-0">
          <CardTitle as="h2" className="border-b border-border px-6 py-4 text-xl">
            Upcoming Events
          </CardTitle>
          {events.length > 0 ? (
            <ul className="divide-y divide-border">
              {events.map((event) => (
                <li key={`${event.date} ${event.title}`} className="px-6 py-6">
                  <EventItem event={event} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-6 py-6 text-ink-muted">No upcoming events at the moment. New dates will be announced here.</p>
          )}
          {events.some((event) => event.membersOnly) && (
            <p className="border-t border-border bg-muted px-6 py-4 text-sm text-ink-muted">
              Not a member yet?{" "}
              <Link to="/membership" className="link">
                Become a member
              </Link>{" "}
              to join members-only events.
            </p>
          )}
        </Card>
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
          <StayUpdatedForm />
        </div>
      </Section>
      <Toaster />
    </>
  );
}
