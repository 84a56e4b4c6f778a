import type { EventList, Locale } from "@ssem/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { EventsListing, EventsListingUnavailable } from "../../../../web/src/features/events/markup/events-listing";

// The /events listing as the server writes it into the prerendered page (ADR 017), from the web app's own
// components: the admin Events tab draws each event with the same EventItem (ADR 029, "One renderer for the
// /events listing"). React escapes every text the board writes. page.ts loads this module (and the components
// with it) on the first rendering, not at start-up: the listing is rendered once per change, viewer and language.

/** The listing for one viewer (what GET /api/events sends them, see visibleEvents) in `locale`. */
export function eventListingHtml(lists: EventList, viewer: "member" | "visitor", locale: Locale = "en"): string {
  return renderToStaticMarkup(createElement(EventsListing, { lists, viewer, locale }));
}

/** What the page shows in the listing's place when the events cannot be read: the page itself still works. */
export function eventListingUnavailableHtml(locale: Locale = "en"): string {
  return renderToStaticMarkup(createElement(EventsListingUnavailable, { locale }));
}
