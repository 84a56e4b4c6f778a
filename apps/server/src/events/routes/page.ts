import { EVENTS_LISTING_MARKER, hasAccess, localeOfPath } from "@ssem/core";
import { viewerSession } from "../../auth/viewer-session";
import { withDeadline } from "../../http/deadline";
import { noteDatabaseFault } from "../../http/errors";
import { errorFields } from "../../logger";
import type { LivePage } from "../../web/site";
import { eventCache } from "./event-cache";
import { visibleEvents } from "../event-store";

const utf8 = new TextEncoder();
const SESSION_LOOKUP_DEADLINE_MS = 1_000;
// The listing's components are loaded with the first listing, not with the server (react-dom/server itself comes
// with the mails at start-up, mail/layout.tsx).
const listingHtml = () => import("./listing-html");

/**
 * /events (and /de/events, /fr/events, /it/events) with the current events in its HTML (ADR 017): readable without
 * JavaScript, by search engines, and with nothing to load or shift after the first paint. A members-only event's
 * registration note is for members, so there are two variants, chosen by the viewer's session (looked up only when
 * the request carries the session cookie), in the page's language; each is rendered once per change.
 */
export const eventsPage: LivePage = {
  marker: EVENTS_LISTING_MARKER,
  vary: "Cookie",
  async fill(c) {
    const { db, auth, logger } = c.var.deps;
    // A session that cannot be looked up (the database is away) sees the page as a visitor does, not a 500,
    // and within a second: a frozen database would otherwise hold the page for the pool's timeouts.
    const lookup = viewerSession(c, db, auth).catch((error: unknown) => {
      if (!noteDatabaseFault(c.var.deps, error, { path: c.req.path })) logger.error("the session could not be looked up for /events", errorFields(error));
      return null;
    });
    const viewer = await withDeadline(lookup, SESSION_LOOKUP_DEADLINE_MS, null);
    const viewerKind = hasAccess(viewer?.roles ?? null, "member") ? "member" : "visitor";
    const locale = localeOfPath(c.req.path);
    const personal = viewerKind === "member";
    try {
      const part = await eventCache(c.var.deps).render(`${viewerKind}s-page-${locale}`, async (lists) =>
        (await listingHtml()).eventListingHtml(visibleEvents(lists, personal), viewerKind, locale),
      );
      return { part, personal };
    } catch (error) {
      // The page (the ride-along block, Stay Updated) still works; the listing says what happened.
      if (!noteDatabaseFault(c.var.deps, error, { path: c.req.path })) logger.error("events could not be read for /events", errorFields(error));
      return { part: utf8.encode((await listingHtml()).eventListingUnavailableHtml(locale)), personal: false };
    }
  },
};
