import { type MetaFunction } from "react-router";
import { m } from "@ssem/core";
import { PageHeader, Section } from "~/components/ui/page";
import { Toaster } from "~/components/ui/toaster";
import { eventsIntro } from "~/content/events";
import { EventListing } from "~/features/events/event-listing";
import { StayUpdated } from "~/features/mailing-list/stay-updated";
import { RideAlongBlock } from "~/features/ride-along/ride-along-block";
import { pageMeta } from "~/app/page-meta";
import { eventsTexts } from "~/app/page-texts/events";
import { useLocale } from "~/lib/locale";
import { LocalizedLink } from "~/components/ui/localized-link";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, eventsTexts);

export default function Events() {
  const locale = useLocale();
  return (
    <>
      <PageHeader title={m.events_heading({}, { locale })}>
        <p>{eventsIntro[locale]}</p>
      </PageHeader>

      <Section>
        <EventListing />
      </Section>

      <Section title={m.events_ride_along_heading({}, { locale })} id="ride-along" className="border-t border-border">
        <RideAlongBlock />
      </Section>

      <Section title={m.events_stay_updated_heading({}, { locale })} id="stay-updated" className="border-t border-border">
        <div className="max-w-3xl">
          <p className="mb-4 text-ink-muted">
            {m.events_stay_updated_text({}, { locale })}{" "}
            <LocalizedLink to="/legal#mailing-list" className="link">
              {m.events_how_we_handle_address({}, { locale })}
            </LocalizedLink>
            .
          </p>
          <StayUpdated />
        </div>
      </Section>
      <Toaster />
    </>
  );
}
