import { EVENTS_LISTING_ID, EVENTS_LISTING_MARKER, type Locale, localizedPath, m } from "@ssem/core";
import { useEffect, useState } from "react";
import { useLocale } from "~/lib/locale";

/**
 * The listing the server wrote into this page: on hydration, the markup already in the document
 * (so React keeps it as it is); while prerendering, the marker the server replaces; after a
 * client-side navigation (no such markup), null until it is read from the page itself.
 */
function listingInDocument(): string | null {
  if (typeof document === "undefined") return EVENTS_LISTING_MARKER;
  return document.getElementById(EVENTS_LISTING_ID)?.innerHTML ?? null;
}

/** The listing as the server writes it into /events in `locale` for this visitor (the session cookie picks the variant). */
async function fetchListing(locale: Locale): Promise<string> {
  const response = await fetch(localizedPath("/events", locale), { credentials: "same-origin", headers: { accept: "text/html" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const listing = page.getElementById(EVENTS_LISTING_ID);
  if (!listing) throw new Error("no listing in the page");
  return listing.innerHTML;
}

type Fetched = { status: "loading" } | { status: "error" } | { status: "loaded"; html: string };

/**
 * The /events listing (Upcoming Events, the calendar feed, Past events). Its markup is the
 * server's (markup/events-listing.tsx rendered by apps/server/src/events/routes/listing-html.ts, ADR 017), in the
 * page's HTML: it needs no JavaScript, and React never renders it again, so nothing moves when the page hydrates.
 */
export function EventListing() {
  const [inDocument] = useState(listingInDocument);
  const [fetched, setFetched] = useState<Fetched>({ status: "loading" });
  const locale = useLocale();
  useEffect(() => {
    if (inDocument !== null) return;
    let current = true;
    fetchListing(locale).then(
      (html) => current && setFetched({ status: "loaded", html }),
      () => current && setFetched({ status: "error" }),
    );
    return () => {
      current = false;
    };
  }, [inDocument, locale]);

  const html = inDocument ?? (fetched.status === "loaded" ? fetched.html : null);
  if (html !== null) return <div id={EVENTS_LISTING_ID} dangerouslySetInnerHTML={{ __html: html }} />;
  return fetched.status === "loading" ? (
    <p role="status" className="text-ink-muted">
      {m.events_loading({}, { locale })}
    </p>
  ) : (
    <div role="alert">
      <p className="font-medium text-destructive">{m.events_load_failed({}, { locale })}</p>
      <p className="mt-1 text-ink-muted">
        {m.events_reload_before({}, { locale })}{" "}
        <a href={localizedPath("/events", locale)} className="link">
          {m.events_reload_link({}, { locale })}
        </a>
        {m.events_reload_after({}, { locale })}
      </p>
    </div>
  );
}
